import type { Meta, StoryObj } from '@storybook/react-vite';
import { Basket } from './index.ts';
import { basketFixtures } from '../../../tests/fixtures/basket.ts';
import { elementDocs } from '../../../stories/element-docs.ts';

const meta = {
  title: 'Basket/Basket',
  component: Basket,
  args: { initial: basketFixtures.full },
  tags: ['autodocs'],
  parameters: elementDocs('shop-basket'),
} satisfies Meta<typeof Basket>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {};
export const Empty: Story = { args: { initial: basketFixtures.empty } };
/** The back office could not price the basket: the warning about non-binding prices. */
export const NotCalculated: Story = { args: { initial: basketFixtures.notCalculated, calculateOnEntry: false } };
export const WithWarnings: Story = { args: { initial: basketFixtures.withWarnings } };
/** A protected line (no link, no quantity, no removal) and a removeOnly line. */
export const ProtectedAndRemoveOnly: Story = { args: { initial: basketFixtures.protectedAndRemoveOnly } };
