import { apiFor } from '../../core/api/client.ts';
import { SiteSearchResultSchema, type SiteSearchResult } from '../../core/api/schemas/sitesearch.ts';
import type { ShopStore } from '../../core/state/store.ts';

/** POST /api/sitesearch/search with the searchParameters object itself (DESIGN §6); the newest call wins. */
export function siteSearch(store: ShopStore, searchterm: string, currentPage: number, supersedeKey = 'sitesearch'): Promise<SiteSearchResult> {
  return apiFor(store).post('sitesearch/search', SiteSearchResultSchema, {
    json: { pageSize: null, currentPage, filterValues: { searchterm } },
    supersedeKey,
  });
}

/** The search page's own address for a term and page (page omitted for 1). */
export function siteSearchUrl(path: string, term: string | null, page: number): string {
  const params = new URLSearchParams();
  if (term) params.set('suchbegriff', term);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}
