import * as v from 'valibot';
import { AdressPoolMetaSchema } from '../../core/api/index.ts';
import { jsonAttribute } from '../../core/element/attributes.ts';
import type { ElementDocs } from '../../core/element/docs.ts';

/** `<shop-register meta='{laender, anreden, sprachen}'>` */
export const tag = 'shop-register';

/** Its attributes (camelCase here, kebab-case in HTML), parsed and checked when the element renders (define.ts). */
export const attributes = {
  meta: jsonAttribute(AdressPoolMetaSchema),
};

/**
 * For docs and editors only (src/registry): each attribute's schema above, annotated with its description
 * (and, where the schema cannot say it, metadata). A function define.ts does not import, so no chunk carries it.
 */
export function docs(): ElementDocs<typeof attributes> {
  return {
    summary:
      "Registration: e-mail and password (twice, can be shown) and the shared address form; success goes to the answer's redirectUrl, or with `emailConfirmation` says to open the link in the e-mail just sent.",
    attributes: {
      meta: v.pipe(
        attributes.meta,
        v.description(
          'Countries, salutations and languages of the address form (`laender`, `anreden`, `sprachen`); a Swiss default without it.',
        ),
        v.metadata({ json: 'AdressPoolMeta' }),
      ),
    },
    events: [],
    cssProperties: [
      '--shop-font-family',
      '--shop-color-text',
      '--shop-color-border',
      '--shop-color-danger',
      '--shop-control-height',
      '--shop-radius',
    ],
    parts: [{ name: 'vk-register', description: 'The registration form' }],
  };
}
