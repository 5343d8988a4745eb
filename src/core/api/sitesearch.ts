import { apiFor } from './client.ts';
import type { SiteSearchResult } from './schemas/sitesearch.ts';
import { sitesearchSearch } from './routes/sitesearch.ts';
import type { ShopStore } from '../state/store.ts';

/** POST /api/sitesearch/search with the searchParameters object itself (ARCHITECTURE.md §6); the newest call wins. */
export function siteSearch(
  store: ShopStore,
  searchterm: string,
  currentPage: number,
  supersedeKey = 'sitesearch',
): Promise<SiteSearchResult> {
  return apiFor(store).route(sitesearchSearch, {
    json: { pageSize: null, currentPage, filterValues: { searchterm } },
    supersedeKey,
  });
}
