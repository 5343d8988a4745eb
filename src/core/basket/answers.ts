import { t } from '../../i18n/index.ts';
import type { Basket, BasketAddRequest } from '../api/schemas/basket.ts';
import { openDialog } from '../state/dialogs.ts';
import type { ShopStore } from '../state/store.ts';
import { lineKey, pendingQuantitiesAtom, visibleItems, type LineKey } from './atoms.ts';
import { runtimeOf } from './runtime.ts';

export interface AnswerContext {
  /** The basket before the call. */
  before: Basket | null;
  /** The lines an add call sent (null for remove and calculate). */
  requested: BasketAddRequest | null;
  /** Calculate: show every warning. Add/remove: only warnings the shopper has not seen yet. */
  allWarnings: boolean;
}

function dropPending(store: ShopStore, keys: readonly LineKey[]): void {
  const timers = runtimeOf(store).timers;
  // A line the shopper is typing into again keeps its new value.
  const drop = keys.filter((key) => !timers.has(key));
  if (drop.length === 0) return;
  store.set(pendingQuantitiesAtom, (pending) => {
    const next = { ...pending };
    for (const key of drop) delete next[key];
    return next;
  });
}

/**
 * Spec §7 "Basket calculate" and §8: warnings in a dialog titled artikelAddToBasket; a limited
 * quantity shows its hinweisVerfuegbareMenge and the line takes the server's quantity; a line gone
 * from the basket is cleared locally. The basket itself is already replaced by the caller.
 */
export function handleBasketAnswer(store: ShopStore, after: Basket, context: AnswerContext): void {
  const present = new Set(after.items.map((item) => lineKey(item.artikelId, item.bestelleinheit)));
  const gone = visibleItems(context.before)
    .map((item) => lineKey(item.artikelId, item.bestelleinheit))
    .filter((key) => !present.has(key));

  const limited = visibleItems(after).filter((item) => {
    if (!item.hinweisVerfuegbareMenge) return false;
    if (context.allWarnings) return true;
    return context.requested?.some(
      (line) =>
        line.artikelId === item.artikelId &&
        line.bestelleinheit === item.bestelleinheit &&
        line.mengeBestelleinheit !== item.mengeBestelleinheit,
    );
  });
  dropPending(store, [...gone, ...limited.map((item) => lineKey(item.artikelId, item.bestelleinheit))]);

  const seen = new Set(context.allWarnings ? [] : (context.before?.warningMessages ?? []));
  const lines = [
    ...limited.map((item) => `${item.bezeichnung}: ${item.hinweisVerfuegbareMenge}`),
    ...after.warningMessages.filter((message) => !seen.has(message)),
  ];
  const unique = [...new Set(lines)];
  if (unique.length > 0) void openDialog(store, { kind: 'warning', title: t('artikelAddToBasket'), lines: unique });
}
