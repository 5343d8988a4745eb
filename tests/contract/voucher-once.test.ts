// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CheckoutSubmitResponseSchema, CheckoutValidateResponseSchema } from '../../src/core/api/schemas/checkout.ts';
import { answer, commerceShop } from '../support/commerce-shop.ts';
import type { DemoSession } from '../support/demo-session.ts';

/** Issue 24: WILLKOMMEN10 is a welcome voucher, so it discounts one order per customer. */
const choices = { lieferartId: 1, zahlungsartId: 1, agbAkzeptiert: true, minimumAlter: true, gutscheinCode: 'WILLKOMMEN10' };

async function order(s: DemoSession) {
  await s.post('/api/basket/add', [{ artikelId: 1006, bestelleinheit: 'Abfuellung', mengeBestelleinheit: 2 }]);
  return answer(await s.post('/api/checkout/submitorder', { basket: choices }), CheckoutSubmitResponseSchema);
}

describe('welcome voucher', () => {
  it('discounts a customer’s first order only; the next one gets the field message and no discount', async () => {
    const shop = commerceShop();
    const s = await shop.customer();
    expect((await order(s)).action).toBe('redirect');

    const again = await order(s);
    expect(again.action).toBe('invalid');
    const model = (
      await answer(await s.post('/api/checkout/validate', { basket: choices, calculateBasket: true }), CheckoutValidateResponseSchema)
    ).model;
    expect(model.basket.rabatte).toEqual([]);
    expect(model.moduleState.gutschein.validationResult.gutscheinCode?.message).toBe('Sie haben diesen Gutschein bereits eingelöst.');
    expect(model.readyToSendOrder).toBe(false);

    // another customer still has it
    const other = await shop.customer('firma@vinothek.ch');
    expect((await order(other)).action).toBe('redirect');
  });
});
