import type { FilterValues } from './api/schemas/artikelsearch.ts';
import type { Basket, BasketItem } from './api/schemas/basket.ts';

/**
 * The DOM events of ARCHITECTURE.md §3, dispatched on `document` (bubbling, composed) so a CMS page can react
 * with plain `document.addEventListener('shop:article-added', …)`, fully typed through DocumentEventMap.
 */
export interface ShopEventDetails {
  /** The basket changed (any add, update, remove or recalculation). */
  'shop:basket-change': { basket: Basket };
  /** A line was added or its quantity raised. */
  'shop:article-added': { artikelId: number; bestelleinheit: string; mengeBestelleinheit: number; items: BasketItem[] };
  /** A line was removed. */
  'shop:article-removed': { items: BasketItem[] };
  /** A Merkliste changed; `merklisteIds` are the lists the article is now on. */
  'shop:merkliste-change': { artikelId: number | null; merklisteIds: number[] };
  /** An order was submitted; `url` is where the browser goes next. */
  'shop:order-submit': { bestellungUid: string; url: string | null };
  /**
   * The article list shows another filter, sort or page without a page load; `url` is its address. The page's own
   * heading and title can follow (issue 36: "Suche nach «…»" stayed after the term was removed).
   */
  'shop:list-change': { filterValues: FilterValues; url: string };
}

export type ShopEventName = keyof ShopEventDetails;

export type ShopEventMap = { [K in ShopEventName]: CustomEvent<ShopEventDetails[K]> };

declare global {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges our events into the DOM's map
  interface DocumentEventMap extends ShopEventMap {}
}

export function dispatchShopEvent<K extends ShopEventName>(type: K, detail: ShopEventDetails[K], target: EventTarget = document): void {
  target.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
}
