import { Hono } from 'hono';
import type { AppEnv } from '../platform/context.ts';
import { ctxOf, userIdOf } from '../platform/http.ts';
import { pageParam } from '../platform/params.ts';
import { serve } from '../platform/serve.ts';
import { accountOrders } from '../../src/core/api/routes/account.ts';
import { orderPage } from './orders.ts';

/**
 * The customer's orders, a page at a time (under /api/account like the rest of the account; served here, since the
 * checkout writes them).
 */
export const ordersRoutes = new Hono<AppEnv>();

serve(ordersRoutes, accountOrders, (c) => {
  const ctx = ctxOf(c);
  return c.json(orderPage(ctx.db, userIdOf(ctx), pageParam(c)));
});
