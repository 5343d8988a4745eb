import { createStore } from 'jotai/vanilla';

export type ShopStore = ReturnType<typeof createStore>;

// A global symbol, not a module variable: if the loader (or loader and all.js) is included twice,
// two module instances exist, but every island must still share one store.
const STORE_KEY = Symbol.for('vinothek-elements.store');

type StoreHolder = { [STORE_KEY]?: ShopStore };

/** The one store of the page, created on first use (ARCHITECTURE.md §5). */
export function getPageStore(): ShopStore {
  const holder = globalThis as StoreHolder;
  holder[STORE_KEY] ??= createStore();
  return holder[STORE_KEY];
}

/** A fresh, unshared store: for tests and stories, so no state leaks between them. */
export function createShopStore(): ShopStore {
  return createStore();
}
