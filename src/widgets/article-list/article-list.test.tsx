import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Artikel } from '../../core/api/schemas/artikel.ts';
import type { ArtikelSearchResult } from '../../core/api/schemas/artikelsearch.ts';
import { ArticleList } from './ArticleList.tsx';
import { mergePage, MAX_LOADED_SPAN } from './list-pages.ts';
import { searchArtikel } from '../../core/api/artikelsearch.ts';
import { startDemoApi, type DemoApi } from '../../../tests/helpers/demo-api.ts';
import { renderWithShop } from '../../../tests/helpers/render-with-shop.tsx';

const searches = (demo: DemoApi) => demo.requests.filter((request) => request.path.endsWith('/artikelsearch/search'));
const page = (n: number) => [{ artikelId: n } as Artikel];

describe('infinite list window (spec §4 Article list paging)', () => {
  it('appends, prepends, and drops the far end when the span reaches 4 pages', () => {
    let loaded = mergePage(null, 1, page(1));
    loaded = mergePage(loaded, 2, page(2));
    loaded = mergePage(loaded, 3, page(3));
    expect(loaded).toMatchObject({ first: 1 });
    expect(loaded.pages).toHaveLength(3);
    loaded = mergePage(loaded, 4, page(4));
    expect(loaded.first).toBe(2);
    expect(loaded.pages.length).toBeLessThan(MAX_LOADED_SPAN);
    loaded = mergePage(loaded, 1, page(1));
    expect(loaded.first).toBe(1);
    expect(loaded.pages.map((items) => items[0]!.artikelId)).toEqual([1, 2, 3]);
    expect(mergePage(loaded, 9, page(9))).toEqual({ first: 9, pages: [page(9)] });
  });
});

describe('<shop-article-list>', () => {
  let demo: DemoApi;
  let initial: ArtikelSearchResult;

  beforeEach(async () => {
    demo = await startDemoApi({ articles: 120 });
    window.history.replaceState(null, '', '/shop');
    initial = await searchArtikel(demo.store, { pageNumber: 1, populateSearchFields: true });
    demo.requests.length = 0;
  });

  it('paints the initial result without an API call', async () => {
    renderWithShop(<ArticleList initial={initial} baseUrl="/shop" />, { store: demo.store });
    expect(await screen.findByRole('link', { name: new RegExp(initial.items[0]!.bezeichnung) })).toBeInTheDocument();
    expect(screen.getByText(`${initial.totalRecordCount} Treffer`)).toBeInTheDocument();
    expect(searches(demo)).toHaveLength(0);
  });

  it('on a phone builds the filters only when the shopper opens them', async () => {
    const narrow = (query: string) =>
      ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} }) as unknown as MediaQueryList;
    vi.stubGlobal('matchMedia', narrow);
    const user = userEvent.setup();
    renderWithShop(<ArticleList initial={initial} baseUrl="/shop" />, { store: demo.store });
    await screen.findByRole('link', { name: new RegExp(initial.items[0]!.bezeichnung) });
    expect(screen.queryByRole('group', { name: 'Weinart' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    expect(within(screen.getByRole('group', { name: 'Weinart' })).getByRole('checkbox', { name: /Rotwein/ })).toBeInTheDocument();
    vi.unstubAllGlobals();
  });

  it('puts a filter into the address (page 1, lower-case name) and back restores the list', async () => {
    const user = userEvent.setup();
    renderWithShop(<ArticleList initial={initial} baseUrl="/shop" />, { store: demo.store });
    await user.click(screen.getByRole('link', { name: 'Seite 2' }));
    await waitFor(() => expect(location.search).toBe('?page=2'));
    const group = screen.getByRole('group', { name: 'Weinart' });
    await user.click(within(group).getByRole('checkbox', { name: /Rotwein/ }));
    await waitFor(() => expect(location.search).toBe('?egruppe=rotwein'));
    const body = JSON.parse(searches(demo).at(-1)!.body) as { pageNumber: number; filterValues: { eGruppe: string[] } };
    expect(body.pageNumber).toBe(1);
    expect(body.filterValues.eGruppe).toEqual(['rotwein']);
    const count = document.querySelector('.vk-article-list__count')!;
    expect(count.textContent).not.toBe(`${initial.totalRecordCount} Treffer`);

    const before = searches(demo).length;
    window.history.back();
    await waitFor(() => expect(location.search).toBe('?page=2'));
    await waitFor(() =>
      expect(within(screen.getByRole('group', { name: 'Weinart' })).getByRole('checkbox', { name: /Rotwein/ })).not.toBeChecked(),
    );
    expect(searches(demo)).toHaveLength(before); // restored from what was already loaded
  });

  it('shows a tick in the press itself; the list follows as a transition and keeps it (INP, ARCHITECTURE.md §8)', async () => {
    renderWithShop(<ArticleList initial={initial} baseUrl="/shop" />, { store: demo.store });
    const results = await screen.findByRole('region', { name: 'Artikel' });
    const group = screen.getByRole('group', { name: 'Weinart' });
    const rotwein = within(group).getByRole('checkbox', { name: /Rotwein/ });
    const gate = demo.hold();
    // A real press, outside act(): what the browser paints after this task. The list's busy state is not in it
    // (a controlled checkbox would show the old state until the transition commits; a synchronous list render
    // would make the press pay for the whole sidebar).
    rotwein.click();
    expect(rotwein).toBeChecked();
    expect(results).not.toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(results).toHaveAttribute('aria-busy', 'true'));
    expect(rotwein).toBeChecked();
    gate.release();
    await waitFor(() => expect(location.search).toBe('?egruppe=rotwein'));
    await waitFor(() => expect(results).toHaveAttribute('aria-busy', 'false'));
    expect(rotwein).toBeChecked();
    expect(screen.queryByText(`${initial.totalRecordCount} Treffer`)).toBeNull();
  });

  it('takes a tick and an untick of one box while the answer is on its way as the shopper meant them', async () => {
    const user = userEvent.setup();
    renderWithShop(<ArticleList initial={initial} baseUrl="/shop" />, { store: demo.store });
    const group = screen.getByRole('group', { name: 'Weinart' });
    const gate = demo.hold();
    await user.click(within(group).getByRole('checkbox', { name: /Rotwein/ }));
    await user.click(within(group).getByRole('checkbox', { name: /Rotwein/ }));
    await user.click(within(group).getByRole('checkbox', { name: /Weisswein/ }));
    gate.release();
    await waitFor(() => expect(location.search).toBe('?egruppe=weisswein'));
    expect(within(group).getByRole('checkbox', { name: /Rotwein/ })).not.toBeChecked();
    expect(within(group).getByRole('checkbox', { name: /Weisswein/ })).toBeChecked();
  });

  it('takes both ticks, and a sort chosen before them, made before the list has rendered the first', async () => {
    renderWithShop(<ArticleList initial={initial} baseUrl="/shop" />, { store: demo.store });
    const results = await screen.findByRole('region', { name: 'Artikel' });
    const group = screen.getByRole('group', { name: 'Weinart' });
    const rotwein = within(group).getByRole<HTMLInputElement>('checkbox', { name: /Rotwein/ });
    const weisswein = within(group).getByRole<HTMLInputElement>('checkbox', { name: /Weisswein/ });
    const sort = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Sortieren nach' });
    // In one task, outside act(), as the replay of what a shopper did before hydration does them.
    sort.value = 'preis-asc';
    sort.dispatchEvent(new Event('change', { bubbles: true }));
    rotwein.click();
    weisswein.click();
    await waitFor(() => expect(new URLSearchParams(location.search).getAll('egruppe').sort()).toEqual(['rotwein', 'weisswein']));
    expect(new URLSearchParams(location.search).get('sort')).toBe('preis-asc');
    await waitFor(() => expect(results).toHaveAttribute('aria-busy', 'false'));
    expect(rotwein.checked && weisswein.checked).toBe(true);
    expect(sort).toHaveValue('preis-asc');
  });

  it('never shows a tick the list has not taken, after two presses before the list has rendered the first', async () => {
    renderWithShop(<ArticleList initial={initial} baseUrl="/shop" />, { store: demo.store });
    const results = await screen.findByRole('region', { name: 'Artikel' });
    const group = screen.getByRole('group', { name: 'Weinart' });
    const rotwein = within(group).getByRole<HTMLInputElement>('checkbox', { name: /Rotwein/ });
    const weisswein = within(group).getByRole<HTMLInputElement>('checkbox', { name: /Weisswein/ });
    // Two real presses in one task, outside act(): the second is made before the list has rendered the first.
    rotwein.click();
    weisswein.click();
    await waitFor(() => expect(location.search).toContain('egruppe='));
    await waitFor(() => expect(results).toHaveAttribute('aria-busy', 'false'));
    const taken = new URLSearchParams(location.search).getAll('egruppe');
    expect(rotwein.checked).toBe(taken.includes('rotwein'));
    expect(weisswein.checked).toBe(taken.includes('weisswein'));
  });

  it('shows the chosen sort in the change itself; the list follows as a transition', async () => {
    renderWithShop(<ArticleList initial={initial} baseUrl="/shop" />, { store: demo.store });
    const results = await screen.findByRole('region', { name: 'Artikel' });
    const gate = demo.hold();
    const sort = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Sortieren nach' });
    // A real change, outside act(), as the tick above.
    sort.value = 'preis-asc';
    sort.dispatchEvent(new Event('change', { bubbles: true }));
    expect(sort).toHaveValue('preis-asc');
    expect(results).not.toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(results).toHaveAttribute('aria-busy', 'true'));
    expect(sort).toHaveValue('preis-asc');
    expect(location.search).toBe('');
    gate.release();
    await waitFor(() => expect(location.search).toBe('?sort=preis-asc'));
    expect(sort).toHaveValue('preis-asc');
  });

  it('sorts and resets to page 1', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/shop?page=3');
    const third = await searchArtikel(demo.store, { pageNumber: 3 });
    renderWithShop(<ArticleList initial={third} baseUrl="/shop" />, { store: demo.store });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sortieren nach' }), 'preis-asc');
    await waitFor(() => expect(location.search).toBe('?sort=preis-asc'));
    const cards = await screen.findAllByRole('article');
    expect(cards.length).toBeGreaterThan(0);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sortieren nach' }), '');
    await waitFor(() => expect(location.search).toBe(''));
  });

  it('searches the suggested term when the term finds nothing, and says so', async () => {
    window.history.replaceState(null, '', '/shop?suchbegriff=Chasselat');
    renderWithShop(<ArticleList baseUrl="/shop" />, { store: demo.store });
    expect(await screen.findByText(/Angezeigt werden die Ergebnisse für «Chasselas»/)).toBeInTheDocument();
    expect(searches(demo)).toHaveLength(1);
  });

  // Issue 36: the page's heading said "Suche nach «Chasselas»" after the term was removed; the page learns it now.
  it('tells the page (shop:list-change) which filter it shows after "Suchbegriff entfernen", and not on its first paint', async () => {
    window.history.replaceState(null, '', '/shop?suchbegriff=Chasselas');
    const changes: DocumentEventMap['shop:list-change']['detail'][] = [];
    const listen = (event: DocumentEventMap['shop:list-change']) => changes.push(event.detail);
    document.addEventListener('shop:list-change', listen);
    try {
      renderWithShop(<ArticleList baseUrl="/shop" />, { store: demo.store });
      await userEvent.click(await screen.findByRole('button', { name: 'Suchbegriff entfernen' }));
      await waitFor(() => expect(changes).toHaveLength(1));
      expect(changes[0]!.filterValues.suchbegriff ?? null).toBeNull();
      expect(changes[0]!.url).toBe(location.pathname + location.search);
      expect(location.search).not.toContain('suchbegriff');
    } finally {
      document.removeEventListener('shop:list-change', listen);
    }
  });

  it('shows a search term with markup as text', async () => {
    window.history.replaceState(null, '', `/shop?suchbegriff=${encodeURIComponent('<img src=x onerror=alert(1)>')}`);
    renderWithShop(<ArticleList baseUrl="/shop" />, { store: demo.store });
    expect(await screen.findByText('Suchbegriff: «<img src=x onerror=alert(1)>»')).toBeInTheDocument();
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });

  it('lands page=999 on the last page', async () => {
    window.history.replaceState(null, '', '/shop?page=999');
    renderWithShop(<ArticleList baseUrl="/shop" />, { store: demo.store });
    await waitFor(() => expect(location.search).toBe(`?page=${initial.totalPageCount}`));
    expect(await screen.findAllByRole('article')).not.toHaveLength(0);
  });

  it('keeps the previous results and shows the §8 toast when a search fails', async () => {
    const user = userEvent.setup();
    renderWithShop(<ArticleList initial={initial} baseUrl="/shop" />, { store: demo.store });
    // the cards' basket control loads the basket once; let that pass first
    await waitFor(() => expect(demo.requests.some((request) => request.path.startsWith('/api/basket'))).toBe(true));
    await demo.idle();
    demo.failNext('server-error');
    await user.click(within(screen.getByRole('group', { name: 'Weinart' })).getByRole('checkbox', { name: /Rotwein/ }));
    expect(await screen.findByText('Während der Kommunikation mit dem Server ist ein Fehler aufgetreten!')).toBeInTheDocument();
    expect(screen.getByText(`${initial.totalRecordCount} Treffer`)).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Weinart' })).getByRole('checkbox', { name: /Rotwein/ })).not.toBeChecked();
    expect(location.search).toBe('');
  });

  it('never lets an older answer replace a newer one', async () => {
    const user = userEvent.setup();
    renderWithShop(<ArticleList initial={initial} baseUrl="/shop" />, { store: demo.store });
    const gate = demo.hold();
    const group = screen.getByRole('group', { name: 'Weinart' });
    await user.click(within(group).getByRole('checkbox', { name: /Rotwein/ }));
    await user.click(within(group).getByRole('checkbox', { name: /Weisswein/ }));
    gate.release();
    await waitFor(() => expect(location.search).toBe('?egruppe=rotwein&egruppe=weisswein'));
  });

  it('filters a long facet list by its own search 300 ms after the last key, accent-insensitive', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithShop(<ArticleList initial={initial} baseUrl="/shop" />, { store: demo.store });
    const group = screen.getByRole('group', { name: 'Produzent' });
    const before = within(group).getAllByRole('checkbox').length;
    const producers = initial.searchFieldData.find((field) => field.name === 'produzent');
    const target = producers && 'values' in producers ? producers.values.at(-1)!.label : '';
    await user.type(
      within(group).getByRole('searchbox', { name: 'Produzent durchsuchen' }),
      target
        .normalize('NFD')
        .replace(/\p{Diacritic}/gu, '')
        .toUpperCase(),
    );
    await vi.advanceTimersByTimeAsync(250);
    expect(within(group).getAllByRole('checkbox')).toHaveLength(before);
    await vi.advanceTimersByTimeAsync(50);
    await waitFor(() => expect(within(group).getAllByRole('checkbox').length).toBeLessThan(before));
    expect(
      within(group)
        .getAllByRole('checkbox')
        .some((box) => box.closest('label')!.textContent!.startsWith(target)),
    ).toBe(true);
    expect(searches(demo)).toHaveLength(0);
  });

  it('ignores filter values the catalogue does not know (an edited link)', async () => {
    const rotwein = await searchArtikel(demo.store, { filterValues: { eGruppe: ['rotwein'] }, populateSearchFields: false });
    demo.requests.length = 0;
    window.history.replaceState(null, '', '/shop?egruppe=gibtsnicht&egruppe=rotwein&produzent=%3Cb%3E');
    renderWithShop(<ArticleList baseUrl="/shop" />, { store: demo.store });
    expect(await screen.findByText(`${rotwein.totalRecordCount} Treffer`)).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Weinart' })).getByRole('checkbox', { name: /Rotwein/ })).toBeChecked();
    const user = userEvent.setup();
    await user.click(within(screen.getByRole('group', { name: 'Weinart' })).getByRole('checkbox', { name: /Rotwein/ }));
    // the unknown values do not come back into the address
    await waitFor(() => expect(location.search).toBe(''));
    expect(await screen.findByText(`${initial.totalRecordCount} Treffer`)).toBeInTheDocument();
  });

  it('does not let paging overtake a filter change that is still on its way', async () => {
    const user = userEvent.setup();
    renderWithShop(<ArticleList initial={initial} baseUrl="/shop" paging="infinite" />, { store: demo.store });
    await waitFor(() => expect(demo.requests.some((request) => request.path.startsWith('/api/basket'))).toBe(true));
    const gate = demo.hold();
    await user.click(within(screen.getByRole('group', { name: 'Weinart' })).getByRole('checkbox', { name: /Rotwein/ }));
    await user.click(screen.getByRole('button', { name: 'mehr anzeigen' }));
    gate.release();
    await waitFor(() => expect(location.search).toBe('?egruppe=rotwein'));
    expect(within(screen.getByRole('group', { name: 'Weinart' })).getByRole('checkbox', { name: /Rotwein/ })).toBeChecked();
    expect(screen.getByText(/\d+ Treffer/).textContent).not.toBe(`${initial.totalRecordCount} Treffer`);
  });

  it('in infinite mode merges pages and keeps at most 3 in the DOM', async () => {
    const user = userEvent.setup();
    renderWithShop(<ArticleList initial={initial} baseUrl="/shop" paging="infinite" />, { store: demo.store });
    const pageSize = initial.searchParameters.pageSize;
    for (let round = 0; round < 4; round++) {
      await user.click(screen.getByRole('button', { name: 'mehr anzeigen' }));
      // From the third page on the count stays the same: the page has arrived when the list is no longer busy.
      await waitFor(() => expect(screen.getByRole('button', { name: 'mehr anzeigen' })).toBeEnabled());
      await waitFor(() => expect(screen.getAllByRole('article').length).toBe(Math.min(round + 2, MAX_LOADED_SPAN - 1) * pageSize));
    }
    expect(screen.getByRole('button', { name: 'vorherige anzeigen' })).toBeInTheDocument();
    // Role queries over three pages of cards (each with its Merkliste toggle) are slow in jsdom on 2 cores.
  }, 15_000);
});

describe('the list filter of <shop-article-list> (spec §3 merkliste, merklisten)', () => {
  let demo: DemoApi;
  beforeEach(async () => {
    demo = await startDemoApi({ articles: 60 });
    window.history.replaceState(null, '', '/shop');
  });

  it('is not offered to anonymous visitors', async () => {
    const initial = await searchArtikel(demo.store, { pageNumber: 1, populateSearchFields: true });
    renderWithShop(<ArticleList initial={initial} baseUrl="/shop" />, { store: demo.store });
    await screen.findByRole('group', { name: 'Weinart' });
    expect(screen.queryByRole('checkbox', { name: /^Merkliste/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Meine Merklisten' })).not.toBeInTheDocument();
  });

  it('customers filter by the default list or by chosen lists, and every card has its toggle', async () => {
    await demo.login();
    const user = userEvent.setup();
    const initial = await searchArtikel(demo.store, { pageNumber: 1, populateSearchFields: true });
    renderWithShop(<ArticleList initial={initial} baseUrl="/shop" />, { store: demo.store });
    await user.click(await screen.findByRole('checkbox', { name: /^Merkliste/ }));
    await waitFor(() => expect(location.search).toBe('?merkliste=true'));
    await waitFor(() => expect(screen.getByText('4 Treffer')).toBeInTheDocument());
    expect(screen.getAllByRole('button', { name: /Merklisten für .* wählen/ })).toHaveLength(4);

    await user.click(screen.getByRole('checkbox', { name: /^Merkliste/ }));
    const lists = await screen.findByRole('group', { name: 'Meine Merklisten' });
    await user.click(within(lists).getByRole('checkbox', { name: 'Weihnachten' }));
    await waitFor(() => expect(location.search).toMatch(/^\?merklisten=\d+$/));
    await waitFor(() => expect(screen.getByText('2 Treffer')).toBeInTheDocument());
  });
});
