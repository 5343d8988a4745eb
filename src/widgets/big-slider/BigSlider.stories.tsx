import type { Meta, StoryObj } from '@storybook/react-vite';
import { BigSlider } from './index.ts';
import { elementDocs } from '../../../stories/element-docs.ts';
import { WithConsent } from '../../../stories/media/consent.tsx';
import { IMAGE_SLIDES, UNSUPPORTED_PROVIDER, UNSUPPORTED_TYPE, VIDEO_SLIDE, VIMEO_SLIDE } from '../../../stories/media/slides.ts';
import { untilMarkupShows } from '../../../stories/core/play.ts';

const meta = {
  title: 'Media/BigSlider',
  component: BigSlider,
  args: { slides: IMAGE_SLIDES, interval: 5000 },
  tags: ['autodocs'],
  parameters: elementDocs('shop-big-slider'),
} satisfies Meta<typeof BigSlider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first image slide's text carries `<strong>`. */
const sanitised = { play: untilMarkupShows('.vk-big-slider__text strong') };

/** Three image slides turning every 5 s; hover, focus or the pause button stop it. HTML in a text is sanitised. */
export const Images: Story = { ...sanitised };
/** One slide: no autoplay, no controls. */
export const SingleSlide: Story = { args: { slides: IMAGE_SLIDES.slice(0, 1) }, ...sanitised };
/** A YouTube slide before consent: nothing is fetched from YouTube, only the consent placeholder and a link. */
export const VideoBeforeConsent: Story = { args: { slides: [VIDEO_SLIDE, ...IMAGE_SLIDES] }, ...sanitised };
/** After consent (given once for every map and video of the visit): the provider's thumbnail and a play button. */
export const VideoAfterConsent: Story = {
  args: { slides: [VIDEO_SLIDE, ...IMAGE_SLIDES] },
  decorators: [
    (Story) => (
      <WithConsent>
        <Story />
      </WithConsent>
    ),
  ],
  ...sanitised,
};
/** Vimeo has no thumbnail without an API call: a play button on a dark box. */
export const VimeoAfterConsent: Story = {
  args: { slides: [VIMEO_SLIDE] },
  decorators: [
    (Story) => (
      <WithConsent>
        <Story />
      </WithConsent>
    ),
  ],
};
/** Spec §8: an unknown slide type or video provider is named inline. */
export const UnsupportedType: Story = { args: { slides: [UNSUPPORTED_TYPE, ...IMAGE_SLIDES] }, ...sanitised };
export const UnsupportedProvider: Story = { args: { slides: [UNSUPPORTED_PROVIDER, ...IMAGE_SLIDES] }, ...sanitised };
