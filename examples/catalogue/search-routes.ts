import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../platform/context.ts';
import { ArtikelPreiseRequestSchema, ArtikelPreisSchema, ArtikelSearchRequestSchema } from '../../src/core/api/schemas/artikelsearch.ts';
import { getArtikelMany } from './artikel.ts';
import { validateBody } from '../platform/validate.ts';
import { autocompleteKeywords, searchArtikel } from './search.ts';

/** POST /api/artikelsearch/search, /api/artikelsearch/autocompletekeywords (spec §7) and /api/artikelsearch/preise. */
export const searchRoutes = new Hono<AppEnv>();

searchRoutes.post('/artikelsearch/search', async (c) => {
  const request = await validateBody(c, v.optional(ArtikelSearchRequestSchema, {}));
  return c.json(searchArtikel(c.get('db'), request, { userId: c.get('session').userId }));
});

searchRoutes.post('/artikelsearch/autocompletekeywords', async (c) => {
  const request = await validateBody(c, ArtikelSearchRequestSchema);
  return c.json(autocompleteKeywords(c.get('db'), request.filterValues.suchbegriff));
});

const PREIS_FIELDS = Object.keys(ArtikelPreisSchema.entries) as (keyof typeof ArtikelPreisSchema.entries)[];

/** The session's prices of a cached page's articles (README "Full-page caching"): the price fields of the API's articles. */
searchRoutes.post('/artikelsearch/preise', async (c) => {
  const { artikelIds } = await validateBody(c, ArtikelPreiseRequestSchema);
  const articles = getArtikelMany(c.get('db'), artikelIds, { userId: c.get('session').userId });
  return c.json({ items: articles.map((artikel) => Object.fromEntries(PREIS_FIELDS.map((field) => [field, artikel[field]]))) });
});
