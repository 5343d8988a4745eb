import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef, useState } from 'react';
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

/**
 * Issue 36: "In den Warenkorb" pressed on the server's markup before the scripts ran. The loader marks the button
 * (`data-early`) and its CSS shows it busy at once, spinner included; the island presses it again as it hydrates.
 */
function PressedEarlyControl(props: Parameters<typeof AddToBasket>[0]) {
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => root.current?.querySelector('.vk-add-to-basket__button')?.setAttribute('data-early', ''));
  return (
    <div ref={root}>
      <Control {...props} />
    </div>
  );
}
export const PressedBeforeTheScripts: Story = { args: { variant: 'card' }, render: (args) => <PressedEarlyControl {...args} /> };
