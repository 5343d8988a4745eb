import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { validateCheckout } from '../../core/api/checkout.ts';
import { ADRESS_POOL_META } from '../../../examples/account/address-meta.ts';
import { AddressDialog } from './index.ts';
import { startDemoApi, type DemoApi } from '../../../tests/helpers/demo-api.ts';
import { renderWithShop } from '../../../tests/helpers/render-with-shop.tsx';

let demo: DemoApi;

beforeEach(async () => {
  demo = await startDemoApi({ articles: 20 });
  await demo.login();
});

describe('address dialog, select mode', () => {
  it('Escape closes it like the other modes, also after returning from edit (focus stays in the dialog)', async () => {
    const user = userEvent.setup();
    const pool = (await validateCheckout(demo.store, { basket: {} })).model.adressPool;
    expect(pool.length).toBeGreaterThan(0);
    const onClose = vi.fn();
    renderWithShop(
      <AddressDialog
        title="Lieferadresse"
        addressType="lieferung"
        user="customer"
        adressPool={pool}
        meta={ADRESS_POOL_META}
        onChoose={vi.fn()}
        onClose={onClose}
      />,
      { store: demo.store },
    );
    expect(screen.getByRole('radio', { checked: true })).toHaveFocus();
    await user.click(screen.getAllByRole('button', { name: /^Bearbeiten:/ })[0]!);
    expect(screen.getByRole('combobox', { name: /Anrede/ })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Abbrechen' }));
    expect(screen.getByRole('radio', { checked: true })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
