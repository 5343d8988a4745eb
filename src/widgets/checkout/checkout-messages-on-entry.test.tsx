import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PaymentPlatform } from './wallets.ts';
import { Checkout } from './index.ts';
import { startDemoApi, type DemoApi } from '../../../tests/helpers/demo-api.ts';
import { renderWithShop } from '../../../tests/helpers/render-with-shop.tsx';
import { checkoutWithGoods, submitCalls } from '../../../tests/helpers/demo-checkout.ts';

let demo: DemoApi;
const DESKTOP: PaymentPlatform = { os: 'other', applePayReady: false };
const section = (name: string) => screen.getByRole('region', { name });

beforeEach(async () => {
  demo = await startDemoApi({ articles: 20 });
  await demo.login();
});

async function enterCheckout() {
  const initial = await checkoutWithGoods(demo);
  const navigate = vi.fn<(url: string) => void>();
  const { container } = renderWithShop(<Checkout initial={initial} platform={DESKTOP} navigate={navigate} />, { store: demo.store });
  await screen.findByRole('region', { name: 'Lieferart' });
  await waitFor(() => expect(container.querySelector('.vk-checkout')).toHaveAttribute('aria-busy', 'false'));
  return { navigate, container };
}

const agb = () => within(section('AGB und Alter')).getByRole('checkbox', { name: 'Ich akzeptiere die AGB.' });
const alter = () => within(section('AGB und Alter')).getByRole('checkbox', { name: 'Ich bin mindestens 18 Jahre alt.' });

describe('<shop-checkout> before the shopper did anything', () => {
  it('shows the grey marks on entry but no messages; a section left shows its own; a submit press shows all and leads to the first', async () => {
    const user = userEvent.setup();
    await enterCheckout();
    expect(within(section('Lieferart')).getByRole('img', { name: 'ungültig' })).toBeInTheDocument();
    expect(within(section('Zahlungsart')).getByRole('img', { name: 'ungültig' })).toBeInTheDocument();
    expect(within(section('AGB und Alter')).getByRole('img', { name: 'ungültig' })).toBeInTheDocument();
    expect(screen.queryByText('keine Lieferart ausgewählt')).toBeNull();
    expect(screen.queryByText('keine Zahlungsart ausgewählt')).toBeNull();
    expect(screen.queryByText('Bitte akzeptieren Sie die AGB.')).toBeNull();
    expect(agb()).not.toHaveAttribute('aria-invalid');
    expect(document.querySelector('.vk-field__error')).toBeNull();

    // Through the terms without ticking: focus passing is no mistake, nothing turns red (issue 36).
    agb().focus();
    await user.tab();
    expect(alter()).toHaveFocus();
    await user.tab();
    expect(agb()).not.toHaveAccessibleDescription('Bitte akzeptieren Sie die AGB.');
    expect(alter()).not.toHaveAccessibleDescription('Bitte bestätigen Sie: Ich bin mindestens 18 Jahre alt.');
    expect(screen.queryByText('keine Lieferart ausgewählt')).toBeNull();

    // Not ready: the button is marked disabled but a press shows everything and focuses the first problem.
    const submit = screen.getByRole('button', { name: 'Bestellung absenden' });
    expect(submit).toHaveAttribute('aria-disabled', 'true');
    await user.click(submit);
    expect(within(section('Lieferart')).getByText('keine Lieferart ausgewählt')).toBeInTheDocument();
    expect(within(section('Zahlungsart')).getByText('keine Zahlungsart ausgewählt')).toBeInTheDocument();
    expect(agb()).toHaveAccessibleDescription('Bitte akzeptieren Sie die AGB.');
    expect(alter()).toHaveAccessibleDescription('Bitte bestätigen Sie: Ich bin mindestens 18 Jahre alt.');
    await waitFor(() => expect(within(section('Lieferart')).getAllByRole('radio')[0]).toHaveFocus());
    expect(submitCalls(demo)).toHaveLength(0);
  });
});
