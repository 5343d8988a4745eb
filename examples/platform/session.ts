import { randomBytes } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie, setCookie, deleteCookie } from 'hono/cookie';
import type { AppEnv, Session } from './context.ts';

export const SESSION_COOKIE = 'vinothek_session';
const SESSION_MAX_AGE_S = 60 * 60 * 24 * 30;

const newToken = (): string => randomBytes(24).toString('base64url');

function writeCookie(c: Context<AppEnv>, id: string): void {
  setCookie(c, SESSION_COOKIE, id, {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    maxAge: SESSION_MAX_AGE_S,
    // Secure only where the demo runs behind https; plain http://localhost must keep working.
    secure: new URL(c.req.url).protocol === 'https:',
  });
}

function createSession(c: Context<AppEnv>, userId: number | null): Session {
  const clock = c.get('now')();
  const now = clock.toISOString();
  const session: Session = { id: newToken(), csrfToken: newToken(), userId };
  const db = c.get('db');
  // Sessions live as long as their cookie; expired ones go whenever a new one starts.
  db.prepare('DELETE FROM sessions WHERE createdAt < ?').run(new Date(clock.getTime() - SESSION_MAX_AGE_S * 1000).toISOString());
  db.prepare('INSERT INTO sessions (id, csrfToken, userId, createdAt, lastSeenAt) VALUES (?, ?, ?, ?, ?)')
    .run(session.id, session.csrfToken, userId, now, now);
  writeCookie(c, session.id);
  return session;
}

/**
 * Loads the visitor's session from the `sessions` table (so it survives a restart), or starts one.
 * Sessions are created lazily per request without a valid cookie.
 */
export function sessionMiddleware(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const id = getCookie(c, SESSION_COOKIE);
    const row = id
      ? (c.get('db').prepare('SELECT id, csrfToken, userId FROM sessions WHERE id = ?').get(id) as
          | { id: string; csrfToken: string; userId: number | null }
          | undefined)
      : undefined;
    c.set('session', row ? { id: row.id, csrfToken: row.csrfToken, userId: row.userId } : createSession(c, null));
    await next();
  };
}

/**
 * Starts a fresh session for `userId` (login) or an anonymous one (logout, userId null):
 * new id and new csrf token, so a session id or token seen before the change is worthless.
 */
export function rotateSession(c: Context<AppEnv>, userId: number | null): Session {
  c.get('db').prepare('DELETE FROM sessions WHERE id = ?').run(c.get('session').id);
  deleteCookie(c, SESSION_COOKIE, { path: '/' });
  const session = createSession(c, userId);
  c.set('session', session);
  return session;
}
