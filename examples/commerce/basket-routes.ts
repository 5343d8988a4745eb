import { Hono } from 'hono';
import { basketAdd, basketCalculate, basketGet, basketRemove, basketRestCommunication } from '../../src/core/api/routes/basket.ts';
import type { AppEnv } from '../platform/context.ts';
import { serve } from '../platform/serve.ts';
import { currentBasket } from './basket-service.ts';
import { findBasketByUid } from './basket-store.ts';
import { findOrderByUid } from './orders.ts';
import { restRequests } from './backoffice/rest-log.ts';
import { addToBasket, removeFromBasket } from './basket-actions.ts';
import { ctxOf, notFound } from '../platform/http.ts';
import { serverMessage } from '../platform/server-message.ts';
import { ownsOrder } from './checkout.ts';

export const basketRoutes = new Hono<AppEnv>();

/** The current basket as last calculated (no back-office call); for islands without initial data. */
serve(basketRoutes, basketGet, (c) => c.json(currentBasket(ctxOf(c), { callBackoffice: false }).basket));

serve(basketRoutes, basketAdd, (c, request) => c.json(addToBasket(ctxOf(c), request)));

serve(basketRoutes, basketRemove, (c, request) =>
  c.json(
    removeFromBasket(
      ctxOf(c),
      request.map((r) => r.id),
    ),
  ),
);

serve(basketRoutes, basketCalculate, (c) => c.json({ basket: currentBasket(ctxOf(c), { callBackoffice: true }).basket }));

/** Debug dialog (Alt+R): the back-office exchange of one of this visitor's baskets or orders. */
serve(basketRoutes, basketRestCommunication, (c) => {
  const ctx = ctxOf(c);
  const uid = c.req.query('bestellungUid') ?? '';
  const basket = uid ? findBasketByUid(ctx.db, uid) : null;
  const order = uid ? findOrderByUid(ctx.db, uid) : null;
  const mine =
    (basket && (basket.userId != null ? basket.userId === ctx.session.userId : basket.sessionId === ctx.session.id)) ||
    (order && ownsOrder(ctx, order));
  if (!mine) notFound(uid ? serverMessage('basketNotFound', { uid }) : serverMessage('bestellungUidRequired'));
  return c.json({ bestellungUid: uid, restRequests: restRequests(ctx.db, uid) });
});
