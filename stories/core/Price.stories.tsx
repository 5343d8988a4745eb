import type { Meta, StoryObj } from '@storybook/react-vite';
import { Price } from '../../src/core/ui/Price.tsx';
import { priceSamples } from '../../tests/fixtures/ui.ts';

const meta = {
  title: 'Core/Price',
  component: Price,
  args: priceSamples.dezaley,
} satisfies Meta<typeof Price>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InklMwst: Story = {};
/** A business customer (kundeInklMwst false): the delivery-price note appears. */
export const ExklMwstWithNote: Story = { parameters: { shop: { user: { authenticated: true, kundeInklMwst: false } } } };
export const Aktion: Story = { args: priceSamples.aktion };
export const AnonymousWithLoginNotice: Story = { args: { showLoginNotice: true } };
export const FiveDecimals: Story = { args: priceSamples.fuenfStellen };
export const Large: Story = { args: { ...priceSamples.aktion, size: 'large' } };
