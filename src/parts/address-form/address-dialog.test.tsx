import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { validateCheckout } from '../../core/api/checkout.ts';
import type { Address, AdressPool } from '../../core/api/schemas/adresspool.ts';
import { ADRESS_POOL_META } from '../../../examples/account/address-meta.ts';
import { AddressDialog, type AddressDialogProps } from './index.ts';
import { configAtom } from '../../core/state/config.ts';
import { startDemoApi, type DemoApi } from '../../../tests/helpers/demo-api.ts';
import { renderWithShop } from '../../../tests/helpers/render-with-shop.tsx';

let demo: DemoApi;

beforeEach(async () => {
  demo = await startDemoApi({ articles: 20 });
});

function renderDialog(props: Partial<AddressDialogProps> & Pick<AddressDialogProps, 'user'>) {
  const onChoose = vi.fn<(address: Address) => void>();
  const onClose = vi.fn();
  const onPoolChange = vi.fn<(pool: AdressPool) => void>();
  renderWithShop(
    <AddressDialog
      title="Lieferadresse"
      addressType="lieferung"
      adressPool={[]}
      meta={ADRESS_POOL_META}
      onChoose={onChoose}
      onClose={onClose}
      onPoolChange={onPoolChange}
      {...props}
    />,
    { store: demo.store },
  );
  return { onChoose, onClose, onPoolChange, dialog: screen.getByRole('dialog', { name: 'Lieferadresse' }) };
}

async function customerPool(): Promise<AdressPool> {
  await demo.login();
  return (await validateCheckout(demo.store, { basket: {} })).model.adressPool;
}

describe('address dialog, guest', () => {
  it('starts in edit with the defaults, shows the server messages on their fields, and hands over the checked address', async () => {
    const user = userEvent.setup();
    const { dialog, onChoose, onClose } = renderDialog({ user: 'guest', intro: 'Bitte erfassen Sie eine Lieferadresse' });
    expect(within(dialog).getByText('Bitte erfassen Sie eine Lieferadresse')).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Land' })).toHaveValue('1');
    expect(within(dialog).getByRole('combobox', { name: 'Korrespondenzsprache' })).toHaveValue('de');
    const email = within(dialog).getByRole('textbox', { name: /E-Mail/ });
    expect(email).toHaveAttribute('aria-required', 'true');
    expect(email).toHaveAttribute('autocomplete', 'email');
    expect(within(dialog).getByRole('textbox', { name: /PLZ/ })).toHaveAttribute('autocomplete', 'shipping postal-code');

    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Muster');
    await user.type(within(dialog).getByRole('textbox', { name: /Strasse/ }), 'Weinweg 1');
    await user.type(within(dialog).getByRole('textbox', { name: /PLZ/ }), '80');
    await user.type(within(dialog).getByRole('textbox', { name: /Ort/ }), 'Zürich');
    await user.click(within(dialog).getByRole('button', { name: 'Adresse übernehmen' }));

    expect(await screen.findByText('Bitte überprüfen Sie Ihre Eingaben!')).toBeInTheDocument();
    const plz = within(dialog).getByRole('textbox', { name: /PLZ/ });
    expect(plz).toHaveAttribute('aria-invalid', 'true');
    expect(plz).toHaveAccessibleDescription('Eine Schweizer PLZ hat vier Ziffern.');
    expect(within(dialog).getByRole('textbox', { name: /E-Mail/ })).toHaveAccessibleDescription('Bitte geben Sie eine E-Mail-Adresse ein.');
    expect(onChoose).not.toHaveBeenCalled();

    await user.type(plz, '01');
    await user.type(within(dialog).getByRole('textbox', { name: /E-Mail/ }), 'anna@example.ch');
    await user.click(within(dialog).getByRole('button', { name: 'Adresse übernehmen' }));
    await waitFor(() => expect(onChoose).toHaveBeenCalledTimes(1));
    expect(onChoose.mock.calls[0]![0]).toMatchObject({
      name: 'Muster',
      plz: '8001',
      sprache: 'de',
      landId: 1,
      land: 'Schweiz',
      eMail: 'anna@example.ch',
    });
    expect(onClose).toHaveBeenCalled();
    expect(demo.requests.filter((request) => request.path === '/api/adresspool/validate/lieferung')).toHaveLength(2);
  });

  it('closes on cancel without a request', async () => {
    const user = userEvent.setup();
    const { dialog, onClose } = renderDialog({ user: 'guest' });
    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    expect(onClose).toHaveBeenCalled();
    expect(demo.requests.some((request) => request.path.startsWith('/api/adresspool'))).toBe(false);
  });

  it('keeps what was typed when the check fails on the network, and the retry works', async () => {
    const user = userEvent.setup();
    const { dialog, onChoose } = renderDialog({
      user: 'guest',
      guestAddress: {
        adressPoolId: null,
        istPrimaereAdresse: false,
        anrede: null,
        titel: null,
        vorname: 'Anna',
        name: 'Muster',
        strasse: 'Weinweg 1',
        zusatz1: null,
        zusatz2: null,
        plz: '8001',
        ort: 'Zürich',
        eMail: 'anna@example.ch',
        telD: null,
        telG: null,
        telP: null,
        natel: null,
        faxG: null,
        sprache: 'de',
        landId: 1,
        land: 'Schweiz',
        firma: null,
      },
    });
    demo.failNext('network');
    await user.click(within(dialog).getByRole('button', { name: 'Adresse übernehmen' }));
    expect(await screen.findByText(/Während der Kommunikation mit dem Server ist ein Fehler aufgetreten!/)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Vorname/ })).toHaveValue('Anna');
    await user.click(within(dialog).getByRole('button', { name: 'Adresse übernehmen' }));
    await waitFor(() => expect(onChoose).toHaveBeenCalledTimes(1));
  });
});

describe('address dialog, customer', () => {
  it('starts in select with the pool, edits and adds, returning to select after save and cancel', async () => {
    const user = userEvent.setup();
    const pool = await customerPool();
    expect(pool.length).toBeGreaterThan(1);
    const primary = pool.find((address) => address.istPrimaereAdresse)!;
    const { dialog, onChoose, onPoolChange } = renderDialog({ user: 'customer', adressPool: pool, selectedId: primary.adressPoolId });

    const radios = within(dialog).getAllByRole('radio');
    expect(radios).toHaveLength(pool.length);
    expect(radios[0]).toBeChecked();

    // add, then cancel: back to select, nothing saved
    await user.click(within(dialog).getByRole('button', { name: 'Neue Adresse erfassen' }));
    expect(within(dialog).getByRole('form', { name: 'Neue Adresse erfassen' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    expect(within(dialog).getAllByRole('radio')).toHaveLength(pool.length);

    // add with a missing e-mail: the server's message; then saved: back to select with one more address
    await user.click(within(dialog).getByRole('button', { name: 'Neue Adresse erfassen' }));
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Keller');
    await user.type(within(dialog).getByRole('textbox', { name: /Strasse/ }), 'Rebgasse 3');
    await user.type(within(dialog).getByRole('textbox', { name: /PLZ/ }), '3000');
    await user.type(within(dialog).getByRole('textbox', { name: /Ort/ }), 'Bern');
    await user.click(within(dialog).getByRole('button', { name: 'Adresse speichern' }));
    expect(await within(dialog).findByText('Bitte geben Sie eine E-Mail-Adresse ein.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /E-Mail/ })).toHaveFocus();
    await user.type(within(dialog).getByRole('textbox', { name: /E-Mail/ }), 'keller@example.ch');
    await user.click(within(dialog).getByRole('button', { name: 'Adresse speichern' }));
    expect(await screen.findByText('Erfolgreich gespeichert!')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getAllByRole('radio')).toHaveLength(pool.length + 1));
    expect(onPoolChange).toHaveBeenCalledTimes(1);

    // edit an address, then choose it
    const keller = within(dialog).getByRole('radio', { name: /Keller/ });
    await user.click(within(dialog).getByRole('button', { name: /Bearbeiten: .*Keller/ }));
    const ort = within(dialog).getByRole('textbox', { name: /Ort/ });
    expect(ort).toHaveValue('Bern');
    await user.clear(ort);
    await user.type(ort, 'Biel');
    await user.click(within(dialog).getByRole('button', { name: 'Adresse speichern' }));
    await waitFor(() => expect(within(dialog).getByRole('radio', { name: /Biel/ })).toBeInTheDocument());
    expect(keller).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: /Biel/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Diese Adresse verwenden' }));
    expect(onChoose).toHaveBeenCalledWith(expect.objectContaining({ name: 'Keller', ort: 'Biel' }));
  });

  it('starts in add when the pool is empty', async () => {
    await demo.login();
    const { dialog } = renderDialog({ user: 'customer', adressPool: [] });
    expect(within(dialog).getByRole('form', { name: 'Neue Adresse erfassen' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('radio')).toBeNull();
  });
});

describe("address dialog, the page's language", () => {
  it.each([
    ['fr', ADRESS_POOL_META, 'fr'],
    ['en', ADRESS_POOL_META, 'en'],
    // A language the back office does not offer for correspondence leaves German.
    ['en', { ...ADRESS_POOL_META, sprachen: ADRESS_POOL_META.sprachen.filter((s) => s.sprache !== 'en') }, 'de'],
  ] as const)('a new address on a %s page preselects its correspondence language (offered: see meta) → %s', (language, meta, expected) => {
    demo.store.set(configAtom, { ...demo.store.get(configAtom), language, culture: `${language}-CH` });
    const { dialog } = renderDialog({ user: 'guest', meta });
    expect(dialog.querySelector('select[name="sprache"]')).toHaveValue(expected);
  });
});
