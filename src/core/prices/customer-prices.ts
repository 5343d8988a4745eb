import { atom } from 'jotai';
import { fetchArtikelPreise } from '../api/artikelsearch.ts';
import type { ArtikelPreis } from '../api/schemas/artikelsearch.ts';
import { pendingSession } from '../api/session.ts';
import { PRERENDERED_ATTRIBUTE } from '../element/prerendered.ts';
import { configAtom } from '../state/config.ts';
import { sharedAtom, storeSlot } from '../state/shared.ts';
import type { ShopStore } from '../state/store.ts';
import { CUSTOMER_PRICES_SETTLE_MS } from '../timing.ts';

/**
 * README "Full-page caching" (issue 30): a cacheable page carries the anonymous prices, since a shared cache hands
 * it to everyone. When the session turns out to be a customer's, their prices of the page's articles come from
 * POST artikelsearch/preise, by artikelId; the elements show them from the render after hydration on.
 */
export const customerPricesAtom = sharedAtom('customerPrices', () => atom<ReadonlyMap<number, ArtikelPreis>>(new Map()));

interface PriceState {
  /** shown on the page, not asked for yet */
  wanted: Set<number>;
  /** asked for (or being asked for) */
  asked: Set<number>;
  running: Promise<void> | null;
}

const stateOf = (store: ShopStore): PriceState =>
  storeSlot<PriceState>(store, 'customerPrices', () => ({ wanted: new Set(), asked: new Set(), running: null }));

/**
 * Until the page's islands have settled: no server-rendered element waits for hydration (the loader fetches their
 * files one by one), and the browser is idle (React has finished hydrating and run the effects that say which
 * articles each element shows). Should no island make progress for CUSTOMER_PRICES_SETTLE_MS (one failed to
 * load), the prices come for those shown so far.
 */
function islandsSettled(): Promise<void> {
  if (typeof document === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    let finished = false;
    let stalled: ReturnType<typeof setTimeout> | undefined;
    const finish = () => {
      if (finished) return;
      finished = true;
      observer.disconnect();
      clearTimeout(stalled);
      resolve();
    };
    const check = () => {
      clearTimeout(stalled);
      stalled = setTimeout(finish, CUSTOMER_PRICES_SETTLE_MS);
      if (document.querySelector(`[${PRERENDERED_ATTRIBUTE}]`)) return;
      if (typeof requestIdleCallback === 'function') requestIdleCallback(finish, { timeout: 2000 });
      else setTimeout(finish, 100);
    };
    const observer = new MutationObserver(check);
    observer.observe(document.documentElement, { attributes: true, attributeFilter: [PRERENDERED_ATTRIBUTE], subtree: true });
    check();
  });
}

async function askForPrices(store: ShopStore, state: PriceState): Promise<void> {
  // The session read the page setup started on this cacheable page: a customer, or nobody in particular.
  await pendingSession(store);
  await islandsSettled();
  const ids = [...state.wanted];
  state.wanted.clear();
  if (!store.get(configAtom).user.authenticated || ids.length === 0) return;
  for (const id of ids) state.asked.add(id);
  try {
    const { items } = await fetchArtikelPreise(store, ids);
    store.set(customerPricesAtom, (known) => new Map([...known, ...items.map((item) => [item.artikelId, item] as const)]));
  } catch {
    // The client has shown its toast; the page keeps the prices it has. A later element may ask again.
    for (const id of ids) state.asked.delete(id);
  }
}

/**
 * Says that the page shows this article: on a cacheable page, once the islands have settled, one request asks for
 * the prices of all articles so named (and again only for articles named later, a slider scrolled into view).
 */
export function wantCustomerPrice(store: ShopStore, artikelId: number): void {
  if (!store.get(configAtom).cacheable) return;
  const state = stateOf(store);
  if (state.asked.has(artikelId) || state.wanted.has(artikelId)) return;
  state.wanted.add(artikelId);
  state.running ??= askForPrices(store, state).finally(() => {
    state.running = null;
    // named while the request was on its way
    if (state.wanted.size > 0) state.running = askForPrices(store, state).finally(() => (state.running = null));
  });
}
