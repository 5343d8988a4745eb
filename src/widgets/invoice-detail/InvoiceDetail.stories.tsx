import type { Meta, StoryObj } from '@storybook/react-vite';
import { InvoiceDetail } from './InvoiceDetail.tsx';
import { accountFixtures } from '../../../tests/fixtures/account.ts';
import { NetworkFailureToast } from '../../../stories/core/demo.tsx';
import { elementDocs } from '../../../stories/element-docs.ts';

const meta = {
  title: 'Account/InvoiceDetail',
  component: InvoiceDetail,
  args: { invoice: accountFixtures.sammelrechnung },
  tags: ['autodocs'],
  parameters: elementDocs('shop-invoice-detail'),
} satisfies Meta<typeof InvoiceDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two deliveries, one position no longer orderable ('nicht bestellbar', no reorder button). */
export const Sammelrechnung: Story = {};
/** Document type 75: no payment badge. */
export const Gutschrift: Story = { args: { invoice: accountFixtures.gutschrift } };
/** Nothing on it can be ordered today: the reorder buttons are disabled. */
export const NothingOrderable: Story = {
  args: {
    invoice: {
      ...accountFixtures.sammelrechnung,
      positionen: (accountFixtures.sammelrechnung.positionen ?? []).map((position) => ({
        ...position,
        artikel: position.artikel && { ...position.artikel, bestellbar: false },
      })),
    },
  },
};
/** Open: "Rechnung bezahlen" with the QR-bill's payment part (drawn after the first paint), its PDF and online payment. */
export const Offen: Story = { args: { invoice: accountFixtures.offen }, parameters: { shop: { creditor: accountFixtures.creditor } } };
/** Partly paid: the QR-bill and the online payment are for the rest still open. */
export const Teilbezahlt: Story = {
  args: { invoice: accountFixtures.teilbezahlt },
  parameters: { shop: { creditor: accountFixtures.creditor } },
};
/** Paid: nothing to pay, so no QR-bill and no online payment. */
export const Bezahlt: Story = { args: { invoice: accountFixtures.bezahlt }, parameters: { shop: { creditor: accountFixtures.creditor } } };
/** A page config without `creditor`: an open invoice can be paid online only. */
export const OhneKreditor: Story = { args: { invoice: accountFixtures.offen } };
/** A reorder failed (the network is down): the §8 toast, nothing added, the reorder buttons ready to try again. */
export const ReorderFailed: Story = {
  render: (args) => (
    <>
      <InvoiceDetail {...args} />
      <NetworkFailureToast url="/api/basket/add" />
    </>
  ),
};
