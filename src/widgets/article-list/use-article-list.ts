import { useLayoutEffect, useRef } from 'react';
import type { ArtikelSearchResult, FilterValues, SearchParameters, Sort } from '../../core/api/index.ts';
import { listStateFromUrl, listStateToUrl, type ListUrlState, searchArtikel } from '../../core/api/index.ts';
import { historyModeFor, usePagedQuery } from '../../core/paging/index.ts';
import { NO_FILTERS } from '../../parts/filter-sidebar/index.ts';
import { useShopStore } from '../../core/state/index.ts';
import { mergePage, type LoadedPages } from './list-pages.ts';

/** The largest page the server serves (schema maxValue): 'alle anzeigen' is offered up to this many hits. */
export const SHOW_ALL_LIMIT = 200;

/** What the list shows: the latest full result (facets, totals) and the pages loaded so far. */
export interface ListView {
  result: ArtikelSearchResult;
  loaded: LoadedPages;
  showAll: boolean;
}

/** A new search (facets asked for), one page in the pager, the next or previous page merged in, or all hits. */
type LoadMode = 'replace' | 'page' | 'next' | 'previous' | 'all';

export function viewFromResult(result: ArtikelSearchResult): ListView {
  return { result, loaded: { first: result.searchParameters.pageNumber, pages: [result.items] }, showAll: false };
}

function urlFor(path: string, state: ListUrlState): string {
  const query = listStateToUrl(state);
  return query ? `${path}?${query}` : path;
}

function stateOf(parameters: SearchParameters, pageNumber = parameters.pageNumber): ListUrlState {
  return { filterValues: parameters.filterValues, sort: parameters.sort, pageNumber };
}

/** How an answer joins the list on screen (`shown`), by load mode. */
function viewOf(
  result: ArtikelSearchResult,
  { query, mode, shown }: { query: ListUrlState; mode: LoadMode; shown: ListView | null },
): ListView {
  const base = shown && mode !== 'replace' ? shown : null;
  if (!base) return viewFromResult(result);
  if (mode === 'all')
    return { result: { ...base.result, items: result.items }, loaded: { first: 1, pages: [result.items] }, showAll: true };
  if (mode === 'page') {
    const searchParameters = { ...base.result.searchParameters, pageNumber: query.pageNumber };
    return {
      result: { ...base.result, items: result.items, searchParameters },
      loaded: { first: query.pageNumber, pages: [result.items] },
      showAll: false,
    };
  }
  return { ...base, loaded: mergePage(base.loaded, query.pageNumber, result.items) };
}

export interface UseArticleListOptions {
  initial: ArtikelSearchResult | undefined;
  /** The list's own address; the address bar follows the list only while the page is there. */
  baseUrl: string | undefined;
}

/**
 * The list's data and its address (spec §2, §4): filters, sort and page in the URL, back/forward
 * restoring the list, pages merged in infinite mode. With `initial` the first paint needs no call.
 */
export function useArticleList({ initial, baseUrl }: UseArticleListOptions) {
  const store = useShopStore();
  const path = baseUrl || (typeof location === 'undefined' ? '/' : location.pathname);
  const { view, pending, load, writeUrl } = usePagedQuery<ListUrlState, ArtikelSearchResult, ListView, LoadMode>({
    initial,
    defaultMode: 'replace',
    readUrl: (search) => listStateFromUrl(new URLSearchParams(search)),
    urlFor: (state) => urlFor(path, state),
    ownsUrl: () => location.pathname === path,
    fetchPage(state, { mode, shown, supersedeKey }) {
      const total = shown?.result.totalRecordCount ?? 0;
      const pageSize =
        mode === 'all'
          ? Math.min(Math.max(total, 1), SHOW_ALL_LIMIT)
          : mode === 'replace' || !shown
            ? null
            : shown.result.searchParameters.pageSize;
      const populateSearchFields = mode === 'replace' || !shown;
      return searchArtikel(
        store,
        { pageNumber: state.pageNumber, pageSize, filterValues: state.filterValues, sort: state.sort, populateSearchFields },
        supersedeKey,
      );
    },
    queryOf: (result) => stateOf(result.searchParameters),
    pageOf: (state) => state.pageNumber,
    withPage: (state, pageNumber) => ({ ...state, pageNumber }),
    lastPageOf: (result) => result.totalPageCount,
    itemCountOf: (result) => result.items.length,
    viewOf,
    // Merged pages are not one address: the address follows the scroll position instead (followScroll).
    keepsUrl: (mode) => mode !== 'next' && mode !== 'previous',
    retryMode: (mode) => (mode === 'next' || mode === 'previous' ? 'page' : mode),
  });

  const parameters = view?.result.searchParameters;
  // Paging builds on the shown result. While a filter or sort change is on its way it would
  // supersede that change with the old filters (the shopper's choice silently lost), so it waits.
  const searching = pending?.mode === 'replace';
  const shown: { filterValues: FilterValues | null; sort: Sort } = {
    filterValues: searching ? pending.query.filterValues : (parameters?.filterValues ?? null),
    sort: searching ? pending.query.sort : (parameters?.sort ?? null),
  };

  // The filters and sort last asked for, ahead of the render that shows them: a sort chosen and a filter ticked
  // before the list has rendered the first (both render as transitions; the replay of what a shopper did before
  // hydration does them at once) each keep the other, instead of building on the render they were pressed in.
  const asked = useRef(shown);
  useLayoutEffect(() => {
    asked.current = shown;
  });
  /** A filter or sort change: back to page 1, a new history entry (spec §4). */
  const search = (next: { filterValues: FilterValues; sort: Sort }) => {
    asked.current = next;
    void load({ ...next, pageNumber: 1 }, 'replace', historyModeFor('navigation'));
  };

  return {
    view,
    loading: pending?.mode ?? null,
    filterValues: shown.filterValues,
    sort: shown.sort,
    /** A filter change, applied to the filters last asked for; the sort as last asked for. */
    filter(change: (filterValues: FilterValues) => FilterValues) {
      search({ filterValues: change(asked.current.filterValues ?? NO_FILTERS), sort: asked.current.sort });
    },
    /** Another sort, with the filters last asked for. */
    sortBy(sort: Sort) {
      search({ filterValues: asked.current.filterValues ?? NO_FILTERS, sort });
    },
    /** Pager mode: one page at a time. */
    goToPage(pageNumber: number) {
      if (parameters && !searching) void load(stateOf(parameters, pageNumber), 'page', historyModeFor('navigation'));
    },
    loadNext() {
      if (view && parameters && !searching) void load(stateOf(parameters, view.loaded.first + view.loaded.pages.length), 'next', 'none');
    },
    loadPrevious() {
      if (view && parameters && !searching && view.loaded.first > 1)
        void load(stateOf(parameters, view.loaded.first - 1), 'previous', 'none');
    },
    showAll() {
      if (parameters && !searching) void load(stateOf(parameters, 1), 'all', historyModeFor('correction'));
    },
    hrefForPage(pageNumber: number) {
      return parameters ? urlFor(path, stateOf(parameters, pageNumber)) : path;
    },
    /** Infinite mode: the address follows the page at the top of the viewport, without a history entry. */
    followScroll(pageNumber: number) {
      if (parameters) writeUrl(stateOf(parameters, pageNumber), historyModeFor('scroll'));
    },
  };
}
