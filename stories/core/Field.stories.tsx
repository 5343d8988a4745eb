import type { Meta, StoryObj } from '@storybook/react-vite';
import { Field } from '../../src/core/ui/Field.tsx';

const meta = {
  title: 'Core/Field',
  component: Field,
  args: { label: 'Vorname', children: <input type="text" name="vorname" autoComplete="given-name" /> },
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {};
export const Required: Story = { args: { required: true } };
/** The server's validationResult entry for the field (spec §5). */
export const ServerError: Story = {
  args: { required: true, validation: { isValid: false, message: 'Bitte geben Sie Ihren Vornamen ein.' } },
};
export const Valid: Story = {
  args: {
    label: 'E-Mail',
    required: true,
    showValidMark: true,
    validation: { isValid: true, message: '' },
    children: <input type="email" name="email" autoComplete="email" defaultValue="demo@vinothek.ch" />,
  },
};
export const NotYetValid: Story = {
  args: { label: 'E-Mail', required: true, showValidMark: true, children: <input type="email" name="email" /> },
};
export const WithHint: Story = {
  args: {
    label: 'Telefon',
    hint: 'Für Rückfragen zur Lieferung',
    children: <input type="tel" name="telefon" autoComplete="tel" />,
  },
};
export const Select: Story = {
  args: {
    label: 'Lieferart',
    required: true,
    validation: { isValid: false, message: 'keine Lieferart ausgewählt' },
    children: (
      <select name="lieferart" defaultValue="">
        <option value="">Bitte wählen</option>
        <option value="post">Post</option>
        <option value="kurier">Kurier</option>
        <option value="abholung">Abholung</option>
      </select>
    ),
  },
};
