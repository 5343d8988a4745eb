// @vitest-environment node
import type { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { AdressPoolSaveResponseSchema } from '../../src/core/api/schemas/adresspool.ts';
import { CheckoutValidateResponseSchema } from '../../src/core/api/schemas/checkout.ts';
import { answer, commerceShop, invalidFields } from '../support/commerce-shop.ts';

/** Issue 15 point 5: nothing a visitor sends makes the database or the pages grow without bound. */
const NINETY_KB = 'x'.repeat(90 * 1024);
const rows = (db: DatabaseSync, table: string): number => (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;

const adresse = {
  anrede: 'Frau',
  vorname: 'Anna',
  name: 'Muster',
  strasse: 'Rebweg 5',
  plz: '8001',
  ort: 'Zürich',
  eMail: 'demo@vinothek.ch',
};

describe('growth', () => {
  it('stores no session for cookieless requests (pages, 404s, API reads), only once one holds something', async () => {
    const shop = commerceShop();
    const before = { sessions: rows(shop.db, 'sessions'), baskets: rows(shop.db, 'baskets') };
    for (const path of ['/', '/gibtsnicht', '/shop', '/api/basket', '/checkout', '/account/login']) {
      for (let n = 0; n < 5; n++) await shop.app.request(path);
    }
    expect({ sessions: rows(shop.db, 'sessions'), baskets: rows(shop.db, 'baskets') }).toEqual(before);

    const s = await shop.visitor();
    await s.request('/checkout/basket');
    expect(rows(shop.db, 'sessions')).toBe(before.sessions);
    await s.post('/api/basket/add', [{ artikelId: 1001, bestelleinheit: 'Abfuellung', mengeBestelleinheit: 1 }]);
    expect(rows(shop.db, 'sessions')).toBe(before.sessions + 1);
    expect(rows(shop.db, 'baskets')).toBe(before.baskets + 1);
  });

  it('refuses address fields longer than a Swiss address has them, with the field’s German message', async () => {
    const s = await commerceShop().customer();
    const body = await answer(
      await s.post('/api/adresspool/addorupdate', { ...adresse, strasse: NINETY_KB, zusatz1: 'y'.repeat(61) }),
      AdressPoolSaveResponseSchema,
    );
    expect(body.success).toBe(false);
    expect(body.validationResult.strasse?.message).toBe('Bitte geben Sie höchstens 60 Zeichen ein.');
    expect(body.validationResult.zusatz1?.message).toBe('Bitte geben Sie höchstens 60 Zeichen ein.');
    const check = await s.post('/api/adresspool/validate/lieferung', { ...adresse, ort: NINETY_KB });
    expect((await check.json()) as object).toMatchObject({ success: false, adresse: null, validationResult: { ort: { isValid: false } } });
  });

  it('caps the addresses and Merklisten of a customer', async () => {
    const shop = commerceShop();
    const s = await shop.customer();
    const start = rows(shop.db, 'adressen');
    let status = 200;
    for (let n = 0; status === 200 && n < 40; n++)
      status = (await s.post('/api/adresspool/addorupdate', { ...adresse, zusatz1: `Nr. ${n}` })).status;
    expect(status).toBe(400);
    expect(rows(shop.db, 'adressen') - start).toBeLessThanOrEqual(30);
    expect((await s.post('/api/adresspool/addorupdate', { ...adresse, zusatz1: 'noch eine' })).status).toBe(400);

    let created = 0;
    for (let n = 0; n < 25; n++) if ((await s.post('/api/merkliste/Add', { bezeichnung: `Liste ${n}` })).status === 200) created++;
    expect(created).toBeLessThan(25);
    expect(await invalidFields(await s.post('/api/merkliste/Add', { bezeichnung: 'Noch eine' }))).toEqual(['bezeichnung']);
  });

  it('a hinweis or guest address flagged too long is not stored', async () => {
    const shop = commerceShop();
    const s = await shop.visitor();
    await s.post('/api/basket/add', [{ artikelId: 1001, bestelleinheit: 'Abfuellung', mengeBestelleinheit: 1 }]);
    const body = await answer(
      await s.post('/api/checkout/validate', { basket: { hinweis: NINETY_KB, lieferAdresse: { ...adresse, strasse: 'y'.repeat(5000) } } }),
      CheckoutValidateResponseSchema,
    );
    expect(body.model.moduleState.hinweis.isValid).toBe(false);
    expect(body.model.moduleState.adresse.validationResult['lieferAdresse.strasse']?.message).toBe(
      'Bitte geben Sie höchstens 60 Zeichen ein.',
    );
    const stored = shop.db.prepare('SELECT MAX(LENGTH(choices)) AS n FROM baskets').get() as { n: number };
    expect(stored.n).toBeLessThan(2000);
  });

  it('refuses a basket of more than 100 lines (every page carries the basket)', async () => {
    const shop = commerceShop();
    const s = await shop.visitor();
    const ids = (
      shop.db
        .prepare(
          'SELECT artikelId FROM articles WHERE bestellbar = 1 AND hatAbfuellung = 1 AND (verfuegbareMenge IS NULL OR verfuegbareMenge > 10) LIMIT 101',
        )
        .all() as { artikelId: number }[]
    ).map((r) => r.artikelId);
    const lines = ids.map((artikelId) => ({ artikelId, bestelleinheit: 'Abfuellung', mengeBestelleinheit: 1 }));
    expect(await invalidFields(await s.post('/api/basket/add', lines))).toEqual(['']);
    expect((await s.post('/api/basket/add', lines.slice(0, 100))).status).toBe(200);
    expect(await invalidFields(await s.post('/api/basket/add', lines.slice(100)))).toEqual(['']);
  });
});
