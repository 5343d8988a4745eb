import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PaymentPlatform } from '../checkout/wallets.ts';
import { formatChf } from '../../core/format.ts';
import { Basket } from './index.ts';
import { Checkout } from '../checkout/index.ts';
import { startDemoApi, type DemoApi } from '../../../tests/helpers/demo-api.ts';
import { renderWithShop } from '../../../tests/helpers/render-with-shop.tsx';
import { checkoutPageModel } from '../../../tests/helpers/demo-checkout.ts';
import { fillBasket } from '../../../tests/helpers/demo-basket.ts';

let demo: DemoApi;
const DESKTOP: PaymentPlatform = { os: 'other', applePayReady: false };
// formatChf writes a no-break space, which the text matcher normalises on the page's side only.
const hint = (missing: number) =>
  `Noch ${formatChf(missing)} bis zum kostenlosen Versand (ab ${formatChf(150)} Warenwert).`.replace(/\s/g, ' ');

beforeEach(async () => {
  demo = await startDemoApi({ articles: 20 });
});

describe('free shipping (the demo back office: free from CHF 150 goods value)', () => {
  it('the basket says how much is missing below the threshold', async () => {
    const small = await fillBasket(demo, [{ artikelId: 1006, bestelleinheit: 'Abfuellung', mengeBestelleinheit: 1 }]);
    expect(small.warenwertInklMwst).toBeLessThan(150);
    renderWithShop(<Basket initial={small} />, { store: demo.store });
    expect(await screen.findByText(hint(150 - small.warenwertInklMwst))).toBeInTheDocument();
  });

  it('and nothing from the threshold on', async () => {
    const large = await fillBasket(demo, [{ artikelId: 1006, bestelleinheit: 'Abfuellung', mengeBestelleinheit: 20 }]);
    expect(large.warenwertInklMwst).toBeGreaterThanOrEqual(150);
    renderWithShop(<Basket initial={large} />, { store: demo.store });
    await screen.findByRole('heading', { name: 'Zusammenfassung' });
    expect(screen.queryByText(/bis zum kostenlosen Versand/)).toBeNull();
  });

  it('the checkout says it too, not for pickup and not on the placed order', async () => {
    const user = userEvent.setup();
    await demo.login();
    await fillBasket(demo, [{ artikelId: 1006, bestelleinheit: 'Abfuellung', mengeBestelleinheit: 1 }]);
    const initial = await checkoutPageModel(demo);
    const missing = 150 - initial.basket.warenwertInklMwst;
    const { unmount } = renderWithShop(<Checkout initial={initial} platform={DESKTOP} />, { store: demo.store });
    const overview = () => screen.getByRole('heading', { name: 'Bestellübersicht' }).parentElement!;
    await user.click(within(await screen.findByRole('region', { name: 'Lieferart' })).getByRole('radio', { name: /Post/ }));
    await waitFor(() => expect(within(overview()).getByText(hint(missing))).toBeInTheDocument());
    await user.click(within(screen.getByRole('region', { name: 'Lieferart' })).getByRole('radio', { name: /Abholung/ }));
    await waitFor(() => expect(within(overview()).queryByText(/bis zum kostenlosen Versand/)).toBeNull());
    unmount();

    renderWithShop(<Checkout initial={initial} readonly platform={DESKTOP} />, { store: demo.store });
    await screen.findByRole('heading', { name: 'Bestellübersicht' });
    expect(screen.queryByText(/bis zum kostenlosen Versand/)).toBeNull();
  });
});
