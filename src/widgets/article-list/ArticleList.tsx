import { startTransition, useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent, type RefObject } from 'react';
import { useEffectEvent } from '../../core/use-effect-event.ts';
import { dispatchShopEvent } from '../../core/events.ts';
import type { ArtikelSearchResult } from '../../core/api/index.ts';
import { SCROLL_URL_DEBOUNCE_MS } from '../../core/timing.ts';
import { Pager, Spinner, useMediaQuery } from '../../core/ui/index.ts';
import { useT } from '../../i18n/use-t.ts';
import { FilterSidebar, hasActiveFilters, NO_FILTERS } from '../../parts/filter-sidebar/index.ts';
import { useMerklisteAccess, useMerklisten } from '../../core/merkliste/index.ts';
import { ArticleCards } from './ArticleCards.tsx';
import { lastPage } from './list-pages.ts';
import { SortSelect } from './SortSelect.tsx';
import { SHOW_ALL_LIMIT, useArticleList } from './use-article-list.ts';
import { useFilterOverlay } from './use-filter-overlay.ts';
import { handleModalKeyDown } from '../../core/ui/index.ts';

/** Where the filters stand beside the list instead of in a panel (catalogue.css, the same breakpoint). */
const SIDEBAR_SHOWN_QUERY = '(min-width: 980px)';

export interface ArticleListProps {
  /** The search result the page was rendered with (first paint without an API call). */
  initial?: ArtikelSearchResult | undefined;
  baseUrl?: string | undefined;
  paging?: 'pager' | 'infinite';
}

/** The page whose cards are at the top of the viewport (infinite mode's address, spec §4). */
function pageAtViewportTop(root: HTMLElement): number | null {
  for (const item of root.querySelectorAll<HTMLElement>('[data-page]')) {
    if (item.getBoundingClientRect().bottom > 0) return Number(item.dataset.page);
  }
  return null;
}

/** `<shop-article-list>`: filters, sort, cards and paging (spec §2 Article list, §4 Article list paging). */
export function ArticleList({ initial, baseUrl, paging = 'pager' }: ArticleListProps) {
  const t = useT();
  const list = useArticleList({ initial, baseUrl });
  const { view, loading, filterValues, sort } = list;
  const sidebarId = useId();
  // On phones the filters are a closed panel: their several hundred elements are built when it opens, not
  // with the page (they were a third of the list's first render and layout). The server writes them into the
  // sidebar's column (hidden on phones by article-list.css until the panel opens), so a shopper can tick one
  // before the scripts arrive (replayed at hydration, core/element/take-early-input.ts); hydration takes
  // them over, and a phone then drops them until the panel opens.
  const sidebarShown = useMediaQuery(SIDEBAR_SHOWN_QUERY, true, true);
  const rootRef = useRef<HTMLDivElement>(null);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filterButtonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  const resultsRef = useRef<HTMLElement>(null);
  // On a phone the open panel is a modal over the list (spec-less, issue 22): 3 500 px of inline filters
  // pushed the results four screens down; on wide screens it stays the sidebar.
  const overlay = filtersOpen && !sidebarShown;
  useFilterOverlay(panelRef, filterButtonRef, overlay);
  const focusPage = useRef<number | null>(null);
  const infinite = paging === 'infinite';
  // Spec §6: the list filter is for customers with lists enabled; several lists can be chosen one by one.
  const merklisteAccess = useMerklisteAccess();
  const merklisten = useMerklisten()?.merklisten;
  const customerLists = merklisteAccess === 'single' || merklisteAccess === 'multiple';

  const followScroll = useEffectEvent(() => {
    const page = rootRef.current ? pageAtViewportTop(rootRef.current) : null;
    if (page !== null) list.followScroll(page);
  });
  useEffect(() => {
    if (!infinite) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      clearTimeout(timer);
      timer = setTimeout(followScroll, SCROLL_URL_DEBOUNCE_MS);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      clearTimeout(timer);
      window.removeEventListener('scroll', onScroll);
    };
  }, [infinite]);

  // After 'mehr anzeigen' / 'vorherige anzeigen', keyboard users continue at the first new card.
  useEffect(() => {
    if (focusPage.current === null || !rootRef.current) return;
    const link = rootRef.current.querySelector<HTMLElement>(`[data-page="${focusPage.current}"] a`);
    if (link) {
      focusPage.current = null;
      link.focus();
    }
  }, [view]);

  // A page's own heading and title say what the list shows (issue 36): tell the page when that changes.
  const shownFilter = view?.result.searchParameters.filterValues;
  const firstFilter = useRef(shownFilter);
  useEffect(() => {
    // The first view shown is the one the page was written for (with `initial` or loaded): nothing to tell.
    firstFilter.current ??= shownFilter;
    if (!shownFilter || shownFilter === firstFilter.current) return;
    dispatchShopEvent('shop:list-change', { filterValues: shownFilter, url: location.pathname + location.search });
  }, [shownFilter]);

  if (!view || !filterValues) {
    return (
      <div className="vk-article-list vk-article-list--loading" aria-busy="true">
        <Spinner showLabel />
      </div>
    );
  }

  const { result, loaded } = view;
  const total = result.totalRecordCount;
  const last = lastPage(loaded);
  const searched = result.searchParameters.filterValues.suchbegriff;
  const activeFilters = hasActiveFilters(filterValues);
  const replacing = loading === 'replace' || loading === 'page' || loading === 'all';

  function goToPage(page: number) {
    list.goToPage(page);
    const top = rootRef.current?.getBoundingClientRect().top ?? 0;
    if (top < 0) rootRef.current?.scrollIntoView({ block: 'start' });
  }

  // The skip link jumps over toolbar and filters (a hundred tab stops on a desktop) to the results; it
  // moves focus itself, as a #fragment would change the address the list keeps in the history.
  function skipToResults(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    resultsRef.current?.focus();
  }

  const Panel = overlay ? 'div' : 'aside';
  const panelProps = overlay
    ? {
        role: 'dialog',
        'aria-modal': true,
        onKeyDown: (event: KeyboardEvent<HTMLElement>) => handleModalKeyDown(event, panelRef.current, () => setFiltersOpen(false)),
      }
    : {};

  return (
    <div className="vk-article-list" ref={rootRef}>
      <a className="vk-skip-link" href={`#${sidebarId}-results-section`} onClick={skipToResults}>
        {t('liste.zuDenErgebnissen')}
      </a>
      {/* Behind the modal panel: inert (use-filter-overlay) and out of the accessibility tree. */}
      <div className="vk-article-list__toolbar" aria-hidden={overlay || undefined}>
        <button
          ref={filterButtonRef}
          type="button"
          className="vk-button vk-button--secondary vk-article-list__filter-toggle"
          aria-expanded={filtersOpen}
          aria-controls={sidebarId}
          // The panel's filters are a render of their own, in a transition: the press paints at once, the panel
          // follows in the next frames (INP of the phone filter, ARCHITECTURE.md §8).
          onClick={() => startTransition(() => setFiltersOpen((open) => !open))}
        >
          {t('filter.titel')}
        </button>
        <p className="vk-article-list__count" role="status">
          {t('suche.treffer', { count: total })}
        </p>
        <SortSelect value={sort} onChange={(next) => list.sortBy(next)} />
      </div>
      <div className="vk-article-list__layout">
        <Panel
          // aside and div are both HTMLElement; the ref is read as one
          ref={panelRef as RefObject<HTMLDivElement | null>}
          className={overlay ? 'vk-article-list__sidebar vk-article-list__sidebar--overlay' : 'vk-article-list__sidebar'}
          id={sidebarId}
          data-open={filtersOpen}
          aria-labelledby={`${sidebarId}-heading`}
          {...panelProps}
        >
          <div className="vk-article-list__sidebar-head">
            <h2 className="vk-article-list__sidebar-title" id={`${sidebarId}-heading`}>
              {t('filter.titel')}
            </h2>
            {activeFilters && (
              <button type="button" className="vk-text-button" onClick={() => list.filter(() => NO_FILTERS)}>
                {t('filter.zuruecksetzen')}
              </button>
            )}
            {overlay && (
              <button
                type="button"
                className="vk-dialog__close vk-article-list__close"
                aria-label={t('filter.schliessen')}
                onClick={() => setFiltersOpen(false)}
              >
                <span aria-hidden="true">×</span>
              </button>
            )}
          </div>
          {(filtersOpen || sidebarShown) && (
            <FilterSidebar
              fields={result.searchFieldData}
              filterValues={filterValues}
              // The tick shows at once (the checkbox ticks itself, see FacetCheckbox); the list's busy state and the
              // sidebar's new render follow as a transition, after that paint (INP of a filter, ARCHITECTURE.md §8).
              onChange={(next) => startTransition(() => list.filter(next))}
              omit={customerLists ? [] : ['merkliste']}
              merklisten={merklisteAccess === 'multiple' ? merklisten : undefined}
              collapsible={overlay}
            />
          )}
          {overlay && (
            <div className="vk-article-list__apply">
              <button
                type="button"
                className="vk-button vk-button--primary"
                aria-busy={loading !== null}
                onClick={() => setFiltersOpen(false)}
              >
                {t('filter.trefferAnzeigen', { count: total })}
              </button>
            </div>
          )}
        </Panel>
        <section
          className="vk-article-list__results"
          id={`${sidebarId}-results-section`}
          ref={resultsRef}
          tabIndex={-1}
          aria-labelledby={`${sidebarId}-results`}
          aria-busy={loading !== null}
        >
          <h2 className="vk-visually-hidden" id={`${sidebarId}-results`}>
            {t('liste.ergebnisse')}
          </h2>
          {result.suggestedQuery && searched && (
            <p className="vk-list-notice vk-list-notice--info">{t('suche.vorschlag', { searched, suggested: result.suggestedQuery })}</p>
          )}
          {total === 0 && <p className="vk-list-notice">{searched ? t('keineEintraege') : t('liste.keineTreffer')}</p>}
          {infinite && !view.showAll && loaded.first > 1 && (
            <button
              type="button"
              className="vk-button vk-button--secondary vk-article-list__more"
              disabled={loading !== null}
              onClick={() => {
                focusPage.current = loaded.first - 1;
                list.loadPrevious();
              }}
            >
              {t('liste.vorherigeAnzeigen')}
            </button>
          )}
          <ul className="vk-article-list__grid" data-replacing={replacing || undefined}>
            <ArticleCards loaded={loaded} />
          </ul>
          {infinite && !view.showAll && last < result.totalPageCount && (
            <div className="vk-article-list__paging">
              <button
                type="button"
                className="vk-button vk-button--primary vk-article-list__more"
                disabled={loading !== null}
                onClick={() => {
                  focusPage.current = last + 1;
                  list.loadNext();
                }}
              >
                {t('liste.mehrAnzeigen')}
              </button>
              {total <= SHOW_ALL_LIMIT && (
                <button type="button" className="vk-button vk-button--secondary" disabled={loading !== null} onClick={() => list.showAll()}>
                  {t('liste.alleAnzeigen')}
                </button>
              )}
            </div>
          )}
          {!infinite && (
            <Pager
              page={loaded.first}
              pageSize={result.searchParameters.pageSize}
              totalRecordCount={total}
              onPageChange={goToPage}
              hrefForPage={(page) => list.hrefForPage(page)}
            />
          )}
          {loading !== null && <Spinner overlay />}
        </section>
      </div>
    </div>
  );
}
