import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLayoutEffect, type ReactNode } from 'react';
import { checkoutBusyAtom } from './atoms.ts';
import { useShopStore } from '../../core/state/use-shop-store.ts';
import { Checkout } from './index.ts';
import { checkoutFixtures } from '../../../tests/fixtures/checkout.ts';
import { elementDocs } from '../../../stories/element-docs.ts';

const meta = {
  title: 'Checkout/Checkout',
  component: Checkout,
  args: {
    initial: checkoutFixtures.ready,
    platform: { os: 'other', applePayReady: false },
    now: () => new Date('2026-11-23T12:00:00Z'),
    navigate: () => {},
  },
  tags: ['autodocs'],
  parameters: elementDocs('shop-checkout'),
} satisfies Meta<typeof Checkout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every section valid: check marks, 'Bestellung absenden' enabled. */
export const Ready: Story = {};
/** Every section invalid, each message on its field or in its section. */
export const Invalid: Story = { args: { initial: checkoutFixtures.invalid } };
/** An online payment method: 'Weiter zur Zahlung'. */
export const OnlinePayment: Story = { args: { initial: checkoutFixtures.online } };
/** On an iPhone that can pay: Apple Pay offered, Google Pay not. */
export const IPhoneWallets: Story = { args: { platform: { os: 'ios', applePayReady: true } } };
/** A guest without a delivery address: the address dialog opens by itself, in edit mode. */
export const GuestWithoutAddress: Story = { args: { initial: checkoutFixtures.guestWithoutAddress } };
/** The back office is down: the warning, and submit refused with the reason. */
export const NotCalculated: Story = { args: { initial: checkoutFixtures.notCalculated, calculateOnEntry: false } };
export const Empty: Story = { args: { initial: checkoutFixtures.empty } };
/** The confirmation page (`readonly="true"`): the same overview, no inputs, no submit. */
export const ReadOnly: Story = { args: { initial: checkoutFixtures.confirmation, readonly: true } };

function Submitting({ children }: { children: ReactNode }) {
  const store = useShopStore();
  useLayoutEffect(() => store.set(checkoutBusyAtom, { validating: false, submitting: true }), [store]);
  return children;
}
/** An order on its way: the submit button is disabled and busy. */
export const Busy: Story = {
  decorators: [
    (Story) => (
      <Submitting>
        <Story />
      </Submitting>
    ),
  ],
};
