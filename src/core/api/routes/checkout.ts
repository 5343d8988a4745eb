import { CheckoutSubmitResponseSchema, CheckoutValidateResponseSchema } from '../schemas/checkout.ts';
import type { ApiRoute } from '../route.ts';

/** The checkout calls (core/api/checkout.ts); one file per area, so a widget's chunks keep only the answer schemas it parses. */
export const checkoutValidate = { method: 'POST', path: 'checkout/validate', answer: CheckoutValidateResponseSchema } satisfies ApiRoute;
export const checkoutSubmit = { method: 'POST', path: 'checkout/submitorder', answer: CheckoutSubmitResponseSchema } satisfies ApiRoute;
