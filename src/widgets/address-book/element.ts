import * as v from 'valibot';
import { AdressPoolMetaSchema, AdressPoolSchema } from '../../core/api/index.ts';
import { jsonAttribute } from '../../core/element/attributes.ts';
import type { ElementDocs } from '../../core/element/docs.ts';

/** `<shop-address-book initial='[address pool]' meta='{laender, anreden, sprachen}'>` */
export const tag = 'shop-address-book';

/** Its attributes (camelCase here, kebab-case in HTML), parsed and checked when the element renders (define.ts). */
export const attributes = {
  initial: jsonAttribute(AdressPoolSchema),
  meta: jsonAttribute(AdressPoolMetaSchema),
};

/**
 * For docs and editors only (src/registry): each attribute's schema above, annotated with its description
 * (and, where the schema cannot say it, metadata). A function define.ts does not import, so no chunk carries it.
 */
export function docs(): ElementDocs<typeof attributes> {
  return {
    serverRendered: true,
    summary:
      'The address pool: the primary address marked and not deletable, add and edit in the shared address dialog, delete after a question.',
    attributes: {
      initial: v.pipe(
        attributes.initial,
        v.description("The customer's addresses as the page has them (there is no call to load them)."),
        v.metadata({ json: 'AdressPool' }),
      ),
      meta: v.pipe(
        attributes.meta,
        v.description('Countries, salutations and languages of the address form; a Swiss default without it.'),
        v.metadata({ json: 'AdressPoolMeta' }),
      ),
    },
    events: [],
    cssProperties: ['--shop-font-family', '--shop-color-text', '--shop-color-border', '--shop-color-accent', '--shop-radius-large'],
    parts: [
      { name: 'vk-address-book', description: 'The address book as a whole' },
      { name: 'vk-address-card', description: 'One address (modifier `--primary`)' },
    ],
  };
}
