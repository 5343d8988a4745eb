// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { BasketCalculateResponseSchema } from '../../src/core/api/schemas/basket.ts';
import { answer, commerceShop } from '../support/commerce-shop.ts';
import type { DemoSession } from '../support/demo-session.ts';

/** Issue 15 point 2: the demo fault switch stays, but only for the session that sets it. */
async function calculated(s: DemoSession): Promise<boolean> {
  return (await answer(await s.post('/api/basket/calculate'), BasketCalculateResponseSchema)).basket.isCalculated;
}

async function withGoods(s: DemoSession): Promise<DemoSession> {
  await s.post('/api/basket/add', [{ artikelId: 1001, bestelleinheit: 'Abfuellung', mengeBestelleinheit: 1 }]);
  return s;
}

describe('the back-office fault switch', () => {
  it('an anonymous visitor switching the back office off stops only their own basket', async () => {
    const shop = commerceShop();
    const shopper = await withGoods(await shop.visitor());
    const customer = await withGoods(await shop.customer());
    const mallory = await withGoods(await shop.visitor());

    expect((await mallory.post('/__demo/backoffice', { online: false })).status).toBe(200);

    expect(await calculated(mallory)).toBe(false);
    expect(await calculated(shopper)).toBe(true);
    expect(await calculated(customer)).toBe(true);
    expect(await (await shopper.request('/__demo/backoffice')).json()).toEqual({ online: true });
    expect(await (await mallory.request('/__demo/backoffice')).json()).toEqual({ online: false });
  });

  it('follows the visitor through the login, and switching it on again works', async () => {
    const shop = commerceShop();
    const s = await withGoods(await shop.visitor());
    await s.post('/__demo/backoffice', { online: false });
    expect((await s.login()).status).toBe(303);
    expect(await calculated(s)).toBe(false);
    await s.post('/__demo/backoffice', { online: true });
    expect(await calculated(s)).toBe(true);
  });
});
