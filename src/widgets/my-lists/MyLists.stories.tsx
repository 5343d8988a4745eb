import type { Meta, StoryObj } from '@storybook/react-vite';
import { MyLists } from './MyLists.tsx';
import { merklisteFixtures } from '../../../tests/fixtures/merkliste.ts';
import { WithBasket } from '../../../stories/catalogue/seed.tsx';
import { elementDocs } from '../../../stories/element-docs.ts';
import { WithMerkliste } from '../../../stories/lists/seed.tsx';

const meta = {
  title: 'Lists/MyLists',
  component: MyLists,
  tags: ['autodocs'],
  parameters: { ...elementDocs('shop-my-lists'), shop: { user: { authenticated: true } } },
} satisfies Meta<typeof MyLists>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three lists; the default one is chosen. A name with markup is shown as text. */
export const Several: Story = {
  decorators: [
    (Story) => (
      <WithBasket>
        <WithMerkliste state={merklisteFixtures.several}>
          <Story />
        </WithMerkliste>
      </WithBasket>
    ),
  ],
};
/** A new customer without lists: the create form and a hint. */
export const Empty: Story = {
  decorators: [
    (Story) => (
      <WithMerkliste state={merklisteFixtures.none}>
        <Story />
      </WithMerkliste>
    ),
  ],
};
/** On a phone the lists are a drawer: "Merklisten anzeigen" opens it (set the viewport to Mobile 375). */
export const Drawer: Story = {
  parameters: { viewport: { defaultViewport: 'mobile' } },
  globals: { viewport: { value: 'mobile' } },
  decorators: [
    (Story) => (
      <WithBasket>
        <WithMerkliste state={merklisteFixtures.several}>
          <Story />
        </WithMerkliste>
      </WithBasket>
    ),
  ],
};
/** The page brought the lists (`initial`, as a server-rendered page does): shown at once, nothing loads them. */
export const FromThePage: Story = {
  args: { initial: merklisteFixtures.several },
  decorators: [
    (Story) => (
      <WithBasket>
        <Story />
      </WithBasket>
    ),
  ],
};
