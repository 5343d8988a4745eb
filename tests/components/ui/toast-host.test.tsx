import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showToast, toastsAtom } from '../../../src/core/state/toasts.ts';
import { renderWithShop } from '../../helpers/render-with-shop.tsx';
import { toastSamples } from '../../fixtures/ui.ts';

describe('ToastHost', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a toast in the polite region, hides it after 3000 ms and removes it 2000 ms later', () => {
    const { store } = renderWithShop(<p>Seite</p>);
    act(() => {
      showToast(store, toastSamples.success);
    });
    const toast = within(screen.getByRole('status')).getByText(toastSamples.success.message).closest('.vk-toast');
    expect(toast).not.toHaveClass('vk-toast--hiding');

    act(() => vi.advanceTimersByTime(2999));
    expect(toast).not.toHaveClass('vk-toast--hiding');
    act(() => vi.advanceTimersByTime(1));
    expect(toast).toHaveClass('vk-toast--hiding');
    expect(toast).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(1999));
    expect(screen.getByText(toastSamples.success.message)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText(toastSamples.success.message)).not.toBeInTheDocument();
    expect(store.get(toastsAtom)).toEqual([]);
  });

  it('puts warnings and errors in the assertive alert region, with their detail', () => {
    const { store } = renderWithShop(<p>Seite</p>);
    act(() => {
      showToast(store, toastSamples.warning);
      showToast(store, toastSamples.info);
    });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveAttribute('aria-live', 'assertive');
    expect(within(alert).getByText(toastSamples.warning.message)).toBeInTheDocument();
    expect(within(alert).getByText('503 Service Unavailable')).toBeInTheDocument();
    expect(within(alert).getByText(/Warnung/)).toBeInTheDocument();
    expect(within(screen.getByRole('status')).getByText(toastSamples.info.message)).toBeInTheDocument();
  });

  it('honours a caller-given auto-hide time, and false keeps the toast', () => {
    const { store } = renderWithShop(<p>Seite</p>);
    act(() => {
      showToast(store, { ...toastSamples.info, autoHideMs: 10_000 });
      showToast(store, { kind: 'success', message: 'Bleibt', autoHideMs: false });
    });
    act(() => vi.advanceTimersByTime(9_999));
    expect(screen.getByText(toastSamples.info.message).closest('.vk-toast')).not.toHaveClass('vk-toast--hiding');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText(toastSamples.info.message).closest('.vk-toast')).toHaveClass('vk-toast--hiding');
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByText('Bleibt').closest('.vk-toast')).not.toHaveClass('vk-toast--hiding');
  });

  it('closes on the close button and removes the toast 2000 ms later', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { store } = renderWithShop(<p>Seite</p>);
    act(() => {
      showToast(store, { ...toastSamples.success, autoHideMs: false });
    });
    await user.click(screen.getByRole('button', { name: 'Meldung schliessen' }));
    const toast = screen.getByText(toastSamples.success.message).closest('.vk-toast');
    expect(toast).toHaveClass('vk-toast--hiding');
    // A hiding toast is out of reach: its close button is no longer offered.
    expect(screen.queryByRole('button', { name: 'Meldung schliessen' })).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2000));
    expect(toast).not.toBeInTheDocument();
  });

  it('stacks several toasts in arrival order', () => {
    const { store } = renderWithShop(<p>Seite</p>);
    act(() => {
      showToast(store, toastSamples.success);
      showToast(store, toastSamples.info);
    });
    const messages = within(screen.getByRole('status')).getAllByRole('paragraph');
    expect(messages.map((item) => item.textContent)).toEqual([toastSamples.success.message, toastSamples.info.message]);
  });

  it('the same message again takes the place of the one shown, as a new node, for 3000 ms from the repeat', () => {
    const { store } = renderWithShop(<p>Seite</p>);
    act(() => {
      showToast(store, toastSamples.success);
      showToast(store, toastSamples.info);
    });
    const first = screen.getByText(toastSamples.success.message).closest('.vk-toast');
    act(() => vi.advanceTimersByTime(2000));
    act(() => {
      showToast(store, toastSamples.success);
    });

    // One copy, where the first was (above the other message), and a new node: the live region announces it again.
    const messages = within(screen.getByRole('status')).getAllByRole('paragraph');
    expect(messages.map((item) => item.textContent)).toEqual([toastSamples.success.message, toastSamples.info.message]);
    const repeat = screen.getByText(toastSamples.success.message).closest('.vk-toast');
    expect(repeat).not.toBe(first);
    act(() => vi.advanceTimersByTime(2999));
    expect(repeat).not.toHaveClass('vk-toast--hiding');
    act(() => vi.advanceTimersByTime(1));
    expect(repeat).toHaveClass('vk-toast--hiding');
  });
});
