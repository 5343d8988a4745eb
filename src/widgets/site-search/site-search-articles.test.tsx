import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { searchArtikel } from '../../core/api/artikelsearch.ts';
import { siteSearch } from '../../core/api/sitesearch.ts';
import { SiteSearch } from './SiteSearch.tsx';
import { startDemoApi, type DemoApi } from '../../../tests/helpers/demo-api.ts';
import { renderWithShop } from '../../../tests/helpers/render-with-shop.tsx';

let demo: DemoApi;

beforeEach(async () => {
  demo = await startDemoApi({ articles: 300 });
});

const articleSearches = () => demo.requests.filter((request) => request.path.endsWith('/artikelsearch/search'));

describe('<shop-site-search> shows the wines for the same term (spec §1: two searches, one way to the wines)', () => {
  it('count, the first cards and a link to the wine list with the term', async () => {
    window.history.replaceState(null, '', '/suche?suchbegriff=Chasselas');
    const initial = await siteSearch(demo.store, 'Chasselas', 1);
    const wines = await searchArtikel(demo.store, {
      pageNumber: 1,
      filterValues: { suchbegriff: 'Chasselas' },
      populateSearchFields: false,
    });
    expect(wines.totalRecordCount).toBeGreaterThan(4);
    demo.requests.length = 0;
    renderWithShop(<SiteSearch initial={initial} />, { store: demo.store });

    const section = await screen.findByRole('region', { name: 'Weine zu «Chasselas»' });
    expect(within(section).getByText(`${wines.totalRecordCount} Weine gefunden`)).toBeInTheDocument();
    const cards = within(section).getAllByRole('heading', { level: 3 });
    expect(cards).toHaveLength(4);
    expect(within(cards[0]!).getByRole('link')).toHaveAttribute('href', wines.items[0]!.urlArtikelDetail);
    expect(within(section).getByRole('link', { name: `Alle ${wines.totalRecordCount} Weine im Shop anzeigen` })).toHaveAttribute(
      'href',
      '/shop?suchbegriff=Chasselas',
    );
    // One small request for the wines; the content hits came with the page.
    expect(articleSearches()).toHaveLength(1);
    expect(JSON.parse(articleSearches()[0]!.body)).toMatchObject({
      pageSize: 4,
      populateSearchFields: false,
      filterValues: { suchbegriff: 'Chasselas' },
    });
    // The content hits stay as they were.
    expect(screen.getByText(`${initial.totalRecordCount} Treffer`)).toBeInTheDocument();
  });

  it('shows no wine block for a term without wines', async () => {
    window.history.replaceState(null, '', '/suche?suchbegriff=Versand');
    const initial = await siteSearch(demo.store, 'Versand', 1);
    renderWithShop(<SiteSearch initial={initial} />, { store: demo.store });
    await screen.findByText(/\d+ Treffer/);
    await expect.poll(() => articleSearches().length).toBe(1);
    expect(screen.queryByRole('region', { name: /Weine zu/ })).toBeNull();
  });
});
