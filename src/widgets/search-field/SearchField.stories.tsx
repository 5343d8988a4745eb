import type { Meta, StoryObj } from '@storybook/react-vite';
import { SearchField } from './index.ts';
import { elementDocs } from '../../../stories/element-docs.ts';

const meta = {
  title: 'Catalogue/Search field',
  component: SearchField,
  args: { action: '/suche', variant: 'standard' },
  tags: ['autodocs'],
  parameters: elementDocs('shop-search-field'),
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SearchFieldStandard: Story = {};
export const SearchFieldAdvanced: Story = { args: { variant: 'advanced' } };
