// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { InvoiceListSchema, OrderListSchema } from '../../src/core/api/schemas/account.ts';
import { answer, commerceShop, invalidFields } from '../support/commerce-shop.ts';

/** Issue 15 point 3: one page-number parser; pages show page 1 for a bad number, the API answers 400. */
const BAD_PAGES = ['1e300', 'Infinity', '-1', '0', '1.5', 'abc', '99999999999999999999', '0x10'];

describe('page numbers', () => {
  it.each(['/account/bestellungen', '/account/rechnungen'])('%s shows the first page for a bad ?page= instead of failing', async (path) => {
    const s = await commerceShop().customer();
    for (const page of BAD_PAGES) {
      const res = await s.request(`${path}?page=${encodeURIComponent(page)}`);
      expect(res.status, `${path}?page=${page}`).toBe(200);
      expect(await res.text()).toContain('"page":1,');
    }
  });

  it('the orders and invoices API answers 400 with a German message for a bad ?page=, and serves a good one', async () => {
    const s = await commerceShop().customer();
    for (const api of ['/api/account/bestellungen', '/api/account/rechnungen']) {
      for (const page of BAD_PAGES) {
        expect(await invalidFields(await s.request(`${api}?page=${encodeURIComponent(page)}`)), `${api}?page=${page}`).toEqual(['page']);
      }
    }
    const res = await s.request('/api/account/bestellungen?page=2');
    expect((await answer(res, OrderListSchema)).page).toBe(2);
    expect((await answer(await s.request('/api/account/rechnungen'), InvoiceListSchema)).page).toBe(1);
    const message = (await (await s.request('/api/account/rechnungen?page=Infinity')).json()) as {
      validationResult: { page: { message: string } };
    };
    expect(message.validationResult.page.message).toMatch(/Seitenzahl/);
  });
});
