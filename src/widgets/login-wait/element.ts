import * as v from 'valibot';
import type { ElementDocs } from '../../core/element/docs.ts';

const adresseIdAttribute = v.pipe(
  v.string('is required'),
  v.transform(Number),
  v.number(),
  v.integer('must be a whole number'),
  v.minValue(1, 'must be an address id'),
);

/** `<shop-login-wait adresse-id="…">`: the overlay of spec §4 Login wait. */
export const tag = 'shop-login-wait';

/** Its attributes (camelCase here, kebab-case in HTML), parsed and checked when the element renders (define.ts). */
export const attributes = {
  adresseId: adresseIdAttribute,
};

/**
 * For docs and editors only (src/registry): each attribute's schema above, annotated with its description
 * (and, where the schema cannot say it, metadata). A function define.ts does not import, so no chunk carries it.
 */
export function docs(): ElementDocs<typeof attributes> {
  return {
    summary: 'An overlay while the back office loads a customer after login or registration; reloads the page once the data are ready.',
    attributes: {
      adresseId: v.pipe(attributes.adresseId, v.description("The customer's address id; `UserDataState` is polled for it every 500 ms.")),
    },
    events: [],
    cssProperties: [
      '--shop-font-family',
      '--shop-color-background',
      '--shop-color-accent',
      '--shop-color-warning',
      '--shop-radius-large',
      '--shop-shadow',
    ],
    parts: [{ name: 'vk-login-wait', description: 'The overlay covering the page' }],
  };
}
