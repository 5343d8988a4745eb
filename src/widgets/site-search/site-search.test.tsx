import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { SiteSearch } from './SiteSearch.tsx';
import { siteSearch } from '../../core/api/sitesearch.ts';
import { startDemoApi, type DemoApi } from '../../../tests/helpers/demo-api.ts';
import { renderWithShop } from '../../../tests/helpers/render-with-shop.tsx';

let demo: DemoApi;

beforeEach(async () => {
  demo = await startDemoApi({ articles: 60 });
});

const calls = (path: string) => demo.requests.filter((request) => request.path.endsWith(path));

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
    expect(
      await screen.findByText(/Für «Versnd» gab es keine Treffer\. Angezeigt werden die Ergebnisse für «Versand»/),
    ).toBeInTheDocument();
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
