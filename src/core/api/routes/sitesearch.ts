import { SiteSearchParametersSchema, SiteSearchResultSchema } from '../schemas/sitesearch.ts';
import type { ApiRoute } from '../route.ts';

/**
 * The sitesearch calls (core/api/sitesearch.ts); one file per area, so an element's chunks keep only the answer schemas it parses.
 * Each route carries its contract (what a CMS back end must do beyond the 200 answer, read by contract.ts);
 * the page builds drop it with its request schemas (VINOTHEK_PAGE_BUILD in tsup.config.ts).
 */
export const sitesearchSearch = {
  method: 'POST',
  path: 'sitesearch/search',
  answer: SiteSearchResultSchema,
  safe: true,
  contract: !globalThis.VINOTHEK_PAGE_BUILD && {
    area: 'Suche',
    summary: 'Site search; the body is the searchParameters object itself (accept-language picks the language)',
    request: SiteSearchParametersSchema,
    probes: { bad: { json: { filterValues: 'Wein' } } },
  },
} satisfies ApiRoute;
