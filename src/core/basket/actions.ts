import { t, type MessageId } from '../../i18n/index.ts';
import { fetchBasket, postBasketAdd, postBasketCalculate, postBasketRemove } from '../api/basket.ts';
import { reportServerError } from '../api/client.ts';
import type { Basket, BasketAddRequest, GtmEvent } from '../api/schemas/basket.ts';
import { ApiError } from '../errors.ts';
import { dispatchShopEvent } from '../events.ts';
import { configAtom } from '../state/config.ts';
import type { ShopStore } from '../state/store.ts';
import { showToast } from '../state/toasts.ts';
import { basketAtom, busyAtom, findLine, lineKey } from './atoms.ts';
import { handleBasketAnswer } from './answers.ts';
import { enqueue, runtimeOf } from './runtime.ts';

/**
 * Elements whose attribute carries the basket: while one is on the page it seeds the store, so no
 * other island needs to ask the server (ARCHITECTURE.md §8: 0 calls on first load when the page has the data).
 */
export const BASKET_SEED_SELECTOR = 'shop-basket[initial], shop-basket-preview[initial]';

function replaceBasket(store: ShopStore, basket: Basket): void {
  store.set(basketAtom, basket);
  dispatchShopEvent('shop:basket-change', { basket });
}

/**
 * The basket a page rendered (attribute `initial`); ignored once the store holds a basket, and on a cacheable
 * page, whose basket may be another visitor's: the visitor's own is loaded instead.
 */
export function seedBasket(store: ShopStore, basket: Basket): void {
  if (store.get(configAtom).cacheable) void loadBasket(store);
  else if (store.get(basketAtom) === null && runtimeOf(store).mutations === 0) store.set(basketAtom, basket);
}

/** GET /api/basket once per page; a failed load may be retried by the next island. */
export function loadBasket(store: ShopStore): Promise<void> {
  const runtime = runtimeOf(store);
  runtime.loading ??= (async () => {
    const started = runtime.mutations;
    try {
      const basket = await fetchBasket(store);
      // A change made meanwhile answered with a newer basket.
      if (runtime.mutations === started) replaceBasket(store, basket);
    } catch {
      runtime.loading = null;
    }
  })();
  return runtime.loading;
}

/** Loads the basket unless the store has it, a load runs, or an element on the page will seed it. */
export function ensureBasketLoaded(store: ShopStore, doc: Document | null = typeof document === 'undefined' ? null : document): void {
  if (store.get(basketAtom) !== null || runtimeOf(store).loading) return;
  if (doc?.querySelector(BASKET_SEED_SELECTOR) && !store.get(configAtom).cacheable) return;
  void loadBasket(store);
}

function setBusy(store: ShopStore, keys: readonly string[], busy: boolean): void {
  store.set(busyAtom, (current) => {
    const next = new Set(current);
    for (const key of keys) {
      if (busy) next.add(key);
      else next.delete(key);
    }
    return next;
  });
}

/** Loaded with the first event to push: most shops track nothing, and no page loads it up front (JS per page, §8). */
function track(store: ShopStore, events: readonly (GtmEvent | null)[]): void {
  if (store.get(configAtom).features.enableECommerceTracking || runtimeOf(store).tracking)
    void import('./tracking.ts').then(({ pushGtmEvents }) => pushGtmEvents(events));
}

function toast(store: ShopStore, id: MessageId): void {
  showToast(store, { kind: 'success', message: t(id) });
}

/**
 * POST /api/basket/add (ARCHITECTURE.md §6: each line upserts (artikelId, bestelleinheit); 0 removes it).
 * Resolves true when the server took the change; on failure the client has shown the spec §8
 * toast and the basket keeps the last good server state.
 */
export interface AddToBasketOptions {
  /** The success toast's text instead of the added/updated message, from the basket before and after (null: the default). */
  describe?: (before: Basket | null, after: Basket) => string | null;
}

export async function addToBasket(store: ShopStore, lines: BasketAddRequest, options: AddToBasketOptions = {}): Promise<boolean> {
  const keys = lines.map((line) => lineKey(line.artikelId, line.bestelleinheit));
  setBusy(store, keys, true);
  try {
    return await enqueue(store, async () => {
      const before = store.get(basketAtom);
      const answer = await postBasketAdd(store, lines);
      replaceBasket(store, answer.basket);
      if (answer.enableECommerceTracking) runtimeOf(store).tracking = true;
      track(store, [answer.gtmChangeUnits, answer.gtmItem]);

      const quantityBefore = (artikelId: number, unit: (typeof lines)[number]['bestelleinheit']) =>
        findLine(before, artikelId, unit)?.mengeBestelleinheit ?? 0;
      const removing = lines.every((line) => line.mengeBestelleinheit === 0);
      const existed = lines.some((line) => quantityBefore(line.artikelId, line.bestelleinheit) > 0);
      if (removing) {
        toast(store, 'articleRemovedFromBasket');
        const removed = (before?.items ?? []).filter((item) => !answer.basket.items.some((now) => now.id === item.id));
        dispatchShopEvent('shop:article-removed', { items: removed });
      } else if (answer.addedItems.length > 0) {
        // Nothing added (e.g. the article cannot be ordered): the warning dialog explains, no success toast.
        const described = options.describe?.(before, answer.basket);
        // Several articles at once (a reorder, a whole list) are several: the toast says so. A unit switch
        // sends one article twice (old unit 0, new unit), which is still one.
        const articles = new Set(lines.filter((line) => line.mengeBestelleinheit > 0).map((line) => line.artikelId)).size;
        if (described) showToast(store, { kind: 'success', message: described });
        else toast(store, articles > 1 ? 'articlesAddedToBasket' : existed ? 'articleUpdatedInBasket' : 'articleAddedToBasket');
        const raised = lines.find((line) => line.mengeBestelleinheit > quantityBefore(line.artikelId, line.bestelleinheit));
        if (raised) {
          dispatchShopEvent('shop:article-added', {
            artikelId: raised.artikelId,
            bestelleinheit: raised.bestelleinheit,
            mengeBestelleinheit:
              findLine(answer.basket, raised.artikelId, raised.bestelleinheit)?.mengeBestelleinheit ?? raised.mengeBestelleinheit,
            items: answer.addedItems,
          });
        }
      }
      handleBasketAnswer(store, answer.basket, { before, requested: lines, allWarnings: false });
      return true;
    });
  } catch {
    return false;
  } finally {
    setBusy(store, keys, false);
  }
}

/** POST /api/basket/remove for the given line ids. */
export async function removeFromBasket(store: ShopStore, ids: readonly number[]): Promise<boolean> {
  const keys = ids.map((id) => `id:${id}`);
  setBusy(store, keys, true);
  try {
    return await enqueue(store, async () => {
      const before = store.get(basketAtom);
      const answer = await postBasketRemove(store, ids, {
        onError: (error) => {
          if (error.status !== 404) reportServerError(store, error);
        },
      }).catch(async (error: unknown) => {
        if (!(error instanceof ApiError) || error.status !== 404) throw error;
        // Spec §8: a line no longer in the basket (removed in another tab) is cleared locally.
        const basket = await fetchBasket(store);
        replaceBasket(store, basket);
        handleBasketAnswer(store, basket, { before, requested: null, allWarnings: false });
        return null;
      });
      if (!answer) return true;
      replaceBasket(store, answer.basket);
      track(store, [answer.gtmItem]);
      toast(store, 'articleRemovedFromBasket');
      dispatchShopEvent('shop:article-removed', { items: answer.removedItems });
      handleBasketAnswer(store, answer.basket, { before, requested: null, allWarnings: false });
      return true;
    });
  } catch {
    return false;
  } finally {
    setBusy(store, keys, false);
  }
}

/** POST /api/basket/calculate: prices the basket through the back office (spec §7). */
export async function calculateBasket(store: ShopStore): Promise<boolean> {
  setBusy(store, ['calculate'], true);
  try {
    return await enqueue(store, async () => {
      const before = store.get(basketAtom);
      const answer = await postBasketCalculate(store);
      replaceBasket(store, answer.basket);
      handleBasketAnswer(store, answer.basket, { before, requested: null, allWarnings: true });
      return true;
    });
  } catch {
    return false;
  } finally {
    setBusy(store, ['calculate'], false);
  }
}
