import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ArticleList } from './ArticleList.tsx';
import { catalogueFixtures } from '../../../tests/fixtures/catalogue.ts';
import { WithBasket } from '../../../stories/catalogue/seed.tsx';
import { elementDocs } from '../../../stories/element-docs.ts';

const meta = {
  title: 'Catalogue/ArticleList',
  component: ArticleList,
  // A base URL other than the story's own address: the list never rewrites the Storybook address.
  args: { initial: catalogueFixtures.list, baseUrl: '/shop-story', paging: 'pager' },
  decorators: [
    (Story) => (
      <WithBasket>
        <Story />
      </WithBasket>
    ),
  ],
  tags: ['autodocs'],
  parameters: elementDocs('shop-article-list'),
} satisfies Meta<typeof ArticleList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pager: Story = {};
export const Infinite: Story = { args: { paging: 'infinite' } };
/** The term found nothing: the suggested term's hits, with the notice. */
export const NoHitsWithSuggestion: Story = { args: { initial: catalogueFixtures.suggestion } };
export const Empty: Story = { args: { initial: catalogueFixtures.empty } };

/** On a phone the filters are a closed panel, built only when "Filter" opens it. */
export const Phone: Story = {
  parameters: { viewport: { defaultViewport: 'mobile' } },
  globals: { viewport: { value: 'mobile' } },
};
/** The phone's filter panel opened. */
export const PhoneFiltersOpen: Story = {
  ...Phone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Filter' }));
    await expect(canvas.getByRole('group', { name: 'Weinart' })).toBeVisible();
  },
};
