import { Hono } from 'hono';
import { CheckoutSubmitRequestSchema, CheckoutValidateRequestSchema } from '../../src/core/api/schemas/checkout.ts';
import type { AppEnv } from '../platform/context.ts';
import { validateBody } from '../platform/validate.ts';
import { ctxOf } from '../platform/http.ts';
import { submitOrder, validateCheckout } from './checkout.ts';

/** Spec §7 checkout calls; guests check out with inline addresses, so no login is needed. */
export const checkoutRoutes = new Hono<AppEnv>();

checkoutRoutes.post('/validate', async (c) => {
  const body = await validateBody(c, CheckoutValidateRequestSchema);
  return c.json({ model: validateCheckout(ctxOf(c), body.basket, body.calculateBasket === true) });
});

checkoutRoutes.post('/submitorder', async (c) => {
  const body = await validateBody(c, CheckoutSubmitRequestSchema);
  return c.json(submitOrder(ctxOf(c), body.basket, body.version));
});
