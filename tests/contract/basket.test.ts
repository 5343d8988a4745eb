// @vitest-environment node
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  BasketAddResponseSchema,
  BasketCalculateResponseSchema,
  BasketRemoveResponseSchema,
  BasketSchema,
  RestCommunicationResponseSchema,
} from '../../src/core/api/schemas/basket.ts';
import { ValidationErrorResponseSchema } from '../../src/core/api/schemas/validation.ts';
import { NotFoundSchema, answer, commerceShop, invalidFields } from '../support/commerce-shop.ts';

const add = (artikelId: number, bestelleinheit: 'Abfuellung' | 'Grossgebinde', mengeBestelleinheit: number) => ({
  artikelId,
  bestelleinheit,
  mengeBestelleinheit,
});

describe('basket API', () => {
  it('adds, upserts per (artikelId, bestelleinheit) and removes with quantity 0', async () => {
    const shop = commerceShop();
    const s = await shop.visitor();
    let body = await answer(await s.post('/api/basket/add', [add(1001, 'Grossgebinde', 1)]), BasketAddResponseSchema);
    expect(body.addedItems).toHaveLength(1);
    expect(body.addedItems[0]).toMatchObject({
      artikelId: 1001,
      bestelleinheit: 'Grossgebinde',
      mengeBestelleinheit: 1,
      mengeAbfuellung: 6,
    });
    expect(body.addedItems[0]?.gebinde).toHaveLength(1);
    expect(body.enableECommerceTracking).toBe(true);
    expect(body.gtmItem?.event).toBe('add_to_cart');
    expect(body.basket.isCalculated).toBe(true);
    expect(body.basket.userIsAuthenticated).toBe(false);

    body = await answer(await s.post('/api/basket/add', [add(1001, 'Grossgebinde', 3)]), BasketAddResponseSchema);
    const goods = body.basket.items.filter((i) => !i.isProtected);
    expect(goods).toHaveLength(1);
    expect(goods[0]?.mengeBestelleinheit).toBe(3);

    body = await answer(
      await s.post('/api/basket/add', [add(1001, 'Grossgebinde', 0), add(1001, 'Abfuellung', 2)]),
      BasketAddResponseSchema,
    );
    expect(body.basket.items.filter((i) => !i.isProtected).map((i) => i.bestelleinheit)).toEqual(['Abfuellung']);
    expect(body.gtmChangeUnits?.event).toBe('remove_from_cart');
  });

  it('limits the quantity to the available stock (article 1005: 4 bottles)', async () => {
    const s = await commerceShop().visitor();
    const body = await answer(await s.post('/api/basket/add', [add(1005, 'Abfuellung', 10)]), BasketAddResponseSchema);
    const line = body.basket.items.find((i) => i.artikelId === 1005);
    expect(line?.mengeBestelleinheit).toBe(4);
    expect(line?.hinweisVerfuegbareMenge).toMatch(/4 Flaschen/);
    expect(body.basket.warningMessages.join(' ')).toMatch(/4 Flaschen/);
    // tracking reports the 4 bottles now in the basket, not the 10 asked for
    expect(body.gtmItem?.ecommerce.items).toEqual([expect.objectContaining({ item_id: '1005', quantity: 4 })]);
    expect(body.gtmItem?.ecommerce.value).toBeCloseTo(4 * (line?.preisInklMwst ?? 0), 2);
  });

  it('adds a shipping line below CHF 150, none above', async () => {
    const s = await commerceShop().visitor();
    let body = await answer(await s.post('/api/basket/add', [add(1006, 'Abfuellung', 1)]), BasketAddResponseSchema);
    const shipping = body.basket.items.find((i) => i.tag === 'versandkosten');
    expect(shipping).toMatchObject({ isProtected: true, preisInklMwst: 12.5 });
    expect(body.basket.mwstZusammenfassung[0]?.mwstProzent).toBe(8.1);
    body = await answer(await s.post('/api/basket/add', [add(1001, 'Grossgebinde', 2)]), BasketAddResponseSchema);
    expect(body.basket.items.find((i) => i.tag === 'versandkosten')?.preisInklMwst).toBe(0);
  });

  it('refuses what it cannot do and changes nothing', async () => {
    const s = await commerceShop().visitor();
    expect(
      await invalidFields(await s.post('/api/basket/add', [{ artikelId: 1001, bestelleinheit: 'Kiste', mengeBestelleinheit: 1 }])),
    ).toEqual(['0.bestelleinheit']);
    expect(await invalidFields(await s.post('/api/basket/add', [add(1001, 'Abfuellung', -1)]))).toEqual(['0.mengeBestelleinheit']);
    const tooMany = await answer(await s.post('/api/basket/add', [add(1004, 'Abfuellung', 1e15)]), ValidationErrorResponseSchema, 400);
    expect(tooMany.validationResult['0.mengeBestelleinheit']?.message).toBe('Die Menge darf höchstens 9999 sein.');
    expect(await invalidFields(await s.post('/api/basket/add', [add(1006, 'Grossgebinde', 1)]))).toEqual(['0.bestelleinheit']);
    await answer(await s.post('/api/basket/add', [add(999999, 'Abfuellung', 1)]), NotFoundSchema, 404);
    const notOrderable = await answer(await s.post('/api/basket/add', [add(1002, 'Abfuellung', 1)]), BasketAddResponseSchema);
    expect(notOrderable.addedItems).toEqual([]);
    expect(notOrderable.basket.warningMessages[0]).toMatch(/nicht verfügbar/);
    const basket = await answer(await s.request('/api/basket'), BasketSchema);
    expect(basket.items).toEqual([]);
  });

  it('needs the csrf token', async () => {
    const s = await commerceShop().visitor();
    const res = await s.request('/api/basket/add', {
      method: 'POST',
      headers: { 'content-type': 'application/json', RequestVerificationToken: 'wrong' },
      body: JSON.stringify([add(1001, 'Abfuellung', 1)]),
    });
    expect(res.status).toBe(403);
  });

  it('removes lines by id; unknown ids 404, the shipping line 400', async () => {
    const s = await commerceShop().visitor();
    const added = await answer(
      await s.post('/api/basket/add', [add(1006, 'Abfuellung', 2), add(1004, 'Abfuellung', 1)]),
      BasketAddResponseSchema,
    );
    const id = added.addedItems[0]?.id as number;
    const body = await answer(await s.post('/api/basket/remove', [{ id }]), BasketRemoveResponseSchema);
    expect(body.removedItems.map((i) => i.artikelId)).toEqual([1006]);
    expect(body.gtmItem?.ecommerce.items[0]?.quantity).toBe(2);
    expect(body.basket.items.some((i) => i.artikelId === 1006)).toBe(false);
    await answer(await s.post('/api/basket/remove', [{ id: 987654 }]), NotFoundSchema, 404);
    expect(await invalidFields(await s.post('/api/basket/remove', [{ id: -1 }]))).toEqual(['0.id']);
    expect(await invalidFields(await s.post('/api/basket/remove', { id }))).not.toEqual([]);
  });

  it('calculates, logs the back-office exchange and follows the fault switch', async () => {
    const s = await commerceShop().visitor();
    await s.post('/api/basket/add', [add(1001, 'Abfuellung', 1)]);
    let body = await answer(await s.post('/api/basket/calculate'), BasketCalculateResponseSchema);
    expect(body.basket.isCalculated).toBe(true);
    const uid = body.basket.bestellungUid;

    expect((await s.post('/__demo/backoffice', { online: false })).status).toBe(200);
    body = await answer(await s.post('/api/basket/calculate'), BasketCalculateResponseSchema);
    expect(body.basket.isCalculated).toBe(false);
    expect(body.basket.items.some((i) => i.tag === 'versandkosten')).toBe(false);
    const stillDown = await answer(await s.request('/api/basket'), BasketSchema);
    expect(stillDown.isCalculated).toBe(false);

    await s.post('/__demo/backoffice', { online: true });
    body = await answer(await s.post('/api/basket/calculate'), BasketCalculateResponseSchema);
    expect(body.basket.isCalculated).toBe(true);

    const log = await answer(
      await s.post(`/api/basket/GetBackofficeRestCommunication?bestellungUid=${uid}`),
      RestCommunicationResponseSchema,
    );
    expect(log.restRequests.length).toBeGreaterThanOrEqual(4);
    expect(log.restRequests[0]?.zeitpunkt).toBeInstanceOf(Date);
    expect(log.restRequests.some((r) => r.error?.includes('503'))).toBe(true);
    expect(log.restRequests.at(-1)?.response).toContain('totalInklMwst');

    const other = await commerceShop().visitor();
    await answer(await other.post(`/api/basket/GetBackofficeRestCommunication?bestellungUid=${uid}`), NotFoundSchema, 404);
  });

  it('moves the anonymous basket to the customer on login', async () => {
    const shop = commerceShop();
    const s = await shop.visitor();
    await s.post('/api/basket/add', [add(1004, 'Abfuellung', 2)]);
    await s.login();
    const basket = await answer(await s.request('/api/basket'), BasketSchema);
    expect(basket.userIsAuthenticated).toBe(true);
    expect(basket.items.find((i) => i.artikelId === 1004)?.mengeBestelleinheit).toBe(2);
    expect(v.is(BasketSchema, basket)).toBe(true);
  });
});
