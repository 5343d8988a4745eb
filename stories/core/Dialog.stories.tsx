import type { Meta, StoryObj } from '@storybook/react-vite';
import { dialogSamples } from '../../tests/fixtures/ui.ts';
import { DialogDemo } from './demo.tsx';
import { untilDialogsShow } from './play.ts';

const meta = {
  title: 'Core/Dialog',
  component: DialogDemo,
  parameters: {
    docs: { description: { component: 'Dialogs of the page store, shown by the DialogHost (spec §4). Each opens on mount.' } },
  },
  play: untilDialogsShow,
} satisfies Meta<typeof DialogDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = { args: { requests: [dialogSamples.info] } };
export const Warning: Story = { args: { requests: [dialogSamples.warning] } };
/** The message contains `<b>`: it shows literally, as text. */
export const Danger: Story = { args: { requests: [dialogSamples.danger] } };
export const Question: Story = { args: { requests: [dialogSamples.question] } };
export const Confirmation: Story = { args: { requests: [dialogSamples.confirmation] } };
/** Static backdrop: a click beside the dialog does not close it. */
export const Alert: Story = { args: { requests: [dialogSamples.alert] } };
export const WarningWithLines: Story = { args: { requests: [dialogSamples.lines] } };
/** The HTML carries `<script>`, an `onerror` handler and a `javascript:` link: all removed by DOMPurify. */
export const HtmlSanitised: Story = { args: { requests: [dialogSamples.html] } };
export const Stacked: Story = { args: { requests: [dialogSamples.info, dialogSamples.question] } };
