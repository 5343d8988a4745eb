import type { Context, MiddlewareHandler } from 'hono';
import { searchTermFits, MAX_SEARCH_TERM_LENGTH, MAX_SEARCH_WORDS } from '../../src/core/api/schemas/search-term.ts';
import type { AppEnv } from './context.ts';
import { html } from './html.ts';
import { renderPage } from './layout.ts';
import { tooManyRequests, type RateLimit } from './rate-limit.ts';
import { serverMessage } from './server-message.ts';
import { clientIp } from './request-origin.ts';

/**
 * Searches per client address and minute: far above a person typing and filtering (the search field
 * asks for completions per keystroke), far below a script's. Counted in memory, not in the database:
 * a search writes nothing, so it keeps working while another process holds the database's write lock.
 */
export const SEARCHES_PER_MINUTE: RateLimit = { name: 'search', max: 240, windowMs: 60_000 };

interface Window {
  start: number;
  counts: Map<string, number>;
}
/** One fixed window per shop (its database); a new minute starts with an empty map, so it never grows for long. */
const windows = new WeakMap<object, Window>();

/** Counts one search of this client; false once it is over the limit. */
function countSearch(c: Context<AppEnv>): boolean {
  const db = c.get('db');
  const now = c.get('now')().getTime();
  let window = windows.get(db);
  if (!window || now - window.start >= SEARCHES_PER_MINUTE.windowMs) windows.set(db, (window = { start: now, counts: new Map() }));
  const key = clientIp(c);
  const n = (window.counts.get(key) ?? 0) + 1;
  window.counts.set(key, n);
  return n <= SEARCHES_PER_MINUTE.max;
}

/** For the search API: over the limit it answers 429 (German message, Retry-After) like the other throttles. */
export function searchThrottle(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!countSearch(c)) tooManyRequests(SEARCHES_PER_MINUTE);
    await next();
  };
}

/**
 * For the pages that search their `suchbegriff` query (/suche, /shop): a term over the caps is a 400
 * page, a client over the search limit a 429 page; without a term the page is no search.
 */
export function searchPageGuard(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const term = c.req.query('suchbegriff')?.trim();
    if (!term) return next();
    if (!searchTermFits(term)) {
      return renderPage(c, {
        title: 'Suchbegriff zu lang',
        status: 400,
        body: html`<h1>Suchbegriff zu lang</h1>
<p>Bitte suchen Sie mit höchstens ${MAX_SEARCH_TERM_LENGTH} Zeichen und ${MAX_SEARCH_WORDS} Wörtern. <a href="/suche">Zur Suche</a></p>`,
      });
    }
    if (!countSearch(c)) {
      c.header('Retry-After', String(SEARCHES_PER_MINUTE.windowMs / 1000));
      return renderPage(c, {
        title: 'Zu viele Anfragen',
        status: 429,
        body: html`<h1>Zu viele Anfragen</h1><p>${serverMessage('tooManyRequests')}</p>`,
      });
    }
    return next();
  };
}
