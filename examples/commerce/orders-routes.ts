import { Hono } from 'hono';
import type { AppEnv } from '../platform/context.ts';
import { ctxOf, userIdOf } from '../platform/http.ts';
import { pageParam } from '../platform/params.ts';
import { requireLogin } from '../platform/require-login.ts';
import { invoicePage, orderPage } from './orders.ts';

/** The customer's orders and invoices, a page at a time (under /api/account like the rest of the account). */
export const ordersRoutes = new Hono<AppEnv>();

ordersRoutes.get('/bestellungen', requireLogin(), (c) => {
  const ctx = ctxOf(c);
  return c.json(orderPage(ctx.db, userIdOf(ctx), pageParam(c)));
});

ordersRoutes.get('/rechnungen', requireLogin(), (c) => {
  const ctx = ctxOf(c);
  return c.json(invoicePage(ctx.db, userIdOf(ctx), pageParam(c)));
});
