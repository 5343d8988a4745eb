import { useEffect, useId, useState } from 'react';
import { searchArtikel } from '../../core/api/index.ts';
import type { Artikel, ArtikelSearchResult } from '../../core/api/index.ts';
import { pagedUrl } from '../../core/paging/index.ts';
import { usePageConfig } from '../../core/element/index.ts';
import { useShopStore } from '../../core/state/index.ts';
import { useCustomerArtikel } from '../../core/prices/index.ts';
import { ArtikelPrice } from '../../parts/artikel-price/index.ts';
import { useT } from '../../i18n/use-t.ts';
import { ArticleCard } from '../../parts/article-card/index.ts';
import { ARTICLE_HITS_SHOWN } from './element.ts';

/** The wine list for a term: `/shop?suchbegriff=…` (spec §2 Article list: one lower-case parameter per filter). */
export function shopSearchUrl(shopUrl: string, term: string): string {
  return pagedUrl(shopUrl, new URLSearchParams({ suchbegriff: term }), 1);
}

/** A hit's price: a customer's once known on a cached page (README "Full-page caching"). */
function HitPrice({ artikel: pageArtikel }: { artikel: Artikel }) {
  const artikel = useCustomerArtikel(pageArtikel);
  return <ArtikelPrice artikel={artikel} size="small" />;
}

/** The wines found for a term. */
export interface ArticleHitsFor {
  term: string;
  result: ArtikelSearchResult;
}

/**
 * The wines for the site search's term (spec §1 keeps the two searches apart; a shopper who searches a
 * grape on the content search still finds the wines): count, the first cards and the way to all of them.
 */
export function ArticleHits({ term, initial }: { term: string; initial?: ArticleHitsFor | null }) {
  const t = useT();
  const store = useShopStore();
  const config = usePageConfig();
  const id = useId();
  const [loaded, setLoaded] = useState<ArticleHitsFor | null>(null);
  const hits = initial?.term === term ? initial : loaded;

  useEffect(() => {
    if (!term || initial?.term === term) return;
    let current = true;
    searchArtikel(
      store,
      { pageNumber: 1, pageSize: ARTICLE_HITS_SHOWN, filterValues: { suchbegriff: term }, populateSearchFields: false },
      `site-search-articles-${id}`,
    )
      .then((result) => {
        if (current) setLoaded({ term, result });
      })
      // A failure has shown the §8 toast; the content hits stay usable without the wines.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [term, store, id, initial]);

  if (!term || hits?.term !== term || hits.result.totalRecordCount === 0) return null;
  const { result } = hits;
  const shown = result.suggestedQuery ?? term;
  return (
    <section className="vk-site-search__articles" aria-labelledby={`${id}-title`}>
      <div className="vk-site-search__articles-head">
        <h2 className="vk-site-search__articles-title" id={`${id}-title`}>
          {t('sitesuche.weine.titel', { term: shown })}
        </h2>
        <p className="vk-site-search__articles-count">{t('sitesuche.weine.anzahl', { count: result.totalRecordCount })}</p>
      </div>
      <ul className="vk-site-search__articles-grid">
        {result.items.slice(0, ARTICLE_HITS_SHOWN).map((artikel, index) => (
          <li key={artikel.artikelId}>
            <ArticleCard artikel={artikel} headingLevel={3} eagerImage={index === 0} basketControl={<HitPrice artikel={artikel} />} />
          </li>
        ))}
      </ul>
      <a className="vk-button vk-button--secondary vk-site-search__articles-all" href={shopSearchUrl(config.urls.shop, term)}>
        {t('sitesuche.weine.alle', { count: result.totalRecordCount })}
      </a>
    </section>
  );
}
