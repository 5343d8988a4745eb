// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { BasketAddResponseSchema } from '../../src/core/api/schemas/basket.ts';
import { CheckoutSubmitResponseSchema, CheckoutValidateResponseSchema } from '../../src/core/api/schemas/checkout.ts';
import { answer, commerceShop } from '../support/commerce-shop.ts';
import type { DemoSession } from '../support/demo-session.ts';

/** Issue 34 finding 3: the order is what the shopper saw. */

const choices = { lieferartId: 1, zahlungsartId: 1, agbAkzeptiert: true, minimumAlter: true };
const add = (s: DemoSession, artikelId: number, menge: number) =>
  s.post('/api/basket/add', [{ artikelId, bestelleinheit: 'Abfuellung', mengeBestelleinheit: menge }]);

describe('submit checks what was shown', () => {
  it('answers invalid with the fresh model when the basket changed after validate, and orders what was then seen', async () => {
    const shop = commerceShop();
    const tab = await shop.customer();
    await answer(await add(tab, 1006, 2), BasketAddResponseSchema);
    const { model: shown } = await answer(
      await tab.post('/api/checkout/validate', { basket: choices, calculateBasket: true }),
      CheckoutValidateResponseSchema,
    );
    expect(shown.readyToSendOrder).toBe(true);
    expect(shown.version).toEqual(expect.any(String));
    const orders = () => (shop.db.prepare('SELECT COUNT(*) AS n FROM orders').get() as { n: number }).n;
    const before = orders();

    // another session of the same customer (a phone) adds 6 × 1003 meanwhile
    const phone = await shop.customer();
    await answer(await add(phone, 1003, 6), BasketAddResponseSchema);

    const refused = await answer(
      await tab.post('/api/checkout/submitorder', { basket: choices, version: shown.version }),
      CheckoutSubmitResponseSchema,
    );
    if (refused.action !== 'invalid') throw new Error(`expected invalid, got ${refused.action}`);
    expect(refused.model.basket.items.some((i) => i.artikelId === 1003)).toBe(true);
    expect(refused.model.basket.totalInklMwst).toBeGreaterThan(shown.basket.totalInklMwst);
    expect(refused.model.version).not.toBe(shown.version);
    expect(orders()).toBe(before);

    const again = await answer(
      await tab.post('/api/checkout/submitorder', { basket: choices, version: refused.model.version }),
      CheckoutSubmitResponseSchema,
    );
    expect(again.action).toBe('redirect');
    expect(orders()).toBe(before + 1);
  });

  it('hands out the same version for the same basket and choices (validate twice, nothing changed)', async () => {
    const s = await commerceShop().customer();
    await add(s, 1006, 2);
    const validate = async () =>
      (await answer(await s.post('/api/checkout/validate', { basket: choices, calculateBasket: true }), CheckoutValidateResponseSchema))
        .model;
    const first = await validate();
    expect((await validate()).version).toBe(first.version);
    const { model } = await answer(
      await s.post('/api/checkout/validate', { basket: { ...choices, lieferartId: 3 }, calculateBasket: true }),
      CheckoutValidateResponseSchema,
    );
    expect(model.version).not.toBe(first.version);
  });
});
