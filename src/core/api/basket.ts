import { apiFor, type CallHandlers } from './client.ts';
import type {
  Basket,
  BasketAddRequest,
  BasketAddResponse,
  BasketCalculateResponse,
  BasketRemoveResponse,
  RestCommunicationResponse,
} from './schemas/basket.ts';
import { basketAdd, basketCalculate, basketGet, basketRemove, basketRestCommunication } from './routes/basket.ts';
import type { ShopStore } from '../state/store.ts';

/** Spec §7 basket calls. They do not supersede each other: core/basket queues them in order instead. */

/** GET /api/basket: the current basket (the demo answers it unpriced). */
export function fetchBasket(store: ShopStore): Promise<Basket> {
  return apiFor(store).route(basketGet);
}

/** POST /api/basket/add: each line upserts (artikelId, bestelleinheit); 0 removes it (ARCHITECTURE.md §6). */
export function postBasketAdd(store: ShopStore, lines: BasketAddRequest, handlers: CallHandlers = {}): Promise<BasketAddResponse> {
  return apiFor(store).route(basketAdd, { json: lines, ...handlers });
}

/** POST /api/basket/remove for the given line ids; `handlers.onError` lets the caller treat a 404 itself. */
export function postBasketRemove(store: ShopStore, ids: readonly number[], handlers: CallHandlers = {}): Promise<BasketRemoveResponse> {
  return apiFor(store).route(basketRemove, { json: ids.map((id) => ({ id })), ...handlers });
}

/** POST /api/basket/calculate: prices the basket through the back office. */
export function postBasketCalculate(store: ShopStore): Promise<BasketCalculateResponse> {
  return apiFor(store).route(basketCalculate);
}

/** POST /api/basket/Get{backoffice}RestCommunication?bestellungUid=…: the back-office exchange (debug dialog). */
export function fetchRestCommunication(store: ShopStore, bestellungUid: string): Promise<RestCommunicationResponse> {
  return apiFor(store).route(basketRestCommunication, { searchParams: { bestellungUid } });
}
