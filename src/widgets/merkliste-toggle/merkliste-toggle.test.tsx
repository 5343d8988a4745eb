import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fetchMerklisteState } from '../../core/api/merkliste.ts';
import { DEFAULT_CONFIG } from '../../core/config.ts';
import { MerklisteToggle } from './index.ts';
import { startDemoApi, type DemoApi } from '../../../tests/helpers/demo-api.ts';
import { renderWithShop } from '../../../tests/helpers/render-with-shop.tsx';

const ONE_LIST = { features: { ...DEFAULT_CONFIG.features, multipleMerkliste: false } };
const merklisteCalls = (demo: DemoApi) => demo.requests.filter((request) => request.path.startsWith('/api/merkliste/'));

async function listsOf(demo: DemoApi, artikelId: number): Promise<string[]> {
  const state = await fetchMerklisteState(demo.store);
  return state.merklisten.filter((list) => list.items.some((item) => item.artikel.artikelId === artikelId)).map((list) => list.bezeichnung);
}

describe('<shop-merkliste-toggle>', () => {
  let demo: DemoApi;
  const events: CustomEvent[] = [];
  const listen = (event: Event) => events.push(event as CustomEvent);

  beforeEach(() => {
    events.length = 0;
    document.addEventListener('shop:merkliste-change', listen);
    window.history.replaceState(null, '', '/shop?egruppe=rotwein');
  });
  afterEach(() => document.removeEventListener('shop:merkliste-change', listen));

  it('anonymous: a press opens the login modal with addToMerkliste and the way back', async () => {
    demo = await startDemoApi({ articles: 60 });
    const user = userEvent.setup();
    renderWithShop(<MerklisteToggle artikelId={1004} bezeichnung="Neuheit" />, { store: demo.store });
    const button = screen.getByRole('button', { name: 'Neuheit auf die Merkliste setzen' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Anmelden' });
    expect(await within(dialog).findByLabelText('Passwort')).toBeInTheDocument();
    const login = demo.requests.find((request) => request.path.startsWith('/account/login'))!;
    const query = new URL(login.path, 'http://x').searchParams;
    expect(Object.fromEntries(query)).toEqual({ modal: '1', addToMerkliste: '1004', returnUrl: '/shop?egruppe=rotwein' });
    expect(merklisteCalls(demo)).toHaveLength(0);
  });

  it('feature off: nothing at all', async () => {
    demo = await startDemoApi({ articles: 60, config: { features: { ...DEFAULT_CONFIG.features, merkliste: false } } });
    await demo.login();
    const { container } = renderWithShop(<MerklisteToggle artikelId={1004} />, { store: demo.store });
    expect(container).toBeEmptyDOMElement();
    expect(demo.requests.filter((request) => request.path.startsWith('/api/merkliste'))).toHaveLength(0);
  });

  it('one list: adds to and removes from the default list; every toggle of the article follows at once', async () => {
    demo = await startDemoApi({ articles: 60, config: ONE_LIST });
    await demo.login();
    const user = userEvent.setup();
    renderWithShop(
      <>
        <MerklisteToggle artikelId={1004} bezeichnung="Neuheit" />
        <MerklisteToggle artikelId={1004} bezeichnung="Neuheit" variant="detail" />
      </>,
      { store: demo.store },
    );
    const card = await screen.findByRole('button', { name: 'Neuheit auf die Merkliste setzen' });
    const detail = screen.getByRole('button', { name: 'Auf die Merkliste setzen' });
    const held = demo.hold();
    await user.click(card);
    // The wish shows at once on both, before the server has answered.
    await waitFor(() => expect(card).toHaveAttribute('aria-busy', 'true'));
    expect(card).toHaveAttribute('aria-pressed', 'true');
    expect(detail).toHaveAttribute('aria-pressed', 'true');
    held.release();
    await waitFor(() => expect(card).not.toHaveAttribute('aria-busy'));
    expect(card).toHaveAccessibleName('Neuheit von der Merkliste entfernen');
    expect(detail).toHaveAccessibleName('Von der Merkliste entfernen');
    expect(await listsOf(demo, 1004)).toEqual(['Meine Merkliste', 'Weihnachten']);
    expect(JSON.parse(merklisteCalls(demo).at(-1)!.body)).toEqual({ artikelId: 1004, merklisteId: null });
    expect(events.at(-1)!.detail).toMatchObject({ artikelId: 1004, merklisteIds: [expect.any(Number), expect.any(Number)] });

    await user.click(detail);
    await waitFor(() => expect(card).toHaveAttribute('aria-pressed', 'false'));
    expect(merklisteCalls(demo).at(-1)!.path).toBe('/api/merkliste/RemoveFromMerkliste');
    expect(await listsOf(demo, 1004)).toEqual(['Weihnachten']);
  });

  it('a failed press returns to the server state and shows the §8 toast', async () => {
    demo = await startDemoApi({ articles: 60, config: ONE_LIST });
    await demo.login();
    const user = userEvent.setup();
    renderWithShop(<MerklisteToggle artikelId={1001} bezeichnung="Dézaley" />, { store: demo.store });
    const button = await screen.findByRole('button', { name: 'Dézaley von der Merkliste entfernen' });
    expect(button).toHaveAttribute('aria-pressed', 'true');
    demo.failNext('server-error');
    await user.click(button);
    expect(await screen.findByText('Während der Kommunikation mit dem Server ist ein Fehler aufgetreten!')).toBeInTheDocument();
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'));
    expect(button).not.toHaveAttribute('aria-busy');
    expect(await listsOf(demo, 1001)).toEqual(['Meine Merkliste']);
  });

  it('an expired session opens the login modal instead of a toast', async () => {
    demo = await startDemoApi({ articles: 60, config: ONE_LIST });
    await demo.login();
    const user = userEvent.setup();
    renderWithShop(<MerklisteToggle artikelId={1004} bezeichnung="Neuheit" />, { store: demo.store });
    const button = await screen.findByRole('button', { name: 'Neuheit auf die Merkliste setzen' });
    await demo.session.request('/account/logout', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `__RequestVerificationToken=${demo.session.csrfToken}`,
    });
    await user.click(button);
    await screen.findByRole('dialog', { name: 'Anmelden' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(demo.requests.some((request) => request.path.includes('addToMerkliste=1004'))).toBe(true);
    expect(screen.queryByText('Während der Kommunikation mit dem Server ist ein Fehler aufgetreten!')).not.toBeInTheDocument();
  });

  describe('several lists', () => {
    beforeEach(async () => {
      demo = await startDemoApi({ articles: 60 });
      await demo.login();
    });

    it('the menu shows each list with its state, ticks add and remove, Escape closes and focus returns', async () => {
      const user = userEvent.setup();
      renderWithShop(<MerklisteToggle artikelId={1004} bezeichnung="Neuheit" />, { store: demo.store });
      const button = screen.getByRole('button', { name: 'Merklisten für Neuheit wählen' });
      await user.click(button);
      const menu = await screen.findByRole('dialog', { name: 'Auf Merklisten setzen' });
      const standard = await within(menu).findByRole('checkbox', { name: 'Meine Merkliste' });
      const weihnachten = within(menu).getByRole('checkbox', { name: 'Weihnachten' });
      expect(standard).not.toBeChecked();
      expect(weihnachten).toBeChecked();
      expect(button).toHaveAttribute('aria-expanded', 'true');

      await user.click(standard);
      await user.click(weihnachten);
      await waitFor(() => expect(merklisteCalls(demo)).toHaveLength(2));
      await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
      expect(standard).toBeChecked();
      expect(weihnachten).not.toBeChecked();
      expect(await listsOf(demo, 1004)).toEqual(['Meine Merkliste']);

      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog', { name: 'Auf Merklisten setzen' })).not.toBeInTheDocument();
      expect(button).toHaveFocus();
      expect(button).toHaveAttribute('aria-expanded', 'false');
    });

    it('opened before the lists are in, the focus moves to the first list once they arrive', async () => {
      const user = userEvent.setup();
      const held = demo.hold();
      renderWithShop(<MerklisteToggle artikelId={1004} bezeichnung="Neuheit" />, { store: demo.store });
      await user.click(screen.getByRole('button', { name: 'Merklisten für Neuheit wählen' }));
      const menu = await screen.findByRole('dialog', { name: 'Auf Merklisten setzen' });
      await waitFor(() => expect(within(menu).getByRole('textbox', { name: 'Neue Merkliste' })).toHaveFocus());
      held.release();
      const first = await within(menu).findByRole('checkbox', { name: 'Meine Merkliste' });
      await waitFor(() => expect(first).toHaveFocus());
    });

    it('creates a list: Save waits for a name, the server message for a bad name, the new list ticked', async () => {
      const user = userEvent.setup();
      renderWithShop(<MerklisteToggle artikelId={1004} bezeichnung="Neuheit" />, { store: demo.store });
      await user.click(screen.getByRole('button', { name: 'Merklisten für Neuheit wählen' }));
      const menu = await screen.findByRole('dialog', { name: 'Auf Merklisten setzen' });
      await within(menu).findByRole('checkbox', { name: 'Weihnachten' });
      const name = within(menu).getByRole('textbox', { name: 'Neue Merkliste' });
      const save = within(menu).getByRole('button', { name: 'Anlegen' });
      expect(save).toBeDisabled();
      await user.type(name, '   ');
      expect(save).toBeDisabled();

      await user.clear(name);
      await user.type(name, 'weihnachten');
      await user.click(save);
      expect(await within(menu).findByText('Eine Merkliste mit diesem Namen existiert bereits.')).toBeInTheDocument();
      expect(name).toHaveAccessibleDescription('Eine Merkliste mit diesem Namen existiert bereits.');

      await user.clear(name);
      await user.type(name, 'x'.repeat(51));
      await user.click(save);
      expect(await within(menu).findByText('Der Name darf höchstens 50 Zeichen lang sein.')).toBeInTheDocument();
      expect((await fetchMerklisteState(demo.store)).merklisten).toHaveLength(2);

      await user.clear(name);
      await user.type(name, 'Sommer <i>2026</i>');
      await user.click(save);
      const created = await within(menu).findByRole('checkbox', { name: 'Sommer <i>2026</i>' });
      expect(created).toBeChecked();
      await waitFor(() => expect(created).toHaveFocus());
      expect(name).toHaveValue('');
      expect(await screen.findByText('Erfolgreich gespeichert!')).toBeInTheDocument();
      expect(await listsOf(demo, 1004)).toEqual(['Weihnachten', 'Sommer <i>2026</i>']);
    });
  });
});
