import { useAtomValue } from 'jotai/react';
import { useCallback, useState } from 'react';
import type { CheckoutModel } from '../../core/api/index.ts';
import { changeChoices } from './actions.ts';
import { checkoutBusyAtom, checkoutDraftAtom, checkoutModelAtom } from './atoms.ts';
import { choicesOf, mergeChoices, type CheckoutChoices } from './choices.ts';
import { useShopStore } from '../../core/state/index.ts';
import { sectionsOfChange, showsMessages, type CheckoutSectionName, type Reveal } from './reveal.ts';

export interface CheckoutView {
  model: CheckoutModel;
  /** What the shopper sees as chosen: the model's choices with the unconfirmed newer ones on top. */
  choices: CheckoutChoices;
  busy: boolean;
  submitting: boolean;
  change: (change: CheckoutChoices) => void;
  /** Whether a section shows its messages yet (touched, or an order tried); its mark shows always. */
  shows: (section: CheckoutSectionName) => boolean;
  /** The shopper left a section (focus moved out, a dialog closed): its messages show from now on. */
  touch: (section: CheckoutSectionName) => void;
  /** An order was tried: every message shows. */
  revealAll: () => void;
  /** Counts the tries, so the screen can move focus to the first problem after each. */
  attempts: number;
  /** Sections holding text the shopper typed that cannot be read (a date that is none): not valid, no order. */
  unreadable: ReadonlySet<CheckoutSectionName>;
  /** Marks a section's typed text as unreadable, or readable again. */
  markUnreadable: (section: CheckoutSectionName, unreadable: boolean) => void;
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
  const [reveal, setReveal] = useState<Reveal>({ touched: new Set(), attempted: false });
  const [attempts, setAttempts] = useState(0);
  const touch = useCallback((...sections: CheckoutSectionName[]) => {
    setReveal((current) =>
      sections.every((section) => current.touched.has(section))
        ? current
        : { ...current, touched: new Set([...current.touched, ...sections]) },
    );
  }, []);
  const change = useCallback(
    (next: CheckoutChoices) => {
      touch(...sectionsOfChange(next));
      void changeChoices(store, next);
    },
    [store, touch],
  );
  const [unreadable, setUnreadable] = useState<ReadonlySet<CheckoutSectionName>>(new Set());
  const markUnreadable = useCallback((section: CheckoutSectionName, bad: boolean) => {
    setUnreadable((current) => {
      if (current.has(section) === bad) return current;
      const next = new Set(current);
      if (bad) next.add(section);
      else next.delete(section);
      return next;
    });
  }, []);
  const revealAll = useCallback(() => {
    setReveal((current) => (current.attempted ? current : { ...current, attempted: true }));
    setAttempts((count) => count + 1);
  }, []);
  return {
    shows: (section) => showsMessages(reveal, section),
    touch,
    revealAll,
    attempts,
    unreadable,
    markUnreadable,
    model,
    choices: mergeChoices(choicesOf(model.basket), draft),
    busy: busy.validating || busy.submitting,
    submitting: busy.submitting,
    change,
  };
}
