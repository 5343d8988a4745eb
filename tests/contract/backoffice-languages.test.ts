// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CheckoutValidateResponseSchema } from '../../src/core/api/schemas/checkout.ts';
import { answer, commerceShop } from '../support/commerce-shop.ts';
import type { DemoSession } from '../support/demo-session.ts';

/**
 * Issue 36: the demo back office answers its data in the request's language (accept-language, as the elements
 * send it): delivery types, payment methods, the fee, shipping, voucher and promotion lines, order units,
 * countries and salutations. German stays the default (the committed fixtures are German).
 */
const basket = { lieferartId: 1, zahlungsartId: 1, gutscheinCode: 'WILLKOMMEN10', agbAkzeptiert: true, minimumAlter: true };

async function checkoutIn(s: DemoSession, acceptLanguage?: string) {
  const res = await s.request('/api/checkout/validate', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(acceptLanguage && { 'accept-language': acceptLanguage }) },
    body: JSON.stringify({ basket, calculateBasket: true }),
  });
  return (await answer(res, CheckoutValidateResponseSchema)).model;
}

async function customerWithGoods() {
  const s = await commerceShop().customer();
  // 1003 is on promotion; 1001 as a case; both bottles carry the VEG fee.
  await s.post('/api/basket/add', [
    { artikelId: 1003, bestelleinheit: 'Abfuellung', mengeBestelleinheit: 2 },
    { artikelId: 1001, bestelleinheit: 'Grossgebinde', mengeBestelleinheit: 1 },
  ]);
  return s;
}

/** German words of the back office's data that must not reach a French or English shopper. */
const GERMAN_DATA =
  /Versandkosten|Gutschein|VEG Glas|Flasche |er-Karton|"Schweiz"|"Frau"|"Herr"|Aktion|Kurier|Abholung|"Rechnung"|Kreditkarte|Lieferung/;

describe("the back office's data in the request's language", () => {
  it('German without accept-language and for de-CH', async () => {
    const s = await customerWithGoods();
    for (const language of [undefined, 'de-CH']) {
      const model = await checkoutIn(s, language);
      expect(model.lieferarten.map((l) => l.recordDisplayName)).toEqual(['Post', 'Kurier', 'Abholung']);
      expect(model.zahlungsarten.find((z) => z.id === 1)?.recordDisplayName).toBe('Rechnung');
      expect(model.basket.gebuehren.map((g) => g.bezeichnung)).toEqual(['VEG Glasflaschen']);
      expect(model.basket.rabatte.map((r) => r.bezeichnung)).toEqual(['Gutschein WILLKOMMEN10 (10 %)']);
      expect(model.basket.lieferAdresse?.land).toBe('Schweiz');
      expect(model.adressPoolMeta.anreden).toEqual(['Frau', 'Herr', 'Familie', 'Firma']);
    }
  });

  it.each([
    [
      'fr-CH',
      {
        delivery: ['Poste', 'Coursier', 'Retrait'],
        invoice: 'Facture',
        veg: 'TEA bouteilles en verre',
        voucher: 'Bon WILLKOMMEN10 (10 %)',
        country: 'Suisse',
        salutations: ['Madame', 'Monsieur', 'Famille', 'Entreprise'],
        bottle: /^Bouteille 75 cl$/,
        promotion: /^Promotion −\d+ %$/,
      },
    ],
    [
      'en-GB,en;q=0.9',
      {
        delivery: ['Post', 'Courier', 'Collection'],
        invoice: 'Invoice',
        veg: 'ADF glass bottles',
        voucher: 'Voucher WILLKOMMEN10 (10 %)',
        country: 'Switzerland',
        salutations: ['Ms', 'Mr', 'Family', 'Company'],
        bottle: /^Bottle 75 cl$/,
        promotion: /^Offer −\d+ %$/,
      },
    ],
  ])('%s: delivery types, payment methods, lines, units, countries and salutations', async (language, expected) => {
    const s = await customerWithGoods();
    const model = await checkoutIn(s, language);
    expect(model.lieferarten.map((l) => l.recordDisplayName)).toEqual(expected.delivery);
    expect(model.zahlungsarten.find((z) => z.id === 1)?.recordDisplayName).toBe(expected.invoice);
    expect(model.zahlungsarten.find((z) => z.id === 2)?.recordDisplayName).toBe('TWINT');
    expect(model.basket.gebuehren.map((g) => g.bezeichnung)).toEqual([expected.veg]);
    expect(model.basket.rabatte.map((r) => r.bezeichnung)).toEqual([expected.voucher]);
    expect(model.basket.lieferAdresse?.land).toBe(expected.country);
    expect(model.basket.lieferAdresse?.anrede).toBe(expected.salutations[0]);
    expect(model.adressPoolMeta.anreden).toEqual(expected.salutations);
    expect(model.adressPoolMeta.laender[0]).toEqual({ landId: 1, land: expected.country });
    const wine = model.basket.items.find((item) => item.artikelId === 1003)!;
    expect(wine.bezeichnung).toBe('Merlot del Ticino Riserva');
    expect(wine.bestelleinheiten.find((unit) => unit.bestelleinheit === 'Abfuellung')?.bezeichnung).toMatch(expected.bottle);
    expect(wine.rabatte.map((r) => r.bezeichnung)).toEqual([expect.stringMatching(expected.promotion)]);
    // (versandkostenArt is the delivery type's key, never shown.)
    const json = JSON.stringify(model).replace(/"versandkostenArt":"\w+"/g, '');
    expect(json.match(new RegExp(`.{60}(${GERMAN_DATA.source}).{20}`, 'g')) ?? []).toEqual([]);
  });

  it('a shipping line names the delivery type in the language, and the basket answer follows it too', async () => {
    const s = await commerceShop().customer();
    await s.post('/api/basket/add', [{ artikelId: 1006, bestelleinheit: 'Abfuellung', mengeBestelleinheit: 1 }]);
    const model = await checkoutIn(s, 'fr');
    const shipping = model.basket.items.find((item) => item.tag === 'versandkosten');
    expect(shipping?.bezeichnung).toBe("Frais d'envoi Poste");
    const res = await s.request('/api/basket', { headers: { 'accept-language': 'it-CH' } });
    expect(await res.text()).toContain('"bezeichnung":"Spese di spedizione Posta"');
  });
});
