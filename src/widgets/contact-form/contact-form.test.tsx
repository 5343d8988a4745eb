import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ConfigError } from '../../core/errors.ts';
import { toastsAtom } from '../../core/state/toasts.ts';
import { ContactForm } from './ContactForm.tsx';
import { CONTACT_FORM_CONFIG } from '../../../examples/content/contact.ts';
import { startDemoApi, type DemoApi } from '../../../tests/helpers/demo-api.ts';
import { renderWithShop } from '../../../tests/helpers/render-with-shop.tsx';
import './define.ts';

let demo: DemoApi;

beforeEach(async () => {
  demo = await startDemoApi({ articles: 10 });
});

const sent = () => demo.requests.filter((request) => request.path === '/api/contact-form/process');
const toasts = () => demo.store.get(toastsAtom).map((toast) => toast.message);

describe('<shop-contact-form> configurations', () => {
  it('shows every field of the full form with labels, autofill and * on the required ones', () => {
    renderWithShop(<ContactForm componentId="kontakt-firma" fields={CONTACT_FORM_CONFIG['kontakt-firma']!} />, { store: demo.store });
    const expected: [string, string, boolean][] = [
      ['Firma', 'organization', true],
      ['Vorname', 'given-name', false],
      ['Nachname', 'family-name', true],
      ['Adresse', 'street-address', false],
      ['PLZ', 'postal-code', false],
      ['Ort', 'address-level2', false],
      ['E-Mail', 'email', true],
      ['Telefon', 'tel', true],
      ['Nachricht', 'off', true],
    ];
    for (const [label, autoComplete, required] of expected) {
      const field = screen.getByRole('textbox', { name: required ? `${label} (Pflichtfeld)` : label });
      expect(field).toHaveAttribute('autocomplete', autoComplete);
      if (required) expect(field).toHaveAttribute('aria-required', 'true');
      else expect(field).not.toHaveAttribute('aria-required');
    }
    expect(screen.getByRole('textbox', { name: 'E-Mail (Pflichtfeld)' })).toHaveAttribute('type', 'email');
    expect(screen.getByRole('textbox', { name: 'Telefon (Pflichtfeld)' })).toHaveAttribute('type', 'tel');
    // The honeypot is no field for people: out of the accessibility tree and the tab order.
    expect(screen.queryByRole('textbox', { name: /Website/ })).toBeNull();
  });

  it('shows only the fields the short configuration names', () => {
    renderWithShop(<ContactForm componentId="kontakt-kurz" fields={CONTACT_FORM_CONFIG['kontakt-kurz']!} />, { store: demo.store });
    const names = screen.getAllByRole('textbox').map((field) => field.getAttribute('name'));
    expect(names).toEqual(['firstName', 'lastName', 'email', 'message']);
  });

  it('with a bad fields attribute shows the fallback and logs a ConfigError naming it', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const element = document.createElement('shop-contact-form');
    element.setAttribute('component-id', 'kontakt');
    element.setAttribute('fields', '{"email": {"shown": "ja"}}');
    document.body.append(element);
    await waitFor(() => expect(element).toHaveTextContent('Dieser Bereich ist falsch eingebunden'));
    expect(
      logged.mock.calls.some(
        (call) => call[0] instanceof ConfigError && String(call[0].message).includes('<shop-contact-form> attribute "fields"'),
      ),
    ).toBe(true);
    element.remove();
    logged.mockRestore();
  });
});

describe('<shop-contact-form> messages', () => {
  it('puts the server messages at each field, toasts the §8 text, focuses the first, and then sends successfully', async () => {
    const user = userEvent.setup();
    renderWithShop(<ContactForm componentId="kontakt" fields={CONTACT_FORM_CONFIG.kontakt!} />, { store: demo.store });
    await user.type(screen.getByRole('textbox', { name: 'E-Mail (Pflichtfeld)' }), 'heidi@');
    await user.type(screen.getByRole('textbox', { name: 'Nachricht (Pflichtfeld)' }), '<b>Haben Sie Magnum?</b>');
    await user.click(screen.getByRole('button', { name: 'Nachricht senden' }));

    const firstName = screen.getByRole('textbox', { name: 'Vorname (Pflichtfeld)' });
    await waitFor(() => expect(firstName).toHaveAccessibleDescription('Bitte füllen Sie das Feld «Vorname» aus.'));
    expect(firstName).toHaveFocus();
    expect(firstName).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'E-Mail (Pflichtfeld)' })).toHaveAccessibleDescription(/E-Mail/);
    expect(toasts()).toContain('Bitte überprüfen Sie Ihre Eingaben!');
    // Nothing typed is lost.
    expect(screen.getByRole('textbox', { name: 'Nachricht (Pflichtfeld)' })).toHaveValue('<b>Haben Sie Magnum?</b>');

    await user.type(firstName, 'Heidi');
    await user.type(screen.getByRole('textbox', { name: 'Nachname (Pflichtfeld)' }), 'Berger');
    await user.type(screen.getByRole('textbox', { name: 'E-Mail (Pflichtfeld)' }), 'example.ch');
    await user.click(screen.getByRole('button', { name: 'Nachricht senden' }));
    const confirmation = await screen.findByRole('region', { name: 'Vielen Dank für Ihre Nachricht!' });
    expect(within(confirmation).getByText('Wir melden uns so bald wie möglich bei Ihnen.')).toBeInTheDocument();
    expect(confirmation).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Nachricht senden' })).toBeNull();
    expect(JSON.parse(sent().at(-1)!.body)).toEqual({
      componentId: 'kontakt',
      data: {
        company: '',
        firstName: 'Heidi',
        lastName: 'Berger',
        address: '',
        postalCode: '',
        city: '',
        email: 'heidi@example.ch',
        phoneNumber: '',
        message: '<b>Haben Sie Magnum?</b>',
      },
    });
  });

  it('keeps everything typed when the network fails, and sends once on a double click', async () => {
    const user = userEvent.setup();
    renderWithShop(<ContactForm componentId="kontakt-kurz" fields={CONTACT_FORM_CONFIG['kontakt-kurz']!} />, { store: demo.store });
    await user.type(screen.getByRole('textbox', { name: 'E-Mail (Pflichtfeld)' }), 'heidi@example.ch');
    await user.type(screen.getByRole('textbox', { name: 'Nachricht (Pflichtfeld)' }), 'Grüezi');
    demo.failNext('network');
    await user.click(screen.getByRole('button', { name: 'Nachricht senden' }));
    await waitFor(() =>
      expect(toasts().some((message) => message.startsWith('Während der Kommunikation mit dem Server ist ein Fehler aufgetreten!'))).toBe(
        true,
      ),
    );
    expect(screen.getByRole('textbox', { name: 'Nachricht (Pflichtfeld)' })).toHaveValue('Grüezi');
    expect(screen.getByRole('textbox', { name: 'E-Mail (Pflichtfeld)' })).toHaveValue('heidi@example.ch');

    const before = sent().length;
    await user.dblClick(screen.getByRole('button', { name: 'Nachricht senden' }));
    await screen.findByRole('region', { name: 'Vielen Dank für Ihre Nachricht!' });
    expect(sent().length - before).toBe(1);
  });
});
