import type { Meta, StoryObj } from '@storybook/react-vite';
import { ADRESS_POOL_META } from '../../../examples/account/address-meta.ts';
import { AddressBook } from './AddressBook.tsx';
import { accountFixtures } from '../../../tests/fixtures/account.ts';
import { NetworkFailureToast } from '../../../stories/core/demo.tsx';
import { elementDocs } from '../../../stories/element-docs.ts';

const meta = {
  title: 'Account/AddressBook',
  component: AddressBook,
  args: { initial: accountFixtures.adressPool, meta: ADRESS_POOL_META },
  tags: ['autodocs'],
  parameters: elementDocs('shop-address-book'),
} satisfies Meta<typeof AddressBook>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three addresses; the primary one is marked and has no delete button. */
export const WithAddresses: Story = {};
export const Empty: Story = { args: { initial: [] } };
/** A delete failed (the network is down): the §8 toast, and the address is still in the book. */
export const DeleteFailed: Story = {
  render: (args) => (
    <>
      <AddressBook {...args} />
      <NetworkFailureToast url="/api/adresspool/remove" />
    </>
  ),
};
