// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { InvoiceListSchema, OrderListSchema } from '../../src/core/api/schemas/account.ts';
import { NotFoundSchema, answer, commerceShop } from '../support/commerce-shop.ts';

describe("another customer's ids (issue 11)", () => {
  it('answer 404 for an order, an invoice, its reorder and an address of someone else, and change nothing', async () => {
    const shop = commerceShop();
    const demo = await shop.customer();
    const firma = await shop.customer('firma@vinothek.ch');
    const order = (await answer(await demo.request('/api/account/bestellungen'), OrderListSchema)).items[0]!;
    const invoice = (await answer(await demo.request('/api/account/rechnungen'), InvoiceListSchema)).items.find(
      (i) => i.belegNr === 'S600001',
    )!;
    const addressId = (
      shop.db
        .prepare(
          'SELECT adressPoolId FROM adressen WHERE userId = (SELECT id FROM users WHERE userName = ?) AND istPrimaereAdresse = 0 LIMIT 1',
        )
        .get('demo@vinothek.ch') as { adressPoolId: number }
    ).adressPoolId;

    for (const path of [order.urlConfirmation, invoice.detailUrl, invoice.reorderUrl, `${invoice.reorderUrl}?lieferschein=L500001`]) {
      const res = await firma.request(path);
      expect(res.status, path).toBe(404);
      expect(await res.text()).not.toContain(invoice.belegNr);
    }
    const reorder = await firma.request(invoice.reorderUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `__RequestVerificationToken=${firma.csrfToken}`,
    });
    expect(reorder.status).toBe(404);
    await answer(
      await firma.post('/api/adresspool/addorupdate', {
        adressPoolId: addressId,
        name: 'Fremd',
        strasse: 'Weg 1',
        plz: '3000',
        ort: 'Bern',
        eMail: 'x@example.ch',
      }),
      NotFoundSchema,
      404,
    );
    await answer(await firma.post('/api/adresspool/remove', { adressPoolId: addressId }), NotFoundSchema, 404);
    expect(
      shop.db.prepare('SELECT COUNT(*) AS n FROM adressen WHERE adressPoolId = ? AND data NOT LIKE ?').get(addressId, '%Fremd%'),
    ).toEqual({ n: 1 });
  });
});
