import type { Context } from 'hono';
import type { DatabaseSync } from 'node:sqlite';
import type { AppEnv } from '../platform/context.ts';
import { json } from '../platform/html.ts';
import { isCacheablePage } from '../platform/cacheable-page.ts';
import { wantsFragment } from '../platform/layout.ts';
import { pageLanguage } from '../platform/page-language.ts';

/**
 * Anonymous `/shop` pages from a render cache keyed by the page's language and the URL's query: a server render of the list
 * costs ~30 ms, so under load the page must not be rendered per request. What belongs to one session
 * is rendered as a stand-in and filled in per request: the CSRF token (in #shop-config and wherever
 * the page repeats it) and the header's basket preview. An anonymous page shows no user, so nothing
 * else differs between visitors (prices, Merkliste marks and the VAT note are the anonymous ones).
 */
const CSRF_STAND_IN = 'vk-cached-page-csrf-token';
const BASKET_STAND_IN = 'vk-cached-page-basket';
/** the attribute value `json(BASKET_STAND_IN)` writes (layout.ts: initial='…') */
const BASKET_ATTRIBUTE = `'${json(BASKET_STAND_IN).value}'`;

/** Distinct searches kept (an attacker's endless queries push out old ones, nothing more). */
const MAX_PAGES = 300;
/** Stock and prices change with orders: a cached page is at most this old. */
export const LIST_PAGE_TTL_MS = 30_000;

interface CachedPage {
  html: string;
  status: number;
  renderedAt: number;
}

/** one cache per database, so two apps in one process (tests) never share pages */
const caches = new WeakMap<DatabaseSync, Map<string, Promise<CachedPage>>>();

function cacheOf(db: DatabaseSync): Map<string, Promise<CachedPage>> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  return cache;
}

/** Renders the page with the session's parts as stand-ins (the context is restored right after). */
async function renderShared(c: Context<AppEnv>, render: () => Promise<Response>): Promise<CachedPage> {
  const session = c.get('session');
  const shell = c.get('pageShell');
  c.set('session', { ...session, csrfToken: CSRF_STAND_IN });
  c.set('pageShell', { ...shell, basketPreview: () => BASKET_STAND_IN });
  try {
    const res = await render();
    return { html: await res.text(), status: res.status, renderedAt: performance.now() };
  } finally {
    c.set('session', session);
    c.set('pageShell', shell);
  }
}

/** The page for this request: from the cache for anonymous visitors, rendered afresh for customers. */
export async function listPage(c: Context<AppEnv>, render: () => Promise<Response>): Promise<Response> {
  // A cacheable page is the same for everyone and kept by the cache in front (its headers are the render's).
  if (c.get('session').userId != null || wantsFragment(c) || isCacheablePage(c)) return render();
  const cache = cacheOf(c.get('db'));
  // The language comes from a cookie as well as from ?lang=: a French page must never reach a German visitor.
  const key = `${pageLanguage(c)} ${new URL(c.req.url).search}`;
  let page = cache.get(key);
  const fresh = page && performance.now() - (await page).renderedAt < LIST_PAGE_TTL_MS;
  if (fresh) {
    // most recently used last, so the oldest goes first when the cache is full
    cache.delete(key);
    cache.set(key, page!);
  } else {
    // concurrent requests for one search share one render
    page = renderShared(c, render);
    cache.delete(key);
    if (cache.size >= MAX_PAGES) cache.delete(cache.keys().next().value!);
    cache.set(key, page);
    const rendered = page;
    const forget = (): void => void (cache.get(key) === rendered && cache.delete(key));
    // error pages and failed renders are not kept
    rendered.then((p) => p.status === 200 || forget(), forget);
  }
  const { html, status } = await page!;
  const filled = html
    .replaceAll(CSRF_STAND_IN, c.get('session').csrfToken)
    .replace(BASKET_ATTRIBUTE, `'${json(c.get('pageShell').basketPreview(c)).value}'`);
  c.header('Cache-Control', 'private, no-store');
  return c.html(filled, status as 200);
}
