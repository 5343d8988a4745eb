import * as v from 'valibot';
import { SearchTermSchema } from './search-term.ts';

/** Spec §3 "Site search"; the client posts the searchParameters object itself (ARCHITECTURE.md §6). */

export const SiteSearchParametersSchema = v.object({
  pageSize: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100))), null),
  currentPage: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), 1),
  filterValues: v.object({ searchterm: SearchTermSchema }),
});
export type SiteSearchParametersInput = v.InferInput<typeof SiteSearchParametersSchema>;

export const SiteSearchItemSchema = v.object({
  title: v.string(),
  description: v.string(),
  url: v.string(),
});
export type SiteSearchItem = v.InferOutput<typeof SiteSearchItemSchema>;

export const SiteSearchResultSchema = v.object({
  searchParameters: v.object({
    pageSize: v.number(),
    currentPage: v.number(),
    filterValues: v.object({ searchterm: v.nullable(v.string()) }),
  }),
  totalRecordCount: v.number(),
  items: v.array(SiteSearchItemSchema),
  /** set when the term found nothing and the items are the hits of this term instead */
  suggestedQuery: v.nullable(v.string()),
});
export type SiteSearchResult = v.InferOutput<typeof SiteSearchResultSchema>;
