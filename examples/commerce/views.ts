import type { Context } from 'hono';
import type { OrderList } from '../../src/core/api/schemas/account.ts';
import type { Basket } from '../../src/core/api/schemas/basket.ts';
import type { CheckoutModel } from '../../src/core/api/schemas/checkout.ts';
import type { AppEnv } from '../platform/context.ts';
import { currentBasket } from './basket-service.ts';
import { earliestLieferdatum } from './backoffice/cutoff.ts';
import { findOrderByUid, orderPage } from './orders.ts';
import { ADRESS_POOL_META } from '../account/index.ts';
import { LIEFERARTEN, ZAHLUNGSARTEN, findLieferart, findZahlungsart } from './backoffice/reference-data.ts';
import { currentCheckoutModel, ownsOrder } from './checkout.ts';
import { ctxOf } from '../platform/http.ts';

/**
 * Initial JSON for the pages' islands (ARCHITECTURE.md §4: the first paint needs no API call).
 * None of them calls the back office; account views answer null for anonymous visitors.
 */

export function basketFor(c: Context<AppEnv>): Basket {
  return currentBasket(ctxOf(c), { callBackoffice: false }).basket;
}

export function checkoutModelFor(c: Context<AppEnv>): CheckoutModel {
  return currentCheckoutModel(ctxOf(c));
}

export function ordersPage(c: Context<AppEnv>, page: number): OrderList | null {
  const userId = c.get('session').userId;
  return userId == null ? null : orderPage(c.get('db'), userId, page);
}

/** The read-only checkout model of a placed order (confirmation page), or null if not this visitor's. */
export function orderConfirmationFor(c: Context<AppEnv>, bestellungUid: string): CheckoutModel | null {
  const ctx = ctxOf(c);
  const order = findOrderByUid(ctx.db, bestellungUid);
  if (!order || !ownsOrder(ctx, order)) return null;
  const valid = { isValid: true, validationResult: {} };
  return {
    basket: order.basket,
    adressPool: [],
    adressPoolMeta: ADRESS_POOL_META,
    moduleState: { adresse: valid, lieferart: valid, zahlungsart: valid, lieferdatum: valid, agb: valid, hinweis: valid, gutschein: valid },
    zahlungsarten: [...ZAHLUNGSARTEN],
    lieferarten: [...LIEFERARTEN],
    selectedZahlungsart: findZahlungsart(order.zahlungsartId),
    selectedLieferart: findLieferart(order.lieferartId),
    // the earliest day as it was when the order came in, by the shop's clock (Zurich), not UTC's
    lieferdatumMin: earliestLieferdatum(new Date(order.bestellDatum)),
    readyToSendOrder: false,
    version: null,
  };
}

/** Order number and payment state for the confirmation page's heading. */
export function orderSummaryFor(c: Context<AppEnv>, bestellungUid: string): { bestellNr: string; bezahlungOffen: boolean } | null {
  const ctx = ctxOf(c);
  const order = findOrderByUid(ctx.db, bestellungUid);
  if (!order || !ownsOrder(ctx, order)) return null;
  return { bestellNr: order.bestellNr, bezahlungOffen: order.status === 'bezahlung_offen' };
}
