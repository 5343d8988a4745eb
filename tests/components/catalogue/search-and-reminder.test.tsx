import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchField, searchUrl } from '../../../src/widgets/search-field/SearchField.tsx';
import { SiteSearch } from '../../../src/widgets/site-search/SiteSearch.tsx';
import { siteSearch } from '../../../src/core/api/sitesearch.ts';
import { StockReminder } from '../../../src/widgets/stock-reminder/StockReminder.tsx';
import { startDemoApi, type DemoApi } from '../../helpers/demo-api.ts';
import { renderWithShop } from '../../helpers/render-with-shop.tsx';

let demo: DemoApi;

beforeEach(async () => {
  demo = await startDemoApi({ articles: 60 });
});


const calls = (path: string) => demo.requests.filter((request) => request.path.endsWith(path));

describe('<shop-search-field>', () => {
  it('asks for keywords once, 300 ms after the last key, and offers them as a listbox', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // 60 ms between keys, as a fast typist (DESIGN §8)
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime, delay: 60 });
    renderWithShop(<SearchField action="/suche" />, { store: demo.store });
    const input = screen.getByRole('combobox', { name: 'Suche' });
    await user.type(input, 'Chass');
    expect(calls('/autocompletekeywords')).toHaveLength(0);
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await vi.advanceTimersByTimeAsync(300);
    await waitFor(() => expect(input).toHaveAttribute('aria-expanded', 'true'));
    expect(calls('/autocompletekeywords')).toHaveLength(1);
    expect(JSON.parse(calls('/autocompletekeywords')[0]!.body)).toEqual({ populateSearchFields: false, filterValues: { suchbegriff: 'Chass' } });
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options[0]).toHaveTextContent(/Chasselas/);

    await user.keyboard('{ArrowDown}');
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await user.keyboard('{ArrowUp}');
    expect(input).not.toHaveAttribute('aria-activedescendant');
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps the list closed when nothing matches', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithShop(<SearchField action="/suche" />, { store: demo.store });
    const input = screen.getByRole('combobox', { name: 'Suche' });
    await user.type(input, 'qqq');
    await vi.advanceTimersByTimeAsync(300);
    await waitFor(() => expect(calls('/autocompletekeywords')).toHaveLength(1));
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('drops keywords that arrive after the field was cleared', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithShop(<SearchField action="/suche" />, { store: demo.store });
    const input = screen.getByRole('combobox', { name: 'Suche' });
    const gate = demo.hold();
    await user.type(input, 'Chass');
    await vi.advanceTimersByTimeAsync(300);
    await waitFor(() => expect(calls('/autocompletekeywords')).toHaveLength(1));
    await user.clear(input);
    gate.release();
    // the held answer arrived: whatever the field does with it is done
    await demo.idle();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('keeps the list closed after Escape when an answer for the typed word is still on its way', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithShop(<SearchField action="/suche" />, { store: demo.store });
    const input = screen.getByRole('combobox', { name: 'Suche' });
    await user.type(input, 'Cha');
    await vi.advanceTimersByTimeAsync(300);
    await waitFor(() => expect(input).toHaveAttribute('aria-expanded', 'true'));
    const gate = demo.hold();
    await user.type(input, 's');
    await vi.advanceTimersByTimeAsync(300);
    await waitFor(() => expect(calls('/autocompletekeywords')).toHaveLength(2));
    await user.keyboard('{Escape}');
    gate.release();
    // the held answer arrived: whatever the field does with it is done
    await demo.idle();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveValue('Chas');
  });

  it('goes to the search page with suchbegriff', () => {
    expect(searchUrl('/suche', 'Dézaley <b>')).toBe('/suche?suchbegriff=D%C3%A9zaley+%3Cb%3E');
  });
});

describe('<shop-site-search>', () => {
  it('searches only a non-empty term that differs from the last, shows count, hits and no-hit text', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/suche');
    renderWithShop(<SiteSearch />, { store: demo.store });
    const box = screen.getByRole('searchbox', { name: 'Suchbegriff' });
    await user.click(screen.getByRole('button', { name: 'Suchen' }));
    expect(calls('/sitesearch/search')).toHaveLength(0);

    await user.type(box, 'Versand{Enter}');
    expect(await screen.findByText(/\d+ Treffer/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Versand und Lieferung' })).toHaveAttribute('href', '/versand');
    expect(location.search).toBe('?suchbegriff=Versand');
    await user.click(screen.getByRole('button', { name: 'Suchen' }));
    expect(calls('/sitesearch/search')).toHaveLength(1);

    await user.clear(box);
    await user.type(box, 'xyzzy{Enter}');
    expect(await screen.findByText('Keine Einträge für diesen Suchbegriff!')).toBeInTheDocument();
    expect(calls('/sitesearch/search')).toHaveLength(2);
  });
  it('restores a search shown before on Back and Forward, term included, without asking again', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/suche');
    renderWithShop(<SiteSearch />, { store: demo.store });
    const box = screen.getByRole('searchbox', { name: 'Suchbegriff' });
    await user.type(box, 'Versand{Enter}');
    expect(await screen.findByRole('link', { name: 'Versand und Lieferung' })).toBeInTheDocument();
    await user.clear(box);
    await user.type(box, 'xyzzy{Enter}');
    expect(await screen.findByText('Keine Einträge für diesen Suchbegriff!')).toBeInTheDocument();
    expect(location.search).toBe('?suchbegriff=xyzzy');
    const before = calls('/sitesearch/search').length;

    window.history.back();
    await waitFor(() => expect(location.search).toBe('?suchbegriff=Versand'));
    expect(await screen.findByRole('link', { name: 'Versand und Lieferung' })).toBeInTheDocument();
    expect(box).toHaveValue('Versand');

    window.history.forward();
    await waitFor(() => expect(location.search).toBe('?suchbegriff=xyzzy'));
    expect(await screen.findByText('Keine Einträge für diesen Suchbegriff!')).toBeInTheDocument();
    expect(box).toHaveValue('xyzzy');
    expect(calls('/sitesearch/search')).toHaveLength(before);
  });
});

describe('<shop-site-search> faults and odd addresses', () => {
  it('names the suggested term when the typed one finds nothing', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/suche');
    renderWithShop(<SiteSearch />, { store: demo.store });
    await user.type(screen.getByRole('searchbox', { name: 'Suchbegriff' }), 'Versnd{Enter}');
    expect(await screen.findByText(/Für «Versnd» gab es keine Treffer\. Angezeigt werden die Ergebnisse für «Versand»/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Versand und Lieferung' })).toBeInTheDocument();
  });

  it('lands a page past the end on the last page', async () => {
    window.history.replaceState(null, '', '/suche?suchbegriff=Versand&page=99');
    const initial = await siteSearch(demo.store, 'Versand', 99);
    expect(initial.items).toHaveLength(0);
    renderWithShop(<SiteSearch initial={initial} />, { store: demo.store });
    expect(await screen.findByRole('link', { name: 'Versand und Lieferung' })).toBeInTheDocument();
    expect(location.search).toBe('?suchbegriff=Versand');
  });

  it('keeps the previous results when a search fails, and the same term can be tried again', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/suche');
    renderWithShop(<SiteSearch />, { store: demo.store });
    const box = screen.getByRole('searchbox', { name: 'Suchbegriff' });
    await user.type(box, 'Versand{Enter}');
    const hits = await screen.findByText(/\d+ Treffer/);
    const count = hits.textContent;
    demo.failNext('network');
    await user.clear(box);
    await user.type(box, 'xyzzy{Enter}');
    expect(await screen.findByText('Während der Kommunikation mit dem Server ist ein Fehler aufgetreten!')).toBeInTheDocument();
    expect(screen.getByText(count!)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Versand und Lieferung' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Suchen' }));
    expect(await screen.findByText('Keine Einträge für diesen Suchbegriff!')).toBeInTheDocument();
  });
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
