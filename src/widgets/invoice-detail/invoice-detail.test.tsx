import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fetchInvoices } from '../../core/api/account.ts';
import type { Invoice } from '../../core/api/schemas/account.ts';
import { basketCountAtom } from '../../core/basket/atoms.ts';
import { toastsAtom } from '../../core/state/toasts.ts';
import { configAtom } from '../../core/state/config.ts';
import { accountFixtures } from '../../../tests/fixtures/account.ts';
import { InvoiceDetail } from './InvoiceDetail.tsx';
import { loggedInCustomer } from '../../../tests/helpers/logged-in-customer.ts';
import { renderWithShop } from '../../../tests/helpers/render-with-shop.tsx';

const customer = loggedInCustomer();
const { calls, navigation } = customer;

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

  describe('paying it (issue 35)', () => {
    const withCreditor = () => {
      const { store } = customer.demo;
      store.set(configAtom, { ...store.get(configAtom), creditor: accountFixtures.creditor });
      return store;
    };

    it('shows the payment part for the open amount, the PDF button and the online methods; TWINT goes to the payment page', async () => {
      const user = userEvent.setup();
      const open = (await allInvoices()).find((invoice) => invoice.belegstatus === 'Teilbezahlt')!;
      const invoice = await invoiceDetail(open.belegNr);
      renderWithShop(<InvoiceDetail invoice={invoice} />, { store: withCreditor() });
      expect(screen.getByRole('heading', { name: 'Rechnung bezahlen' })).toBeInTheDocument();
      const part = screen.getByRole('img', {
        name: new RegExp(`^Zahlteil der QR-Rechnung über CHF\\s${invoice.totalOpen.toFixed(2)} mit Swiss QR Code$`),
      });
      // drawn by its own chunk after the first paint, in the page language
      await waitFor(() => expect(part.querySelector('svg')).not.toBeNull());
      expect(part.textContent).toContain('Zahlteil');
      expect(part.textContent).toContain(`Rechnung ${invoice.belegNr}`);
      expect(screen.getByRole('button', { name: 'QR-Rechnung herunterladen (PDF)' })).toBeInTheDocument();
      const methods = screen.getByRole('group', { name: 'Online bezahlen' });
      expect([...methods.querySelectorAll('button')].map((button) => button.textContent?.replace(/\s/g, ' '))).toEqual(
        ['TWINT', 'Kreditkarte', 'PostFinance'].map((name) => `CHF ${invoice.totalOpen.toFixed(2)} mit ${name} bezahlen`),
      );

      await user.click(screen.getByRole('button', { name: /mit TWINT bezahlen$/ }));
      await waitFor(() => expect(navigation.assign).toHaveBeenCalledWith(`/account/rechnungen/${invoice.id}/zahlung?zahlungsart=2`));
      expect(JSON.parse(calls(`/rechnungen/${invoice.id}/zahlung`).at(-1)!.body)).toEqual({ zahlungsartId: 2 });
    });

    it('offers nothing to pay on a paid, a cancelled invoice or a credit note, and only online without a creditor', async () => {
      const all = await allInvoices();
      const store = withCreditor();
      for (const belegNr of [
        all.find((invoice) => invoice.belegstatus === 'Bezahlt')!.belegNr,
        all.find((invoice) => invoice.belegstatus === 'Storniert')!.belegNr,
        'G700001',
      ]) {
        const { unmount } = renderWithShop(<InvoiceDetail invoice={await invoiceDetail(belegNr)} />, { store });
        expect(screen.queryByRole('heading', { name: 'Rechnung bezahlen' }), belegNr).toBeNull();
        expect(screen.queryByRole('button', { name: /bezahlen|QR-Rechnung/ }), belegNr).toBeNull();
        unmount();
      }
      store.set(configAtom, { ...store.get(configAtom), creditor: null });
      renderWithShop(<InvoiceDetail invoice={await invoiceDetail('S600001')} />, { store });
      expect(screen.getByRole('heading', { name: 'Rechnung bezahlen' })).toBeInTheDocument();
      expect(screen.queryByRole('img', { name: /Zahlteil/ })).toBeNull();
      expect(screen.getByRole('button', { name: /mit TWINT bezahlen$/ })).toBeInTheDocument();
    });
  });
});
