import type { Basket, CheckoutModel } from '../../core/api/index.ts';
import { visibleItems, pushGtmEvents } from '../../core/basket/index.ts';
import { configAtom } from '../../core/state/index.ts';
import type { ShopStore } from '../../core/state/index.ts';

export type CheckoutGtmEventName = 'begin_checkout' | 'add_shipping_info' | 'add_payment_info' | 'purchase';

/** GA4 items of the basket lines (pushGtmEvents caps them at 30, spec §9). */
function itemsOf(basket: Basket) {
  return visibleItems(basket).map((item) => ({
    item_id: String(item.artikelId),
    item_name: item.bezeichnung,
    item_variant: item.bestelleinheit,
    price: basket.kundeInklMwst ? item.preisInklMwst : item.preisExklMwst,
    quantity: item.mengeBestelleinheit,
  }));
}

/** With enableECommerceTracking, the GA4 checkout events a tag manager expects, on window.dataLayer. */
export function trackCheckout(store: ShopStore, event: CheckoutGtmEventName, model: CheckoutModel): void {
  if (!store.get(configAtom).features.enableECommerceTracking) return;
  const { basket } = model;
  const extra =
    event === 'add_shipping_info'
      ? { shipping_tier: model.selectedLieferart?.recordDisplayName ?? '' }
      : event === 'add_payment_info'
        ? { payment_type: model.selectedZahlungsart?.recordDisplayName ?? '' }
        : event === 'purchase'
          ? { transaction_id: basket.bestellungUid }
          : {};
  const value = basket.kundeInklMwst ? basket.totalInklMwst : basket.totalExklMwst;
  pushGtmEvents([{ event, ecommerce: { currency: 'CHF', value, items: itemsOf(basket), ...extra } }]);
}
