import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PaymentPlatform } from './wallets.ts';
import { Checkout } from './index.ts';
import { startDemoApi, type DemoApi } from '../../../tests/helpers/demo-api.ts';
import { renderWithShop } from '../../../tests/helpers/render-with-shop.tsx';
import { fillBasket } from '../../../tests/helpers/demo-basket.ts';
import { checkoutPageModel } from '../../../tests/helpers/demo-checkout.ts';

let demo: DemoApi;
const DESKTOP: PaymentPlatform = { os: 'other', applePayReady: false };

beforeEach(async () => {
  demo = await startDemoApi();
});

describe('<shop-checkout> order overview', () => {
  it('names a promotion as the saving, not as a second amount taken off the discounted line (issue 36)', async () => {
    // 1003: promotion −20 % on CHF 28.00; five bottles cost CHF 112.00 instead of 140.00.
    await fillBasket(demo, [{ artikelId: 1003, bestelleinheit: 'Abfuellung', mengeBestelleinheit: 5 }]);
    const initial = await checkoutPageModel(demo);
    renderWithShop(<Checkout initial={initial} platform={DESKTOP} navigate={() => {}} />, { store: demo.store });
    const overview = screen.getByRole('heading', { name: 'Bestellübersicht' }).parentElement!;
    const line = within(overview)
      .getByText(/Merlot del Ticino/)
      .closest('li')!;
    expect(within(line).getByText('CHF 112.00')).toBeInTheDocument();
    expect(within(line).getByText('Aktion −20 %: Sie sparen CHF 28.00')).toBeInTheDocument();
    expect(line.textContent).not.toContain('CHF -28.00');
  });
});
