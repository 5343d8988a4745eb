import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { DatabaseSync } from 'node:sqlite';
import type { AppEnv, Session } from './context.ts';
import { clientIp } from './request-origin.ts';
import { serverMessage } from './server-message.ts';

/** What the areas' logic needs from a request: database, the injected clock's "now", the session. */
export interface RequestCtx {
  db: DatabaseSync;
  now: Date;
  session: Session;
  /** the visitor's address, for rate limits */
  ip: string;
  /** what the browser says it is (User-Agent): claimed, not proven (the wallet rule, checkout.ts) */
  userAgent: string;
}

/** The request as the areas' logic sees it (the clock read once, so one request sees one "now"). */
export function ctxOf(c: Context<AppEnv>): RequestCtx {
  return { db: c.get('db'), now: c.get('now')(), session: c.get('session'), ip: clientIp(c), userAgent: c.req.header('user-agent') ?? '' };
}

/** Unknown ids: 404 with a message in the request's language (ARCHITECTURE.md §6 errors). */
export function notFound(message = serverMessage('notFound')): never {
  throw new HTTPException(404, { res: Response.json({ message }, { status: 404 }) });
}

/** The logged-in user's id; callers sit behind requireLogin, so null is a programming error. */
export function userIdOf(ctx: RequestCtx): number {
  const id = ctx.session.userId;
  if (id == null) throw new HTTPException(401, { res: Response.json({ message: serverMessage('loginRequired') }, { status: 401 }) });
  return id;
}
