import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { MyLists } from './MyLists.tsx';
import { startDemoApi, type DemoApi } from '../../../tests/helpers/demo-api.ts';
import { renderWithShop } from '../../../tests/helpers/render-with-shop.tsx';

// WCAG 2.4.3: focus never falls back to the page while the shopper renames or deletes a list.
describe('<shop-my-lists> focus order', () => {
  let demo: DemoApi;

  beforeEach(async () => {
    demo = await startDemoApi({ articles: 60 });
    await demo.login();
  });

  async function chooseWeihnachten() {
    const user = userEvent.setup();
    renderWithShop(<MyLists />, { store: demo.store });
    const nav = await screen.findByRole('navigation', { name: 'Meine Merklisten' });
    await user.click(within(nav).getByRole('button', { name: /Weihnachten/ }));
    return user;
  }

  it('"Umbenennen" focuses the name field; "Abbrechen" and Escape return to "Umbenennen"; "Speichern" too', async () => {
    const user = await chooseWeihnachten();
    await user.click(screen.getByRole('button', { name: 'Umbenennen' }));
    expect(screen.getByRole('textbox', { name: 'Name der Merkliste' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Abbrechen' }));
    expect(screen.getByRole('button', { name: 'Umbenennen' })).toHaveFocus();

    await user.keyboard('{Enter}');
    const field = screen.getByRole('textbox', { name: 'Name der Merkliste' });
    expect(field).toHaveFocus();
    await user.type(field, ' 2026');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('textbox', { name: 'Name der Merkliste' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Umbenennen' })).toHaveFocus();
    expect(screen.getByRole('heading', { level: 2, name: 'Weihnachten' })).toBeInTheDocument();

    await user.keyboard('{Enter}');
    await user.type(screen.getByRole('textbox', { name: 'Name der Merkliste' }), ' 2026');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Weihnachten 2026' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Umbenennen' })).toHaveFocus());
  });

  it('a confirmed delete focuses the heading of the list that takes its place', async () => {
    const user = await chooseWeihnachten();
    await user.click(screen.getByRole('button', { name: 'Löschen' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Merkliste löschen' })).getByRole('button', { name: 'Löschen' }),
    );
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Meine Merkliste' })).toHaveFocus());
  });
});
