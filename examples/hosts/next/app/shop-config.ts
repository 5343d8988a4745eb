/**
 * The page config (README "Using it in a CMS page"): the layout writes it as `#shop-config`, and the server
 * renders with the same one. `cacheable`: the pages are rendered for nobody, so Next.js may cache them; the
 * elements then read the visitor's session, basket and prices from /api (README "Full-page caching").
 */
export const shopConfig = { apiBase: '/api', cacheable: true };

/** Where the Next.js server reaches the shop (next.config.ts proxies the browser's /api and /images to it). */
export const shopOrigin = process.env.SHOP_ORIGIN ?? 'http://127.0.0.1:3000';

/** One page of the catalogue from the shop's search API, as the JSON text the elements take. */
export async function searchArticles(filterValues: Record<string, unknown> = {}): Promise<string> {
  const response = await fetch(`${shopOrigin}/api/artikelsearch/search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ pageNumber: 1, pageSize: 24, filterValues, sort: null, populateSearchFields: true }),
    // Stock and prices change: every request asks the shop.
    cache: 'no-store',
  });
  if (!response.ok) throw new Error(`shop search: ${response.status}`);
  return response.text();
}
