import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fetchMerklisteState } from '../../core/api/merkliste.ts';
import { MyLists } from './MyLists.tsx';
import { startDemoApi, type DemoApi } from '../../../tests/helpers/demo-api.ts';
import { renderWithShop } from '../../../tests/helpers/render-with-shop.tsx';

/** Issue 24: a list name of invisible or direction-override characters is refused at the field. */
describe('<shop-my-lists> readable names', () => {
  let demo: DemoApi;

  beforeEach(async () => {
    demo = await startDemoApi({ articles: 60 });
    await demo.login();
  });

  it('shows the server’s message at the name field for a name of only U+200B, and for a U+202E override', async () => {
    const user = userEvent.setup();
    renderWithShop(<MyLists />, { store: demo.store });
    const nav = await screen.findByRole('navigation', { name: 'Meine Merklisten' });
    await user.click(within(nav).getByRole('button', { name: /Weihnachten/ }));
    await user.click(screen.getByRole('button', { name: 'Umbenennen' }));
    const name = screen.getByRole('textbox', { name: 'Name der Merkliste' });
    await user.clear(name);
    await user.type(name, '\u200B\u200B');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Bitte geben Sie sichtbare Zeichen ein.')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Bitte geben Sie sichtbare Zeichen ein.');

    await user.clear(name);
    await user.type(name, 'Anna\u202Egnp.exe');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Bitte verwenden Sie keine Steuer- oder Richtungszeichen.')).toBeInTheDocument();
    expect((await fetchMerklisteState(demo.store)).merklisten.map((list) => list.bezeichnung)).toEqual(['Meine Merkliste', 'Weihnachten']);
  });
});
