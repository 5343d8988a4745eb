// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CheckoutSubmitResponseSchema } from '../../src/core/api/schemas/checkout.ts';
import { BasketSchema } from '../../src/core/api/schemas/basket.ts';
import { answer, commerceShop } from '../support/commerce-shop.ts';

const choices = { lieferartId: 1, zahlungsartId: 1, agbAkzeptiert: true, minimumAlter: true };

describe('submitorder is idempotent per bestellungUid', () => {
  it('two submits at the same time make one order and one invoice', async () => {
    const shop = commerceShop();
    const s = await shop.customer();
    await s.post('/api/basket/add', [{ artikelId: 1001, bestelleinheit: 'Abfuellung', mengeBestelleinheit: 1 }]);
    const { bestellungUid } = await answer(await s.request('/api/basket'), BasketSchema);
    const count = (table: string) => (shop.db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;
    const before = { orders: count('orders'), invoices: count('invoices') };
    const body = { basket: { ...choices, bestellungUid } };
    const answers = await Promise.all([s.post('/api/checkout/submitorder', body), s.post('/api/checkout/submitorder', body)]);
    const [a, b] = await Promise.all(answers.map((res) => answer(res, CheckoutSubmitResponseSchema)));
    expect(a).toEqual({ action: 'redirect', url: `/checkout/bestaetigung?uid=${bestellungUid}` });
    expect(b).toEqual(a);
    expect(count('orders')).toBe(before.orders + 1);
    expect(count('invoices')).toBe(before.invoices + 1);
  });

  it('a later resubmit of an ordered basket redirects to the same order and leaves the new basket alone', async () => {
    const shop = commerceShop();
    const s = await shop.customer();
    await s.post('/api/basket/add', [{ artikelId: 1004, bestelleinheit: 'Abfuellung', mengeBestelleinheit: 2 }]);
    const { bestellungUid } = await answer(await s.request('/api/basket'), BasketSchema);
    const first = await answer(
      await s.post('/api/checkout/submitorder', { basket: { ...choices, bestellungUid } }),
      CheckoutSubmitResponseSchema,
    );
    await s.post('/api/basket/add', [{ artikelId: 1006, bestelleinheit: 'Abfuellung', mengeBestelleinheit: 1 }]);
    const again = await answer(
      await s.post('/api/checkout/submitorder', { basket: { ...choices, bestellungUid } }),
      CheckoutSubmitResponseSchema,
    );
    expect(again).toEqual(first);
    const basket = await answer(await s.request('/api/basket'), BasketSchema);
    expect(basket.items.filter((i) => !i.isProtected).map((i) => i.artikelId)).toEqual([1006]);
  });

  it("another visitor cannot use someone else's bestellungUid", async () => {
    const shop = commerceShop();
    const s = await shop.customer();
    await s.post('/api/basket/add', [{ artikelId: 1004, bestelleinheit: 'Abfuellung', mengeBestelleinheit: 2 }]);
    const { bestellungUid } = await answer(await s.request('/api/basket'), BasketSchema);
    await s.post('/api/checkout/submitorder', { basket: { ...choices, bestellungUid } });
    const other = await shop.customer('firma@vinothek.ch');
    const res = await answer(
      await other.post('/api/checkout/submitorder', { basket: { ...choices, bestellungUid } }),
      CheckoutSubmitResponseSchema,
    );
    expect(res.action).toBe('invalid');
  });
});
