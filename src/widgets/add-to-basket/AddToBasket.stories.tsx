import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { lineKey, offlineLinesAtom } from '../../core/basket/index.ts';
import { useShopStore } from '../../core/state/index.ts';
import { AddToBasket } from './index.ts';
import { BasketPreview } from '../basket-preview/index.ts';
import { artikelFixtures, basketFixtures } from '../../../tests/fixtures/basket.ts';
import { elementDocs } from '../../../stories/element-docs.ts';

/** The control with an empty basket seeded, so the story makes no request. */
function Control(props: Parameters<typeof AddToBasket>[0]) {
  return (
    <>
      <BasketPreview initial={basketFixtures.empty} />
      <AddToBasket {...props} />
    </>
  );
}

const meta = {
  title: 'Basket/AddToBasket',
  component: Control,
  args: { artikel: artikelFixtures.bothUnits, variant: 'detail' },
  tags: ['autodocs'],
  parameters: elementDocs('shop-add-to-basket'),
} satisfies Meta<typeof Control>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Anonymous visitor, both units: Grossgebinde preselected, notice to log in for individual prices. */
export const BothUnitsAnonymous: Story = {};
/** Only Abfüllung: the unit selector is disabled. */
export const OneUnit: Story = { args: { artikel: artikelFixtures.oneUnit } };
/** Not orderable: the artikel.nichtVerfuegbar block instead of the control. */
export const NotOrderable: Story = { args: { artikel: artikelFixtures.notOrderable } };
/** A business customer: prices excl. VAT with the delivery-price note. */
export const ExklMwst: Story = {
  args: { artikel: artikelFixtures.exklMwst },
  parameters: { shop: { user: { authenticated: true, kundeInklMwst: false } } },
};
/** In an article card. */
export const Card: Story = { args: { variant: 'card' } };

/** Issue 36: an add made without a connection, kept until it is back ('Vorgemerkt – wartet auf Verbindung'). */
function WaitingControl(props: Parameters<typeof AddToBasket>[0]) {
  const store = useShopStore();
  const { artikelId } = props.artikel;
  useState(() =>
    store.set(offlineLinesAtom, {
      [lineKey(artikelId, 'Grossgebinde')]: { artikelId, bestelleinheit: 'Grossgebinde' as const, mengeBestelleinheit: 2 },
    }),
  );
  return <Control {...props} />;
}
export const WaitingForConnection: Story = { render: (args) => <WaitingControl {...args} /> };
