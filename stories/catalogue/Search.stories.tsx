import type { Meta, StoryObj } from '@storybook/react-vite';
import { SearchField } from '../../src/widgets/search-field/index.ts';
import { SiteSearch } from '../../src/widgets/site-search/index.ts';
import { StockReminder } from '../../src/widgets/stock-reminder/index.ts';
import { catalogueFixtures, nichtBestellbar } from '../../tests/fixtures/catalogue.ts';
import { elementDocs } from '../element-docs.ts';

const meta = {
  title: 'Catalogue/Search and reminder',
  component: SearchField,
  args: { action: '/suche', variant: 'standard' },
  tags: ['autodocs'],
  parameters: elementDocs('shop-search-field', 'shop-site-search', 'shop-stock-reminder'),
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SearchFieldStandard: Story = {};
export const SearchFieldAdvanced: Story = { args: { variant: 'advanced' } };
export const SiteSearchWithHits: Story = { render: () => <SiteSearch initial={catalogueFixtures.site} /> };
export const SiteSearchNoHits: Story = { render: () => <SiteSearch initial={catalogueFixtures.siteNone} /> };
export const StockReminderButton: Story = {
  render: () => (
    <StockReminder
      artikelId={nichtBestellbar.artikelId}
      data={nichtBestellbar.artikelErinnerungData}
      metaData={nichtBestellbar.artikelErinnerungMetaData}
      einleitungstext={nichtBestellbar.artikelErinnerungEinleitungstext}
    />
  ),
};
