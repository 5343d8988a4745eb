import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { StockReminder } from './StockReminder.tsx';
import { startDemoApi, type DemoApi } from '../../../tests/helpers/demo-api.ts';
import { renderWithShop } from '../../../tests/helpers/render-with-shop.tsx';

let demo: DemoApi;

beforeEach(async () => {
  demo = await startDemoApi({ articles: 60 });
});

describe('<shop-stock-reminder>', () => {
  it('shows the server validation per field, then the success text, and closes', async () => {
    const user = userEvent.setup();
    renderWithShop(<StockReminder artikelId={1002} />, { store: demo.store });
    await user.click(screen.getByRole('button', { name: 'Benachrichtigen, wenn verfügbar' }));
    // The dialog's code loads with the first click.
    const dialog = await screen.findByRole('dialog', { name: 'Verfügbarkeits-Erinnerung' });
    expect(within(dialog).getByLabelText(/Vorname/)).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Erinnerung anfordern' }));
    expect(await screen.findByText('Bitte überprüfen Sie Ihre Eingaben!')).toBeInTheDocument();
    expect(within(dialog).getByText('Bitte geben Sie Ihren Vornamen ein.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Vorname/)).toHaveAttribute('aria-invalid', 'true');

    await user.type(within(dialog).getByLabelText(/Vorname/), 'Anna');
    await user.type(within(dialog).getByLabelText(/Nachname/), 'Muster');
    await user.type(within(dialog).getByLabelText(/E-Mail/), 'kein-mail');
    await user.click(within(dialog).getByRole('button', { name: 'Erinnerung anfordern' }));
    expect(await within(dialog).findByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.')).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText(/E-Mail/));
    await user.type(within(dialog).getByLabelText(/E-Mail/), 'anna@example.ch');
    await user.click(within(dialog).getByRole('button', { name: 'Erinnerung anfordern' }));
    expect(await screen.findByText(/Vielen Dank!.*anna@example.ch/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Benachrichtigen, wenn verfügbar' })).toHaveFocus();
  });
});
