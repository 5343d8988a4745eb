// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { InvoiceListSchema, InvoicePaymentResponseSchema, type Invoice } from '../../src/core/api/schemas/account.ts';
import { answer, commerceShop, invalidFields } from '../support/commerce-shop.ts';
import type { DemoSession } from '../support/demo-session.ts';
import { isQrIban } from '../../examples/account/payment-reference.ts';
import { DEMO_CREDITOR } from '../../examples/platform/shop-config.ts';

async function invoices(s: DemoSession): Promise<Invoice[]> {
  const all: Invoice[] = [];
  for (let page = 1; ; page++) {
    const list = await answer(await s.request(`/api/account/rechnungen?page=${page}`), InvoiceListSchema);
    all.push(...list.items);
    if (page * list.pageSize >= list.totalItems) return all;
  }
}

const pay = (s: DemoSession, id: number, zahlungsartId: number) => s.post(`/api/account/rechnungen/${id}/zahlung`, { zahlungsartId });

/** The demo payment page's form, as the browser posts it. */
const payOnPage = (s: DemoSession, url: string, betrag: string) =>
  s.request(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ betrag }),
  });

describe('paying an invoice (issue 35)', () => {
  it('gives open and partly paid invoices a QR reference and the online methods; paid, cancelled and type 75 none', async () => {
    const s = await commerceShop().customer();
    const all = await invoices(s);
    expect(isQrIban(DEMO_CREDITOR.iban)).toBe(true);
    for (const invoice of all) {
      const payable = (invoice.belegstatus === 'Offen' || invoice.belegstatus === 'Teilbezahlt') && invoice.belegartID !== 75;
      expect(invoice.zahlung != null, `${invoice.belegNr} ${invoice.belegstatus}`).toBe(payable);
      if (!invoice.zahlung) continue;
      expect(invoice.zahlung.referenz).toMatch(/^\d{27}$/);
      expect(invoice.zahlung.zahlungsarten.map((z) => z.recordDisplayName)).toEqual(['TWINT', 'Kreditkarte', 'PostFinance']);
    }
    const references = all.flatMap((invoice) => invoice.zahlung?.referenz ?? []);
    expect(new Set(references).size).toBe(references.length);
  });

  it('pays part, then the rest, on the payment page, and returns to the invoice each time', async () => {
    const s = await commerceShop().customer();
    const open = (await invoices(s)).find((invoice) => invoice.belegstatus === 'Offen' && invoice.belegartID === 10)!;
    const { url } = await answer(await pay(s, open.id, 2), InvoicePaymentResponseSchema);
    expect(url).toBe(`/account/rechnungen/${open.id}/zahlung?zahlungsart=2`);
    const page = await s.request(url);
    expect(await page.text()).toContain('Bezahlung mit TWINT');

    const part = await payOnPage(s, url, '10.00');
    expect(part.status).toBe(303);
    expect(part.headers.get('location')).toBe(open.detailUrl);
    const partly = (await invoices(s)).find((invoice) => invoice.id === open.id)!;
    expect(partly).toMatchObject({
      belegstatus: 'Teilbezahlt',
      istTeilbezahlt: true,
      totalOpen: Math.round((open.totalOpen - 10) * 100) / 100,
    });
    expect(partly.zahlung?.referenz).toBe(open.zahlung?.referenz);

    expect((await payOnPage(s, url, String(partly.totalOpen + 1))).status).toBe(400);
    expect((await payOnPage(s, url, partly.totalOpen.toFixed(2))).headers.get('location')).toBe(open.detailUrl);
    const paid = (await invoices(s)).find((invoice) => invoice.id === open.id)!;
    expect(paid).toMatchObject({ belegstatus: 'Bezahlt', totalOpen: 0, zahlung: null });
    // nothing open: no new payment, and the page sends the customer back to the invoice
    expect(await invalidFields(await pay(s, open.id, 2))).toEqual(['']);
    expect((await s.request(url)).headers.get('location')).toBe(open.detailUrl);
  });

  it('refuses a method not offered for invoices, an unknown id and another customer’s invoice', async () => {
    const shop = commerceShop();
    const s = await shop.customer();
    const open = (await invoices(s)).find((invoice) => invoice.zahlung)!;
    expect(await invalidFields(await pay(s, open.id, 1))).toEqual(['zahlungsartId']);
    expect(await invalidFields(await pay(s, open.id, 5))).toEqual(['zahlungsartId']);
    expect((await pay(s, 2_000_000_001, 2)).status).toBe(404);
    const firma = await shop.customer('firma@vinothek.ch');
    expect((await pay(firma, open.id, 2)).status).toBe(404);
    expect((await firma.request(`/account/rechnungen/${open.id}/zahlung?zahlungsart=2`)).status).toBe(404);
  });
});
