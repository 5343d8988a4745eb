import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fetchInvoices } from '../../core/api/account.ts';
import type { Invoice } from '../../core/api/schemas/account.ts';
import { basketCountAtom } from '../../core/basket/atoms.ts';
import { toastsAtom } from '../../core/state/toasts.ts';
import { InvoiceDetail } from './InvoiceDetail.tsx';
import { loggedInCustomer } from '../../../tests/helpers/logged-in-customer.ts';
import { renderWithShop } from '../../../tests/helpers/render-with-shop.tsx';

const customer = loggedInCustomer();
const { calls } = customer;

async function allInvoices(): Promise<Invoice[]> {
  const first = await fetchInvoices(customer.demo.store, 1);
  const pages = Math.ceil(first.totalItems / first.pageSize);
  const rest = await Promise.all(Array.from({ length: pages - 1 }, (_, i) => fetchInvoices(customer.demo.store, i + 2)));
  return [first, ...rest].flatMap((page) => page.items);
}

async function invoiceDetail(belegNr: string): Promise<Invoice> {
  const summary = (await allInvoices()).find((invoice) => invoice.belegNr === belegNr)!;
  const res = await customer.demo.session.request(summary.detailUrl);
  const match = /invoice='([^']*)'/.exec(await res.text());
  const text = match![1]!
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
  return JSON.parse(text) as Invoice;
}

describe('<shop-invoice-detail>', () => {
  it('reorders a document with an unorderable position in one request, raises the badge and names what was left out', async () => {
    const user = userEvent.setup();
    const invoice = await invoiceDetail('S600001');
    renderWithShop(<InvoiceDetail invoice={invoice} />, { store: customer.demo.store });
    expect(screen.getByRole('row', { name: /Cornalin du Valais/ })).toHaveTextContent('nicht bestellbar');
    expect(screen.queryByRole('button', { name: 'Cornalin du Valais nachbestellen' })).not.toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Dézaley Grand Cru/ })).toHaveTextContent('75 cl');

    const adds = calls('/basket/add').length;
    await user.click(screen.getByRole('button', { name: 'Alle bestellbaren Artikel nachbestellen' }));
    expect(await screen.findByText('Nicht bestellbar und daher nicht in den Warenkorb gelegt: Cornalin du Valais.')).toHaveAttribute(
      'role',
      'status',
    );
    expect(calls('/basket/add')).toHaveLength(adds + 1);
    expect(JSON.parse(calls('/basket/add').at(-1)!.body)).toEqual([
      { artikelId: 1001, bestelleinheit: 'Abfuellung', mengeBestelleinheit: 6 },
      { artikelId: 1006, bestelleinheit: 'Abfuellung', mengeBestelleinheit: 2 },
    ]);
    expect(customer.demo.store.get(basketCountAtom)).toBe(2);
    expect(customer.demo.store.get(toastsAtom).map((toast) => toast.message)).toContain('Die Artikel wurden in den Warenkorb gelegt.');

    // per position and per delivery: on top of what the basket holds
    await user.click(screen.getByRole('button', { name: 'Dézaley Grand Cru nachbestellen' }));
    await waitFor(() =>
      expect(JSON.parse(calls('/basket/add').at(-1)!.body)).toEqual([
        { artikelId: 1001, bestelleinheit: 'Abfuellung', mengeBestelleinheit: 12 },
      ]),
    );
    await user.click(screen.getByRole('button', { name: 'Lieferung L500002 nachbestellen' }));
    await waitFor(() =>
      expect(JSON.parse(calls('/basket/add').at(-1)!.body)).toEqual([
        { artikelId: 1006, bestelleinheit: 'Abfuellung', mengeBestelleinheit: 4 },
      ]),
    );
  });

  it('shows the document: type, addresses, total in CHF, open amount, and no badge for type 75', async () => {
    const gutschrift = await invoiceDetail('G700001');
    renderWithShop(<InvoiceDetail invoice={gutschrift} />, { store: customer.demo.store });
    expect(screen.getByRole('heading', { name: 'Gutschrift G700001' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Rechnungsadresse' })).toBeInTheDocument();
    expect(screen.getByText('Total', { selector: 'dt' }).nextSibling).toHaveTextContent(/^CHF\s-45\.60$/);
    expect(screen.getByText('Offener Betrag')).toBeInTheDocument();
    expect(document.querySelector('.vk-payment-badge')).toBeNull();
  });
});
