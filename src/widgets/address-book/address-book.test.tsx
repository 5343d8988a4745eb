import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ADRESS_POOL_META } from '../../../examples/account/address-meta.ts';
import { validateCheckout } from '../../core/api/checkout.ts';
import type { AdressPool } from '../../core/api/schemas/adresspool.ts';
import { setNavigator } from '../../core/state/navigation.ts';
import { toastsAtom } from '../../core/state/toasts.ts';
import { AddressBook } from './AddressBook.tsx';
import { startDemoApi, type DemoApi } from '../../../tests/helpers/demo-api.ts';
import { renderWithShop } from '../../../tests/helpers/render-with-shop.tsx';

let demo: DemoApi;
const navigation = { assign: vi.fn<(url: string) => void>(), reload: vi.fn<() => void>() };

beforeEach(async () => {
  demo = await startDemoApi({ articles: 20 });
  navigation.assign.mockReset();
  setNavigator(demo.store, navigation);
});

async function customerPool(): Promise<AdressPool> {
  await demo.login();
  return (await validateCheckout(demo.store, { basket: {} })).model.adressPool;
}

const toastMessages = () => demo.store.get(toastsAtom).map((toast) => toast.message);
const cards = () => within(screen.getByRole('list')).getAllByRole('listitem');

describe('<shop-address-book>', () => {
  it('marks the primary address, which cannot be deleted; the others can, after a question', async () => {
    const user = userEvent.setup();
    const pool = await customerPool();
    renderWithShop(<AddressBook initial={pool} meta={ADRESS_POOL_META} />, { store: demo.store });
    expect(cards()).toHaveLength(3);
    const primary = cards().find((card) => within(card).queryByText('Hauptadresse'))!;
    expect(within(primary).queryByRole('button', { name: /^Adresse löschen/ })).not.toBeInTheDocument();
    expect(within(primary).getByRole('button', { name: /^Adresse bearbeiten/ })).toBeInTheDocument();

    const other = cards().find((card) => card !== primary)!;
    const name = other.querySelector('address')!.textContent!;
    await user.click(within(other).getByRole('button', { name: /^Adresse löschen/ }));
    const question = await screen.findByRole('alertdialog', { name: 'Adresse löschen?' });
    await user.click(within(question).getByRole('button', { name: 'Abbrechen' }));
    expect(cards()).toHaveLength(3);
    expect(demo.requests.some((request) => request.path.endsWith('/adresspool/remove'))).toBe(false);

    await user.click(within(other).getByRole('button', { name: /^Adresse löschen/ }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Adresse löschen?' })).getByRole('button', { name: 'Löschen' }));
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(screen.queryByText(name)).not.toBeInTheDocument();
    expect(toastMessages()).toContain('Erfolgreich gelöscht!');
    // the server agrees
    expect((await validateCheckout(demo.store, { basket: {} })).model.adressPool).toHaveLength(2);
  });

  it('keeps the keyboard focus after a delete: on the add button once deleted, on the delete button when it failed', async () => {
    const user = userEvent.setup();
    renderWithShop(<AddressBook initial={await customerPool()} meta={ADRESS_POOL_META} />, { store: demo.store });
    const deleteButtons = () => screen.getAllByRole('button', { name: /^Adresse löschen/ });
    const confirmDelete = async () =>
      user.click(within(await screen.findByRole('alertdialog', { name: 'Adresse löschen?' })).getByRole('button', { name: 'Löschen' }));

    demo.failNext('network');
    await user.click(deleteButtons()[0]!);
    await confirmDelete();
    await waitFor(() => expect(toastMessages()).toHaveLength(1));
    expect(cards()).toHaveLength(3);
    await waitFor(() => expect(deleteButtons()[0]).toHaveFocus());

    await user.click(deleteButtons()[0]!);
    await confirmDelete();
    await waitFor(() => expect(cards()).toHaveLength(2));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Neue Adresse erfassen' })).toHaveFocus());
  });

  it('adds and edits in the shared address dialog, with field messages from the server', async () => {
    const user = userEvent.setup();
    renderWithShop(<AddressBook initial={await customerPool()} meta={ADRESS_POOL_META} />, { store: demo.store });
    await user.click(screen.getByRole('button', { name: 'Neue Adresse erfassen' }));
    let dialog = screen.getByRole('dialog', { name: 'Neue Adresse erfassen' });
    // Said once, by the dialog's title: no second heading repeating it.
    expect(within(dialog).getAllByText('Neue Adresse erfassen')).toHaveLength(1);
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Keller');
    await user.type(within(dialog).getByRole('textbox', { name: /Strasse/ }), 'Rebweg 4');
    await user.type(within(dialog).getByRole('textbox', { name: /PLZ/ }), '12');
    await user.type(within(dialog).getByRole('textbox', { name: /Ort/ }), 'Sion');
    await user.type(within(dialog).getByRole('textbox', { name: /E-Mail/ }), 'keller@example.ch');
    await user.click(within(dialog).getByRole('button', { name: 'Adresse speichern' }));
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: /PLZ/ })).toHaveAttribute('aria-invalid', 'true'));
    expect(toastMessages()).toContain('Bitte überprüfen Sie Ihre Eingaben!');
    await user.type(within(dialog).getByRole('textbox', { name: /PLZ/ }), '50');
    await user.click(within(dialog).getByRole('button', { name: 'Adresse speichern' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(cards()).toHaveLength(4);
    expect(screen.getByText('1250 Sion')).toBeInTheDocument();
    expect(toastMessages()).toContain('Erfolgreich gespeichert!');

    const card = cards().find((entry) => within(entry).queryByText('1250 Sion'))!;
    await user.click(within(card).getByRole('button', { name: /^Adresse bearbeiten/ }));
    dialog = screen.getByRole('dialog', { name: 'Adresse bearbeiten' });
    const ort = within(dialog).getByRole('textbox', { name: /Ort/ });
    expect(ort).toHaveValue('Sion');
    await user.clear(ort);
    await user.type(ort, 'Sitten');
    await user.click(within(dialog).getByRole('button', { name: 'Adresse speichern' }));
    await waitFor(() => expect(screen.getByText('1250 Sitten')).toBeInTheDocument());
    expect(cards()).toHaveLength(4);
  });
});

describe('<shop-address-book> with an expired session', () => {
  it('sends the shopper to the login with returnUrl instead of a server-error toast, and keeps the address', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/account/adressen');
    renderWithShop(<AddressBook initial={await customerPool()} meta={ADRESS_POOL_META} />, { store: demo.store });
    await demo.session.request('/account/logout', {
      method: 'POST',
      body: new URLSearchParams({ __RequestVerificationToken: demo.session.csrfToken }),
    });
    const other = cards().find((card) => !within(card).queryByText('Hauptadresse'))!;
    await user.click(within(other).getByRole('button', { name: /^Adresse löschen/ }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Adresse löschen?' })).getByRole('button', { name: 'Löschen' }));
    await waitFor(() => expect(navigation.assign).toHaveBeenCalledWith('/account/login?returnUrl=%2Faccount%2Fadressen'));
    expect(toastMessages()).toEqual([]);
    expect(cards()).toHaveLength(3);
    window.history.replaceState(null, '', '/');
  });
});
