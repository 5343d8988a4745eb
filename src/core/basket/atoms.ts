import { atom } from 'jotai/vanilla';
import type { Basket, BasketAddRequest, BasketItem, Bestelleinheit } from '../api/schemas/basket.ts';
import { sharedAtom } from '../state/shared.ts';

/**
 * The shared basket (ARCHITECTURE.md §5): the last good server state, null until a page seeds or loads it.
 * Every island reads this one atom, so the badge follows the control on the detail page at once.
 */
export const basketAtom = sharedAtom('basket', () => atom<Basket | null>(null));

/** One basket line per article and order unit (ARCHITECTURE.md §6: add upserts on this pair). */
export type LineKey = `${number}|${Bestelleinheit}`;

export function lineKey(artikelId: number, bestelleinheit: Bestelleinheit): LineKey {
  return `${artikelId}|${bestelleinheit}`;
}

/** Quantities the shopper typed that the server has not confirmed yet (debounced, spec §9 800 ms). */
export const pendingQuantitiesAtom = sharedAtom('basket.pending', () => atom<Partial<Record<LineKey, number>>>({}));

/**
 * Changes a lost connection kept (issue 36): per line the quantity to set once the connection returns. Set, not
 * add, so sending one twice (an answer lost on the way) does no harm. Empty while the connection holds.
 */
export type OfflineLines = Partial<Record<LineKey, BasketAddRequest[number]>>;
export const offlineLinesAtom = sharedAtom('basket.offline', () => atom<OfflineLines>({}));

/** Lines (and remove ids as `id:<n>`) with a request on the way: their buttons are disabled. */
export const busyAtom = sharedAtom('basket.busy', () => atom<ReadonlySet<string>>(new Set<string>()));

/** Lines the shopper can see and change: not the shipping line or other protected lines. */
export function visibleItems(basket: Basket | null): BasketItem[] {
  return basket ? basket.items.filter((item) => !item.isProtected) : [];
}

/**
 * Spec §2 Header: the badge counts the non-protected items, and the lines a lost connection keeps as the
 * shopper left them (a kept add counts, a kept removal does not).
 */
export const basketCountAtom = sharedAtom('basket.count', () =>
  atom((get) => {
    const keys = new Set(visibleItems(get(basketAtom)).map((item) => lineKey(item.artikelId, item.bestelleinheit)));
    for (const line of Object.values(get(offlineLinesAtom))) {
      if (!line) continue;
      const key = lineKey(line.artikelId, line.bestelleinheit);
      if (line.mengeBestelleinheit > 0) keys.add(key);
      else keys.delete(key);
    }
    return keys.size;
  }),
);

export function findLine(basket: Basket | null, artikelId: number, bestelleinheit: Bestelleinheit): BasketItem | undefined {
  return basket?.items.find((item) => !item.isProtected && item.artikelId === artikelId && item.bestelleinheit === bestelleinheit);
}
