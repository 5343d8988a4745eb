import { Hono } from 'hono';
import type { AppEnv } from '../platform/context.ts';
import { merklisteRoutes } from './merkliste-routes.ts';
import { reminderRoutes } from './reminder-routes.ts';
import { searchRoutes } from './search-routes.ts';

/** The catalogue's API (spec §7), mounted by createApp under /api. */
export const catalogueApi = new Hono<AppEnv>();
catalogueApi.route('/', searchRoutes);
catalogueApi.route('/', merklisteRoutes);
catalogueApi.route('/', reminderRoutes);
