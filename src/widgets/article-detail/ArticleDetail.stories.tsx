import type { Meta, StoryObj } from '@storybook/react-vite';
import { ArticleDetail } from './ArticleDetail.tsx';
import { aktion, catalogueFixtures, dezaley, nichtBestellbar, wenigLager } from '../../../tests/fixtures/catalogue.ts';
import { WithBasket } from '../../../stories/catalogue/seed.tsx';
import { elementDocs } from '../../../stories/element-docs.ts';

const meta = {
  title: 'Catalogue/ArticleDetail',
  component: ArticleDetail,
  args: { artikel: dezaley, listUrl: '/shop', searchFieldData: catalogueFixtures.list.searchFieldData },
  decorators: [
    (Story) => (
      <WithBasket>
        <Story />
      </WithBasket>
    ),
  ],
  tags: ['autodocs'],
  parameters: elementDocs('shop-article-detail'),
} satisfies Meta<typeof ArticleDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Orderable: Story = {};
export const Promotion: Story = { args: { artikel: aktion } };
export const NotOrderable: Story = { args: { artikel: nichtBestellbar } };
export const LowStock: Story = { args: { artikel: wenigLager } };
