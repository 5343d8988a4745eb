import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { toastsAtom } from '../../core/state/toasts.ts';
import { Orders } from './Orders.tsx';
import { loggedInCustomer } from '../../../tests/helpers/logged-in-customer.ts';
import { renderWithShop } from '../../../tests/helpers/render-with-shop.tsx';

const customer = loggedInCustomer();
const { navigation, calls } = customer;

const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

describe('<shop-orders>', () => {
  it('pages through the pager with the address carrying page, and Back shows page 1 again without a request', async () => {
    window.history.replaceState(null, '', '/account/bestellungen');
    const user = userEvent.setup();
    renderWithShop(<Orders />, { store: customer.demo.store });
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
    renderWithShop(<Orders />, { store: customer.demo.store });
    await screen.findByRole('table', { name: 'Ihre Bestellungen' });
    await waitFor(() => expect(screen.getByRole('link', { name: `Seite ${expected}` })).toHaveAttribute('aria-current', 'page'));
    expect(location.search).toBe(expected === 1 ? '?page=abc' : `?page=${expected}`);
  });

  it('keeps the last good page and shows the §8 toast when a call fails', async () => {
    window.history.replaceState(null, '', '/account/bestellungen');
    const user = userEvent.setup();
    renderWithShop(<Orders />, { store: customer.demo.store });
    const table = await screen.findByRole('table', { name: 'Ihre Bestellungen' });
    const firstPage = rowsOf(table).map((row) => row.textContent);
    customer.demo.failNext('server-error');
    await user.click(screen.getByRole('link', { name: 'Seite 2' }));
    await waitFor(() =>
      expect(customer.demo.store.get(toastsAtom).map((toast) => toast.message)).toContain(
        'Während der Kommunikation mit dem Server ist ein Fehler aufgetreten!',
      ),
    );
    expect(rowsOf(screen.getByRole('table')).map((row) => row.textContent)).toEqual(firstPage);
    expect(location.search).toBe('');
  });

  it('sends a shopper whose session expired to the login with returnUrl', async () => {
    window.history.replaceState(null, '', '/account/bestellungen?page=2');
    await customer.demo.session.request('/account/logout', {
      method: 'POST',
      body: new URLSearchParams({ __RequestVerificationToken: customer.demo.session.csrfToken }),
    });
    renderWithShop(<Orders />, { store: customer.demo.store });
    await waitFor(() => expect(navigation.assign).toHaveBeenCalledWith('/account/login?returnUrl=%2Faccount%2Fbestellungen%3Fpage%3D2'));
    expect(customer.demo.store.get(toastsAtom)).toEqual([]);
  });

  it('says so when there are no orders', () => {
    renderWithShop(<Orders initial={{ page: 1, pageSize: 10, totalItems: 0, items: [] }} />, { store: customer.demo.store });
    expect(screen.getByText('Sie haben noch keine Bestellungen.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
