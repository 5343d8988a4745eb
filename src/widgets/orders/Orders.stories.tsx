import type { Meta, StoryObj } from '@storybook/react-vite';
import { Orders } from './Orders.tsx';
import { accountFixtures } from '../../../tests/fixtures/account.ts';
import { elementDocs } from '../../../stories/element-docs.ts';
import { untilLoadFailed } from '../../../stories/core/play.ts';

const meta = {
  title: 'Account/Orders',
  component: Orders,
  args: { initial: accountFixtures.orders },
  tags: ['autodocs'],
  parameters: elementDocs('shop-orders'),
} satisfies Meta<typeof Orders>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Page 1 of 3 with the pager; the order numbers link to their confirmation with back=1. */
export const WithData: Story = {};
export const Empty: Story = { args: { initial: accountFixtures.noOrders } };
/**
 * No page given and no API here: the list asks the server, and the call fails (§8 toast, the list says it
 * could not be loaded). While the call runs, the spinner shows after 250 ms.
 */
export const LoadingThenFailed: Story = { args: { initial: undefined }, play: untilLoadFailed };
