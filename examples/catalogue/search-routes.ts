import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../platform/context.ts';
import { ArtikelSearchRequestSchema } from '../../src/core/api/schemas/artikelsearch.ts';
import { validateBody } from '../platform/validate.ts';
import { autocompleteKeywords, searchArtikel } from './search.ts';

/** POST /api/artikelsearch/search and /api/artikelsearch/autocompletekeywords (spec §7). */
export const searchRoutes = new Hono<AppEnv>();

searchRoutes.post('/artikelsearch/search', async (c) => {
  const request = await validateBody(c, v.optional(ArtikelSearchRequestSchema, {}));
  return c.json(searchArtikel(c.get('db'), request, { userId: c.get('session').userId }));
});

searchRoutes.post('/artikelsearch/autocompletekeywords', async (c) => {
  const request = await validateBody(c, ArtikelSearchRequestSchema);
  return c.json(autocompleteKeywords(c.get('db'), request.filterValues.suchbegriff));
});
