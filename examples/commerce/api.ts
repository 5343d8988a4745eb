import { Hono } from 'hono';
import type { AppEnv } from '../platform/context.ts';
import { basketRoutes } from './basket-routes.ts';
import { checkoutRoutes } from './checkout-routes.ts';
import { ordersRoutes } from './orders-routes.ts';

/** The commerce API of spec §7 (basket, checkout, orders), mounted by createApp under /api. */
export const commerceApi = new Hono<AppEnv>();
// Each serves its routes at the paths of their entries (platform/serve.ts).
for (const routes of [basketRoutes, checkoutRoutes, ordersRoutes]) commerceApi.route('/', routes);
