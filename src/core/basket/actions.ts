import { t, type MessageId } from '../../i18n/index.ts';
import { fetchBasket, postBasketAdd, postBasketCalculate, postBasketRemove } from '../api/basket.ts';
import { reportServerError } from '../api/client.ts';
import type { Basket, BasketAddRequest, GtmEvent } from '../api/schemas/basket.ts';
import { ApiError, warnLoadFailure } from '../errors.ts';
import { dispatchShopEvent } from '../events.ts';
import { configAtom } from '../state/config.ts';
import type { ShopStore } from '../state/store.ts';
import { showToast } from '../state/toasts.ts';
import { basketAtom, busyAtom, findLine, lineKey } from './atoms.ts';
import { handleBasketAnswer } from './answers.ts';
import { enqueue, runtimeOf } from './runtime.ts';
import { dropOffline, isConnectionLost, keepOffline, resumeKeptLines, settleOffline, withOfflineLines } from './offline.ts';
import { refreshSession } from '../api/session.ts';

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
  if (store.get(configAtom).cacheable) {
    if (!resumeOffline(store)) void loadBasket(store);
    return;
  }
  if (store.get(basketAtom) === null && runtimeOf(store).mutations === 0) store.set(basketAtom, basket);
  // The page's basket until the answer to the lines an earlier page kept brings the newer one.
  resumeOffline(store);
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
  // Lines an earlier page kept go first; their answer is the basket, and a load racing it could land after it.
  if (resumeOffline(store) || store.get(basketAtom) !== null || runtimeOf(store).loading) return;
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
    // Caught: a shopper who adds and leaves at once cuts the download off (Firefox reports the rejection as a page error).
    void import('./tracking.ts').then(({ pushGtmEvents }) => pushGtmEvents(events), warnLoadFailure('the tracking'));
}

function toast(store: ShopStore, id: MessageId): void {
  showToast(store, { kind: 'success', message: t(id) });
}

export interface AddToBasketOptions {
  /** The success toast's text instead of the added/updated message, from the basket before and after (null: the default). */
  describe?: (before: Basket | null, after: Basket) => string | null;
  /** Sending kept lines again: a fresh token first, and no request while even that finds no connection. */
  resending?: boolean;
}

/** A failed request's error: a lost connection is the offline toast's to tell, any other the spec §8 toast's. */
function reportUnlessOffline(store: ShopStore, error: ApiError): void {
  if (!isConnectionLost(error)) reportServerError(store, error);
}

/** Sends the lines a lost connection kept (offline.ts calls it on the `online` event and on its backoff). */
function resendOffline(store: ShopStore): Promise<boolean> {
  return addToBasket(store, [], { resending: true });
}

/**
 * Sends the lines an earlier page of this tab kept (offline.ts), once per page; true while they wait. Should that
 * end without a basket (the server refused them, or no connection yet), the page still reads its basket.
 */
function resumeOffline(store: ShopStore): boolean {
  return resumeKeptLines(store, () => {
    void resendOffline(store).then(() => {
      if (store.get(basketAtom) === null) void loadBasket(store);
    });
  });
}

/**
 * POST /api/basket/add (ARCHITECTURE.md §6: each line upserts (artikelId, bestelleinheit); 0 removes it), with
 * the lines a lost connection kept (issue 36). Resolves true when the server took the change or a lost
 * connection keeps it to send later (offline.ts); on any other failure the client has shown the spec §8 toast
 * and the basket keeps the last good server state.
 */
export async function addToBasket(store: ShopStore, requested: BasketAddRequest, options: AddToBasketOptions = {}): Promise<boolean> {
  const keys = requested.map((line) => lineKey(line.artikelId, line.bestelleinheit));
  let lines = requested;
  setBusy(store, keys, true);
  try {
    return await enqueue(store, async () => {
      lines = withOfflineLines(store, requested);
      if (lines.length === 0) return true;
      // The page's token may have expired while the connection was away; a failed read means it still is away.
      if (options.resending && !(await refreshSession(store)))
        throw new ApiError('offline', { status: 0, url: '', cause: new TypeError('no session') });
      const before = store.get(basketAtom);
      const answer = await postBasketAdd(store, lines, { onError: (error) => reportUnlessOffline(store, error) });
      settleOffline(store, lines);
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
  } catch (error) {
    return failed(store, error, lines);
  } finally {
    setBusy(store, keys, false);
  }
}

/** A basket change's failure: kept for later when the connection was lost (true), else the kept lines go too. */
function failed(store: ShopStore, error: unknown, lines: BasketAddRequest): boolean {
  if (isConnectionLost(error) && lines.length > 0) {
    keepOffline(store, lines, () => void resendOffline(store));
    return true;
  }
  if (error instanceof ApiError) dropOffline(store);
  return false;
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
          if (error.status !== 404) reportUnlessOffline(store, error);
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
  } catch (error) {
    // Offline, a removal is kept as its lines set to 0 (set, not remove-by-id: the id may be gone by then).
    const removed = (store.get(basketAtom)?.items ?? []).filter((item) => ids.includes(item.id));
    return failed(
      store,
      error,
      removed.map((item) => ({ artikelId: item.artikelId, bestelleinheit: item.bestelleinheit, mengeBestelleinheit: 0 })),
    );
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
