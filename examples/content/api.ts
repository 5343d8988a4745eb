import { Hono } from 'hono';
import type { AppEnv } from '../context.ts';
import { SiteSearchParametersSchema } from '../../src/core/api/schemas/sitesearch.ts';
import { validateBody } from '../middleware/validate.ts';
import { siteSearch } from './site-search.ts';

/** POST /api/sitesearch/search — the body is the searchParameters object itself (DESIGN §6). */
export const siteSearchRoutes = new Hono<AppEnv>();

siteSearchRoutes.post('/sitesearch/search', async (c) => {
  const parameters = await validateBody(c, SiteSearchParametersSchema);
  return c.json(siteSearch(c.get('db'), parameters));
});
