import type { Meta, StoryObj } from '@storybook/react-vite';
import { toastSamples } from '../../tests/fixtures/ui.ts';
import { ToastDemo } from './demo.tsx';
import { ScrollTopButton } from '../../src/widgets/scroll-top/ScrollTop.tsx';

const meta = {
  title: 'Core/Toast',
  component: ToastDemo,
  parameters: { docs: { description: { component: 'Toasts of the page store, shown by the ToastHost (spec §4, §8, §9).' } } },
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const stay = { autoHideMs: false } as const;

export const Success: Story = { args: { toasts: [{ ...toastSamples.success, ...stay }] } };
export const Info: Story = { args: { toasts: [{ ...toastSamples.info, ...stay }] } };
export const WarningWithDetail: Story = { args: { toasts: [{ ...toastSamples.warning, ...stay }] } };
export const DangerWithDetail: Story = { args: { toasts: [{ ...toastSamples.danger, ...stay }] } };
export const Stacked: Story = {
  args: {
    toasts: [toastSamples.success, toastSamples.info, toastSamples.warning, toastSamples.danger].map((toast) => ({ ...toast, ...stay })),
  },
};
/** The same message twice: the second takes the place of the first (one copy, above the info), shown anew. */
export const RepeatedMessage: Story = {
  args: { toasts: [toastSamples.success, toastSamples.info, toastSamples.success].map((toast) => ({ ...toast, ...stay })) },
};
/** The default: hides after 3000 ms and leaves the DOM 2000 ms later. */
export const AutoHide: Story = { args: { toasts: [toastSamples.success] } };
/**
 * With the "↑" button of `<shop-scroll-top>` shown: on a laptop or desktop (from 40rem) the toasts sit above its
 * corner, so the button never lies on a toast's close button; on a phone they stand at the top, under the header.
 */
export const AboveTheScrollTopButton: Story = {
  args: { toasts: [{ ...toastSamples.success, ...stay }] },
  render: (args) => (
    <>
      <ToastDemo {...args} />
      <ScrollTopButton visible />
    </>
  ),
};
