import * as v from 'valibot';
import { ArtikelSchema } from './artikel.ts';
import { SearchTermSchema } from './search-term.ts';

/** Spec §3 "Search parameters and results"; payload shape fixed by ARCHITECTURE.md §6. */

export const SORT_VALUES = ['bezeichnung-asc', 'bezeichnung-desc', 'jahrgang-asc', 'jahrgang-desc', 'preis-asc', 'preis-desc'] as const;
export const SortSchema = v.nullable(v.picklist(SORT_VALUES));
export type Sort = v.InferOutput<typeof SortSchema>;

const stringList = v.optional(v.array(v.string()), []);
const optionalNumber = v.optional(v.nullable(v.number()), null);
const optionalFlag = v.optional(v.boolean(), false);

/**
 * Every filter of spec §3. Multi-select filters carry facet `value`s; landRegion carries node
 * values of the tree (a node selects its whole subtree). Empty list / null / false = no filter.
 */
export const FilterValuesSchema = v.object({
  suchbegriff: SearchTermSchema,
  eGruppe: stringList,
  landRegion: stringList,
  produzent: stringList,
  traubensorte: stringList,
  jahrgang: stringList,
  inhaltCl: stringList,
  genussreifAb: stringList,
  sortiment: stringList,
  artikelkategorie: stringList,
  klassifikation: stringList,
  /** Spec §5: empty or zero counts as no bound. */
  preisMin: optionalNumber,
  preisMax: optionalNumber,
  aktionen: optionalFlag,
  neuheiten: optionalFlag,
  /** only articles on the user's default Merkliste */
  merkliste: optionalFlag,
  /** only articles on these Merklisten (merklisteId) */
  merklisten: v.optional(v.array(v.number()), []),
});
export type FilterValues = v.InferOutput<typeof FilterValuesSchema>;
export type FilterValuesInput = v.InferInput<typeof FilterValuesSchema>;

/** The names of the multi-select (facet) filters, in display order. */
export const FACET_FILTERS = [
  'eGruppe',
  'landRegion',
  'produzent',
  'traubensorte',
  'jahrgang',
  'inhaltCl',
  'genussreifAb',
  'sortiment',
  'artikelkategorie',
  'klassifikation',
] as const;
export type FacetFilter = (typeof FACET_FILTERS)[number];

/** What the client posts to /api/artikelsearch/search (and autocompletekeywords). */
export const ArtikelSearchRequestSchema = v.object({
  pageNumber: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), 1),
  /** null/absent: the server's page size */
  pageSize: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(200))), null),
  filterValues: v.optional(FilterValuesSchema, {}),
  sort: v.optional(SortSchema, null),
  populateSearchFields: v.optional(v.boolean(), true),
});
export type ArtikelSearchRequest = v.InferInput<typeof ArtikelSearchRequestSchema>;

/** The parameters as the server applied them (page size filled in, filters normalised). */
export const SearchParametersSchema = v.object({
  pageNumber: v.number(),
  pageSize: v.number(),
  filterValues: FilterValuesSchema,
  sort: SortSchema,
  populateSearchFields: v.boolean(),
});
export type SearchParameters = v.InferOutput<typeof SearchParametersSchema>;

export interface FacetValue {
  value: string;
  label: string;
  /** hits if this value were selected together with all other filters (disjunctive faceting) */
  count: number;
  selected: boolean;
  /** landRegion only: child nodes (region → subregion …) */
  children?: FacetValue[];
}
export const FacetValueSchema: v.GenericSchema<FacetValue> = v.object({
  value: v.string(),
  label: v.string(),
  count: v.number(),
  selected: v.boolean(),
  children: v.optional(v.array(v.lazy(() => FacetValueSchema))),
});

export const SearchFieldSchema = v.variant('type', [
  v.object({
    name: v.picklist(FACET_FILTERS),
    label: v.string(),
    type: v.picklist(['multiselect', 'tree']),
    values: v.array(FacetValueSchema),
  }),
  v.object({
    name: v.literal('preis'),
    label: v.string(),
    type: v.literal('range'),
    /** cheapest / dearest price in the current result without the price filter */
    min: v.nullable(v.number()),
    max: v.nullable(v.number()),
  }),
  v.object({
    name: v.picklist(['aktionen', 'neuheiten', 'merkliste']),
    label: v.string(),
    type: v.literal('flag'),
    count: v.number(),
  }),
]);
export type SearchField = v.InferOutput<typeof SearchFieldSchema>;

export const ArtikelSearchResultSchema = v.object({
  items: v.array(ArtikelSchema),
  totalPageCount: v.number(),
  totalRecordCount: v.number(),
  searchParameters: SearchParametersSchema,
  /** set when the term found nothing and the items are the hits of this term instead */
  suggestedQuery: v.nullable(v.string()),
  /** the list page the parameters apply to, e.g. "/shop" */
  baseUrl: v.string(),
  /** facets; empty when populateSearchFields was false */
  searchFieldData: v.array(SearchFieldSchema),
});
export type ArtikelSearchResult = v.InferOutput<typeof ArtikelSearchResultSchema>;

/** POST /api/artikelsearch/autocompletekeywords answers a list of keywords. */
export const AutocompleteKeywordsResultSchema = v.array(v.string());

/**
 * POST artikelsearch/preise (README "Full-page caching"): the articles of a page served from a shared cache, whose
 * HTML has the anonymous prices; the answer has this session's (a customer's individual prices and VAT display).
 */
export const ArtikelPreiseRequestSchema = v.object({
  artikelIds: v.pipe(v.array(v.pipe(v.number(), v.integer(), v.minValue(1))), v.minLength(1), v.maxLength(200)),
});

/** The price fields of an article (ArtikelSchema's), as the session sees them; the rest of the article stays the page's. */
export const ArtikelPreisSchema = v.pick(ArtikelSchema, [
  'artikelId',
  'preis',
  'preisOhneAktion',
  'istAktion',
  'rabattProzent',
  'istIndividualpreis',
  'preisInklMwst',
  'preisExklMwst',
  'kundeInklMwst',
  'bestelleinheitAbfuellung',
  'bestelleinheitGrossgebinde',
]);
export type ArtikelPreis = v.InferOutput<typeof ArtikelPreisSchema>;

/** One entry per known article asked for (unknown ids are left out). */
export const ArtikelPreiseResultSchema = v.object({ items: v.array(ArtikelPreisSchema) });
export type ArtikelPreiseResult = v.InferOutput<typeof ArtikelPreiseResultSchema>;
