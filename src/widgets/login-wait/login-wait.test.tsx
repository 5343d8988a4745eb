import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { toastsAtom } from '../../core/state/toasts.ts';
import { LoginWait } from './LoginWait.tsx';
import { loggedInCustomer } from '../../../tests/helpers/logged-in-customer.ts';
import { renderWithShop } from '../../../tests/helpers/render-with-shop.tsx';

const customer = loggedInCustomer();
const { clock, navigation, calls } = customer;

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

describe('<shop-login-wait>', () => {
  it('polls every 500 ms while Pending, reloads once ready, and stops when removed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false, toFake: ['setTimeout', 'clearTimeout'] });
    const { unmount } = renderWithShop(<LoginWait adresseId={1} />, { store: customer.demo.store });
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
    const { unmount } = renderWithShop(<LoginWait adresseId={1} />, { store: customer.demo.store });
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
      const { unmount } = renderWithShop(<LoginWait adresseId={1} />, { store: customer.demo.store });
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
    renderWithShop(<LoginWait adresseId={1} />, { store: customer.demo.store });
    customer.demo.failNext('network', 3);
    for (let poll = 1; poll <= 3; poll++) {
      await act(() => vi.advanceTimersByTimeAsync(500));
      await until(() => calls('/UserDataState').length === poll);
    }
    await until(() => screen.queryByText(/Verbindung zum Server ist unterbrochen/) !== null);
    expect(customer.demo.store.get(toastsAtom)).toEqual([]);
    clock.now = new Date(clock.now.getTime() + 2000);
    await act(() => vi.advanceTimersByTimeAsync(500));
    await until(() => navigation.reload.mock.calls.length === 1);
  });
});
