import * as v from 'valibot';
import { FormResultSchema } from './validation.ts';

export const CONTACT_FIELDS = [
  'company',
  'firstName',
  'lastName',
  'address',
  'postalCode',
  'city',
  'email',
  'phoneNumber',
  'message',
] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/** Spec §3 Contact form data; every field may be absent (shown/required come from the configuration). */
export const ContactFormDataSchema = v.object({
  company: v.nullish(v.string()),
  firstName: v.nullish(v.string()),
  lastName: v.nullish(v.string()),
  address: v.nullish(v.string()),
  postalCode: v.nullish(v.string()),
  city: v.nullish(v.string()),
  email: v.nullish(v.string()),
  phoneNumber: v.nullish(v.string()),
  message: v.nullish(v.string()),
});
export type ContactFormData = v.InferOutput<typeof ContactFormDataSchema>;

/** Shown / required per field, keyed by field name (the `fields` attribute of shop-contact-form). */
export const ContactFormFieldsSchema = v.record(v.picklist(CONTACT_FIELDS), v.object({ shown: v.boolean(), required: v.boolean() }));
export type ContactFormFields = v.InferOutput<typeof ContactFormFieldsSchema>;

export const ContactFormRequestSchema = v.object({
  componentId: v.string(),
  data: ContactFormDataSchema,
  /** The honeypot: a field people never see. Sent only when filled, which tells the server a script sent the form. */
  website: v.optional(v.string()),
});
export type ContactFormRequest = v.InferOutput<typeof ContactFormRequestSchema>;

export const ContactFormResponseSchema = FormResultSchema;
export type ContactFormResponse = v.InferOutput<typeof ContactFormResponseSchema>;
