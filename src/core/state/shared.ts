import type { ShopStore } from './store.ts';

/*
 * If a page runs both `loader.js` (its chunks) and `all.js`, each bundle has its own copy of every
 * module. getPageStore() already shares one store through a global symbol; the helpers below share
 * the rest the same way, so two copies of core still behave as one (one basket queue, one API client,
 * one basket atom). Keys are `Symbol.for`, which every copy resolves to the same symbol.
 */

const slotKey = (name: string): symbol => Symbol.for(`vinothek-elements.${name}`);

type Holder = Record<symbol, unknown>;

/**
 * Per-store bookkeeping (queues, clients, counters) kept on the store object itself: created by the first
 * copy of core that asks, found by every other copy.
 */
export function storeSlot<T>(store: ShopStore, name: string, create: () => T): T {
  const holder = store as unknown as Holder;
  const key = slotKey(`slot.${name}`);
  if (!(key in holder)) holder[key] = create();
  return holder[key] as T;
}

/**
 * A shared atom created once per page: jotai keys state by the atom object, so two copies of
 * `atom(null)` would be two baskets in one store. Values stay per store (tests get fresh ones).
 */
export function sharedAtom<T>(name: string, create: () => T): T {
  const holder = globalThis as unknown as Holder;
  const key = slotKey(`atom.${name}`);
  if (!(key in holder)) holder[key] = create();
  return holder[key] as T;
}
