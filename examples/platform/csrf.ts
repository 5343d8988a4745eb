import { timingSafeEqual } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from './context.ts';
import { html } from './html.ts';
import { renderPage } from './layout.ts';
import { formFields } from './validate.ts';
import { serverMessage } from './server-message.ts';

export const CSRF_HEADER = 'RequestVerificationToken';
export const CSRF_FORM_FIELD = '__RequestVerificationToken';
export const EXPIRED_FORM_MESSAGE = 'Das Formular ist abgelaufen. Bitte laden Sie die Seite neu und versuchen Sie es noch einmal.';

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
 * Whether the request proves it comes from one of our pages: the header `RequestVerificationToken`
 * (API calls) or, for plain HTML form posts, the hidden field `__RequestVerificationToken`, equal to
 * the session's token.
 */
export async function hasCsrfToken(c: Context<AppEnv>): Promise<boolean> {
  let token = c.req.header(CSRF_HEADER);
  if (!token && isForm(c.req.header('content-type'))) {
    // parseBody caches the body, so the route handler can read it again.
    const field = (await formFields(c))[CSRF_FORM_FIELD];
    token = typeof field === 'string' ? field : undefined;
  }
  return sameToken(token, c.get('session').csrfToken);
}

/**
 * Every state-changing request must carry the token, else 403: JSON for API calls, a page for
 * HTML forms (a browser shows it). `selfChecked` paths check it themselves (the login form answers
 * with the login page and a message); `safeReads` are POSTs that only read (the searches), open to a page
 * served from a full-page cache whose token is someone else's.
 */
export function csrfMiddleware({
  selfChecked = [],
  safeReads = [],
}: { selfChecked?: readonly string[]; safeReads?: readonly string[] } = {}): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!UNSAFE_METHODS.has(c.req.method) || selfChecked.includes(c.req.path) || safeReads.includes(c.req.path)) return next();
    if (await hasCsrfToken(c)) return next();
    if (isForm(c.req.header('content-type'))) {
      const body = html`<h1>Formular abgelaufen</h1><p role="alert">${EXPIRED_FORM_MESSAGE}</p><p><a href="/">Zur Startseite</a></p>`;
      return renderPage(c, { title: 'Formular abgelaufen', body, status: 403 });
    }
    return c.json({ message: serverMessage('csrfInvalid') }, 403);
  };
}
