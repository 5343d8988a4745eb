import { Hono } from 'hono';
import type { AppEnv } from '../platform/context.ts';
import { basketRoutes } from './basket-routes.ts';
import { checkoutRoutes } from './checkout-routes.ts';
import { ordersRoutes } from './orders-routes.ts';

/** The commerce API of spec §7 (basket, checkout, orders and invoices), mounted by createApp under /api. */
export const commerceApi = new Hono<AppEnv>();
commerceApi.route('/basket', basketRoutes);
commerceApi.route('/checkout', checkoutRoutes);
commerceApi.route('/account', ordersRoutes);
