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
