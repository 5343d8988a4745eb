import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { MainNav } from './index.ts';
import { navigationFixture } from '../../../tests/fixtures/navigation.ts';
import { elementDocs } from '../../../stories/element-docs.ts';

const meta = {
  title: 'Chrome/MainNav',
  component: MainNav,
  args: { items: navigationFixture, mode: 'dropdown' },
  tags: ['autodocs'],
  parameters: elementDocs('shop-main-nav'),
} satisfies Meta<typeof MainNav>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The desktop bar: links, with a disclosure button beside each entry that has a sub-level. */
export const Dropdown: Story = {};

/** The Weine panel open: the second level with the third below it. Escape closes it. */
export const DropdownOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Untermenü Weine' }));
    await expect(canvas.getByRole('link', { name: 'Rotwein' })).toBeVisible();
  },
};

/** The phone mode: a menu button that opens the offcanvas panel (open it to walk the levels). */
export const Offcanvas: Story = { args: { mode: 'offcanvas' } };
