import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ArticleSlider } from './ArticleSlider.tsx';
import { aktion, dezaley, neuheit, wenigLager } from '../../../tests/fixtures/catalogue.ts';
import { startDemoApi, type DemoApi } from '../../../tests/helpers/demo-api.ts';
import { renderWithShop } from '../../../tests/helpers/render-with-shop.tsx';

let demo: DemoApi;

beforeEach(async () => {
  demo = await startDemoApi({ articles: 60 });
});

const searches = () => demo.requests.filter((request) => request.path.endsWith('/artikelsearch/search'));

describe('<shop-article-slider>', () => {
  it('fills itself from the first page of its query: one search, slides named by position, the carousel by its label', async () => {
    renderWithShop(<ArticleSlider query={{ filterValues: { neuheiten: true } }} label="Neuheiten" />, { store: demo.store });
    const carousel = await screen.findByRole('region', { name: 'Neuheiten' });
    const slides = await within(carousel).findAllByRole('group', { name: /^\d+ von \d+$/ });
    expect(slides[0]).toHaveAccessibleName(`1 von ${slides.length}`);
    expect(searches()).toHaveLength(1);
    expect(JSON.parse(searches()[0]!.body)).toMatchObject({ populateSearchFields: false, filterValues: { neuheiten: true } });
    // Every slide is a card with its own basket control, as on the list.
    expect(within(slides[0]!).getByRole('button', { name: 'In den Warenkorb' })).toBeInTheDocument();
    expect(within(carousel).getByRole('button', { name: 'Vorherige Artikel' })).toBeDisabled();
    expect(within(carousel).getByRole('button', { name: 'Nächste Artikel' })).toBeEnabled();
  });

  it('shows the articles the page gives without a request, named "Artikel" when the page gives no label', async () => {
    renderWithShop(<ArticleSlider items={[dezaley, aktion, neuheit, wenigLager]} />, { store: demo.store });
    const carousel = screen.getByRole('region', { name: 'Artikel' });
    expect(
      within(carousel)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual([dezaley, aktion, neuheit, wenigLager].map((artikel) => expect.stringContaining(artikel.bezeichnung)));
    await demo.idle();
    expect(searches()).toHaveLength(0);
  });

  it('the list variant puts up to three articles side by side, with no arrows to press', () => {
    renderWithShop(<ArticleSlider items={[dezaley, aktion]} variant="list" label="Passend dazu" />, { store: demo.store });
    const carousel = screen.getByRole('region', { name: 'Passend dazu' });
    expect(carousel).toHaveClass('vk-slider--static');
    expect(within(carousel).queryByRole('button', { name: /Artikel$/ })).toBeNull();
    expect(within(carousel).getAllByRole('group')).toHaveLength(2);
  });

  it('a search that fails leaves no spinner behind and takes no room on the page', async () => {
    demo.failNext('network');
    const { container } = renderWithShop(<ArticleSlider query={{ filterValues: { aktionen: true } }} label="Aktionen" />, {
      store: demo.store,
    });
    expect(screen.getByRole('status')).toBeInTheDocument();
    await waitFor(() => expect(container.querySelector('.vk-spinner')).toBeNull());
    expect(screen.queryByRole('region', { name: 'Aktionen' })).toBeNull();
  });
});
