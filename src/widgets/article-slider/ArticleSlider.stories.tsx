import type { Meta, StoryObj } from '@storybook/react-vite';
import { ArticleSlider } from './ArticleSlider.tsx';
import { catalogueFixtures } from '../../../tests/fixtures/catalogue.ts';
import { WithBasket } from '../../../stories/catalogue/seed.tsx';
import { elementDocs } from '../../../stories/element-docs.ts';

const meta = {
  title: 'Catalogue/ArticleSlider',
  component: ArticleSlider,
  args: { items: catalogueFixtures.list.items, variant: 'default', label: 'Neuheiten' },
  decorators: [
    (Story) => (
      <WithBasket>
        <Story />
      </WithBasket>
    ),
  ],
  tags: ['autodocs'],
  parameters: elementDocs('shop-article-slider'),
} satisfies Meta<typeof ArticleSlider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const ListVariant: Story = { args: { variant: 'list' } };
/** The list variant with 3 or fewer articles shows them side by side. */
export const ListVariantFew: Story = { args: { variant: 'list', items: catalogueFixtures.list.items.slice(0, 2) } };
