import { Hono } from 'hono';
import { checkoutSubmit, checkoutValidate } from '../../src/core/api/routes/checkout.ts';
import type { AppEnv } from '../platform/context.ts';
import { serve } from '../platform/serve.ts';
import { ctxOf } from '../platform/http.ts';
import { submitOrder, validateCheckout } from './checkout.ts';
import { moveGuestOrders } from './orders.ts';
import { rotateSession } from '../platform/session.ts';

/** Spec §7 checkout calls; guests check out with inline addresses, so no login is needed. */
export const checkoutRoutes = new Hono<AppEnv>();

serve(checkoutRoutes, checkoutValidate, (c, body) => {
  return c.json({ model: validateCheckout(ctxOf(c), body.basket, body.calculateBasket === true) });
});

serve(checkoutRoutes, checkoutSubmit, (c, body) => {
  const ctx = ctxOf(c);
  const answer = submitOrder(ctx, body.basket, body.version);
  // A guest's order is a change of privilege like a login: a new session id, so whoever knew the old one
  // (a planted cookie) cannot open the confirmation with the delivery address. The order follows the new id.
  if (answer.action === 'redirect' && ctx.session.userId == null) moveGuestOrders(ctx.db, ctx.session.id, rotateSession(c, null).id);
  return c.json(answer);
});
