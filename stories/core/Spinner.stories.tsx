import type { Meta, StoryObj } from '@storybook/react-vite';
import { Spinner } from '../../src/core/ui/Spinner.tsx';
import { untilSpinnerShows } from './play.ts';

const meta = {
  title: 'Core/Spinner',
  component: Spinner,
  parameters: { docs: { description: { component: 'Appears only after 250 ms of loading (spec §9 loadingMsgDelay).' } } },
  play: untilSpinnerShows,
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithLabel: Story = { args: { showLabel: true } };
export const Overlay: Story = {
  args: { overlay: true, showLabel: true },
  decorators: [
    (Story) => (
      <div style={{ position: 'relative', minHeight: '8rem', border: '1px dashed #8a817b', padding: '1rem' }}>
        <p>Warenkorb wird berechnet …</p>
        <Story />
      </div>
    ),
  ],
};
