import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { toastsAtom } from '../../core/state/toasts.ts';
import { ContactForm } from './ContactForm.tsx';
import { CONTACT_FORM_CONFIG } from '../../../examples/content/contact.ts';
import { startDemoApi, type DemoApi } from '../../../tests/helpers/demo-api.ts';
import { renderWithShop } from '../../../tests/helpers/render-with-shop.tsx';

let demo: DemoApi;
const toasts = () => demo.store.get(toastsAtom).map((toast) => toast.message);

beforeEach(async () => {
  demo = await startDemoApi({ articles: 10 });
});

describe('<shop-contact-form> refused with 429', () => {
  it('drops the old field messages and keeps focus at the form; the 429 text is the toast', async () => {
    const user = userEvent.setup();
    renderWithShop(<ContactForm componentId="kontakt-kurz" fields={CONTACT_FORM_CONFIG['kontakt-kurz']!} />, { store: demo.store });
    const email = screen.getByRole('textbox', { name: 'E-Mail (Pflichtfeld)' });
    const message = screen.getByRole('textbox', { name: 'Nachricht (Pflichtfeld)' });
    await user.click(screen.getByRole('button', { name: 'Nachricht senden' }));
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(message).toHaveAccessibleDescription('Bitte füllen Sie das Feld «Nachricht» aus.');

    // Meanwhile (another tab) this session sent its three messages.
    const data = { email: 'heidi@example.ch', message: 'Grüezi' };
    for (let n = 0; n < 3; n++)
      expect((await demo.session.post('/api/contact-form/process', { componentId: 'kontakt-kurz', data })).status).toBe(200);

    await user.type(email, 'heidi@example.ch');
    await user.type(message, 'Noch eine Frage');
    const submit = screen.getByRole('button', { name: 'Nachricht senden' });
    await user.click(submit);
    await waitFor(() => expect(toasts().some((text) => text.startsWith('Zu viele Anfragen'))).toBe(true));
    await waitFor(() => expect(submit).toHaveFocus());
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(message).not.toHaveAttribute('aria-invalid');
    expect(message).not.toHaveAccessibleDescription('Bitte füllen Sie das Feld «Nachricht» aus.');
    expect(document.querySelector('.vk-field__error')).toBeNull();
    expect(message).toHaveValue('Noch eine Frage');
  });
});
