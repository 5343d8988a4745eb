import { useAtomValue } from 'jotai/react';
import { useCallback } from 'react';
import type { CheckoutModel } from '../../core/api/index.ts';
import { changeChoices } from './actions.ts';
import { checkoutBusyAtom, checkoutDraftAtom, checkoutModelAtom } from './atoms.ts';
import { choicesOf, mergeChoices, type CheckoutChoices } from './choices.ts';
import { useShopStore } from '../../core/state/index.ts';

export interface CheckoutView {
  model: CheckoutModel;
  /** What the shopper sees as chosen: the model's choices with the unconfirmed newer ones on top. */
  choices: CheckoutChoices;
  busy: boolean;
  submitting: boolean;
  change: (change: CheckoutChoices) => void;
}

const NO_DRAFT: CheckoutChoices = {};

/**
 * The checkout state for the sections; `fallback` is the page's model until the store has one. A
 * read-only confirmation shows its own model only, never the live basket's.
 */
export function useCheckout(fallback: CheckoutModel, readonly = false): CheckoutView {
  const store = useShopStore();
  const stored = useAtomValue(checkoutModelAtom);
  const pending = useAtomValue(checkoutDraftAtom);
  const model = readonly ? fallback : (stored ?? fallback);
  const draft = readonly ? NO_DRAFT : pending;
  const busy = useAtomValue(checkoutBusyAtom);
  const change = useCallback((next: CheckoutChoices) => void changeChoices(store, next), [store]);
  return {
    model,
    choices: mergeChoices(choicesOf(model.basket), draft),
    busy: busy.validating || busy.submitting,
    submitting: busy.submitting,
    change,
  };
}
