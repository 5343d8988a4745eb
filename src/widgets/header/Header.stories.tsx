import type { Meta, StoryObj } from '@storybook/react-vite';
import { Header, type HeaderProps } from './index.ts';
import { BasketPreview } from '../basket-preview/index.ts';
import { basketFixtures } from '../../../tests/fixtures/basket.ts';
import { navigationFixture } from '../../../tests/fixtures/navigation.ts';
import { elementDocs } from '../../../stories/element-docs.ts';

/** The header with the page's basket seeded, as on a demo page. */
function HeaderOnPage(props: HeaderProps) {
  return (
    <>
      <BasketPreview initial={basketFixtures.full} />
      <Header {...props} />
    </>
  );
}

const meta = {
  title: 'Chrome/Header',
  component: HeaderOnPage,
  args: { navigation: navigationFixture, brand: 'Vinothek', navMode: 'auto' },
  tags: ['autodocs'],
  parameters: { ...elementDocs('shop-header'), layout: 'fullscreen' },
} satisfies Meta<typeof HeaderOnPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An anonymous visitor: login link, no favourites link. Narrow the viewport to see the menu button. */
export const Anonymous: Story = {};

/** A logged-in customer with Merklisten enabled: favourites link, account link and logout. */
export const Customer: Story = { parameters: { shop: { user: { authenticated: true } } } };

/** A logged-in customer on a shop without Merklisten: no favourites link. */
export const CustomerWithoutLists: Story = { parameters: { shop: { user: { authenticated: true }, features: { merkliste: false } } } };

/** `nav-mode="offcanvas"`: the menu button at every width. */
export const OffcanvasAtEveryWidth: Story = { args: { navMode: 'offcanvas' } };

/** No `navigation` attribute: the header without a main navigation. */
export const WithoutNavigation: Story = { args: { navigation: undefined } };
