import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv } from '../context.ts';
import type { CommerceCtx } from '../backoffice/basket-service.ts';

/** The commerce view of a request (the clock read once, so one request sees one "now"). */
export function ctxOf(c: Context<AppEnv>): CommerceCtx {
  return { db: c.get('db'), now: c.get('now')(), session: c.get('session') };
}

/** Unknown ids: 404 with a German message (DESIGN §6 errors). */
export function notFound(message = 'Nicht gefunden.'): never {
  throw new HTTPException(404, { res: Response.json({ message }, { status: 404 }) });
}

/** The logged-in user's id; callers sit behind requireLogin, so null is a programming error. */
export function userIdOf(ctx: CommerceCtx): number {
  const id = ctx.session.userId;
  if (id == null) throw new HTTPException(401, { res: Response.json({ message: 'Bitte melden Sie sich an.' }, { status: 401 }) });
  return id;
}
