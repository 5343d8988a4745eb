import type { Meta, StoryObj } from '@storybook/react-vite';
import { Invoices } from './index.ts';
import { accountFixtures } from '../../../tests/fixtures/account.ts';
import { elementDocs } from '../../../stories/element-docs.ts';
import { untilLoadFailed } from '../../../stories/core/play.ts';

const meta = {
  title: 'Account/Invoices',
  component: Invoices,
  args: { initial: accountFixtures.invoices },
  tags: ['autodocs'],
  parameters: elementDocs('shop-invoices'),
} satisfies Meta<typeof Invoices>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every badge: Offen (the overdue Sammelrechnung stands out), Teilbezahlt, Bezahlt (also archived), Storniert, and none for the credit note (type 75). */
export const EachBadge: Story = {};
export const Empty: Story = { args: { initial: accountFixtures.noInvoices } };
/** No page given and no API here: loading, then the failed call's toast and notice. */
export const LoadingThenFailed: Story = { args: { initial: undefined }, play: untilLoadFailed };
