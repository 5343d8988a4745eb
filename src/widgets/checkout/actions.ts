import { t } from '../../i18n/index.ts';
import { submitOrder, validateCheckout } from '../../core/api/index.ts';
import type { CheckoutModel } from '../../core/api/index.ts';
import { basketAtom } from '../../core/basket/index.ts';
import { isAbortError } from '../../core/errors.ts';
import { dispatchShopEvent } from '../../core/events.ts';
import { storeSlot, showToast } from '../../core/state/index.ts';
import type { ShopStore } from '../../core/state/index.ts';
import { TOAST_AUTO_HIDE_MS } from '../../core/timing.ts';
import { checkoutBusyAtom, checkoutDraftAtom, checkoutModelAtom } from './atoms.ts';
import { basketContentKey, choicesOf, hasGoods, mergeChoices, needsCalculation, type CheckoutChoices } from './choices.ts';
import { trackCheckout } from './tracking.ts';

interface CheckoutRuntime {
  /** Number of the latest validate request; an answer to an earlier one is dropped. */
  latest: number;
  /** A recalculation was asked for and no answer has brought it yet (a later, non-calculating change must not lose it). */
  calculationOwed: boolean;
  submitting: Promise<void> | null;
  begun: boolean;
}

const runtimeOf = (store: ShopStore) =>
  storeSlot<CheckoutRuntime>(store, 'checkout-runtime', () => ({ latest: 0, calculationOwed: false, submitting: null, begun: false }));

function setBusy(store: ShopStore, patch: Partial<{ validating: boolean; submitting: boolean }>): void {
  store.set(checkoutBusyAtom, (current) => ({ ...current, ...patch }));
}

/** What the next request sends: the confirmed choices with the shopper's newer ones on top. */
export function currentChoices(store: ShopStore): CheckoutChoices {
  const model = store.get(checkoutModelAtom);
  const confirmed = model ? choicesOf(model.basket) : {};
  return mergeChoices(confirmed, store.get(checkoutDraftAtom));
}

/** Takes the server's model; a basket changed elsewhere (another tab) is replaced and the shopper told (unless the caller tells them). */
function acceptModel(store: ShopStore, model: CheckoutModel, tellChange = true): void {
  const before = store.get(checkoutModelAtom);
  store.set(checkoutModelAtom, model);
  store.set(basketAtom, model.basket);
  dispatchShopEvent('shop:basket-change', { basket: model.basket });
  if (tellChange && before && basketContentKey(before.basket) !== basketContentKey(model.basket)) {
    showToast(store, { kind: 'info', message: t('checkout.warenkorbGeaendert') });
  }
}

/** The model the page rendered (attribute `initial`). */
export function seedCheckout(store: ShopStore, model: CheckoutModel): void {
  if (store.get(checkoutModelAtom) === null) {
    store.set(checkoutModelAtom, model);
    store.set(basketAtom, model.basket);
  }
}

/**
 * POST /api/checkout/validate with every current choice. Resolves once the latest answer is in; an
 * earlier answer never overwrites a later choice. On failure the client showed the §8 toast and the
 * choices stay as the shopper made them (the next change or a retry sends them all again).
 */
async function revalidate(store: ShopStore, calculate: boolean): Promise<CheckoutModel | null> {
  const runtime = runtimeOf(store);
  const request = ++runtime.latest;
  const calculateBasket = calculate || runtime.calculationOwed;
  runtime.calculationOwed = calculateBasket;
  setBusy(store, { validating: true });
  try {
    const { model } = await validateCheckout(store, { basket: currentChoices(store), calculateBasket });
    if (request !== runtime.latest) return null;
    if (calculateBasket) runtime.calculationOwed = false;
    store.set(checkoutDraftAtom, {});
    acceptModel(store, model);
    return model;
  } catch (error) {
    if (!isAbortError(error) && request === runtime.latest) runtime.calculationOwed = calculateBasket;
    return null;
  } finally {
    if (request === runtime.latest) setBusy(store, { validating: false });
  }
}

/**
 * Spec §4 on entry: the basket is calculated if it is not yet (and the model loaded when the page had
 * none). With tracking on, begin_checkout.
 */
export async function enterCheckout(store: ShopStore): Promise<void> {
  const runtime = runtimeOf(store);
  if (runtime.begun) return;
  runtime.begun = true;
  let model = store.get(checkoutModelAtom);
  // One request either way: a page without a model loads it already priced.
  if (!model || (!model.basket.isCalculated && hasGoods(model))) model = (await revalidate(store, true)) ?? model;
  if (model && hasGoods(model)) trackCheckout(store, 'begin_checkout', model);
}

/**
 * A choice changed (spec §4): address, terms and remarks revalidate; delivery type, date, payment (and
 * the voucher, which changes prices) revalidate and recalculate.
 */
export async function changeChoices(store: ShopStore, change: CheckoutChoices): Promise<void> {
  store.set(checkoutDraftAtom, (draft) => mergeChoices(draft, change));
  const model = await revalidate(store, needsCalculation(change));
  if (!model) return;
  if ('lieferartId' in change && model.selectedLieferart) trackCheckout(store, 'add_shipping_info', model);
  if ('zahlungsartId' in change && model.selectedZahlungsart) trackCheckout(store, 'add_payment_info', model);
}

/** Sends the choices again as they are (e.g. after the address book changed, or to retry prices). */
export function refreshCheckout(store: ShopStore, calculate = false): Promise<CheckoutModel | null> {
  return revalidate(store, calculate);
}

/** Where the browser goes after a redirect answer; tests inject their own. */
export type Navigate = (url: string) => void;
const assignLocation: Navigate = (url) => window.location.assign(url);

/**
 * POST /api/checkout/submitorder (spec §4). The request carries the basket's bestellungUid, which the
 * back end honours as the order key: a double click joins the running submit, and a retry after a lost
 * answer (or a second tab) gets the first order's redirect instead of a second order.
 */
export function submitCheckout(store: ShopStore, navigate: Navigate = assignLocation): Promise<void> {
  const runtime = runtimeOf(store);
  runtime.submitting ??= (async () => {
    setBusy(store, { submitting: true });
    let leaving = false;
    try {
      const shown = store.get(checkoutModelAtom);
      // The version of what the shopper looked at; with choices still unconfirmed the model is not all they saw.
      const version = Object.keys(store.get(checkoutDraftAtom)).length === 0 ? (shown?.version ?? null) : null;
      const answer = await submitOrder(store, { basket: currentChoices(store), version });
      if (answer.action === 'invalid') {
        store.set(checkoutDraftAtom, {});
        // Changed since it was shown (another tab, another device): say so, and order nothing until the shopper has seen it.
        const changed = version !== null && answer.model.version !== version;
        acceptModel(store, answer.model, !changed);
        const message = changed ? t('checkout.vorBestellungGeaendert') : t('formularEingabenPruefen');
        showToast(store, { kind: 'warning', message, autoHideMs: TOAST_AUTO_HIDE_MS });
        return;
      }
      const model = store.get(checkoutModelAtom);
      const bestellungUid = model?.basket.bestellungUid ?? '';
      if (model) trackCheckout(store, 'purchase', model);
      dispatchShopEvent('shop:order-submit', { bestellungUid, url: answer.url });
      leaving = true;
      navigate(answer.url);
    } catch {
      // The client showed the §8 toast; everything stays for a safe retry.
    } finally {
      runtime.submitting = null;
      // The page is leaving: the button stays disabled so nobody clicks into the navigation.
      if (!leaving) setBusy(store, { submitting: false });
    }
  })();
  return runtime.submitting;
}
