import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ADRESS_POOL_META } from '../../../examples/account/address-meta.ts';
import { setNavigator } from '../../core/state/navigation.ts';
import { Register } from './Register.tsx';
import { startDemoApi, type DemoApi } from '../../../tests/helpers/demo-api.ts';
import { renderWithShop } from '../../../tests/helpers/render-with-shop.tsx';

let demo: DemoApi;
const navigation = { assign: vi.fn<(url: string) => void>(), reload: vi.fn<() => void>() };

beforeEach(async () => {
  demo = await startDemoApi({ articles: 20 });
  navigation.assign.mockReset();
  setNavigator(demo.store, navigation);
});

describe('<shop-register>', () => {
  it('shows the German field messages of differing passwords (never whether an e-mail is registered), and creates nothing', async () => {
    const user = userEvent.setup();
    renderWithShop(<Register meta={ADRESS_POOL_META} />, { store: demo.store });
    const form = screen.getByRole('form', { name: 'Registrieren' });
    const email = within(form).getByRole('textbox', { name: /^E-Mail \(Benutzername\)/ });
    expect(email).toHaveAttribute('autocomplete', 'email');
    const password = within(form).getByLabelText(/^Passwort \*/);
    expect(password).toHaveAttribute('autocomplete', 'new-password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(within(form).getByRole('checkbox', { name: 'Passwort anzeigen' }));
    expect(password).toHaveAttribute('type', 'text');

    await user.type(email, 'demo@vinothek.ch');
    await user.type(password, 'geheim123');
    await user.type(within(form).getByLabelText(/^Passwort wiederholen/), 'anders123');
    await user.click(within(form).getByRole('button', { name: 'Registrieren' }));

    await waitFor(() =>
      expect(within(form).getByLabelText(/^Passwort wiederholen/)).toHaveAccessibleDescription('Die Passwörter stimmen nicht überein.'),
    );
    expect(email).not.toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByRole('textbox', { name: /^Name/ })).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByRole('alert')).toHaveTextContent('Bitte überprüfen Sie Ihre Eingaben!');
    expect(within(form).getByLabelText(/^Passwort wiederholen/)).toHaveFocus();
    expect(navigation.assign).not.toHaveBeenCalled();
  });

  it('registers and says to confirm by e-mail (heading focused, no navigation), the address e-mail following the user name', async () => {
    const user = userEvent.setup();
    renderWithShop(<Register meta={ADRESS_POOL_META} />, { store: demo.store });
    const form = screen.getByRole('form', { name: 'Registrieren' });
    await user.type(within(form).getByRole('textbox', { name: /^E-Mail \(Benutzername\)/ }), 'neu@example.ch');
    await user.type(within(form).getByLabelText(/^Passwort \*/), 'geheim123');
    await user.type(within(form).getByLabelText(/^Passwort wiederholen/), 'geheim123');
    await user.type(within(form).getByRole('textbox', { name: /^Vorname/ }), 'Nina');
    await user.type(within(form).getByRole('textbox', { name: /^Name/ }), 'Neu');
    await user.type(within(form).getByRole('textbox', { name: /Strasse/ }), 'Seestrasse 3');
    await user.type(within(form).getByRole('textbox', { name: /PLZ/ }), '8002');
    await user.type(within(form).getByRole('textbox', { name: /Ort/ }), 'Zürich');
    await user.click(within(form).getByRole('button', { name: 'Registrieren' }));
    const heading = await screen.findByRole('heading', { name: 'Bitte bestätigen Sie Ihre E-Mail-Adresse' });
    expect(heading).toHaveFocus();
    expect(heading.closest('section')).toHaveTextContent('Wir haben Ihnen eine E-Mail an neu@example.ch geschickt.');
    expect(screen.queryByRole('form', { name: 'Registrieren' })).toBeNull();
    expect(navigation.assign).not.toHaveBeenCalled();
    const body = JSON.parse(demo.requests.find((request) => request.path.endsWith('/account/register'))!.body) as {
      adresse: { eMail: string };
    };
    expect(body.adresse.eMail).toBe('neu@example.ch');
  });
});
