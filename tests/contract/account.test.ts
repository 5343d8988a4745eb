// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  InvoiceListSchema,
  OrderListSchema,
  RegisterResponseSchema,
  UserDataStateSchema,
  type Invoice,
} from '../../src/core/api/schemas/account.ts';
import { AdressPoolSaveResponseSchema } from '../../src/core/api/schemas/adresspool.ts';
import { BasketSchema } from '../../src/core/api/schemas/basket.ts';
import { answer, commerceShop, invalidFields } from '../support/commerce-shop.ts';

const adresse = { vorname: 'Heidi', name: 'Berger', strasse: 'Dorfstrasse 1', plz: '3800', ort: 'Interlaken' };
const userData = { userName: 'heidi@example.ch', password: 'geheim123', passwordConfirm: 'geheim123' };

describe('account API', () => {
  it('needs a login', async () => {
    const s = await commerceShop().visitor();
    for (const path of ['/api/account/bestellungen', '/api/account/rechnungen', '/api/account/UserDataState?adresseId=1']) {
      expect((await s.request(path)).status, path).toBe(401);
    }
  });

  it('pages the orders, ten at a time', async () => {
    const s = await commerceShop().customer();
    const first = await answer(await s.request('/api/account/bestellungen?page=1'), OrderListSchema);
    expect(first).toMatchObject({ page: 1, pageSize: 10 });
    expect(first.totalItems).toBeGreaterThanOrEqual(25);
    expect(first.items).toHaveLength(10);
    expect(first.items[0]?.bestellDatum).toBeInstanceOf(Date);
    expect(first.items[0]?.urlConfirmation).toMatch(/^\/checkout\/bestaetigung\?uid=.+&back=1$/);
    const last = await answer(await s.request('/api/account/bestellungen?page=3'), OrderListSchema);
    expect(last.items.length).toBe(first.totalItems - 20);
    expect(last.items[0]?.bestellDatum.getTime()).toBeLessThan(first.items[9]!.bestellDatum.getTime());
  });

  it('pages the invoices, covering every payment state and document type 75', async () => {
    const s = await commerceShop().customer();
    const all: Invoice[] = [];
    for (let page = 1; ; page++) {
      const list = await answer(await s.request(`/api/account/rechnungen?page=${page}`), InvoiceListSchema);
      all.push(...list.items);
      if (page * list.pageSize >= list.totalItems) break;
    }
    expect(all.length).toBeGreaterThanOrEqual(25);
    expect(new Set(all.map((i) => i.belegstatus))).toEqual(new Set(['Offen', 'Teilbezahlt', 'Bezahlt', 'Storniert', 'Archiviert']));
    expect(all.filter((i) => i.belegartID === 75)).toHaveLength(1);
    const partly = all.find((i) => i.belegstatus === 'Teilbezahlt')!;
    expect(partly.istTeilbezahlt).toBe(true);
    expect(partly.totalOpen).toBeGreaterThan(0);
    expect(partly.totalOpen).toBeLessThan(partly.totalNetto);
  });

  it('firma@ has its own orders, prices excl. VAT', async () => {
    const s = await commerceShop().customer('firma@vinothek.ch');
    const orders = await answer(await s.request('/api/account/bestellungen'), OrderListSchema);
    expect(orders.totalItems).toBeGreaterThanOrEqual(3);
    await s.post('/api/basket/add', [{ artikelId: 1001, bestelleinheit: 'Abfuellung', mengeBestelleinheit: 1 }]);
    const basket = await answer(await s.request('/api/basket'), BasketSchema);
    expect(basket.kundeInklMwst).toBe(false);
  });

  it('reports Pending for about 2 s after the login, then Ready', async () => {
    const shop = commerceShop();
    const s = await shop.customer();
    expect(await answer(await s.request('/api/account/UserDataState?adresseId=1'), UserDataStateSchema)).toBe('Pending');
    shop.clock.now = new Date(shop.clock.now.getTime() + 1999);
    expect(await answer(await s.request('/api/account/UserDataState?adresseId=1'), UserDataStateSchema)).toBe('Pending');
    shop.clock.now = new Date(shop.clock.now.getTime() + 1);
    expect(await answer(await s.request('/api/account/UserDataState?adresseId=1'), UserDataStateSchema)).toBe('Ready');
  });

  it('registers a customer who confirms by e-mail, logs in and keeps their basket', async () => {
    const shop = commerceShop();
    const s = await shop.visitor();
    await s.post('/api/basket/add', [{ artikelId: 1004, bestelleinheit: 'Abfuellung', mengeBestelleinheit: 1 }]);
    const body = await answer(await s.post('/api/account/register', { adresse, userData }), RegisterResponseSchema);
    expect(body).toMatchObject({ success: true, redirectUrl: null, emailConfirmation: true });
    const mails = (await (await shop.app.request('/__outbox?format=json')).json()) as { to: string; text: string }[];
    const link = /\/account\/bestaetigen\?token=[\w-]+/.exec(mails.find((m) => m.to === 'heidi@example.ch')!.text)![0];
    expect((await s.request(link)).status).toBe(303);
    await s.start(); // the registration rotated the session: the login form carries the new token
    expect((await s.login('heidi@example.ch', 'geheim123')).status).toBe(303);
    const basket = await answer(await s.request('/api/basket'), BasketSchema);
    expect(basket.userIsAuthenticated).toBe(true);
    expect(basket.items.some((i) => i.artikelId === 1004)).toBe(true);
    const pool = await answer(
      await s.post('/api/adresspool/addorupdate', { ...adresse, ort: 'Thun', plz: '3600', eMail: 'heidi@example.ch' }),
      AdressPoolSaveResponseSchema,
    );
    expect(pool.adressPool?.[0]).toMatchObject({ istPrimaereAdresse: true, eMail: 'heidi@example.ch', ort: 'Interlaken' });
  });

  it('answers field results for a bad registration and creates nothing', async () => {
    const shop = commerceShop();
    const s = await shop.visitor();
    const body = await answer(
      await s.post('/api/account/register', {
        adresse: { vorname: 'Heidi' },
        userData: { userName: 'demo@vinothek.ch', password: 'kurz', passwordConfirm: 'anders' },
      }),
      RegisterResponseSchema,
    );
    expect(body.success).toBe(false);
    expect(Object.keys(body.validationResultUserData).sort()).toEqual(['password', 'passwordConfirm']);
    expect(body.validationResultAdresse.name?.isValid).toBe(false);
    expect(shop.db.prepare('SELECT COUNT(*) AS n FROM users').get()).toEqual({ n: 2 });
    expect(await invalidFields(await s.post('/api/account/register', { userData }))).toEqual(['adresse']);
  });

  it('reorders an invoice into the basket through a confirmed form', async () => {
    const s = await commerceShop().customer();
    const invoice = (await answer(await s.request('/api/account/rechnungen'), InvoiceListSchema)).items.find((i) => i.belegartID !== 75)!;
    expect((await s.request(invoice.reorderUrl)).status).toBe(200);
    const res = await s.request(invoice.reorderUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `__RequestVerificationToken=${s.csrfToken}`,
    });
    expect(res.status).toBe(303);
    const basket = await answer(await s.request('/api/basket'), BasketSchema);
    expect(basket.items.filter((i) => !i.isProtected).length).toBeGreaterThan(0);
    // unknown invoices get the shop's 404 page (HTML), as any other page would
    for (const path of ['/account/rechnungen/abc/nachbestellen', '/account/rechnungen/999999/nachbestellen']) {
      const missing = await s.request(path);
      expect(missing.status, path).toBe(404);
      expect(missing.headers.get('content-type')).toMatch(/^text\/html/);
    }
  });
});
