import type { BasketItem, Bestelleinheit } from '../api/schemas/basket.ts';
import type { ShopStore } from '../state/store.ts';
import { QUANTITY_DEBOUNCE_MS } from '../timing.ts';
import { addToBasket, removeFromBasket } from './actions.ts';
import { basketAtom, findLine, lineKey, pendingQuantitiesAtom, type LineKey } from './atoms.ts';
import { runtimeOf } from './runtime.ts';
import { hasOfflineLine } from './offline.ts';

function clearPending(store: ShopStore, key: LineKey, onlyIf?: number): void {
  store.set(pendingQuantitiesAtom, (pending) => {
    if (!(key in pending) || (onlyIf !== undefined && pending[key] !== onlyIf)) return pending;
    const next = { ...pending };
    delete next[key];
    return next;
  });
}

/** Resolves once every basket change queued so far has its answer (or failed). */
async function settled(store: ShopStore): Promise<void> {
  const runtime = runtimeOf(store);
  let queue: Promise<unknown>;
  do {
    queue = runtime.queue;
    await queue;
  } while (queue !== runtime.queue);
}

/** Sends a settled quantity: 0 removes the line (spec §4), anything else re-posts the add call. */
async function commitQuantity(store: ShopStore, artikelId: number, bestelleinheit: Bestelleinheit, quantity: number): Promise<void> {
  const key = lineKey(artikelId, bestelleinheit);
  // Compare with the basket after the changes still on the way: typing back to the quantity the
  // basket showed before an unanswered change must still send it, or that change would win.
  await settled(store);
  const line = findLine(store.get(basketAtom), artikelId, bestelleinheit);
  if (hasOfflineLine(store, key)) {
    // A change a lost connection keeps: this one replaces it (set, 0 included), whatever the server last said.
    await addToBasket(store, [{ artikelId, bestelleinheit, mengeBestelleinheit: quantity }]);
  } else if (!line || line.mengeBestelleinheit !== quantity) {
    if (quantity === 0) {
      if (line) await removeFromBasket(store, [line.id]);
    } else {
      await addToBasket(store, [{ artikelId, bestelleinheit, mengeBestelleinheit: quantity }]);
    }
  }
  // Answer or failure: the line now shows the server's state, unless the shopper typed on meanwhile.
  if (!runtimeOf(store).timers.has(key)) clearPending(store, key, quantity);
}

/**
 * A quantity edit (spec §4, §9): shown at once, sent 800 ms after the last change; only the last
 * value is sent, so fast typing makes one request.
 */
export function changeQuantity(store: ShopStore, artikelId: number, bestelleinheit: Bestelleinheit, quantity: number): void {
  const key = lineKey(artikelId, bestelleinheit);
  const timers = runtimeOf(store).timers;
  store.set(pendingQuantitiesAtom, (pending) => ({ ...pending, [key]: quantity }));
  clearTimeout(timers.get(key));
  timers.set(
    key,
    setTimeout(() => {
      timers.delete(key);
      void commitQuantity(store, artikelId, bestelleinheit, quantity);
    }, QUANTITY_DEBOUNCE_MS),
  );
}

/** Drops an edit that has not been sent yet (e.g. the shopper switched the order unit). */
export function cancelQuantityChange(store: ShopStore, artikelId: number, bestelleinheit: Bestelleinheit): void {
  const key = lineKey(artikelId, bestelleinheit);
  const timers = runtimeOf(store).timers;
  clearTimeout(timers.get(key));
  timers.delete(key);
  clearPending(store, key);
}

/**
 * Spec §4: switching the order unit re-sends the current quantity — one add call that sets the old
 * unit's line to 0 and the new unit's line to the quantity.
 */
export function switchUnit(
  store: ShopStore,
  artikelId: number,
  from: Bestelleinheit,
  to: Bestelleinheit,
  quantity: number,
  /** The success toast's text from the line before and after the switch (the basket tells what changed). */
  describe?: (before: BasketItem | undefined, after: BasketItem | undefined) => string | null,
): Promise<boolean> {
  cancelQuantityChange(store, artikelId, from);
  cancelQuantityChange(store, artikelId, to);
  const lines = [
    { artikelId, bestelleinheit: from, mengeBestelleinheit: 0 },
    { artikelId, bestelleinheit: to, mengeBestelleinheit: quantity },
  ];
  return addToBasket(
    store,
    lines,
    describe ? { describe: (before, after) => describe(findLine(before, artikelId, from), findLine(after, artikelId, to)) } : {},
  );
}
