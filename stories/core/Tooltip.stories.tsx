import type { Meta, StoryObj } from '@storybook/react-vite';
import { Tooltip } from '../../src/core/ui/Tooltip.tsx';
import { t } from '../../src/i18n/index.ts';

const meta = {
  title: 'Core/Tooltip',
  component: Tooltip,
  args: { content: t('artikel.lagerInfo') },
  decorators: [
    (Story) => (
      <p style={{ marginTop: '5rem' }}>
        Lieferbar <Story />
      </p>
    ),
  ],
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The low-stock info of article 1005 (artikel.lagerInfo). */
export const LagerInfo: Story = {};
export const CustomLabel: Story = { args: { label: 'Lagerinfo' } };
