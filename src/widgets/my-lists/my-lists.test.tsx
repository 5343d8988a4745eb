import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fetchMerklisteState } from '../../core/api/merkliste.ts';
import { MyLists } from './MyLists.tsx';
import { startDemoApi, type DemoApi } from '../../../tests/helpers/demo-api.ts';
import { renderWithShop } from '../../../tests/helpers/render-with-shop.tsx';

const names = async (demo: DemoApi) => (await fetchMerklisteState(demo.store)).merklisten.map((list) => list.bezeichnung);

describe('<shop-my-lists>', () => {
  let demo: DemoApi;

  beforeEach(async () => {
    demo = await startDemoApi({ articles: 60 });
    await demo.login();
  });

  it('shows the lists, the default one chosen with its articles (unit and quantity); choosing another shows its own', async () => {
    const user = userEvent.setup();
    renderWithShop(<MyLists />, { store: demo.store });
    const nav = await screen.findByRole('navigation', { name: 'Meine Merklisten' });
    const standard = within(nav).getByRole('button', { name: /Meine Merkliste/ });
    await waitFor(() => expect(standard).toHaveAttribute('aria-current', 'true'));
    expect(screen.getByRole('heading', { level: 2, name: 'Meine Merkliste' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Dézaley Grand Cru/ })).toBeInTheDocument();
    expect(screen.getAllByText(/^1 × /).length).toBe(4);
    expect(screen.getByText('Die Standard-Merkliste kann nicht gelöscht werden.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Löschen' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Im Shop anzeigen' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/shop\?merklisten=\d+$/),
    );

    await user.click(within(nav).getByRole('button', { name: /Weihnachten/ }));
    expect(screen.getByRole('heading', { level: 2, name: 'Weihnachten' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Dézaley Grand Cru/ })).not.toBeInTheDocument();
  });

  // Issue 36: "1 × 6er-Karton" beside the bottle's price read as a case at the price of a bottle.
  it("names a case's own price beside it; a bottle line just its unit", async () => {
    renderWithShop(<MyLists />, { store: demo.store });
    const item = (await screen.findByRole('link', { name: /Dézaley Grand Cru/ })).closest('li')!;
    expect(within(item).getByText(/^1 × 6er-Karton à CHF\s\d+\.\d{2}$/)).toBeInTheDocument();
    const units = screen.getAllByText(/^1 × /).map((unit) => unit.textContent ?? '');
    for (const unit of units) expect(unit).toMatch(/^1 × (Flasche .*|\d+er-Karton à CHF\s\d+\.\d{2})$/);
  });

  it('renames (save, cancel, a used name refused at the field)', async () => {
    const user = userEvent.setup();
    renderWithShop(<MyLists />, { store: demo.store });
    const nav = await screen.findByRole('navigation', { name: 'Meine Merklisten' });
    await user.click(within(nav).getByRole('button', { name: /Weihnachten/ }));
    await user.click(screen.getByRole('button', { name: 'Umbenennen' }));
    const name = screen.getByRole('textbox', { name: 'Name der Merkliste' });
    await user.clear(name);
    await user.type(name, 'Meine merkliste');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Eine Merkliste mit diesem Namen existiert bereits.')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Abbrechen' }));
    expect(screen.queryByRole('textbox', { name: 'Name der Merkliste' })).not.toBeInTheDocument();
    expect(await names(demo)).toEqual(['Meine Merkliste', 'Weihnachten']);

    await user.click(screen.getByRole('button', { name: 'Umbenennen' }));
    const again = screen.getByRole('textbox', { name: 'Name der Merkliste' });
    await user.clear(again);
    await user.type(again, 'Festtage <script>');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Erfolgreich gespeichert!')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Festtage <script>' })).toBeInTheDocument();
    expect(await names(demo)).toEqual(['Meine Merkliste', 'Festtage <script>']);
  });

  it('creates a list and chooses it; deletes after the question; the default list stays', async () => {
    const user = userEvent.setup();
    renderWithShop(<MyLists />, { store: demo.store });
    const nav = await screen.findByRole('navigation', { name: 'Meine Merklisten' });
    await user.type(within(nav).getByRole('textbox', { name: 'Neue Merkliste' }), 'Apéro');
    await user.click(within(nav).getByRole('button', { name: 'Anlegen' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Apéro' })).toBeInTheDocument();
    expect(screen.getByText('Auf dieser Merkliste stehen noch keine Artikel.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Löschen' }));
    const question = await screen.findByRole('alertdialog', { name: 'Merkliste löschen' });
    expect(question).toHaveTextContent('Möchten Sie die Merkliste «Apéro» wirklich löschen?');
    await user.click(within(question).getByRole('button', { name: 'Abbrechen' }));
    expect(await names(demo)).toContain('Apéro');

    await user.click(screen.getByRole('button', { name: 'Löschen' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Merkliste löschen' })).getByRole('button', { name: 'Löschen' }),
    );
    expect(await screen.findByText('Erfolgreich gelöscht!')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Meine Merkliste' })).toBeInTheDocument());
    expect(await names(demo)).toEqual(['Meine Merkliste', 'Weihnachten']);

    // The default list has no delete button, and the server refuses it too.
    const standardId = (await fetchMerklisteState(demo.store)).merklisten.find((list) => list.isDefault)!.merklisteId;
    const refused = await demo.session.request(`/api/merkliste/RemoveMerkliste/${standardId}`, {
      method: 'DELETE',
      headers: { RequestVerificationToken: demo.session.csrfToken },
    });
    expect(refused.status).toBe(400);
  });

  it('removes an article, and puts all orderable ones into the basket in one request', async () => {
    const user = userEvent.setup();
    renderWithShop(<MyLists />, { store: demo.store });
    await user.click(await screen.findByRole('button', { name: /Cornalin.* von der Merkliste entfernen/ }));
    await waitFor(() => expect(screen.getAllByRole('button', { name: /von der Merkliste entfernen/ })).toHaveLength(3));

    demo.requests.length = 0;
    await user.click(screen.getByRole('button', { name: 'Alle in den Warenkorb' }));
    expect(await screen.findByText('Die Artikel wurden in den Warenkorb gelegt.')).toBeInTheDocument();
    const adds = demo.requests.filter((request) => request.path === '/api/basket/add');
    expect(adds).toHaveLength(1);
    const lines = JSON.parse(adds[0]!.body) as { artikelId: number; mengeBestelleinheit: number }[];
    expect(lines.map((line) => line.artikelId).sort()).toEqual([1001, 1003, 1005]);
    expect(lines.every((line) => line.mengeBestelleinheit === 1)).toBe(true);
  });
});
