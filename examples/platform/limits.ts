import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from './context.ts';

export const MAX_BODY_BYTES = 100 * 1024;

/** Bodies above 100 KB are refused with 413 before anything parses them. */
export function bodyLimitMiddleware(): MiddlewareHandler<AppEnv> {
  return bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => c.json({ message: 'Die Anfrage ist zu gross.' }, 413),
  });
}

/** Cheap hardening every page and answer gets (no CSP: the CMS theme decides that). */
export function securityHeaders(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    c.header('X-Frame-Options', 'SAMEORIGIN');
  };
}
