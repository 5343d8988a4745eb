import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from './context.ts';
import { CONTENT_SECURITY_POLICY, PERMISSIONS_POLICY, REPORTING_ENDPOINTS } from './csp.ts';
import { clientIp, isHttps } from './request-origin.ts';
import { serverMessage } from './server-message.ts';

export const MAX_BODY_BYTES = 100 * 1024;

/** Bodies above 100 KB are refused with 413 before anything parses them. */
export function bodyLimitMiddleware(): MiddlewareHandler<AppEnv> {
  return bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => c.json({ message: serverMessage('requestTooLarge') }, 413),
  });
}

export const HSTS = 'max-age=31536000; includeSubDomains';

/** Cheap hardening every answer gets; HTML pages also the Content-Security-Policy. */
export function securityHeaders(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    c.header('X-Frame-Options', 'SAMEORIGIN');
    c.header('Permissions-Policy', PERMISSIONS_POLICY);
    // Over https (also behind a trusted proxy) the browser is to come back over https only (README: the proxy sets it too).
    if (isHttps(c)) c.header('Strict-Transport-Security', HSTS);
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

/** Loopback addresses (IPv4 127/8, IPv6 ::1, IPv4-mapped): the developer's own machine. */
const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/**
 * The demo's developer tools (/__outbox: the mails' recipients; /__demo: fault switches) answer only the
 * machine the shop runs on, or everyone with SHOP_DEMO_PUBLIC=1 (README "The demo shop"). In-process
 * requests (tests) have no socket and count as local. Behind a proxy set SHOP_TRUST_PROXY=1, or every
 * visitor looks local.
 */
export function localOnly(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const ip = clientIp(c);
    if (process.env.SHOP_DEMO_PUBLIC === '1' || ip === 'unknown' || LOOPBACK.test(ip)) return next();
    return c.json({ message: 'Nicht gefunden.' }, 404);
  };
}
