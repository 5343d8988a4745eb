import { useCallback, useEffect, useEffectEvent, useId, useLayoutEffect, useRef, useState } from 'react';
import type { ArtikelSearchResult, FilterValues, SearchParameters, Sort } from '../../core/api/schemas/artikelsearch.ts';
import { listStateFromUrl, listStateToUrl, type ListUrlState } from '../../core/api/schemas/artikelsearch-url.ts';
import { isAbortError } from '../../core/errors.ts';
import { useShopStore } from '../../core/state/use-shop-store.ts';
import { mergePage, validPageFor, type LoadedPages } from './list-pages.ts';
import { searchArtikel } from '../../core/api/artikelsearch.ts';

/** The largest page the server serves (schema maxValue): 'alle anzeigen' is offered up to this many hits. */
export const SHOW_ALL_LIMIT = 200;

/** What the list shows: the latest full result (facets, totals) and the pages loaded so far. */
export interface ListView {
  result: ArtikelSearchResult;
  loaded: LoadedPages;
  showAll: boolean;
}

type LoadMode = 'replace' | 'page' | 'next' | 'previous' | 'all';
type HistoryMode = 'push' | 'replace' | 'none';

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
  const supersedeKey = `artikel-list-${useId()}`;
  const [view, setView] = useState<ListView | null>(() => (initial ? viewFromResult(initial) : null));
  const [pending, setPending] = useState<{ state: ListUrlState; mode: LoadMode } | null>(null);
  const sequence = useRef(0);
  // Full views by address, so back and forward restore a list without asking the server again.
  const cache = useRef(new Map<string, ListView>());
  const viewRef = useRef(view);
  useLayoutEffect(() => {
    viewRef.current = view;
  }, [view]);

  const path = baseUrl || (typeof location === 'undefined' ? '/' : location.pathname);
  const ownsUrl = () => typeof location !== 'undefined' && location.pathname === path;

  const writeUrl = useCallback(
    (state: ListUrlState, history: HistoryMode) => {
      if (history === 'none' || !ownsUrl()) return;
      const url = urlFor(path, state);
      if (url === location.pathname + location.search) return;
      if (history === 'push') window.history.pushState({ vkList: true }, '', url);
      else window.history.replaceState(window.history.state, '', url);
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- path is derived from props only
    [path],
  );

  const load = useCallback(
    async (requested: ListUrlState, requestedMode: LoadMode, requestedHistory: HistoryMode): Promise<void> => {
      const id = ++sequence.current;
      setPending({ state: requested, mode: requestedMode });
      const current = viewRef.current;
      let [state, mode, history] = [requested, requestedMode, requestedHistory];
      try {
        // At most two rounds: the second lands a page past the end on the last page (spec: bad input).
        for (let round = 0; round < 2; round++) {
          const total = current?.result.totalRecordCount ?? 0;
          const pageSize = mode === 'all' ? Math.min(Math.max(total, 1), SHOW_ALL_LIMIT) : mode === 'replace' || !current ? null : current.result.searchParameters.pageSize;
          const result = await searchArtikel(
            store,
            { pageNumber: state.pageNumber, pageSize, filterValues: state.filterValues, sort: state.sort, populateSearchFields: mode === 'replace' || !current },
            supersedeKey,
          );
          if (id !== sequence.current) return; // a newer request owns the list
          const valid = result.items.length === 0 ? validPageFor(result.searchParameters.pageNumber, result.totalPageCount) : null;
          if (valid !== null && round === 0) {
            state = { ...state, pageNumber: valid };
            if (mode === 'next' || mode === 'previous') mode = 'page';
            if (history === 'none') history = 'replace';
            continue;
          }
          const base = current && mode !== 'replace' ? current : null;
          let next: ListView;
          if (!base) next = viewFromResult(result);
          else if (mode === 'all') next = { result: { ...base.result, items: result.items }, loaded: { first: 1, pages: [result.items] }, showAll: true };
          else if (mode === 'page') next = { result: { ...base.result, items: result.items, searchParameters: { ...base.result.searchParameters, pageNumber: state.pageNumber } }, loaded: { first: state.pageNumber, pages: [result.items] }, showAll: false };
          else next = { ...base, loaded: mergePage(base.loaded, state.pageNumber, result.items) };
          setView(next);
          setPending(null);
          if (mode !== 'next' && mode !== 'previous') {
            writeUrl(state, history);
            cache.current.set(urlFor(path, state), next);
          }
          return;
        }
      } catch (error) {
        // A superseded call is simply dropped; a failed one has shown its toast (spec §8) and the list stays.
        if (id === sequence.current && !isAbortError(error)) setPending(null);
      }
    },
    [store, supersedeKey, writeUrl, path],
  );

  const restoreFromUrl = useEffectEvent(() => {
    if (!ownsUrl()) return;
    const cached = cache.current.get(location.pathname + location.search);
    sequence.current++;
    if (cached) {
      setPending(null);
      setView(cached);
      return;
    }
    void load(listStateFromUrl(new URLSearchParams(location.search)), 'replace', 'none');
  });

  const checkInitial = useEffectEvent(() => {
    const first = viewRef.current;
    if (!first) {
      void load(listStateFromUrl(new URLSearchParams(typeof location === 'undefined' ? '' : location.search)), 'replace', 'none');
      return;
    }
    cache.current.set(urlFor(path, stateOf(first.result.searchParameters)), first);
    const { pageNumber } = first.result.searchParameters;
    const valid = first.result.items.length === 0 ? validPageFor(pageNumber, first.result.totalPageCount) : null;
    if (valid !== null) void load(stateOf(first.result.searchParameters, valid), 'replace', 'replace');
  });

  useEffect(() => {
    checkInitial();
    const onPopState = () => restoreFromUrl();
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  const parameters = view?.result.searchParameters;
  // Paging builds on the shown result. While a filter or sort change is on its way it would
  // supersede that change with the old filters (the shopper's choice silently lost), so it waits.
  const searching = pending?.mode === 'replace';
  const shown: { filterValues: FilterValues | null; sort: Sort } = {
    filterValues: pending && pending.mode === 'replace' ? pending.state.filterValues : (parameters?.filterValues ?? null),
    sort: pending && pending.mode === 'replace' ? pending.state.sort : (parameters?.sort ?? null),
  };

  return {
    view,
    loading: pending?.mode ?? null,
    filterValues: shown.filterValues,
    sort: shown.sort,
    /** A filter or sort change: back to page 1, a new history entry (spec §4). */
    search(filterValues: FilterValues, sort: Sort) {
      void load({ filterValues, sort, pageNumber: 1 }, 'replace', 'push');
    },
    /** Pager mode: one page at a time. */
    goToPage(pageNumber: number) {
      if (parameters && !searching) void load(stateOf(parameters, pageNumber), 'page', 'push');
    },
    loadNext() {
      if (view && parameters && !searching) void load(stateOf(parameters, view.loaded.first + view.loaded.pages.length), 'next', 'none');
    },
    loadPrevious() {
      if (view && parameters && !searching && view.loaded.first > 1) void load(stateOf(parameters, view.loaded.first - 1), 'previous', 'none');
    },
    showAll() {
      if (parameters && !searching) void load(stateOf(parameters, 1), 'all', 'replace');
    },
    hrefForPage(pageNumber: number) {
      return parameters ? urlFor(path, stateOf(parameters, pageNumber)) : path;
    },
    /** Infinite mode: the address follows the page at the top of the viewport, without a history entry. */
    followScroll(pageNumber: number) {
      if (parameters) writeUrl(stateOf(parameters, pageNumber), 'replace');
    },
  };
}
