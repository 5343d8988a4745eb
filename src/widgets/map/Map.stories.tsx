import type { Meta, StoryObj } from '@storybook/react-vite';
import { MapBlock } from './index.ts';
import { elementDocs } from '../../../stories/element-docs.ts';
import { WithConsent } from '../../../stories/media/consent.tsx';
import { untilMarkupShows, untilMessageShows } from '../../../stories/core/play.ts';

const meta = {
  title: 'Media/Map',
  component: MapBlock,
  args: {
    lat: 46.4887,
    lng: 6.7452,
    zoom: 15,
    title: 'Vinothek Cully',
    content: 'Rebgasse 12, <em>1096 Cully</em>',
    mapStyle: '/map/style.json',
  },
  tags: ['autodocs'],
  parameters: elementDocs('shop-map'),
} satisfies Meta<typeof MapBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The address carries `<em>`. */
const address = untilMarkupShows('.vk-map__content em');

/** Before consent: the address and the button; no engine is loaded. */
export const BeforeConsent: Story = { play: address };
/** With a Mapbox token the placeholder names Mapbox, whose servers the map would reach. */
export const BeforeConsentWithToken: Story = { args: { accessToken: 'pk.demo-token' }, play: address };
/** After consent with no token and no style there is nothing to draw with: a German message and the address. */
export const CannotLoad: Story = {
  args: { mapStyle: undefined },
  decorators: [
    (Story) => (
      <WithConsent>
        <Story />
      </WithConsent>
    ),
  ],
  play: async (context) => {
    await untilMessageShows('map.fehler')(context);
    await address(context);
  },
};
