import type { Meta, StoryObj } from '@storybook/react-vite';
import { ContentImageCarousel } from './ContentImageCarousel.tsx';
import { elementDocs } from '../../../stories/element-docs.ts';

const images = [1, 2, 3].map((n) => ({
  urlDetailImage: `/images/banner/${n}.webp?width=1200&height=450`,
  urlLargeImage: `/images/banner/${n}.webp?width=1600&height=600`,
  alt: `Rebberg ${n}`,
}));

const meta = {
  title: 'Media/ImageCarousel',
  component: ContentImageCarousel,
  args: { images, label: 'Bilder unserer Rebberge' },
  tags: ['autodocs'],
  parameters: elementDocs('shop-image-carousel'),
} satisfies Meta<typeof ContentImageCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Arrows, thumbnails, and a lightbox (photoswipe, fetched on first open) on each picture. */
export const SeveralImages: Story = {};
/** One picture: no arrows, no thumbnails; the lightbox still opens. */
export const OneImage: Story = { args: { images: images.slice(0, 1) } };
