import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoginWait } from '../../src/widgets/login-wait/index.ts';
import { elementDocs } from '../element-docs.ts';

const meta = {
  title: 'Account/LoginWait',
  component: LoginWait,
  args: { adresseId: 1 },
  tags: ['autodocs'],
  parameters: elementDocs('shop-login-wait'),
} satisfies Meta<typeof LoginWait>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The overlay while UserDataState answers Pending (no API answers here: it keeps waiting). */
export const Waiting: Story = {
  decorators: [
    // The overlay is fixed to the window; a transformed frame keeps it inside the story on the docs page.
    (Story) => (
      <div style={{ transform: 'translateZ(0)', minHeight: 240 }}>
        <Story />
      </div>
    ),
  ],
};
