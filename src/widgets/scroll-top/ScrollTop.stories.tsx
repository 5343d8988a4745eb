import type { Meta, StoryObj } from '@storybook/react-vite';
import { ScrollTop } from './ScrollTop.tsx';
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
