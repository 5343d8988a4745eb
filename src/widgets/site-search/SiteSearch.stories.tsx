import type { Meta, StoryObj } from '@storybook/react-vite';
import { SiteSearch } from './SiteSearch.tsx';
import { catalogueFixtures } from '../../../tests/fixtures/catalogue.ts';
import { elementDocs } from '../../../stories/element-docs.ts';

const meta = {
  title: 'Catalogue/Site search',
  component: SiteSearch,
  tags: ['autodocs'],
  parameters: elementDocs('shop-site-search'),
} satisfies Meta<typeof SiteSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SiteSearchWithHits: Story = { args: { initial: catalogueFixtures.site } };
export const SiteSearchNoHits: Story = { args: { initial: catalogueFixtures.siteNone } };
/** The page brought the wines for its term too (`articles`): they show with the hits, no call. */
export const SiteSearchWithWines: Story = {
  args: { initial: catalogueFixtures.site, articles: { ...catalogueFixtures.list, items: catalogueFixtures.list.items.slice(0, 4) } },
};
