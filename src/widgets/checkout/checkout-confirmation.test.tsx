import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { configAtom } from '../../core/state/config.ts';
import { Checkout } from './index.ts';
import { startDemoApi } from '../../../tests/helpers/demo-api.ts';
import { renderWithShop } from '../../../tests/helpers/render-with-shop.tsx';
import { checkoutWithGoods } from '../../../tests/helpers/demo-checkout.ts';

it('the confirmation leads on: "Weiter einkaufen" to the shop\'s list page from the config', async () => {
  const demo = await startDemoApi({ articles: 20 });
  const initial = await checkoutWithGoods(demo);
  renderWithShop(<Checkout initial={initial} readonly platform={{ os: 'other', applePayReady: false }} />, { store: demo.store });
  expect(await screen.findByRole('link', { name: 'Weiter einkaufen' })).toHaveAttribute('href', demo.store.get(configAtom).urls.shop);
});
