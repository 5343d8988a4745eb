import { Hono } from 'hono';
import * as v from 'valibot';
import { artikelsearchAutocomplete, artikelsearchPreise, artikelsearchSearch } from '../../src/core/api/routes/artikelsearch.ts';
import { ArtikelPreisSchema, ArtikelSearchRequestSchema } from '../../src/core/api/schemas/artikelsearch.ts';
import type { AppEnv } from '../platform/context.ts';
import { searchThrottle } from '../platform/search-guard.ts';
import { serve } from '../platform/serve.ts';
import { runSliced } from '../platform/sliced-work.ts';
import { getArtikelMany } from './artikel.ts';
import { autocompleteKeywords, searchArtikelSteps } from './search.ts';

/** POST /api/artikelsearch/search, /api/artikelsearch/autocompletekeywords (spec §7) and /api/artikelsearch/preise. */
export const searchRoutes = new Hono<AppEnv>();

// Searches need no token (safe reads), so they are counted per client address and run in slices (issue 34).
// The demo also answers a search sent without a body: the first page, unfiltered.
serve(
  searchRoutes,
  artikelsearchSearch,
  async (c, request) => {
    const db = c.get('db');
    return c.json(await runSliced(db, () => searchArtikelSteps(db, request, { userId: c.get('session').userId })));
  },
  { before: [searchThrottle()], request: v.optional(ArtikelSearchRequestSchema, {}) },
);

serve(
  searchRoutes,
  artikelsearchAutocomplete,
  (c, request) => c.json(autocompleteKeywords(c.get('db'), request.filterValues.suchbegriff)),
  {
    before: [searchThrottle()],
  },
);

const PREIS_FIELDS = Object.keys(ArtikelPreisSchema.entries) as (keyof typeof ArtikelPreisSchema.entries)[];

/** The session's prices of a cached page's articles (README "Full-page caching"): the price fields of the API's articles. */
serve(searchRoutes, artikelsearchPreise, (c, { artikelIds }) => {
  const articles = getArtikelMany(c.get('db'), artikelIds, { userId: c.get('session').userId });
  return c.json({ items: articles.map((artikel) => Object.fromEntries(PREIS_FIELDS.map((field) => [field, artikel[field]]))) });
});
