// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { InvoiceListSchema } from '../../src/core/api/schemas/account.ts';
import { BasketSchema } from '../../src/core/api/schemas/basket.ts';
import { CheckoutSubmitResponseSchema, CheckoutValidateResponseSchema } from '../../src/core/api/schemas/checkout.ts';
import { ValidationErrorResponseSchema } from '../../src/core/api/schemas/validation.ts';
import { answer, commerceShop, invalidFields } from '../support/commerce-shop.ts';
import type { DemoSession } from '../support/demo-session.ts';

const choices = { lieferartId: 1, zahlungsartId: 1, agbAkzeptiert: true, minimumAlter: true };

async function validate(s: DemoSession, basket: object, calculateBasket = true) {
  return (await answer(await s.post('/api/checkout/validate', { basket, calculateBasket }), CheckoutValidateResponseSchema)).model;
}

async function withGoods(s: DemoSession) {
  await s.post('/api/basket/add', [{ artikelId: 1006, bestelleinheit: 'Abfuellung', mengeBestelleinheit: 2 }]);
  return s;
}

describe('checkout API', () => {
  it('validates each module with its messages', async () => {
    const s = await withGoods(await commerceShop().customer());
    const model = await validate(s, {});
    expect(model.moduleState.adresse.isValid).toBe(true); // the primary address is preselected
    expect(model.basket.lieferAdresse?.istPrimaereAdresse).toBe(true);
    expect(model.moduleState.lieferart.validationResult.lieferartId?.message).toBe('keine Lieferart ausgewählt');
    expect(model.moduleState.zahlungsart.validationResult.zahlungsartId?.message).toBe('keine Zahlungsart ausgewählt');
    expect(Object.keys(model.moduleState.agb.validationResult)).toEqual(['agbAkzeptiert', 'minimumAlter']);
    expect(model.lieferdatumMin).toBe('2026-11-20');
    expect(model.readyToSendOrder).toBe(false);
    expect(model.zahlungsarten.find((z) => z.walletProviderKey === 'applepay')?.recordDisplayName).toBe('Apple Pay');
    expect(model.lieferarten.find((l) => l.versandkostenArt === 'Abholung')).toBeDefined();

    const early = await validate(s, { ...choices, lieferdatum: '2026-11-19' }, false);
    expect(early.moduleState.lieferdatum.validationResult.lieferdatum?.message).toBe(
      'Das früheste mögliche Lieferdatum ist der 20.11.2026.',
    );
    const ready = await validate(s, { ...choices, lieferdatum: '' });
    expect(ready.readyToSendOrder).toBe(true);
    expect(ready.basket.lieferdatum).toBeNull();
  });

  it('applies the voucher, pickup and refuses an unknown code', async () => {
    const s = await withGoods(await commerceShop().customer());
    let model = await validate(s, { ...choices, gutscheinCode: 'willkommen10', lieferartId: 3 });
    expect(model.basket.rabatte[0]?.bezeichnung).toMatch(/WILLKOMMEN10/);
    expect(model.basket.rabatte[0]?.betragInkl).toBeCloseTo(-model.basket.warenwertInklMwst / 10, 2);
    expect(model.basket.items.some((i) => i.tag === 'versandkosten')).toBe(false);
    model = await validate(s, { gutscheinCode: 'GIBTSNICHT' });
    expect(model.moduleState.gutschein.isValid).toBe(false);
    expect(model.readyToSendOrder).toBe(false);
  });

  it('submits once: invalid answers the model, a valid order redirects, a double submit makes one order', async () => {
    const shop = commerceShop();
    const s = await withGoods(await shop.customer());
    const invalid = await answer(
      await s.post('/api/checkout/submitorder', { basket: { ...choices, agbAkzeptiert: false } }),
      CheckoutSubmitResponseSchema,
    );
    expect(invalid.action).toBe('invalid');
    const uid = invalid.action === 'invalid' ? invalid.model.basket.bestellungUid : '';
    const count = () => (shop.db.prepare('SELECT COUNT(*) AS n FROM orders').get() as { n: number }).n;
    const before = count();

    const first = await answer(
      await s.post('/api/checkout/submitorder', { basket: { ...choices, bestellungUid: uid } }),
      CheckoutSubmitResponseSchema,
    );
    expect(first).toEqual({ action: 'redirect', url: `/checkout/bestaetigung?uid=${uid}` });
    const again = await answer(
      await s.post('/api/checkout/submitorder', { basket: { ...choices, bestellungUid: uid } }),
      CheckoutSubmitResponseSchema,
    );
    expect(again).toEqual(first);
    expect(count()).toBe(before + 1);

    const invoices = await answer(await s.request('/api/account/rechnungen?page=1'), InvoiceListSchema);
    expect(invoices.items[0]).toMatchObject({ belegstatus: 'Offen', datum: '2026-11-20', zahlbarBis: '2026-12-20' });
    const basket = await answer(await s.request('/api/basket'), BasketSchema);
    expect(basket.items).toEqual([]);
    expect(basket.bestellungUid).not.toBe(uid);
  });

  it('sends online payments through the demo payment page', async () => {
    const s = await withGoods(await commerceShop().customer());
    const res = await answer(
      await s.post('/api/checkout/submitorder', { basket: { ...choices, zahlungsartId: 2 } }),
      CheckoutSubmitResponseSchema,
    );
    if (res.action !== 'redirect') throw new Error('expected a redirect');
    expect(res.url).toMatch(/^\/checkout\/zahlung\?uid=/);
    expect((await s.request(res.url)).status).toBe(200);
    const paid = await s.request(res.url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `__RequestVerificationToken=${s.csrfToken}`,
    });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toMatch(/^\/checkout\/bestaetigung\?uid=/);
    const invoices = await answer(await s.request('/api/account/rechnungen'), InvoiceListSchema);
    expect(invoices.items[0]).toMatchObject({ belegstatus: 'Bezahlt', totalOpen: 0 });
  });

  it('lets a guest check out with an inline address', async () => {
    const s = await withGoods(await commerceShop().visitor());
    let model = await validate(s, choices);
    expect(model.moduleState.adresse.validationResult.lieferAdresse?.message).toBe('Bitte erfassen Sie eine Lieferadresse.');
    const lieferAdresse = {
      vorname: 'Heidi',
      name: 'Berger',
      strasse: 'Dorfstrasse 1',
      plz: '3800',
      ort: 'Interlaken',
      eMail: 'heidi@example.ch',
    };
    model = await validate(s, { ...choices, lieferAdresse });
    expect(model.readyToSendOrder).toBe(true);
    expect(model.adressPool).toEqual([]);
    const res = await answer(await s.post('/api/checkout/submitorder', { basket: model.basket }), CheckoutSubmitResponseSchema);
    expect(res.action).toBe('redirect');
  });

  it('cannot order while the back office is down, and refuses malformed bodies', async () => {
    const s = await withGoods(await commerceShop().customer());
    await s.post('/__demo/backoffice', { online: false });
    const model = await validate(s, choices);
    expect(model.basket.isCalculated).toBe(false);
    expect(model.readyToSendOrder).toBe(false);
    const res = await answer(await s.post('/api/checkout/submitorder', { basket: choices }), CheckoutSubmitResponseSchema);
    expect(res.action).toBe('invalid');
    expect(await invalidFields(await s.post('/api/checkout/validate', { basket: { lieferdatum: '20.11.2026' } }))).toEqual([
      'basket.lieferdatum',
    ]);
    expect(await invalidFields(await s.post('/api/checkout/submitorder', {}))).toEqual(['basket']);
  });
});

describe('checkout API refuses impossible choices', () => {
  it('answers 400 with field messages for unknown ids, impossible dates and a foreign address, and stores nothing', async () => {
    const shop = commerceShop();
    const s = await withGoods(await shop.customer());
    const before = await validate(s, { lieferartId: 1 }, false);
    for (const [body, field, message] of [
      [{ zahlungsartId: 99 }, 'zahlungsartId', 'Diese Zahlungsart gibt es nicht.'],
      [{ lieferartId: 99 }, 'lieferartId', 'Diese Lieferart gibt es nicht.'],
      [{ lieferdatum: '2027-02-30' }, 'lieferdatum', 'Dieses Datum gibt es nicht.'],
      [{ lieferadresseAdresspoolId: 999999 }, 'lieferadresseAdresspoolId', 'Diese Adresse gehört nicht zu Ihrem Adressbuch.'],
    ] as const) {
      for (const path of ['/api/checkout/validate', '/api/checkout/submitorder']) {
        const refused = await answer(
          await s.post(path, { basket: { lieferartId: 2, ...body }, calculateBasket: true }),
          ValidationErrorResponseSchema,
          400,
        );
        expect(refused.validationResult[field]?.message).toBe(message);
      }
    }
    const after = await validate(s, {}, false);
    expect(after.basket.lieferartId).toBe(before.basket.lieferartId);
    expect(after.basket.lieferAdresse).toEqual(before.basket.lieferAdresse);
  });

  it('treats any address id from a guest as foreign', async () => {
    const guest = await withGoods(await commerceShop().visitor());
    expect(await invalidFields(await guest.post('/api/checkout/validate', { basket: { lieferadresseAdresspoolId: 1 } }))).toEqual([
      'lieferadresseAdresspoolId',
    ]);
  });
});
