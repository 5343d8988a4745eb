import { CONTACT_FIELDS, type ContactField, type ContactFormFields } from '../../core/api/index.ts';

/** How each field of spec §3 Contact form data is asked for: input type and the autofill token. */
export const FIELD_INPUT: Record<
  ContactField,
  { type: 'text' | 'email' | 'tel' | 'textarea'; autoComplete: string; label: `kontakt.${ContactField}` }
> = {
  company: { type: 'text', autoComplete: 'organization', label: 'kontakt.company' },
  firstName: { type: 'text', autoComplete: 'given-name', label: 'kontakt.firstName' },
  lastName: { type: 'text', autoComplete: 'family-name', label: 'kontakt.lastName' },
  address: { type: 'text', autoComplete: 'street-address', label: 'kontakt.address' },
  postalCode: { type: 'text', autoComplete: 'postal-code', label: 'kontakt.postalCode' },
  city: { type: 'text', autoComplete: 'address-level2', label: 'kontakt.city' },
  email: { type: 'email', autoComplete: 'email', label: 'kontakt.email' },
  phoneNumber: { type: 'tel', autoComplete: 'tel', label: 'kontakt.phoneNumber' },
  message: { type: 'textarea', autoComplete: 'off', label: 'kontakt.message' },
};

/** The field groups of the form, laid out side by side where they belong together (spec §2 Contact form). */
export const FIELD_GROUPS: readonly (readonly ContactField[])[] = [
  ['company'],
  ['firstName', 'lastName'],
  ['address'],
  ['postalCode', 'city'],
  ['email', 'phoneNumber'],
  ['message'],
];

/** The fields the configuration shows, in form order; a field it does not name is not shown. */
export function shownFields(config: ContactFormFields): ContactField[] {
  return CONTACT_FIELDS.filter((field) => config[field]?.shown);
}
