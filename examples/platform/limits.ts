import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from './context.ts';
import { CONTENT_SECURITY_POLICY, PERMISSIONS_POLICY, REPORTING_ENDPOINTS } from './csp.ts';

export const MAX_BODY_BYTES = 100 * 1024;

/** Bodies above 100 KB are refused with 413 before anything parses them. */
export function bodyLimitMiddleware(): MiddlewareHandler<AppEnv> {
  return bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => c.json({ message: 'Die Anfrage ist zu gross.' }, 413),
  });
}

/** Cheap hardening every answer gets; HTML pages also the Content-Security-Policy. */
export function securityHeaders(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    c.header('X-Frame-Options', 'SAMEORIGIN');
    c.header('Permissions-Policy', PERMISSIONS_POLICY);
    if (c.res.headers.get('content-type')?.startsWith('text/html')) {
      c.header('Content-Security-Policy', CONTENT_SECURITY_POLICY);
      c.header('Reporting-Endpoints', REPORTING_ENDPOINTS);
    }
  };
}

/**
 * Answers that depend on the session (API, pages, redirects) are private: no cache may keep or share
 * them. Routes with public data set their own Cache-Control (site.css, favicon).
 */
export function privateAnswers(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
  };
}
