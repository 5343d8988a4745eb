import { SiteSearchResultSchema } from '../schemas/sitesearch.ts';
import type { ApiRoute } from '../route.ts';

/** The sitesearch calls (core/api/sitesearch.ts); one file per area, so a widget's chunks keep only the answer schemas it parses. */
export const sitesearchSearch = { method: 'POST', path: 'sitesearch/search', answer: SiteSearchResultSchema, safe: true } satisfies ApiRoute;
