import { Hono } from 'hono';
import { sessionGet } from '../../src/core/api/routes/session.ts';
import type { AppEnv } from './context.ts';
import { serve } from './serve.ts';
import { shopConfig } from './shop-config.ts';

/**
 * GET /api/session: the visitor's token and user, what a page from a full-page cache cannot carry (the
 * session middleware has set the cookie if there was none). no-store, like every answer of the shop.
 */
export const sessionApi = new Hono<AppEnv>();
serve(sessionApi, sessionGet, (c) => {
  const { csrfToken, user } = shopConfig(c);
  return c.json({ csrfToken, user });
});
