import {
  ArtikelPreiseRequestSchema,
  ArtikelPreiseResultSchema,
  ArtikelSearchRequestSchema,
  ArtikelSearchResultSchema,
  AutocompleteKeywordsResultSchema,
} from '../schemas/artikelsearch.ts';
import type { ApiRoute } from '../route.ts';

/**
 * The artikelsearch calls (core/api/artikelsearch.ts); one file per area, so an element's chunks keep only the answer schemas it parses.
 * Each route carries its contract (what a CMS back end must do beyond the 200 answer, read by contract.ts);
 * the page builds drop it with its request schemas (VINOTHEK_PAGE_BUILD in tsup.config.ts).
 */
export const artikelsearchSearch = {
  method: 'POST',
  path: 'artikelsearch/search',
  answer: ArtikelSearchResultSchema,
  safe: true,
  contract: !globalThis.VINOTHEK_PAGE_BUILD && {
    area: 'Suche',
    summary: 'Article search with filters, sort, paging and facets',
    request: ArtikelSearchRequestSchema,
    probes: { bad: { json: { pageNumber: 'eins' } } },
  },
} satisfies ApiRoute;
export const artikelsearchAutocomplete = {
  method: 'POST',
  path: 'artikelsearch/autocompletekeywords',
  answer: AutocompleteKeywordsResultSchema,
  safe: true,
  contract: !globalThis.VINOTHEK_PAGE_BUILD && {
    area: 'Suche',
    summary: 'Keywords completing filterValues.suchbegriff (populateSearchFields false)',
    request: ArtikelSearchRequestSchema,
    probes: { bad: { json: { filterValues: { suchbegriff: 42 } } } },
  },
} satisfies ApiRoute;
export const artikelsearchPreise = {
  method: 'POST',
  path: 'artikelsearch/preise',
  answer: ArtikelPreiseResultSchema,
  safe: true,
  contract: !globalThis.VINOTHEK_PAGE_BUILD && {
    area: 'Suche',
    summary:
      "The prices of these articles for this session (a customer's individual prices and VAT display): what a page from a full-page cache, written with the anonymous prices, shows a customer after load",
    request: ArtikelPreiseRequestSchema,
    sample: (known) => (known.artikelId ? { json: { artikelIds: [known.artikelId] } } : null),
    probes: { bad: { json: { artikelIds: 'eins' } } },
  },
} satisfies ApiRoute;
