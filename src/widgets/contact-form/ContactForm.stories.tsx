import type { Meta, StoryObj } from '@storybook/react-vite';
import { ContactForm } from './ContactForm.tsx';
import type { ContactFormFields } from '../../core/api/schemas/contact-form.ts';
import { elementDocs } from '../../../stories/element-docs.ts';

const ALL = ['company', 'firstName', 'lastName', 'address', 'postalCode', 'city', 'email', 'phoneNumber', 'message'] as const;

/** Shown and required per field, as the CMS configures a contact form component. */
const fields = (required: readonly string[], hidden: readonly string[] = []): ContactFormFields =>
  Object.fromEntries(
    ALL.map((field) => [field, { shown: !hidden.includes(field), required: required.includes(field) }]),
  ) as ContactFormFields;

const meta = {
  title: 'Chrome/ContactForm',
  component: ContactForm,
  args: { componentId: 'kontakt', fields: fields(['firstName', 'lastName', 'email', 'message']) },
  tags: ['autodocs'],
  parameters: elementDocs('shop-contact-form'),
} satisfies Meta<typeof ContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every field shown; name, e-mail and message required (the demo's /kontakt). */
export const AllFields: Story = {};

/** A business form: company and phone required too. */
export const Business: Story = {
  args: { componentId: 'kontakt-firma', fields: fields(['company', 'lastName', 'email', 'phoneNumber', 'message']) },
};

/** A short form: no company, address or phone. */
export const Short: Story = {
  args: { componentId: 'kontakt-kurz', fields: fields(['email', 'message'], ['company', 'address', 'postalCode', 'city', 'phoneNumber']) },
};
