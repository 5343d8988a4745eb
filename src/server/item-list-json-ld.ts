import type { ArtikelSearchResult } from '../core/api/index.ts';
import { absoluteUrl } from './absolute-url.ts';

/**
 * The articles of a list page as a schema.org `ItemList` of their detail URLs (Google's summary-page
 * pattern: the list names its items, each detail page carries the full `Product`). Positions count on from
 * the page's first item, so page 2 continues where page 1 ended.
 */
export function itemListJsonLd(result: ArtikelSearchResult, pageUrl?: string): Record<string, unknown> {
  const { pageNumber, pageSize } = result.searchParameters;
  const offset = (Math.max(pageNumber, 1) - 1) * pageSize;
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    numberOfItems: result.totalRecordCount,
    itemListElement: result.items.map((artikel, index) => ({
      '@type': 'ListItem',
      position: offset + index + 1,
      url: absoluteUrl(artikel.urlArtikelDetail, pageUrl),
    })),
  };
}
