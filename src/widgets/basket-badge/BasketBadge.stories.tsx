import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Basket } from '../../core/api/schemas/basket.ts';
import { BasketBadge } from './index.ts';
import { BasketPreview } from '../basket-preview/index.ts';
import { basketFixtures } from '../../../tests/fixtures/basket.ts';
import { elementDocs } from '../../../stories/element-docs.ts';

/** The badge inside a basket link, as the demo header places it, with the basket seeded. */
function Badge({ basket }: { basket: Basket }) {
  return (
    <a href="/checkout/basket" style={{ display: 'inline-flex', alignItems: 'center', gap: 4, padding: 12 }}>
      <span>🛒</span>
      <span className="vk-visually-hidden">Warenkorb</span>
      <BasketPreview initial={basket} />
      <BasketBadge />
    </a>
  );
}

const meta = {
  title: 'Basket/BasketBadge',
  component: Badge,
  args: { basket: basketFixtures.full },
  tags: ['autodocs'],
  parameters: elementDocs('shop-basket-badge', 'shop-basket-preview'),
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three articles; the shipping line is protected and not counted. */
export const ThreeArticles: Story = {};
export const Empty: Story = { args: { basket: basketFixtures.empty } };
