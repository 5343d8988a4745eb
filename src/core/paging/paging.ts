/**
 * The rules every paged, URL-synced list follows (spec §2 Article list, Site search, Order list; issue 5
 * bad input): pure, so each is tested on its own and the lists, the site search, orders and invoices agree.
 */

/**
 * The page a `page` parameter names. Anything but a positive number a page can have (`abc`, `-3`, `0`,
 * empty, `Infinity`, `1e300`) is page 1; a fraction is the page it lies on (`2.7` → 2).
 */
export function pageFromUrl(value: string | null): number {
  if (value === null || value.trim() === '') return 1;
  const page = Math.floor(Number(value));
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/** A list's address: its path, its query and `page`, which is left out for page 1. */
export function pagedUrl(path: string, params: URLSearchParams, page: number): string {
  const query = new URLSearchParams(params);
  query.delete('page');
  if (page > 1) query.set('page', String(page));
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/** The last page of a list of `totalItems` in pages of `pageSize` (0 for an empty list). */
export function lastPageFor(totalItems: number, pageSize: number): number {
  return pageSize > 0 ? Math.ceil(totalItems / pageSize) : 0;
}

/**
 * The page to show instead of the one asked for, or null when it is fine: a page past the end (an old
 * link, `page=99` of 9 pages) that came back empty lands on the last page; a page below 1 on page 1.
 */
export function pageToRetry(page: number, lastPage: number, itemCount: number): number | null {
  if (itemCount > 0) return null;
  if (lastPage > 0 && page > lastPage) return lastPage;
  if (page < 1) return 1;
  return null;
}

/** Whether a load writes the address bar, and how. */
export type HistoryMode = 'push' | 'replace' | 'none';

/**
 * Why a list loads or moves: the shopper navigates (filter, sort, pager: Back returns here), the list
 * corrects its address (a page past the end, 'alle anzeigen') or follows the scroll position, or it
 * restores what the address already says (Back/Forward, the first load from the URL).
 */
export type PagingCause = 'navigation' | 'correction' | 'scroll' | 'restore';

export function historyModeFor(cause: PagingCause): HistoryMode {
  if (cause === 'navigation') return 'push';
  if (cause === 'restore') return 'none';
  return 'replace';
}

/** After landing on another page than asked for, the address must say so: a restore becomes a correction. */
export function historyModeAfterRetry(mode: HistoryMode): HistoryMode {
  return mode === 'none' ? historyModeFor('correction') : mode;
}
