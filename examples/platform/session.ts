import { createHmac, randomBytes } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie, setCookie, deleteCookie } from 'hono/cookie';
import type { AppEnv, Session } from './context.ts';
import { isHttps } from './request-origin.ts';

export const SESSION_COOKIE = 'vinothek_session';
const SESSION_MAX_AGE_S = 60 * 60 * 24 * 30;
/** randomBytes(24) in base64url */
const SESSION_ID = /^[A-Za-z0-9_-]{32}$/;

const newToken = (): string => randomBytes(24).toString('base64url');

const secrets = new WeakMap<DatabaseSync, string>();

/** The key that signs anonymous sessions' csrf tokens; kept in the database so a restart keeps them valid. */
function sessionSecret(db: DatabaseSync): string {
  let secret = secrets.get(db);
  if (!secret) {
    db.prepare("INSERT OR IGNORE INTO meta (key, value) VALUES ('sessionSecret', ?)").run(newToken());
    secret = (db.prepare("SELECT value FROM meta WHERE key = 'sessionSecret'").get() as { value: string }).value;
    secrets.set(db, secret);
  }
  return secret;
}

/**
 * An anonymous session is not stored until it holds something (a basket, the fault switch …):
 * its csrf token is derived from its id with the shop's secret, so it needs no row.
 */
const csrfTokenFor = (db: DatabaseSync, id: string): string => createHmac('sha256', sessionSecret(db)).update(id).digest('base64url');

function writeCookie(c: Context<AppEnv>, id: string): void {
  setCookie(c, SESSION_COOKIE, id, {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    maxAge: SESSION_MAX_AGE_S,
    // Secure where the visitor uses https (also behind a trusted proxy); plain http://localhost must keep working.
    secure: isHttps(c),
  });
}

function anonymousSession(db: DatabaseSync, id: string): Session {
  return { id, csrfToken: csrfTokenFor(db, id), userId: null, stored: false };
}

/** Stores the session (once): from now on data may hang on its id. Expired sessions go at the same time. */
export function keepSession(db: DatabaseSync, session: Session, now: Date): void {
  if (session.stored) return;
  db.prepare('DELETE FROM sessions WHERE createdAt < ?').run(new Date(now.getTime() - SESSION_MAX_AGE_S * 1000).toISOString());
  db.prepare('INSERT OR IGNORE INTO sessions (id, csrfToken, userId, createdAt, lastSeenAt) VALUES (?, ?, ?, ?, ?)').run(
    session.id,
    session.csrfToken,
    session.userId,
    now.toISOString(),
    now.toISOString(),
  );
  session.stored = true;
}

/**
 * The visitor's session: a stored one (logged in, or holding a basket), an anonymous one named by
 * the cookie, or a new anonymous one (cookie set, nothing stored: a 404 or a page view costs no row).
 */
export function sessionMiddleware(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const db = c.get('db');
    const id = getCookie(c, SESSION_COOKIE);
    const row = id
      ? (db.prepare('SELECT id, csrfToken, userId FROM sessions WHERE id = ?').get(id) as
          { id: string; csrfToken: string; userId: number | null } | undefined)
      : undefined;
    if (row) {
      c.set('session', { id: row.id, csrfToken: row.csrfToken, userId: row.userId, stored: true });
    } else if (id && SESSION_ID.test(id)) {
      c.set('session', anonymousSession(db, id));
    } else {
      const session = anonymousSession(db, newToken());
      c.set('session', session);
      await next();
      // Issue 30: an answer a shared cache may keep (Cache-Control public: a cacheable page, site.css), and any
      // GET of a cacheable page's address (its redirect to the canonical address, its 404), sets no cookie, else
      // the cache would hand this visitor's session to everyone, or keep nothing. The visitor gets
      // the cookie with the first private answer (GET /api/session, which a cacheable page's elements call).
      // A handler that started another session (login) has written its own cookie.
      const forEveryone = c.get('cacheablePage') === true || /\bpublic\b/.test(c.res.headers.get('Cache-Control') ?? '');
      if (!forEveryone && c.get('session').id === session.id) writeCookie(c, session.id);
      return;
    }
    await next();
  };
}

/**
 * Starts a fresh session for `userId` (login, stored) or an anonymous one (logout, not stored):
 * new id and new csrf token, so a session id or token seen before the change is worthless.
 */
export function rotateSession(c: Context<AppEnv>, userId: number | null): Session {
  const db = c.get('db');
  db.prepare('DELETE FROM sessions WHERE id = ?').run(c.get('session').id);
  deleteCookie(c, SESSION_COOKIE, { path: '/' });
  const id = newToken();
  const session: Session = userId == null ? anonymousSession(db, id) : { id, csrfToken: newToken(), userId, stored: false };
  if (userId != null) keepSession(db, session, c.get('now')());
  writeCookie(c, session.id);
  c.set('session', session);
  return session;
}
