// @vitest-environment node
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { GtmEventSchema, type GtmEvent } from '../../src/core/api/schemas/basket.ts';
import { GTM_MAX_ITEMS, pushGtmEvents } from '../../src/core/basket/tracking.ts';

function event(name: string, count: number): GtmEvent {
  const items = Array.from({ length: count }, (_, index) => ({
    item_id: String(index),
    item_name: `Wein ${index}`,
    item_variant: 'Abfuellung',
    price: 10,
    quantity: 1,
  }));
  return { event: name, ecommerce: { currency: 'CHF', value: count * 10, items } };
}

describe('gtm tracking (spec §7, §9)', () => {
  it('accepts an answer with more than 30 items, so the basket it comes with is not lost', () => {
    expect(v.safeParse(GtmEventSchema, event('add_to_cart', 45)).success).toBe(true);
  });

  it('pushes each event after clearing the previous ecommerce object, with its list capped at 30', () => {
    const target: { dataLayer?: unknown[] } = {};
    pushGtmEvents([event('remove_from_cart', 2), null, event('add_to_cart', 45)], target);
    expect(target.dataLayer).toHaveLength(4);
    expect(target.dataLayer![0]).toEqual({ ecommerce: null });
    expect(target.dataLayer![1]).toMatchObject({ event: 'remove_from_cart' });
    const added = target.dataLayer![3] as GtmEvent;
    expect(added.event).toBe('add_to_cart');
    expect(added.ecommerce.items).toHaveLength(GTM_MAX_ITEMS);
    expect(GTM_MAX_ITEMS).toBe(30);
  });

  it('pushes nothing for answers without items and keeps an existing dataLayer', () => {
    const existing = [{ event: 'page_view' }];
    const target = { dataLayer: existing };
    pushGtmEvents([null, event('add_to_cart', 0)], target);
    expect(target.dataLayer).toBe(existing);
    expect(existing).toHaveLength(1);
  });
});
