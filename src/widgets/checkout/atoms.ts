import { atom } from 'jotai/vanilla';
import type { CheckoutModel } from '../../core/api/index.ts';
import { sharedAtom } from '../../core/state/index.ts';
import type { CheckoutChoices } from './choices.ts';

/** The last checkout model the server answered (spec §3 Checkout model); null until seeded or loaded. */
export const checkoutModelAtom = sharedAtom('checkout.model', () => atom<CheckoutModel | null>(null));

/**
 * Choices the shopper made that no answer has confirmed yet: shown at once, sent with every request,
 * cleared by the answer to the latest one. This is how the latest choice always wins (spec §4).
 */
export const checkoutDraftAtom = sharedAtom('checkout.draft', () => atom<CheckoutChoices>({}));

export interface CheckoutBusy {
  validating: boolean;
  submitting: boolean;
}
export const checkoutBusyAtom = sharedAtom('checkout.busy', () => atom<CheckoutBusy>({ validating: false, submitting: false }));
