import { timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './context.ts';
import { formFields } from './validate.ts';

export const CSRF_HEADER = 'RequestVerificationToken';
export const CSRF_FORM_FIELD = '__RequestVerificationToken';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function sameToken(a: string | undefined, b: string): boolean {
  if (!a) return false;
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

function isForm(contentType: string | undefined): boolean {
  return !!contentType && /^(application\/x-www-form-urlencoded|multipart\/form-data)/i.test(contentType);
}

/**
 * Every state-changing request must prove it comes from one of our pages: the header
 * `RequestVerificationToken` (API calls) or, for plain HTML form posts, the hidden field
 * `__RequestVerificationToken`, equal to the session's token. Otherwise 403.
 */
export function csrfMiddleware(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!UNSAFE_METHODS.has(c.req.method)) return next();
    const expected = c.get('session').csrfToken;
    let token = c.req.header(CSRF_HEADER);
    if (!token && isForm(c.req.header('content-type'))) {
      // parseBody caches the body, so the route handler can read it again.
      const field = (await formFields(c))[CSRF_FORM_FIELD];
      token = typeof field === 'string' ? field : undefined;
    }
    if (!sameToken(token, expected)) {
      return c.json({ message: 'Ungültiges oder fehlendes Sicherheits-Token. Bitte laden Sie die Seite neu.' }, 403);
    }
    return next();
  };
}
