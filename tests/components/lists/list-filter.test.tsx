import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { searchArtikel } from '../../../src/core/api/artikelsearch.ts';
import { ArticleList } from '../../../src/widgets/article-list/index.ts';
import { startDemoApi, type DemoApi } from '../../helpers/demo-api.ts';
import { renderWithShop } from '../../helpers/render-with-shop.tsx';

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
