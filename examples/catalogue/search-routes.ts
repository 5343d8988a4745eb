import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../platform/context.ts';
import { ArtikelSearchRequestSchema } from '../../src/core/api/schemas/artikelsearch.ts';
import { validateBody } from '../platform/validate.ts';
import { searchThrottle } from '../platform/search-guard.ts';
import { runSliced } from '../platform/sliced-work.ts';
import { autocompleteKeywords, searchArtikelSteps } from './search.ts';

/** POST /api/artikelsearch/search and /api/artikelsearch/autocompletekeywords (spec §7). */
export const searchRoutes = new Hono<AppEnv>();

// Searches need no token (safe reads), so they are counted per client address and run in slices (issue 34).
searchRoutes.post('/artikelsearch/search', searchThrottle(), async (c) => {
  const request = await validateBody(c, v.optional(ArtikelSearchRequestSchema, {}));
  const db = c.get('db');
  return c.json(await runSliced(db, () => searchArtikelSteps(db, request, { userId: c.get('session').userId })));
});

searchRoutes.post('/artikelsearch/autocompletekeywords', searchThrottle(), async (c) => {
  const request = await validateBody(c, ArtikelSearchRequestSchema);
  return c.json(autocompleteKeywords(c.get('db'), request.filterValues.suchbegriff));
});
