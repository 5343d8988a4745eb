import { lazy, Suspense, useId, useState } from 'react';
import type { ArtikelSearchResult, FilterValues, SearchField } from '../../core/api/index.ts';
import { listStateToUrl, NO_FILTERS, searchArtikel } from '../../core/api/index.ts';
import { isAbortError } from '../../core/errors.ts';
import { useShopStore } from '../../core/state/index.ts';
import { Spinner } from '../../core/ui/index.ts';
import { useT } from '../../i18n/use-t.ts';

// The sidebar's code (a part shared with the article list) loads when the shopper opens it, not with the page.
const FilterSidebar = lazy(() => import('../../parts/filter-sidebar/index.ts').then((module) => ({ default: module.FilterSidebar })));

/** The detail page keeps the broad filters; the long lists stay on the list page. */
const OMITTED: SearchField['name'][] = ['produzent', 'genussreifAb', 'inhaltCl', 'klassifikation', 'sortiment', 'merkliste'];

/** Where a filter chosen on the detail page leads: the list base URL with that filter (spec §2). */
export function listUrlWith(listUrl: string, filterValues: FilterValues): string {
  const query = listStateToUrl({ filterValues });
  return query ? `${listUrl}${listUrl.includes('?') ? '&' : '?'}${query}` : listUrl;
}

/**
 * The reduced filter sidebar. Its facets are fetched when the shopper opens it, so the detail page's
 * first paint needs no API call; choosing a filter goes to the list.
 */
export function ReducedFilters({ listUrl, initialFields }: { listUrl: string; initialFields?: SearchField[] | undefined }) {
  const t = useT();
  const store = useShopStore();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [fields, setFields] = useState<SearchField[] | null>(initialFields ?? null);

  function toggle() {
    setOpen(!open);
    if (open || fields) return;
    searchArtikel(store, { pageNumber: 1, pageSize: 1, populateSearchFields: true }, `detail-filter-${panelId}`)
      .then((result: ArtikelSearchResult) => setFields(result.searchFieldData))
      .catch((error: unknown) => {
        if (!isAbortError(error)) setOpen(false);
      });
  }

  return (
    <div className="vk-detail-filters">
      <button
        type="button"
        className="vk-button vk-button--secondary vk-detail-filters__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
      >
        {t('filter.weineFiltern')}
      </button>
      <div className="vk-detail-filters__panel" id={panelId} hidden={!open}>
        {open && !fields && <Spinner showLabel label={t('detail.filterLaden')} />}
        {open && fields && (
          <Suspense fallback={<Spinner showLabel label={t('detail.filterLaden')} />}>
            <FilterSidebar
              fields={fields}
              filterValues={NO_FILTERS}
              omit={OMITTED}
              onChange={(change) => window.location.assign(listUrlWith(listUrl, change(NO_FILTERS)))}
            />
          </Suspense>
        )}
      </div>
    </div>
  );
}
