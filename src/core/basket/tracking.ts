import type { GtmEvent } from '../api/schemas/basket.ts';

/** Spec §7, §9: tracking lists are capped at 30 items. */
export const GTM_MAX_ITEMS = 30;

type DataLayerWindow = { dataLayer?: unknown[] };

/**
 * Pushes the answer's e-commerce events to `window.dataLayer` (Google Tag Manager). The
 * `{ ecommerce: null }` before each event clears the previous one, as GTM's GA4 guide asks.
 */
export function pushGtmEvents(
  events: readonly (GtmEvent | null | undefined)[],
  target: DataLayerWindow = globalThis as DataLayerWindow,
): void {
  const present = events.filter((event): event is GtmEvent => event != null && event.ecommerce.items.length > 0);
  if (present.length === 0) return;
  const dataLayer = (target.dataLayer ??= []);
  for (const event of present) {
    dataLayer.push({ ecommerce: null });
    dataLayer.push({ ...event, ecommerce: { ...event.ecommerce, items: event.ecommerce.items.slice(0, GTM_MAX_ITEMS) } });
  }
}
