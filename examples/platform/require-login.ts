import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './context.ts';
import { serverMessage } from './server-message.ts';

/** API routes for customers only: 401 JSON when the session has no user. */
export function requireLogin(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.get('session').userId == null) {
      return c.json({ message: serverMessage('loginRequired') }, 401);
    }
    return next();
  };
}

/** HTML pages for customers only: anonymous visitors go to the login page and come back. */
export function requireLoginPage(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.get('session').userId == null) {
      const url = new URL(c.req.url);
      return c.redirect(`/account/login?returnUrl=${encodeURIComponent(url.pathname + url.search)}`, 302);
    }
    return next();
  };
}
