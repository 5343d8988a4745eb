import type { ShopConfig } from '../core/config.ts';
import { ConfigError } from '../core/errors.ts';

// README "Full-page caching": a page whose config says `cacheable` goes to every visitor, so the server writes the
// anonymous visitor's render whatever session the CMS rendered the page for (core/config.ts anonymousConfig). What
// is the visitor's own (login, basket, individual prices) the elements fetch after load (issue 30).

/** The elements that show one customer's data: on a cacheable page the CMS writes their bare tag. */
const PERSONAL_TAGS = new Set([
  'shop-basket',
  'shop-checkout',
  'shop-orders',
  'shop-invoices',
  'shop-invoice-detail',
  'shop-address-book',
  'shop-my-lists',
]);

/** The first customer price in an attribute value (an article with the customer's individual price or VAT display), or null. */
function customerPrice(value: unknown, depth = 0): string | null {
  if (depth > 8 || value === null || typeof value !== 'object') return null;
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = customerPrice(item, depth + 1);
      if (found) return found;
    }
    return null;
  }
  const record = value as Record<string, unknown>;
  if ('artikelId' in record && (record.istIndividualpreis === true || record.kundeInklMwst === false)) return String(record.artikelId);
  for (const item of Object.values(record)) {
    const found = customerPrice(item, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * Refuses what would put one customer's data into a page for everyone: a customer's element, or articles priced
 * for a customer (the CMS must pass the anonymous visitor's articles; the elements show the customer's prices
 * after load). The CMS then writes the bare tag, as for any ConfigError.
 */
export function assertAnonymousRender(tag: string, config: ShopConfig, props: Record<string, unknown>): void {
  if (!config.cacheable) return;
  if (PERSONAL_TAGS.has(tag))
    throw new ConfigError('shows one customer\'s data and cannot be rendered into a page with "cacheable": true; write the bare tag', {
      tag,
    });
  for (const [name, value] of Object.entries(props)) {
    const artikelId = customerPrice(value);
    if (artikelId !== null)
      throw new ConfigError(
        `article ${artikelId} carries a customer's price, and the page config says "cacheable": true; pass the anonymous visitor's articles`,
        { tag, attribute: name },
      );
  }
}
