import { useEffect, useEffectEvent, useId, useRef, useState, type FormEvent } from 'react';
import type { SiteSearchResult } from '../../core/api/schemas/sitesearch.ts';
import { isAbortError } from '../../core/errors.ts';
import { useShopStore } from '../../core/state/use-shop-store.ts';
import { Pager } from '../../core/ui/Pager.tsx';
import { Spinner } from '../../core/ui/Spinner.tsx';
import { useT } from '../../i18n/use-t.ts';
import { siteSearch } from '../../core/api/sitesearch.ts';
import { siteSearchUrl } from './site-search-actions.ts';

/** Spec §9: results scroll into view with this offset (room for a fixed header). */
export const SITE_SEARCH_SCROLL_OFFSET = 250;

/** The last page when a result's page lies past the end (`page=99` of 9 hits), else null. */
function pastEnd(result: SiteSearchResult): number | null {
  const { currentPage, pageSize } = result.searchParameters;
  const last = Math.max(1, Math.ceil(result.totalRecordCount / pageSize));
  return result.items.length === 0 && result.totalRecordCount > 0 && currentPage > last ? last : null;
}

function readUrl(): { term: string; page: number } {
  const params = new URLSearchParams(location.search);
  const page = Math.floor(Number(params.get('page')));
  return { term: params.get('suchbegriff')?.trim() ?? '', page: Number.isFinite(page) && page > 0 ? page : 1 };
}

/** `<shop-site-search>` (spec §2 Site search page, §5: searches only a non-empty term that differs from the last). */
export function SiteSearch({ initial }: { initial?: SiteSearchResult | undefined }) {
  const t = useT();
  const store = useShopStore();
  const id = useId();
  const resultsRef = useRef<HTMLElement>(null);
  const [result, setResult] = useState<SiteSearchResult | null>(initial ?? null);
  const [term, setTerm] = useState(() => (initial ? (initial.searchParameters.filterValues.searchterm ?? '') : typeof location === 'undefined' ? '' : readUrl().term));
  const [loading, setLoading] = useState(false);
  const lastTerm = useRef(initial?.searchParameters.filterValues.searchterm ?? '');
  const sequence = useRef(0);

  async function run(searchterm: string, page: number, history: 'push' | 'replace' | 'none', scroll: boolean) {
    const call = ++sequence.current;
    lastTerm.current = searchterm;
    setLoading(true);
    try {
      let next = await siteSearch(store, searchterm, page, `sitesearch-${id}`);
      if (call !== sequence.current) return;
      const last = pastEnd(next);
      if (last !== null) {
        // A page past the end (an old link, page=99) lands on the last page, and the address says so.
        next = await siteSearch(store, searchterm, last, `sitesearch-${id}`);
        if (call !== sequence.current) return;
        if (history === 'none') history = 'replace';
      }
      setResult(next);
      const url = siteSearchUrl(location.pathname, searchterm, next.searchParameters.currentPage);
      if (history !== 'none' && url !== location.pathname + location.search) {
        if (history === 'push') window.history.pushState({ vkSiteSearch: true }, '', url);
        else window.history.replaceState(window.history.state, '', url);
      }
      if (scroll && resultsRef.current) {
        window.scrollTo({ top: resultsRef.current.getBoundingClientRect().top + window.scrollY - SITE_SEARCH_SCROLL_OFFSET, behavior: 'auto' });
      }
    } catch (error) {
      // The previous results stay; a failure has shown its toast (spec §8). Allow the same term again.
      if (!isAbortError(error) && call === sequence.current) lastTerm.current = result?.searchParameters.filterValues.searchterm ?? '';
    } finally {
      if (call === sequence.current) setLoading(false);
    }
  }

  const restore = useEffectEvent(() => {
    const { term: urlTerm, page } = readUrl();
    setTerm(urlTerm);
    if (!urlTerm) {
      sequence.current++;
      lastTerm.current = '';
      setResult(null);
      return;
    }
    void run(urlTerm, page, 'none', false);
  });

  const firstLoad = useEffectEvent(() => {
    if (initial) {
      const last = pastEnd(initial);
      if (last !== null) queueMicrotask(() => void run(initial.searchParameters.filterValues.searchterm ?? '', last, 'replace', false));
      return;
    }
    const { term: urlTerm, page } = readUrl();
    // Without initial data the page's own term is searched once, right after mounting.
    if (urlTerm) queueMicrotask(() => void run(urlTerm, page, 'none', false));
  });

  useEffect(() => {
    firstLoad();
    const onPopState = () => restore();
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  function submit(event: FormEvent) {
    event.preventDefault();
    const value = term.trim();
    if (!value || value === lastTerm.current) return;
    void run(value, 1, 'push', true);
  }

  const searched = result?.searchParameters.filterValues.searchterm ?? null;
  const items = result?.items ?? [];

  return (
    <div className="vk-site-search">
      <form className="vk-site-search__form" role="search" onSubmit={submit}>
        <label className="vk-site-search__label" htmlFor={`${id}-term`}>
          {t('sitesuche.label')}
        </label>
        <div className="vk-site-search__row">
          <input id={`${id}-term`} className="vk-site-search__input" type="search" name="suchbegriff" value={term} onChange={(event) => setTerm(event.target.value)} />
          <button type="submit" className="vk-button vk-button--primary">
            {t('suchfeld.suchen')}
          </button>
        </div>
      </form>
      <section className="vk-site-search__results" ref={resultsRef} aria-labelledby={`${id}-results`} aria-busy={loading}>
        <h2 className="vk-visually-hidden" id={`${id}-results`}>
          {t('sitesuche.ergebnisse')}
        </h2>
        <p className="vk-site-search__count" role="status">
          {result && searched ? t('suche.treffer', { count: result.totalRecordCount }) : ''}
        </p>
        {result?.suggestedQuery && searched && <p className="vk-list-notice vk-list-notice--info">{t('suche.vorschlag', { searched, suggested: result.suggestedQuery })}</p>}
        {result && searched && result.totalRecordCount === 0 && <p className="vk-list-notice">{t('keineEintraege')}</p>}
        {items.length > 0 && (
          <ol className="vk-site-search__list">
            {items.map((item) => (
              <li key={item.url} className="vk-site-search__item">
                <h3 className="vk-site-search__title">
                  <a href={item.url}>{item.title}</a>
                </h3>
                <p className="vk-site-search__description">{item.description}</p>
                <p className="vk-site-search__url">{item.url}</p>
              </li>
            ))}
          </ol>
        )}
        {result && searched && (
          <Pager
            page={result.searchParameters.currentPage}
            pageSize={result.searchParameters.pageSize}
            totalRecordCount={result.totalRecordCount}
            hrefForPage={(page) => siteSearchUrl(typeof location === 'undefined' ? '/' : location.pathname, searched, page)}
            onPageChange={(page) => void run(searched, page, 'push', true)}
          />
        )}
        {loading && <Spinner overlay />}
      </section>
    </div>
  );
}
