import type { Meta, StoryObj } from '@storybook/react-vite';
import { ScrollTop, ScrollTopButton } from './ScrollTop.tsx';
import { elementDocs } from '../../../stories/element-docs.ts';

const meta = {
  title: 'Page/ScrollTop',
  component: ScrollTop,
  tags: ['autodocs'],
  parameters: elementDocs('shop-scroll-top'),
} satisfies Meta<typeof ScrollTop>;

export default meta;
type Story = StoryObj<typeof meta>;

/** At the top of the page the button stays hidden; scroll the story's frame past 40 % of its height to see it. */
export const AtTheTop: Story = {};
/**
 * Scrolled past 40 % of the window height: the round button in the bottom-right corner. On a phone (narrower than
 * 48rem) it shows only while the page moves up and hides again as reading goes on down.
 */
export const Scrolled: Story = { render: () => <ScrollTopButton visible /> };
