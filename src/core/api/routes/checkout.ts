import {
  CheckoutSubmitRequestSchema,
  CheckoutSubmitResponseSchema,
  CheckoutValidateRequestSchema,
  CheckoutValidateResponseSchema,
} from '../schemas/checkout.ts';
import type { ApiRoute } from '../route.ts';

/**
 * The checkout calls (core/api/checkout.ts); one file per area, so an element's chunks keep only the answer schemas it parses.
 * Each route carries its contract (what a CMS back end must do beyond the 200 answer, read by contract.ts);
 * the page builds drop it with its request schemas (VINOTHEK_PAGE_BUILD in tsup.config.ts).
 */
export const checkoutValidate = {
  method: 'POST',
  path: 'checkout/validate',
  answer: CheckoutValidateResponseSchema,
  contract: !globalThis.VINOTHEK_PAGE_BUILD && {
    area: 'Checkout',
    summary: "The checkout model for the shopper's choices",
    request: CheckoutValidateRequestSchema,
    probes: { bad: { json: { basket: 'leer' } } },
  },
} satisfies ApiRoute;
export const checkoutSubmit = {
  method: 'POST',
  path: 'checkout/submitorder',
  answer: CheckoutSubmitResponseSchema,
  contract: !globalThis.VINOTHEK_PAGE_BUILD && {
    area: 'Checkout',
    summary: 'Places the order (redirect) or answers the model with what is missing (invalid)',
    request: CheckoutSubmitRequestSchema,
    probes: { bad: { json: { basket: 'leer' } } },
  },
} satisfies ApiRoute;
