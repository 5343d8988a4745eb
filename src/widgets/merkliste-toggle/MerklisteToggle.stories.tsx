import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { membershipKey, merklisteAtom, merklistePendingAtom, merklisteRuntimeOf } from '../../core/merkliste/atoms.ts';
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

/**
 * The customer's lists are still on their way when the menu opens (a press right after the page loaded): the
 * request is held, so the menu says so. With `arrive`, the lists come in half a second after the menu opened.
 */
function ListsLoading({ arrive }: { arrive: boolean }) {
  const store = useShopStore();
  useState(() => {
    merklisteRuntimeOf(store).loading = new Promise<void>(() => undefined);
  });
  useEffect(() => {
    if (!arrive) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new MutationObserver(() => {
      if (!document.querySelector('.vk-merkliste-menu')) return;
      observer.disconnect();
      timer = setTimeout(() => store.set(merklisteAtom, merklisteFixtures.several), 500);
    });
    observer.observe(document.body, { childList: true });
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [arrive, store]);
  return <MerklisteToggle artikelId={dezaley.artikelId} bezeichnung={dezaley.bezeichnung} variant="detail" />;
}

/** Opens the menu as a shopper does, with a press on the toggle. */
async function openMenu(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button'));
  return within(document.body).findByRole('dialog', { name: t('merkliste.menu.titel') });
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
/** Opened while the lists load: the menu says "loading" and the focus is in the new list's name, the only field yet. */
export const MenuWhileListsLoad: Story = {
  render: () => <ListsLoading arrive={false} />,
  parameters: { shop: customer },
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement);
    await expect(within(menu).getByRole('status')).toHaveTextContent(t('merkliste.laden'));
    await waitFor(() => expect(within(menu).getByRole('textbox', { name: t('merkliste.neu.name') })).toHaveFocus());
  },
};
/** The lists arrive after the menu opened: the focus moves on to the first list, where an open menu starts. */
export const ListsArriveAfterOpening: Story = {
  render: () => <ListsLoading arrive />,
  parameters: { shop: customer },
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement);
    const first = merklisteFixtures.several.merklisten[0]!;
    await waitFor(() => expect(within(menu).getByRole('checkbox', { name: new RegExp(first.bezeichnung) })).toHaveFocus(), {
      timeout: 3000,
    });
  },
};
