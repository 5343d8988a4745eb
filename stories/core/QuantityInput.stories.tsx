import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { QuantityInput, type QuantityInputProps } from '../../src/core/ui/QuantityInput.tsx';

function Controlled(props: QuantityInputProps) {
  const [value, setValue] = useState(props.value);
  return (
    <>
      <QuantityInput {...props} value={value} onChange={setValue} />
      <p>
        Gemeldete Menge: <output>{value}</output>
      </p>
    </>
  );
}

/** An ARIA spinbutton: ArrowUp/Down ±1, PageUp/Down ±10, Home 0, End the max (WithMax); letters are ignored. */
const meta = {
  title: 'Core/QuantityInput',
  component: QuantityInput,
  args: { value: 6, onChange: () => {} },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof QuantityInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const VisibleLabel: Story = { args: { showLabel: true, label: 'Anzahl Flaschen' } };
/** Article 1005 has 4 bottles available. */
export const WithMax: Story = { args: { value: 3, max: 4 } };
export const Disabled: Story = { args: { disabled: true } };
