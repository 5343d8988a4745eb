import { Hono } from 'hono';
import type { AppEnv } from '../context.ts';

/** POST /api/artikelsearch/search and /api/artikelsearch/autocompletekeywords */
export const catalogApiRoutes = new Hono<AppEnv>();
