import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { membershipKey, merklistePendingAtom } from '../../core/merkliste/atoms.ts';
import { useShopStore } from '../../core/state/use-shop-store.ts';
import { showToast } from '../../core/state/toasts.ts';
import { t } from '../../i18n/index.ts';
import { MerklisteToggle } from './index.ts';
import { dezaley } from '../../../tests/fixtures/catalogue.ts';
import { merklisteFixtures } from '../../../tests/fixtures/merkliste.ts';
import { elementDocs } from '../../../stories/element-docs.ts';
import { WithMerkliste } from '../../../stories/lists/seed.tsx';

const customer = { user: { authenticated: true } };

/** A press on its way: the toggle shows the wish at once and is aria-busy until the server answers. */
function Busy() {
  const store = useShopStore();
  useState(() => store.set(merklistePendingAtom, { [membershipKey(dezaley.artikelId, null)]: false }));
  return <MerklisteToggle artikelId={dezaley.artikelId} bezeichnung={dezaley.bezeichnung} variant="detail" />;
}

/** A failed press: back to the server's last state (still on the list), with the §8 toast. */
function Failed() {
  const store = useShopStore();
  useState(() =>
    showToast(store, { kind: 'warning', message: t('errorServerCommunication'), detail: '500 Internal Server Error', autoHideMs: false }),
  );
  return <MerklisteToggle artikelId={dezaley.artikelId} bezeichnung={dezaley.bezeichnung} variant="detail" />;
}

const meta = {
  title: 'Lists/MerklisteToggle',
  component: MerklisteToggle,
  args: { artikelId: dezaley.artikelId, bezeichnung: dezaley.bezeichnung, variant: 'detail' },
  tags: ['autodocs'],
  parameters: elementDocs('shop-merkliste-toggle'),
} satisfies Meta<typeof MerklisteToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Anonymous: a press opens the login in a modal. */
export const Anonymous: Story = {};
/** One list: on the default list, a press removes it. */
export const OneList: Story = {
  parameters: { shop: { ...customer, features: { multipleMerkliste: false } } },
  decorators: [
    (Story) => (
      <WithMerkliste state={merklisteFixtures.one}>
        <Story />
      </WithMerkliste>
    ),
  ],
};
/** One list, on the card's image. */
export const OneListCard: Story = {
  args: { variant: 'card' },
  parameters: { shop: { ...customer, features: { multipleMerkliste: false } } },
  decorators: [
    (Story) => (
      <WithMerkliste state={merklisteFixtures.none}>
        <Story />
      </WithMerkliste>
    ),
  ],
};
/** Several lists: the button opens the menu of lists (press it to see the lists and the new-list form). */
export const SeveralLists: Story = {
  parameters: { shop: customer },
  decorators: [
    (Story) => (
      <WithMerkliste state={merklisteFixtures.several}>
        <Story />
      </WithMerkliste>
    ),
  ],
};
export const BusyPress: Story = {
  render: () => <Busy />,
  parameters: { shop: { ...customer, features: { multipleMerkliste: false } } },
  decorators: [
    (Story) => (
      <WithMerkliste state={merklisteFixtures.one}>
        <Story />
      </WithMerkliste>
    ),
  ],
};
export const FailedPress: Story = {
  render: () => <Failed />,
  parameters: { shop: { ...customer, features: { multipleMerkliste: false } } },
  decorators: [
    (Story) => (
      <WithMerkliste state={merklisteFixtures.one}>
        <Story />
      </WithMerkliste>
    ),
  ],
};
/** The feature is off: nothing renders. */
export const FeatureOff: Story = { parameters: { shop: { ...customer, features: { merkliste: false } } } };
