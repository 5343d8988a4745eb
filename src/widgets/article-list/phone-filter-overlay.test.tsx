import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ArtikelSearchResult } from '../../core/api/schemas/artikelsearch.ts';
import { searchArtikel } from '../../core/api/artikelsearch.ts';
import { ArticleList } from './ArticleList.tsx';
import { startDemoApi, type DemoApi } from '../../../tests/helpers/demo-api.ts';
import { renderWithShop } from '../../../tests/helpers/render-with-shop.tsx';

let demo: DemoApi;
let initial: ArtikelSearchResult;

beforeEach(async () => {
  demo = await startDemoApi({ articles: 120 });
  window.history.replaceState(null, '', '/shop');
  initial = await searchArtikel(demo.store, { pageNumber: 1, populateSearchFields: true });
  demo.requests.length = 0;
});

afterEach(() => vi.unstubAllGlobals());

/** A phone: the sidebar query (min-width: 980px) does not match. */
function onPhone() {
  vi.stubGlobal(
    'matchMedia',
    (query: string) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} }) as unknown as MediaQueryList,
  );
}

async function renderList() {
  const user = userEvent.setup();
  renderWithShop(<ArticleList initial={initial} baseUrl="/shop" />, { store: demo.store });
  await screen.findByRole('link', { name: new RegExp(initial.items[0]!.bezeichnung) });
  return user;
}

const formatCount = (count: number) => new Intl.NumberFormat('de-CH').format(count);

describe('filters on a phone: a modal panel (issue 22)', () => {
  it('opens as a dialog with focus on the first filter, folded groups, a live "N Treffer anzeigen", and gives focus back to "Filter"', async () => {
    onPhone();
    const user = await renderList();
    const toggle = screen.getByRole('button', { name: 'Filter' });
    await user.click(toggle);

    const dialog = screen.getByRole('dialog', { name: 'Filter' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(document.activeElement).toBe(within(dialog).getAllByRole('checkbox')[0]);
    // The facet groups are folded (the first one open): their values show when the shopper opens one.
    const groups = [...dialog.querySelectorAll('details')];
    expect(groups.length).toBeGreaterThanOrEqual(8);
    expect(groups.map((group) => group.open)).toEqual(groups.map((_, index) => index === 0));
    expect(groups[0]!.querySelector('summary')).toHaveTextContent('Weinart');
    const apply = within(dialog).getByRole('button', { name: `${formatCount(initial.totalRecordCount)} Treffer anzeigen` });

    const jahrgang = groups.find((group) => group.querySelector('summary')!.textContent === 'Jahrgang')!;
    await user.click(jahrgang.querySelector('summary')!);
    expect(jahrgang.open).toBe(true);
    const vintage = within(jahrgang).getAllByRole('checkbox')[0]!;
    const year = vintage.closest('label')!.querySelector('.vk-filter__label')!.textContent!;
    await user.click(vintage);
    await waitFor(() => expect(location.search).toMatch(/^\?jahrgang=/));
    const { totalRecordCount: total } = await searchArtikel(
      demo.store,
      { pageNumber: 1, filterValues: { jahrgang: [new URLSearchParams(location.search).get('jahrgang')!] }, populateSearchFields: false },
      'test',
    );
    expect(year).toBeTruthy();
    await waitFor(() => expect(apply).toHaveTextContent(`${formatCount(total)} Treffer anzeigen`));
    expect(screen.getByRole('dialog', { name: 'Filter' })).toBe(dialog);
    expect(within(dialog).getByText('1 gewählt')).toBeInTheDocument();

    await user.click(apply);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('Escape and the close button close it; Tab stays inside', async () => {
    onPhone();
    const user = await renderList();
    const toggle = screen.getByRole('button', { name: 'Filter' });
    await user.click(toggle);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(toggle);

    await user.click(toggle);
    const dialog = screen.getByRole('dialog', { name: 'Filter' });
    const apply = within(dialog).getByRole('button', { name: /Treffer anzeigen/ });
    apply.focus();
    await user.tab();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Filter schliessen' }));
    await user.click(within(dialog).getByRole('button', { name: 'Filter schliessen' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(toggle);
  });

  it('keeps the desktop sidebar as it was: open groups, no dialog', async () => {
    await renderList();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('complementary', { name: 'Filter' })).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Weinart' })).getByRole('checkbox', { name: /^Rotwein/ })).toBeVisible();
    expect(document.querySelector('.vk-article-list details')).toBeNull();
  });
});

describe('skip link to the results (issue 22: 107 tab stops to the first card)', () => {
  it("is the list's first tab stop and moves focus to the results, without touching the address", async () => {
    const user = await renderList();
    const skip = screen.getByRole('link', { name: 'Zu den Ergebnissen springen' });
    const list = document.querySelector('.vk-article-list') as HTMLElement;
    expect(list.querySelector('a[href], button, input, select')).toBe(skip);
    skip.focus();
    await user.keyboard('{Enter}');
    const results = screen.getByRole('region', { name: 'Artikel' });
    expect(document.activeElement).toBe(results);
    expect(location.hash).toBe('');
    await user.tab();
    expect(results.querySelector('.vk-card')!.contains(document.activeElement)).toBe(true);
  });
});
