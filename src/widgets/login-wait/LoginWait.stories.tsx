import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { INERT_SCOPE_ATTRIBUTE } from '../../core/ui/inert-outside.ts';
import { LoginWait, LoginWaitOverlay } from './LoginWait.tsx';
import { elementDocs } from '../../../stories/element-docs.ts';

const meta = {
  title: 'Account/LoginWait',
  component: LoginWait,
  args: { adresseId: 1 },
  tags: ['autodocs'],
  parameters: elementDocs('shop-login-wait'),
} satisfies Meta<typeof LoginWait>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The overlay is fixed to the window; a transformed frame keeps it inside the story on the docs page,
 * and the inert scope keeps the rest of the docs page usable.
 */
const inFrame: Decorator = (Story) => (
  <div style={{ transform: 'translateZ(0)', minHeight: 240 }} {...{ [INERT_SCOPE_ATTRIBUTE]: '' }}>
    <Story />
  </div>
);

/** The overlay while UserDataState answers Pending (no API answers here: it keeps waiting). */
export const Waiting: Story = { decorators: [inFrame] };

/** After three failed polls in a row (the network is down): the overlay says so and keeps polling. */
export const ConnectionInterrupted: Story = { decorators: [inFrame], render: () => <LoginWaitOverlay interrupted /> };
