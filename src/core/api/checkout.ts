import { apiFor, type CallHandlers } from './client.ts';
import type {
  CheckoutSubmitRequest,
  CheckoutSubmitResponse,
  CheckoutValidateRequest,
  CheckoutValidateResponse,
} from './schemas/checkout.ts';
import { checkoutSubmit, checkoutValidate } from './routes/checkout.ts';
import type { ShopStore } from '../state/store.ts';

/**
 * POST /api/checkout/validate: the checkout model for the shopper's choices. Each change supersedes the
 * one before, so the model shown is always that of the last choice (ARCHITECTURE.md §5).
 */
export function validateCheckout(
  store: ShopStore,
  request: CheckoutValidateRequest,
  handlers: CallHandlers = {},
): Promise<CheckoutValidateResponse> {
  return apiFor(store).route(checkoutValidate, { json: request, supersedeKey: 'checkout-validate', ...handlers });
}

/** POST /api/checkout/submitorder: `redirect` to the confirmation or payment page, or `invalid` with the model. */
export function submitOrder(
  store: ShopStore,
  request: CheckoutSubmitRequest,
  handlers: CallHandlers = {},
): Promise<CheckoutSubmitResponse> {
  return apiFor(store).route(checkoutSubmit, { json: request, ...handlers });
}
