import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { MerklisteToggle } from './index.ts';
import { startDemoApi, type DemoApi } from '../../../tests/helpers/demo-api.ts';
import { renderWithShop } from '../../../tests/helpers/render-with-shop.tsx';

describe('login modal from the heart (anonymous)', () => {
  let demo: DemoApi;

  beforeEach(async () => {
    window.history.replaceState(null, '', '/shop');
    demo = await startDemoApi({ articles: 60 });
  });

  it('focuses the e-mail field, has one "Anmelden" heading and one close button; closing returns to the heart', async () => {
    const user = userEvent.setup();
    renderWithShop(<MerklisteToggle artikelId={1004} bezeichnung="Neuheit" />, { store: demo.store });
    const heart = screen.getByRole('button', { name: 'Neuheit auf die Merkliste setzen' });
    await user.click(heart);
    const dialog = await screen.findByRole('dialog', { name: 'Anmelden' });
    const email = await within(dialog).findByLabelText('E-Mail');
    await waitFor(() => expect(email).toHaveFocus());

    expect(within(dialog).getAllByRole('heading', { name: 'Anmelden' })).toHaveLength(1);
    expect(within(dialog).getAllByRole('button', { name: 'Schliessen' })).toHaveLength(1);
    expect(within(dialog).getByRole('button', { name: 'Anmelden' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Schliessen' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(heart).toHaveFocus();
  });
});
