import type { Meta, StoryObj } from '@storybook/react-vite';
import { StockReminder } from './index.ts';
import { nichtBestellbar } from '../../../tests/fixtures/catalogue.ts';
import { elementDocs } from '../../../stories/element-docs.ts';

const meta = {
  title: 'Catalogue/Stock reminder',
  component: StockReminder,
  tags: ['autodocs'],
  parameters: elementDocs('shop-stock-reminder'),
} satisfies Meta<typeof StockReminder>;

export default meta;
type Story = StoryObj<typeof meta>;

export const StockReminderButton: Story = {
  args: {
    artikelId: nichtBestellbar.artikelId,
    data: nichtBestellbar.artikelErinnerungData,
    metaData: nichtBestellbar.artikelErinnerungMetaData,
    einleitungstext: nichtBestellbar.artikelErinnerungEinleitungstext,
  },
};
