import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { isOverdue } from '../../core/account/payment-badge.ts';
import { fetchInvoices } from '../../core/api/account.ts';
import type { Invoice } from '../../core/api/schemas/account.ts';
import { formatChf, shopCalendarDay } from '../../core/format.ts';
import { toastsAtom } from '../../core/state/toasts.ts';
import { InvoiceDetail } from './InvoiceDetail.tsx';
import { Invoices } from '../invoices/index.ts';
import { startDemoApi, type DemoApi } from '../../../tests/helpers/demo-api.ts';
import { renderWithShop } from '../../../tests/helpers/render-with-shop.tsx';

let demo: DemoApi;

beforeEach(async () => {
  demo = await startDemoApi({ articles: 60 });
  await demo.login();
});

async function allInvoices(): Promise<Invoice[]> {
  const first = await fetchInvoices(demo.store, 1);
  const pages = Math.ceil(first.totalItems / first.pageSize);
  const rest = await Promise.all(Array.from({ length: pages - 1 }, (_, i) => fetchInvoices(demo.store, i + 2)));
  return [first, ...rest].flatMap((page) => page.items);
}

async function detailOf(summary: Invoice): Promise<Invoice> {
  const res = await demo.session.request(summary.detailUrl);
  const match = /invoice='([^']*)'/.exec(await res.text());
  const text = match![1]!
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
  return JSON.parse(text) as Invoice;
}

describe('credit notes and the invoice detail (issue 22)', () => {
  it('a credit note (type 75) has no empty "Status" or "Zahlbar bis" cell labelled on the phone card', async () => {
    const first = await fetchInvoices(demo.store, 1);
    const gutschrift = first.items.find((invoice) => invoice.belegartID === 75);
    expect(gutschrift).toBeDefined();
    renderWithShop(<Invoices initial={first} />, { store: demo.store });
    const row = screen.getByRole('link', { name: new RegExp(gutschrift!.belegNr) }).closest('tr')!;
    const labels = [...row.querySelectorAll('td')].map((cell) => cell.getAttribute('data-label'));
    expect(labels).not.toContain('Status');
    if (!gutschrift!.zahlbarBis) expect(labels).not.toContain('Zahlbar bis');
    for (const cell of row.querySelectorAll('td[data-label]')) expect(cell.textContent).not.toBe('');
  });

  it('the detail says "Total" with its amount once, and marks an overdue invoice as the list does', async () => {
    const overdue = (await allInvoices()).find((invoice) => isOverdue(invoice, shopCalendarDay()));
    expect(overdue).toBeDefined();
    renderWithShop(<InvoiceDetail invoice={await detailOf(overdue!)} />, { store: demo.store });
    const total = screen.getByText('Total', { selector: 'dt' });
    expect(total.nextElementSibling).toHaveTextContent(formatChf(overdue!.totalNetto).replace(/\s/g, ' '));
    expect(screen.queryByText('Total CHF')).toBeNull();
    expect(screen.getByText('Zahlbar bis', { selector: 'dt' }).nextElementSibling).toHaveTextContent('überfällig');
  });

  it('a reorder of several articles toasts the plural', async () => {
    const user = userEvent.setup();
    const sammelrechnung = (await allInvoices()).find((invoice) => invoice.belegNr === 'S600001')!;
    renderWithShop(<InvoiceDetail invoice={await detailOf(sammelrechnung)} />, { store: demo.store });
    await user.click(screen.getByRole('button', { name: 'Alle bestellbaren Artikel nachbestellen' }));
    await screen.findByText(/^Nicht bestellbar und daher nicht in den Warenkorb gelegt/);
    expect(demo.store.get(toastsAtom).map((toast) => toast.message)).toContain('Die Artikel wurden in den Warenkorb gelegt.');
    expect(within(document.body).queryByText('Der Artikel wurde in den Warenkorb gelegt.')).toBeNull();
  });
});
