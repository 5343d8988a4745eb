import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fetchInvoices } from '../../core/api/account.ts';
import type { Invoice } from '../../core/api/schemas/account.ts';
import { Invoices } from './index.ts';
import { loggedInCustomer } from '../../../tests/helpers/logged-in-customer.ts';
import { renderWithShop } from '../../../tests/helpers/render-with-shop.tsx';

const customer = loggedInCustomer();

const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

async function allInvoices(): Promise<Invoice[]> {
  const first = await fetchInvoices(customer.demo.store, 1);
  const pages = Math.ceil(first.totalItems / first.pageSize);
  const rest = await Promise.all(Array.from({ length: pages - 1 }, (_, i) => fetchInvoices(customer.demo.store, i + 2)));
  return [first, ...rest].flatMap((page) => page.items);
}

describe('<shop-invoices>', () => {
  it('shows each payment badge of §4, none for document type 75, and marks overdue open invoices', async () => {
    const invoices = await allInvoices();
    const pageSize = invoices.length;
    renderWithShop(<Invoices initial={{ page: 1, pageSize, totalItems: invoices.length, items: invoices }} />, {
      store: customer.demo.store,
    });
    const table = screen.getByRole('table', { name: 'Ihre Rechnungen' });
    const rowOf = (belegNr: string) =>
      rowsOf(table).find((row) => within(row).queryByRole('link', { name: new RegExp(` ${belegNr} anzeigen$`) }))!;
    const badgeOf = (invoice: Invoice) => rowOf(invoice.belegNr).querySelector('.vk-payment-badge')?.textContent ?? null;
    const expected: Record<string, string> = {
      Bezahlt: 'Bezahlt',
      Archiviert: 'Bezahlt',
      Storniert: 'Storniert',
      Teilbezahlt: 'Teilbezahlt',
      Offen: 'Offen',
    };
    for (const invoice of invoices) {
      expect(badgeOf(invoice), invoice.belegNr).toBe(invoice.belegartID === 75 ? null : expected[invoice.belegstatus]);
    }
    expect(new Set(invoices.map(badgeOf))).toEqual(new Set(['Bezahlt', 'Storniert', 'Teilbezahlt', 'Offen', null]));
    const sammelrechnung = rowOf('S600001');
    expect(within(sammelrechnung).getByRole('link')).toHaveAttribute('href', invoices.find((i) => i.belegNr === 'S600001')!.detailUrl);
    expect(sammelrechnung).toHaveTextContent('überfällig');
    expect(rowOf(invoices.find((i) => i.belegstatus === 'Bezahlt')!.belegNr)).not.toHaveTextContent('überfällig');
  });
});
