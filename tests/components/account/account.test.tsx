import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchInvoices } from '../../../src/core/api/account.ts';
import type { Invoice } from '../../../src/core/api/schemas/account.ts';
import { basketCountAtom } from '../../../src/core/basket/atoms.ts';
import { setNavigator } from '../../../src/core/state/navigation.ts';
import { toastsAtom } from '../../../src/core/state/toasts.ts';
import { InvoiceDetail } from '../../../src/widgets/invoice-detail/index.ts';
import { Invoices } from '../../../src/widgets/invoices/index.ts';
import { LoginWait } from '../../../src/widgets/login-wait/index.ts';
import { Orders } from '../../../src/widgets/orders/index.ts';
import { startDemoApi, type DemoApi } from '../../helpers/demo-api.ts';
import { renderWithShop } from '../../helpers/render-with-shop.tsx';

let demo: DemoApi;
const clock = { now: new Date('2026-11-23T09:00:00Z') };
const navigation = { assign: vi.fn<(url: string) => void>(), reload: vi.fn<() => void>() };

beforeEach(async () => {
  clock.now = new Date('2026-11-23T09:00:00Z');
  demo = await startDemoApi({ articles: 60, now: () => new Date(clock.now) });
  await demo.login();
  navigation.assign.mockReset();
  navigation.reload.mockReset();
  setNavigator(demo.store, navigation);
});

afterEach(() => {
  vi.useRealTimers();
  window.history.replaceState(null, '', '/');
});

/**
 * Lets a poll travel through the in-process server with only setTimeout faked (testing-library's
 * waitFor would wait on the faked clock): real immediates between rounds, no time passes.
 */
async function until(condition: () => boolean) {
  for (let round = 0; round < 200 && !condition(); round++) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
      await new Promise((resolve) => setImmediate(resolve));
    });
  }
  expect(condition()).toBe(true);
}

const calls = (path: string) => demo.requests.filter((request) => request.path.includes(path));
const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

async function allInvoices(): Promise<Invoice[]> {
  const first = await fetchInvoices(demo.store, 1);
  const pages = Math.ceil(first.totalItems / first.pageSize);
  const rest = await Promise.all(Array.from({ length: pages - 1 }, (_, i) => fetchInvoices(demo.store, i + 2)));
  return [first, ...rest].flatMap((page) => page.items);
}

async function invoiceDetail(belegNr: string): Promise<Invoice> {
  const summary = (await allInvoices()).find((invoice) => invoice.belegNr === belegNr)!;
  const res = await demo.session.request(summary.detailUrl);
  const match = /invoice='([^']*)'/.exec(await res.text());
  const text = match![1]!.replace(/&#39;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
  return JSON.parse(text) as Invoice;
}

describe('<shop-login-wait>', () => {
  it('polls every 500 ms while Pending, reloads once ready, and stops when removed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false, toFake: ['setTimeout', 'clearTimeout'] });
    const { unmount } = renderWithShop(<LoginWait adresseId={1} />, { store: demo.store });
    expect(screen.getByText('Ihre Daten werden geladen …')).toBeInTheDocument();
    expect(calls('/UserDataState')).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(500));
    await until(() => calls('/UserDataState').length === 1);
    await act(() => vi.advanceTimersByTimeAsync(500));
    await until(() => calls('/UserDataState').length === 2);
    expect(navigation.reload).not.toHaveBeenCalled();

    clock.now = new Date(clock.now.getTime() + 2000); // the back office is ready
    await act(() => vi.advanceTimersByTimeAsync(500));
    await until(() => navigation.reload.mock.calls.length === 1);
    expect(calls('/UserDataState')[0]!.path).toContain('adresseId=1');
    unmount();
  });

  it('stops polling when the element leaves the page', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false, toFake: ['setTimeout', 'clearTimeout'] });
    const { unmount } = renderWithShop(<LoginWait adresseId={1} />, { store: demo.store });
    await act(() => vi.advanceTimersByTimeAsync(500));
    await until(() => calls('/UserDataState').length === 1);
    unmount();
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(calls('/UserDataState')).toHaveLength(1);
    expect(navigation.reload).not.toHaveBeenCalled();
  });

  it('blocks the page behind it: focus on its message, the rest inert until it goes', async () => {
    const outside = document.body.appendChild(document.createElement('button'));
    outside.textContent = 'Zur Kasse';
    const alreadyInert = document.body.appendChild(document.createElement('div'));
    alreadyInert.setAttribute('inert', '');
    outside.focus();
    try {
      const { unmount } = renderWithShop(<LoginWait adresseId={1} />, { store: demo.store });
      const overlay = screen.getByRole('alertdialog', { name: 'Ihre Daten werden geladen …' });
      expect(overlay).toHaveFocus();
      expect(outside.closest('[inert]')).not.toBeNull();
      expect(overlay.closest('[inert]')).toBeNull();
      await userEvent.keyboard('{Enter}');
      expect(overlay).toHaveFocus();
      unmount();
      expect(outside.closest('[inert]')).toBeNull();
      expect(alreadyInert).toHaveAttribute('inert');
    } finally {
      outside.remove();
      alreadyInert.remove();
    }
  });

  it('keeps polling through network errors and says so after several in a row, without toasts', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false, toFake: ['setTimeout', 'clearTimeout'] });
    renderWithShop(<LoginWait adresseId={1} />, { store: demo.store });
    demo.failNext('network', 3);
    for (let poll = 1; poll <= 3; poll++) {
      await act(() => vi.advanceTimersByTimeAsync(500));
      await until(() => calls('/UserDataState').length === poll);
    }
    await until(() => screen.queryByText(/Verbindung zum Server ist unterbrochen/) !== null);
    expect(demo.store.get(toastsAtom)).toEqual([]);
    clock.now = new Date(clock.now.getTime() + 2000);
    await act(() => vi.advanceTimersByTimeAsync(500));
    await until(() => navigation.reload.mock.calls.length === 1);
  });
});

describe('<shop-orders>', () => {
  it('pages through the pager with the address carrying page, and Back shows page 1 again without a request', async () => {
    window.history.replaceState(null, '', '/account/bestellungen');
    const user = userEvent.setup();
    renderWithShop(<Orders />, { store: demo.store });
    const table = await screen.findByRole('table', { name: 'Ihre Bestellungen' });
    const firstPage = rowsOf(table).map((row) => row.textContent);
    expect(firstPage.length).toBeGreaterThan(0);
    const link = within(rowsOf(table)[0]!).getByRole('link', { name: /^Bestellung B\d+ anzeigen$/ });
    expect(link.getAttribute('href')).toMatch(/^\/checkout\/bestaetigung\?uid=.+&back=1$/);
    expect(rowsOf(table)[0]).toHaveTextContent(/\d{1,2}\.\d{1,2}\.\d{4}/);
    expect(rowsOf(table)[0]).toHaveTextContent(/CHF/);

    await user.click(screen.getByRole('link', { name: 'Seite 2' }));
    await waitFor(() => expect(location.search).toBe('?page=2'));
    await waitFor(() => expect(rowsOf(screen.getByRole('table')).map((row) => row.textContent)).not.toEqual(firstPage));
    expect(screen.getByRole('link', { name: 'Seite 2' })).toHaveAttribute('aria-current', 'page');

    const before = calls('/bestellungen').length;
    act(() => window.history.back());
    await waitFor(() => expect(location.search).toBe(''));
    await waitFor(() => expect(rowsOf(screen.getByRole('table')).map((row) => row.textContent)).toEqual(firstPage));
    expect(calls('/bestellungen')).toHaveLength(before);
  });

  it.each([
    ['?page=abc', 1],
    ['?page=999', 3],
  ])('shows a sensible page for %s', async (search, expected) => {
    window.history.replaceState(null, '', `/account/bestellungen${search}`);
    renderWithShop(<Orders />, { store: demo.store });
    await screen.findByRole('table', { name: 'Ihre Bestellungen' });
    await waitFor(() => expect(screen.getByRole('link', { name: `Seite ${expected}` })).toHaveAttribute('aria-current', 'page'));
    expect(location.search).toBe(expected === 1 ? '?page=abc' : `?page=${expected}`);
  });

  it('keeps the last good page and shows the §8 toast when a call fails', async () => {
    window.history.replaceState(null, '', '/account/bestellungen');
    const user = userEvent.setup();
    renderWithShop(<Orders />, { store: demo.store });
    const table = await screen.findByRole('table', { name: 'Ihre Bestellungen' });
    const firstPage = rowsOf(table).map((row) => row.textContent);
    demo.failNext('server-error');
    await user.click(screen.getByRole('link', { name: 'Seite 2' }));
    await waitFor(() => expect(demo.store.get(toastsAtom).map((toast) => toast.message)).toContain('Während der Kommunikation mit dem Server ist ein Fehler aufgetreten!'));
    expect(rowsOf(screen.getByRole('table')).map((row) => row.textContent)).toEqual(firstPage);
    expect(location.search).toBe('');
  });

  it('sends a shopper whose session expired to the login with returnUrl', async () => {
    window.history.replaceState(null, '', '/account/bestellungen?page=2');
    await demo.session.request('/account/logout', { method: 'POST', body: new URLSearchParams({ __RequestVerificationToken: demo.session.csrfToken }) });
    renderWithShop(<Orders />, { store: demo.store });
    await waitFor(() => expect(navigation.assign).toHaveBeenCalledWith('/account/login?returnUrl=%2Faccount%2Fbestellungen%3Fpage%3D2'));
    expect(demo.store.get(toastsAtom)).toEqual([]);
  });

  it('says so when there are no orders', () => {
    renderWithShop(<Orders initial={{ page: 1, pageSize: 10, totalItems: 0, items: [] }} />, { store: demo.store });
    expect(screen.getByText('Sie haben noch keine Bestellungen.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});

describe('<shop-invoices>', () => {
  it('shows each payment badge of §4, none for document type 75, and marks overdue open invoices', async () => {
    const invoices = await allInvoices();
    const pageSize = invoices.length;
    renderWithShop(<Invoices initial={{ page: 1, pageSize, totalItems: invoices.length, items: invoices }} />, { store: demo.store });
    const table = screen.getByRole('table', { name: 'Ihre Rechnungen' });
    const rowOf = (belegNr: string) => rowsOf(table).find((row) => within(row).queryByRole('link', { name: new RegExp(` ${belegNr} anzeigen$`) }))!;
    const badgeOf = (invoice: Invoice) => rowOf(invoice.belegNr).querySelector('.vk-payment-badge')?.textContent ?? null;
    const expected: Record<string, string> = { Bezahlt: 'Bezahlt', Archiviert: 'Bezahlt', Storniert: 'Storniert', Teilbezahlt: 'Teilbezahlt', Offen: 'Offen' };
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

describe('<shop-invoice-detail>', () => {
  it('reorders a document with an unorderable position in one request, raises the badge and names what was left out', async () => {
    const user = userEvent.setup();
    const invoice = await invoiceDetail('S600001');
    renderWithShop(<InvoiceDetail invoice={invoice} />, { store: demo.store });
    expect(screen.getByRole('row', { name: /Cornalin du Valais/ })).toHaveTextContent('nicht bestellbar');
    expect(screen.queryByRole('button', { name: 'Cornalin du Valais nachbestellen' })).not.toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Dézaley Grand Cru/ })).toHaveTextContent('75 cl');

    const adds = calls('/basket/add').length;
    await user.click(screen.getByRole('button', { name: 'Alle bestellbaren Artikel nachbestellen' }));
    expect(await screen.findByText('Nicht bestellbar und daher nicht in den Warenkorb gelegt: Cornalin du Valais.')).toHaveAttribute('role', 'status');
    expect(calls('/basket/add')).toHaveLength(adds + 1);
    expect(JSON.parse(calls('/basket/add').at(-1)!.body)).toEqual([
      { artikelId: 1001, bestelleinheit: 'Abfuellung', mengeBestelleinheit: 6 },
      { artikelId: 1006, bestelleinheit: 'Abfuellung', mengeBestelleinheit: 2 },
    ]);
    expect(demo.store.get(basketCountAtom)).toBe(2);
    expect(demo.store.get(toastsAtom).map((toast) => toast.message)).toContain('Die Artikel wurden in den Warenkorb gelegt.');

    // per position and per delivery: on top of what the basket holds
    await user.click(screen.getByRole('button', { name: 'Dézaley Grand Cru nachbestellen' }));
    await waitFor(() => expect(JSON.parse(calls('/basket/add').at(-1)!.body)).toEqual([{ artikelId: 1001, bestelleinheit: 'Abfuellung', mengeBestelleinheit: 12 }]));
    await user.click(screen.getByRole('button', { name: 'Lieferung L500002 nachbestellen' }));
    await waitFor(() => expect(JSON.parse(calls('/basket/add').at(-1)!.body)).toEqual([{ artikelId: 1006, bestelleinheit: 'Abfuellung', mengeBestelleinheit: 4 }]));
  });

  it('shows the document: type, addresses, total in CHF, open amount, and no badge for type 75', async () => {
    const gutschrift = await invoiceDetail('G700001');
    renderWithShop(<InvoiceDetail invoice={gutschrift} />, { store: demo.store });
    expect(screen.getByRole('heading', { name: 'Gutschrift G700001' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Rechnungsadresse' })).toBeInTheDocument();
    expect(screen.getByText('Total', { selector: 'dt' }).nextSibling).toHaveTextContent(/^CHF\s-45\.60$/);
    expect(screen.getByText('Offener Betrag')).toBeInTheDocument();
    expect(document.querySelector('.vk-payment-badge')).toBeNull();
  });
});
