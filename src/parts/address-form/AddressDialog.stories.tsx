import type { Meta, StoryObj } from '@storybook/react-vite';
import { ADRESS_POOL_META } from '../../../examples/account/address-meta.ts';
import { AddressDialog } from './index.ts';
import { addressFixtures, adressPoolFixture } from '../../../tests/fixtures/checkout.ts';

const meta = {
  title: 'Checkout/Address dialog',
  component: AddressDialog,
  args: {
    title: 'Lieferadresse',
    addressType: 'lieferung',
    user: 'customer',
    adressPool: adressPoolFixture,
    meta: ADRESS_POOL_META,
    selectedId: 1,
    onChoose: () => {},
    onClose: () => {},
  },
  tags: ['autodocs'],
} satisfies Meta<typeof AddressDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A customer starts in select: the address book as a radio group, each address editable. */
export const CustomerSelect: Story = {};
/** A customer with an empty address book starts in add. */
export const CustomerAdd: Story = { args: { adressPool: [] } };
/** A guest starts in edit, with what they typed before. */
export const GuestEdit: Story = { args: { user: 'guest', adressPool: [], guestAddress: addressFixtures.guest } };
/** A guest at checkout entry: no address yet, the dialog says why it opened. */
export const GuestFirstAddress: Story = { args: { user: 'guest', adressPool: [], intro: 'Bitte erfassen Sie eine Lieferadresse' } };
