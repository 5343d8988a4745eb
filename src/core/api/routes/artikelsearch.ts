import { ArtikelSearchResultSchema, AutocompleteKeywordsResultSchema } from '../schemas/artikelsearch.ts';
import type { ApiRoute } from '../route.ts';

/** The artikelsearch calls (core/api/artikelsearch.ts); one file per area, so a widget's chunks keep only the answer schemas it parses. */
export const artikelsearchSearch = { method: 'POST', path: 'artikelsearch/search', answer: ArtikelSearchResultSchema, safe: true } satisfies ApiRoute;
export const artikelsearchAutocomplete = { method: 'POST', path: 'artikelsearch/autocompletekeywords', answer: AutocompleteKeywordsResultSchema, safe: true } satisfies ApiRoute;
