import * as v from 'valibot';
import { ContactFormFieldsSchema } from '../../core/api/index.ts';
import { requiredJsonAttribute } from '../../core/element/attributes.ts';
import type { ElementDocs } from '../../core/element/docs.ts';

/** `<shop-contact-form component-id="kontakt" fields='{"email": {"shown": true, "required": true}, …}'>`. */
export const tag = 'shop-contact-form';

/** Its attributes (camelCase here, kebab-case in HTML), parsed and checked when the element renders (define.ts). */
export const attributes = {
  componentId: v.pipe(v.string('is required'), v.trim(), v.nonEmpty('is required')),
  fields: requiredJsonAttribute(ContactFormFieldsSchema),
};

/**
 * For docs and editors only (src/registry): each attribute's schema above, annotated with its description
 * (and, where the schema cannot say it, metadata). A function define.ts does not import, so no chunk carries it.
 */
export function docs(): ElementDocs<typeof attributes> {
  return {
    summary: "The contact form: the configured fields, the server's messages at each field, and a confirmation in place of the form.",
    attributes: {
      componentId: v.pipe(
        attributes.componentId,
        v.description('The CMS component; sent as `componentId` so the server checks against its configuration.'),
      ),
      fields: v.pipe(
        attributes.fields,
        v.description(
          '`{"email": {"shown": true, "required": true}, …}` for company, firstName, lastName, address, postalCode, city, email, phoneNumber, message; a field left out is not shown. A bad value gives a `ConfigError` and the fallback.',
        ),
        v.metadata({ json: 'shown/required per field' }),
      ),
    },
    events: [],
    cssProperties: [
      '--shop-font-family',
      '--shop-color-text',
      '--shop-color-border-strong',
      '--shop-color-accent',
      '--shop-color-danger',
      '--shop-color-warning-soft',
      '--shop-control-height',
      '--shop-radius',
    ],
    parts: [
      { name: 'vk-contact-form', description: 'The form, or the confirmation (modifier `--sent`)' },
      { name: 'vk-contact-form__row', description: 'A field group (modifiers `--1`, `--2`: fields side by side)' },
    ],
  };
}
