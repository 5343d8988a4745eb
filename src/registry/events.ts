import type { ShopEventName } from '../core/events.ts';

/**
 * Docs of the `shop:*` events (typed in core/events.ts). A Record over ShopEventName, so an event added
 * there without docs here fails to typecheck.
 */
export const shopEvents: Record<ShopEventName, { detail: string; description: string }> = {
  'shop:basket-change': { detail: '{ basket }', description: 'The basket changed (any add, update, remove or recalculation).' },
  'shop:article-added': {
    detail: '{ artikelId, bestelleinheit, mengeBestelleinheit, items }',
    description: 'A line was added or its quantity raised.',
  },
  'shop:article-removed': { detail: '{ items }', description: 'A line was removed.' },
  'shop:merkliste-change': {
    detail: '{ artikelId, merklisteIds }',
    description: 'A Merkliste changed; `merklisteIds` are the lists the article is now on.',
  },
  'shop:order-submit': { detail: '{ bestellungUid, url }', description: 'An order was submitted; `url` is where the browser goes next.' },
  'shop:list-change': {
    detail: '{ filterValues, url }',
    description: 'The article list shows another filter, sort or page without a page load: the page can set its own heading and title.',
  },
};
