import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Address, AdressPool } from '../../core/api/schemas/adresspool.ts';
import { ADRESS_POOL_META } from '../../../examples/account/address-meta.ts';
import { AddressDialog } from './index.ts';
import { startDemoApi, type DemoApi } from '../../../tests/helpers/demo-api.ts';
import { renderWithShop } from '../../../tests/helpers/render-with-shop.tsx';

let demo: DemoApi;

beforeEach(async () => {
  demo = await startDemoApi({ articles: 20 });
});

/** Issue 24: an address whose name is invisible or reverses the text is refused with the server's message at the field. */
describe('address dialog, readable names', () => {
  it('shows the server’s messages at Vorname (U+200B only) and Name (U+202E)', async () => {
    const user = userEvent.setup();
    const onChoose = vi.fn<(address: Address) => void>();
    renderWithShop(
      <AddressDialog
        title="Lieferadresse"
        addressType="lieferung"
        user="guest"
        adressPool={[]}
        meta={ADRESS_POOL_META}
        onChoose={onChoose}
        onClose={vi.fn()}
        onPoolChange={vi.fn<(pool: AdressPool) => void>()}
      />,
      { store: demo.store },
    );
    const dialog = screen.getByRole('dialog', { name: 'Lieferadresse' });
    await user.type(within(dialog).getByRole('textbox', { name: /Vorname/ }), '\u200B');
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Anna\u202Egnp.exe');
    await user.type(within(dialog).getByRole('textbox', { name: /Strasse/ }), 'Weinweg 1');
    await user.type(within(dialog).getByRole('textbox', { name: /PLZ/ }), '8001');
    await user.type(within(dialog).getByRole('textbox', { name: /Ort/ }), 'Zürich');
    await user.type(within(dialog).getByRole('textbox', { name: /E-Mail/ }), 'anna@example.ch');
    await user.click(within(dialog).getByRole('button', { name: 'Adresse übernehmen' }));

    expect(await screen.findByText('Bitte überprüfen Sie Ihre Eingaben!')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Vorname/ })).toHaveAccessibleDescription('Bitte geben Sie sichtbare Zeichen ein.');
    const name = within(dialog).getByRole('textbox', { name: /^Name/ });
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Bitte verwenden Sie keine Steuer- oder Richtungszeichen.');
    expect(onChoose).not.toHaveBeenCalled();
  });
});
