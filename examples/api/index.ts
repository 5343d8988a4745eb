import { Hono } from 'hono';
import type { AppEnv } from '../context.ts';

/** The commerce API of spec §7 (basket, merkliste, checkout, account …), mounted by createApp under /api. */
export const apiRoutes = new Hono<AppEnv>();
