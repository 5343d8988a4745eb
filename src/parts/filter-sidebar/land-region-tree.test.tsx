import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ArtikelSearchResult, FacetValue } from '../../core/api/schemas/artikelsearch.ts';
import { ArticleList } from '../../widgets/article-list/ArticleList.tsx';
import { searchArtikel } from '../../core/api/artikelsearch.ts';
import { startDemoApi, type DemoApi } from '../../../tests/helpers/demo-api.ts';
import { renderWithShop } from '../../../tests/helpers/render-with-shop.tsx';

const searches = (demo: DemoApi) => demo.requests.filter((request) => request.path.endsWith('/artikelsearch/search'));
const sentRegions = (demo: DemoApi) =>
  (JSON.parse(searches(demo).at(-1)!.body) as { filterValues: { landRegion: string[] } }).filterValues.landRegion;

describe('landRegion tree (spec §3: a node selects its subtree)', () => {
  let demo: DemoApi;
  let initial: ArtikelSearchResult;
  let land: FacetValue;
  let region: FacetValue;

  beforeEach(async () => {
    demo = await startDemoApi({ articles: 200 });
    window.history.replaceState(null, '', '/shop');
    initial = await searchArtikel(demo.store, { pageNumber: 1, populateSearchFields: true });
    const tree = initial.searchFieldData.find((field) => field.type === 'tree');
    if (tree?.type !== 'tree') throw new Error('no landRegion tree');
    land = tree.values.find((value) => (value.children ?? []).filter((child) => child.count > 0).length >= 2)!;
    region = land.children!.filter((child) => child.count > 0).find((child) => (child.children ?? []).some((sub) => sub.count > 0))!;
    demo.requests.length = 0;
  });

  it('shows children included by a ticked parent as ticked, and the parent of a partial choice as indeterminate', async () => {
    const user = userEvent.setup();
    renderWithShop(<ArticleList initial={initial} baseUrl="/shop" />, { store: demo.store });
    const group = () => screen.getByRole('group', { name: /Land/ });
    const box = (label: string) => within(group()).getByRole('checkbox', { name: new RegExp(`^${label}\\s*\\d`) });
    await user.click(within(group()).getByRole('button', { name: `${land.label} aufklappen` }));
    await user.click(within(group()).getByRole('button', { name: `${region.label} aufklappen` }));
    const sub = region.children!.find((child) => child.count > 0)!;

    await user.click(box(sub.label));
    await waitFor(() => expect(sentRegions(demo)).toEqual([sub.value]));
    await waitFor(() => expect(box(sub.label)).toBeChecked());
    expect((box(region.label) as HTMLInputElement).indeterminate).toBe(true);
    expect((box(land.label) as HTMLInputElement).indeterminate).toBe(true);

    // Ticking the parent after the child: the parent replaces the child and every child shows as ticked.
    await user.click(box(region.label));
    await waitFor(() => expect(sentRegions(demo)).toEqual([region.value]));
    await waitFor(() => expect(box(region.label)).toBeChecked());
    for (const child of region.children!.filter((value) => value.count > 0)) expect(box(child.label)).toBeChecked();
    expect((box(region.label) as HTMLInputElement).indeterminate).toBe(false);

    // Unticking one included child keeps its siblings chosen.
    await user.click(box(sub.label));
    await waitFor(() => expect(sentRegions(demo)).not.toContain(region.value));
    expect(sentRegions(demo)).not.toContain(sub.value);
    expect(sentRegions(demo)).toEqual(region.children!.filter((child) => child !== sub).map((child) => child.value));
    await waitFor(() => expect(box(sub.label)).not.toBeChecked());
  });
});
