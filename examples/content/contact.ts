import type { DatabaseSync } from 'node:sqlite';
import {
  CONTACT_FIELDS,
  type ContactFormData,
  type ContactFormFields,
  type ContactFormResponse,
} from '../../src/core/api/schemas/contact-form.ts';
import type { ValidationResult } from '../../src/core/api/schemas/validation.ts';
import { EMAIL_PATTERN, invalidEmailMessage, maxLengthMessage } from '../platform/validate.ts';
import { notFound } from '../platform/http.ts';
import { serverMessage, type ServerMessageId } from '../platform/server-message.ts';
import { TEN_MINUTES_MS, type RateLimit } from '../platform/rate-limit.ts';

export const CONTACT_MESSAGE_MAX = 5000;
/** Name, company, address, e-mail and phone fields: a line each. */
export const CONTACT_FIELD_MAX = 200;
/**
 * Messages per client address: a person writes one, a script a thousand. Only accepted sends count, so a
 * shopper correcting a field message does not use up the quota.
 */
export const CONTACT_MESSAGES_PER_IP: RateLimit = { name: 'contact-form', max: 5, windowMs: TEN_MINUTES_MS };
/** Every request per client address, refused or not: the ceiling for a script hammering the endpoint. */
export const CONTACT_REQUESTS_PER_IP: RateLimit = { name: 'contact-form-requests', max: 30, windowMs: TEN_MINUTES_MS };
/** Messages sent per session (the form posts need its CSRF token): one, and a second thought or two. */
export const CONTACT_MESSAGES_PER_SESSION: RateLimit = { name: 'contact-form-session', max: 3, windowMs: TEN_MINUTES_MS };

/** What a script that filled the honeypot is told: the same as a person, so it learns nothing. */
export const HONEYPOT_ANSWER: ContactFormResponse = { success: true, validationResult: {}, warningMessages: [] };

export function createContactTables(db: DatabaseSync): void {
  db.exec(`CREATE TABLE IF NOT EXISTS contact_messages (
    id INTEGER PRIMARY KEY,
    componentId TEXT NOT NULL,
    data TEXT NOT NULL,
    createdAt TEXT NOT NULL
  );`);
}

const fields = (required: readonly string[], hidden: readonly string[] = []): ContactFormFields =>
  Object.fromEntries(CONTACT_FIELDS.map((f) => [f, { shown: !hidden.includes(f), required: required.includes(f) }])) as ContactFormFields;

/** Per CMS component: which fields are shown and required (the `fields` attribute of shop-contact-form). */
export const CONTACT_FORM_CONFIG: Readonly<Record<string, ContactFormFields>> = {
  kontakt: fields(['firstName', 'lastName', 'email', 'message']),
  'kontakt-firma': fields(['company', 'lastName', 'email', 'phoneNumber', 'message']),
  'kontakt-kurz': fields(['email', 'message'], ['company', 'address', 'postalCode', 'city', 'phoneNumber']),
};

/** The fields' names, for the message that names one (in the request's language). */
const LABELS: Record<(typeof CONTACT_FIELDS)[number], ServerMessageId> = {
  company: 'field.firma',
  firstName: 'field.vorname',
  lastName: 'field.nachname',
  address: 'field.adresse',
  postalCode: 'field.plz',
  city: 'field.ort',
  email: 'field.email',
  phoneNumber: 'field.telefon',
  message: 'field.nachricht',
};

export function contactFormFields(componentId: string): ContactFormFields | null {
  return CONTACT_FORM_CONFIG[componentId] ?? null;
}

/** POST /api/contact-form/process: required per configuration; unknown componentId 404. */
export function processContactForm(db: DatabaseSync, componentId: string, data: ContactFormData, now: Date): ContactFormResponse {
  const config = contactFormFields(componentId);
  if (!config) notFound(serverMessage('contactFormNotFound', { id: componentId }));
  const validationResult: ValidationResult = {};
  for (const field of CONTACT_FIELDS) {
    const value = data[field]?.trim() ?? '';
    if (config[field]?.shown && config[field].required && !value) {
      validationResult[field] = { isValid: false, message: serverMessage('fieldToFill', { field: serverMessage(LABELS[field]) }) };
    }
  }
  const email = data.email?.trim();
  if (email && !EMAIL_PATTERN.test(email)) validationResult.email = { isValid: false, message: invalidEmailMessage() };
  for (const field of CONTACT_FIELDS) {
    const max = field === 'message' ? CONTACT_MESSAGE_MAX : CONTACT_FIELD_MAX;
    if ((data[field]?.length ?? 0) > max) validationResult[field] = { isValid: false, message: maxLengthMessage(max) };
  }
  // The field messages say it all; the form adds the 'Bitte überprüfen Sie Ihre Eingaben!' toast itself.
  if (Object.keys(validationResult).length > 0) return { success: false, validationResult, warningMessages: [] };
  db.prepare('INSERT INTO contact_messages (componentId, data, createdAt) VALUES (?, ?, ?)').run(
    componentId,
    JSON.stringify(data),
    now.toISOString(),
  );
  return { success: true, validationResult: {}, warningMessages: [] };
}
