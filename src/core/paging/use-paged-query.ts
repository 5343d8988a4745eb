import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useEffectEvent } from '../use-effect-event.ts';
import { afterNextPaint } from '../after-next-paint.ts';
import { isAbortError } from '../errors.ts';
import { historyModeAfterRetry, pageToRetry, type HistoryMode } from './paging.ts';

/** A load on its way: the query asked for and how its answer will be shown. */
export interface PendingLoad<Query, Mode> {
  query: Query;
  mode: Mode;
}

export interface PagedQueryOptions<Query, Answer, View, Mode extends string> {
  /** The answer the element was given (its `initial` attribute): painted with no request. */
  initial: Answer | null | undefined;
  /** How a load with no more specific mode shows its answer: the first load, a restore, a retry of it. */
  defaultMode: Mode;
  /** The query an address says (`location.search`); bad input reads as something valid (`pageFromUrl`). */
  readUrl(search: string): Query;
  /** The address (path and query) of a query: the one written to the address bar and the cache key. */
  urlFor(query: Query): string;
  /** Whether the address bar is this list's own (a list embedded elsewhere leaves it alone). Default: always. */
  ownsUrl?(): boolean;
  /** A query there is nothing to ask for (an empty search term): it shows no view, with no request. */
  isEmpty?(query: Query): boolean;
  /** The call; `supersedeKey` lets the client abort the call this one replaces. */
  fetchPage(query: Query, load: { mode: Mode; shown: View | null; supersedeKey: string }): Promise<Answer>;
  /** The query an answer shows (the initial answer's, to cache it and check it lies within the pages). */
  queryOf(answer: Answer): Query;
  pageOf(query: Query): number;
  withPage(query: Query, page: number): Query;
  lastPageOf(answer: Answer): number;
  itemCountOf(answer: Answer): number;
  /** What the shopper sees for an answer; `shown` is the view on screen when the load started. */
  viewOf(answer: Answer, load: { query: Query; mode: Mode; shown: View | null }): View;
  /** Modes whose view is not what its address says (pages merged in infinite scrolling): no address, no cache. */
  keepsUrl?(mode: Mode): boolean;
  /** The mode a past-the-end retry shows its answer with (a page merged onto others becomes a page of its own). */
  retryMode?(mode: Mode): Mode;
  /** Back/Forward moved to another address of this list: e.g. to put its term back into the search box. */
  onRestore?(query: Query): void;
}

function ownsUrl(options: { ownsUrl?(): boolean }): boolean {
  return typeof location !== 'undefined' && (options.ownsUrl?.() ?? true);
}

/**
 * One paged, URL-synced query (ARCHITECTURE.md §2): the article list and the site search today, orders and invoices next;
 * the newest load wins (an answer that arrives late never replaces a newer one), a page past the end
 * lands on the last page, the address bar follows (push for the shopper's navigation, replace for
 * corrections, none for restores), Back/Forward restore a view shown before from a cache by address
 * with no request, and a failed call keeps the last good view (the client already showed the §8 toast).
 */
export function usePagedQuery<Query, Answer, View, Mode extends string>(options: PagedQueryOptions<Query, Answer, View, Mode>) {
  const supersedeKey = `paged-${useId()}`;
  const [view, setView] = useState<View | null>(() =>
    options.initial
      ? options.viewOf(options.initial, { query: options.queryOf(options.initial), mode: options.defaultMode, shown: null })
      : null,
  );
  const [pending, setPending] = useState<PendingLoad<Query, Mode> | null>(null);
  const sequence = useRef(0);
  const cache = useRef(new Map<string, View>());
  // Loads run across renders: they read the latest options and view, never the ones of the render that started them.
  const latest = useRef({ options, view });
  useLayoutEffect(() => {
    latest.current = { options, view };
  });

  /** Writes a query's address, unless the history mode says not to or the address bar is not the list's. */
  const writeUrl = useCallback((query: Query, history: HistoryMode) => {
    const o = latest.current.options;
    if (history === 'none' || !ownsUrl(o)) return;
    const url = o.urlFor(query);
    if (url === location.pathname + location.search) return;
    if (history === 'push') window.history.pushState({ vkPaged: true }, '', url);
    else window.history.replaceState(window.history.state, '', url);
  }, []);

  /** Loads a query; resolves true once its view is shown, false when superseded or failed. */
  const load = useCallback(
    async (requested: Query, requestedMode: Mode, requestedHistory: HistoryMode): Promise<boolean> => {
      const id = ++sequence.current;
      setPending({ query: requested, mode: requestedMode });
      const shown = latest.current.view;
      let [query, mode, history] = [requested, requestedMode, requestedHistory];
      try {
        // The request waits for the paint of what the press changed (the pending state): INP, ARCHITECTURE.md §8.
        await afterNextPaint();
        if (id !== sequence.current) return false;
        // At most two rounds: the second lands a page past the end on the last page.
        for (let round = 0; ; round++) {
          const o = latest.current.options;
          const answer = await o.fetchPage(query, { mode, shown, supersedeKey });
          if (id !== sequence.current) return false;
          const retry = round === 0 ? pageToRetry(o.pageOf(query), o.lastPageOf(answer), o.itemCountOf(answer)) : null;
          if (retry !== null) {
            query = o.withPage(query, retry);
            mode = o.retryMode?.(mode) ?? mode;
            history = historyModeAfterRetry(history);
            continue;
          }
          const next = o.viewOf(answer, { query, mode, shown });
          setView(next);
          setPending(null);
          if (o.keepsUrl?.(mode) ?? true) {
            writeUrl(query, history);
            cache.current.set(o.urlFor(query), next);
          }
          return true;
        }
      } catch (error) {
        // A superseded call is simply dropped; a failed one has shown its toast (spec §8) and the view stays.
        if (id === sequence.current && !isAbortError(error)) setPending(null);
        return false;
      }
    },
    [supersedeKey, writeUrl],
  );

  const restoreFromUrl = useEffectEvent(() => {
    const o = latest.current.options;
    if (!ownsUrl(o)) return;
    const query = o.readUrl(location.search);
    o.onRestore?.(query);
    const cached = cache.current.get(location.pathname + location.search);
    if (cached || o.isEmpty?.(query)) {
      sequence.current++;
      setPending(null);
      setView(cached ?? null);
      return;
    }
    void load(query, o.defaultMode, 'none');
  });

  const firstLoad = useEffectEvent(() => {
    const o = latest.current.options;
    if (!o.initial) {
      const query = o.readUrl(typeof location === 'undefined' ? '' : location.search);
      if (!o.isEmpty?.(query)) void load(query, o.defaultMode, 'none');
      return;
    }
    const query = o.queryOf(o.initial);
    if (latest.current.view) cache.current.set(o.urlFor(query), latest.current.view);
    const retry = pageToRetry(o.pageOf(query), o.lastPageOf(o.initial), o.itemCountOf(o.initial));
    if (retry !== null) void load(o.withPage(query, retry), o.defaultMode, historyModeAfterRetry('none'));
  });

  useEffect(() => {
    firstLoad();
    const onPopState = () => restoreFromUrl();
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  return { view, pending, load, writeUrl };
}
