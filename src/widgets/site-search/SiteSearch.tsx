import { useId, useRef, useState, type FormEvent } from 'react';
import type { ArtikelSearchResult, SiteSearchResult } from '../../core/api/index.ts';
import { historyModeFor, lastPageFor, pagedUrl, pageFromUrl, usePagedQuery } from '../../core/paging/index.ts';
import { usePageLocation, useShopStore } from '../../core/state/index.ts';
import { Pager, Spinner } from '../../core/ui/index.ts';
import { useT } from '../../i18n/use-t.ts';
import { MAX_SEARCH_TERM_LENGTH, siteSearch } from '../../core/api/index.ts';
import { ArticleHits } from './ArticleHits.tsx';

/** Spec §9: results scroll into view with this offset (room for a fixed header). */
export const SITE_SEARCH_SCROLL_OFFSET = 250;

/** What the search page's address says: `suchbegriff` and `page`. */
interface SiteSearchQuery {
  term: string;
  page: number;
}

/** The search page's own address for a term and page (page omitted for 1). */
export function siteSearchUrl(path: string, term: string | null, page: number): string {
  return pagedUrl(path, new URLSearchParams(term ? { suchbegriff: term } : {}), page);
}

function readUrl(search: string): SiteSearchQuery {
  const params = new URLSearchParams(search);
  return { term: params.get('suchbegriff')?.trim() ?? '', page: pageFromUrl(params.get('page')) };
}

const termOf = (result: SiteSearchResult | null) => result?.searchParameters.filterValues.searchterm ?? '';

/** `<shop-site-search>` (spec §2 Site search page, §5: searches only a non-empty term that differs from the last). */
export function SiteSearch({ initial, articles }: { initial?: SiteSearchResult | undefined; articles?: ArtikelSearchResult | undefined }) {
  const t = useT();
  const store = useShopStore();
  const id = useId();
  // The pager's links: written by the server as the browser writes them (renderElement's `url`).
  const { pathname } = usePageLocation();
  const resultsRef = useRef<HTMLElement>(null);
  // The wines the page came with belong to the term it came with, not to the next search.
  const [givenArticles] = useState(() => (initial && articles ? { term: termOf(initial), result: articles } : null));
  const [term, setTerm] = useState(() =>
    initial ? termOf(initial) : typeof location === 'undefined' ? '' : readUrl(location.search).term,
  );
  const {
    view: result,
    pending,
    load,
  } = usePagedQuery<SiteSearchQuery, SiteSearchResult, SiteSearchResult, 'page'>({
    initial,
    defaultMode: 'page',
    readUrl,
    urlFor: (query) => siteSearchUrl(pathname, query.term, query.page),
    isEmpty: (query) => !query.term,
    fetchPage: (query, { supersedeKey }) => siteSearch(store, query.term, query.page, supersedeKey),
    queryOf: (answer) => ({ term: termOf(answer), page: answer.searchParameters.currentPage }),
    pageOf: (query) => query.page,
    withPage: (query, page) => ({ ...query, page }),
    lastPageOf: (answer) => lastPageFor(answer.totalRecordCount, answer.searchParameters.pageSize),
    itemCountOf: (answer) => answer.items.length,
    viewOf: (answer) => answer,
    onRestore: (query) => setTerm(query.term),
  });
  // The term searched last: the one on its way, else the one shown (a failed search may be tried again).
  const lastTerm = pending ? pending.query.term : termOf(result);

  function search(searchterm: string, page: number) {
    void load({ term: searchterm, page }, 'page', historyModeFor('navigation')).then((shown) => {
      if (shown && resultsRef.current) {
        window.scrollTo({
          top: resultsRef.current.getBoundingClientRect().top + window.scrollY - SITE_SEARCH_SCROLL_OFFSET,
          behavior: 'auto',
        });
      }
    });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const value = term.trim();
    if (!value || value === lastTerm) return;
    search(value, 1);
  }

  const searched = result?.searchParameters.filterValues.searchterm ?? null;
  const items = result?.items ?? [];

  return (
    <div className="vk-site-search">
      {/* Named, so it is told apart from the header's search landmark (axe landmark-unique, issue 21). */}
      <form className="vk-site-search__form" role="search" aria-labelledby={`${id}-label`} onSubmit={submit}>
        <label className="vk-site-search__label" id={`${id}-label`} htmlFor={`${id}-term`}>
          {t('sitesuche.label')}
        </label>
        <div className="vk-site-search__row">
          <input
            id={`${id}-term`}
            className="vk-site-search__input"
            type="search"
            name="suchbegriff"
            maxLength={MAX_SEARCH_TERM_LENGTH}
            value={term}
            onChange={(event) => setTerm(event.target.value)}
          />
          <button type="submit" className="vk-button vk-button--primary">
            {t('suchfeld.suchen')}
          </button>
        </div>
      </form>
      {searched && <ArticleHits term={searched} initial={givenArticles} />}
      <section className="vk-site-search__results" ref={resultsRef} aria-labelledby={`${id}-results`} aria-busy={pending !== null}>
        <h2 className="vk-visually-hidden" id={`${id}-results`}>
          {t('sitesuche.ergebnisse')}
        </h2>
        <p className="vk-site-search__count" role="status">
          {result && searched ? t('suche.treffer', { count: result.totalRecordCount }) : ''}
        </p>
        {result?.suggestedQuery && searched && (
          <p className="vk-list-notice vk-list-notice--info">{t('suche.vorschlag', { searched, suggested: result.suggestedQuery })}</p>
        )}
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
            hrefForPage={(page) => siteSearchUrl(pathname, searched, page)}
            onPageChange={(page) => search(searched, page)}
          />
        )}
        {pending && <Spinner overlay />}
      </section>
    </div>
  );
}
