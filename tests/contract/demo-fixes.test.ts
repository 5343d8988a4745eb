// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CheckoutSubmitResponseSchema } from '../../src/core/api/schemas/checkout.ts';
import { answer, commerceShop } from '../support/commerce-shop.ts';

const attribute = (html: string, tag: string, name: string): string | undefined =>
  new RegExp(`<${tag}[^>]*\\s${name}='([^']*)'`)
    .exec(html)?.[1]
    ?.replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

describe('demo shop details', () => {
  it('the confirmation page counts the earliest delivery day by Zurich’s calendar, not UTC’s', async () => {
    // 23:30 UTC on Friday is 00:30 on Saturday in Zurich: before the 11:00 cut-off of Saturday
    const shop = commerceShop(new Date('2026-11-20T23:30:00Z'));
    const s = await shop.customer();
    await s.post('/api/basket/add', [{ artikelId: 1006, bestelleinheit: 'Abfuellung', mengeBestelleinheit: 2 }]);
    const res = await answer(
      await s.post('/api/checkout/submitorder', { basket: { lieferartId: 1, zahlungsartId: 1, agbAkzeptiert: true, minimumAlter: true } }),
      CheckoutSubmitResponseSchema,
    );
    if (res.action !== 'redirect') throw new Error('order not placed');
    const page = await (await s.request(res.url)).text();
    expect(JSON.parse(attribute(page, 'shop-checkout', 'initial')!)).toMatchObject({ lieferdatumMin: '2026-11-21' });
  });

  it('the footer names prices without VAT for a business account', async () => {
    const shop = commerceShop();
    const business = await shop.customer('firma@vinothek.ch');
    expect(await (await business.request('/')).text()).toContain('Alle Preise in CHF exkl. 8.1 % MWST.');
    const anonymous = await shop.visitor();
    expect(await (await anonymous.request('/')).text()).toContain('Alle Preise in CHF inkl. 8.1 % MWST.');
  });
});
