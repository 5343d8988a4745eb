import * as v from 'valibot';
import type { ElementDocs } from '../../registry/types.ts';

const adresseIdAttribute = v.pipe(v.string('is required'), v.transform(Number), v.number(), v.integer('must be a whole number'), v.minValue(1, 'must be an address id'));

/** `<shop-login-wait adresse-id="…">`: the overlay of spec §4 Login wait. */
export const tag = 'shop-login-wait';

/** Its attributes (camelCase here, kebab-case in HTML), parsed and checked when the element renders. */
export const attributes = {
  adresseId: v.pipe(
    adresseIdAttribute,
    v.description("The customer's address id; `UserDataState` is polled for it every 500 ms."),
  ),
};

/** For docs and editors only (src/registry): not imported by define.ts, so no chunk carries it. */
export const docs: ElementDocs = {
  summary: 'An overlay while the back office loads a customer after login or registration; reloads the page once the data are ready.',
  events: [],
  cssProperties: ['--shop-font-family', '--shop-color-background', '--shop-color-accent', '--shop-color-warning', '--shop-radius-large', '--shop-shadow'],
  parts: [
    { name: 'vk-login-wait', description: 'The overlay covering the page' },
  ],
};
