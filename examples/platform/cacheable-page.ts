import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv, Session } from './context.ts';

/**
 * Pages that show one visitor (their account, basket, checkout, the login and registration), the API and the
 * demo's switches: never written for a shared cache (README "Full-page caching").
 */
const PERSONAL_PATH = /^\/(api|account|checkout|__demo|__outbox)(\/|$)/;

/**
 * How long a shared cache may keep a cacheable page (`s-maxage`); browsers ask again each time (`max-age=0`),
 * so a shopper's reload shows the shop as it is now.
 */
export const CACHEABLE_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=600';
/** Every other page: this visitor's alone. */
export const PRIVATE_PAGE_CACHE_CONTROL = 'private, no-store';

/**
 * Nobody's session: no customer, no token, no basket (its id names no stored session, as real ids are 32
 * characters). Pages a shared cache may keep are rendered for it, so what one visitor's request wrote is what
 * every visitor gets.
 */
const NOBODY: Session = Object.freeze({ id: '', csrfToken: '', userId: null, stored: false });

/** Whether this request's page is the one every visitor gets (see cacheablePages). */
export const isCacheablePage = (c: Context<AppEnv>): boolean => c.get('cacheablePage') === true;

/** The Cache-Control of a page answer: public for a cacheable page that worked, private for the rest. */
export function pageCacheControl(c: Context<AppEnv>, status: number): string {
  return isCacheablePage(c) && status === 200 ? CACHEABLE_PAGE_CACHE_CONTROL : PRIVATE_PAGE_CACHE_CONTROL;
}

/**
 * With CreateAppOptions.cacheablePages (SHOP_CACHEABLE=1), every GET of a catalogue or content page renders the
 * anonymous visitor's page whatever session the request came with: the handlers see nobody's session, so no
 * user, name, token, basket or individual price reaches the HTML (issue 30: a customer's page was cached and
 * served to the next visitor). The page config says `cacheable: true`, so the elements read the visitor's
 * session, basket and prices from the API after load. The page answers Cache-Control public (pageCacheControl),
 * and the session middleware sets no cookie on it (session.ts): a shared cache stores no answer with Set-Cookie.
 */
export function cacheablePages(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const method = c.req.method;
    if (!c.get('cacheablePages') || (method !== 'GET' && method !== 'HEAD') || PERSONAL_PATH.test(c.req.path)) return next();
    const session = c.get('session');
    c.set('cacheablePage', true);
    c.set('session', { ...NOBODY });
    try {
      await next();
    } finally {
      // the session middleware decides on the cookie with the visitor's own session
      c.set('session', session);
    }
  };
}
