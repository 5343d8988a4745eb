import * as v from 'valibot';
import { AdressPoolMetaSchema } from '../../core/api/schemas/adresspool.ts';
import { jsonAttribute } from '../../core/element/attributes.ts';
import type { ElementDocs } from '../../registry/types.ts';

/** `<shop-register meta='{laender, anreden, sprachen}'>` */
export const tag = 'shop-register';

/** Its attributes (camelCase here, kebab-case in HTML), parsed and checked when the element renders. */
export const attributes = {
  meta: v.pipe(
    jsonAttribute(AdressPoolMetaSchema),
    v.description('Countries, salutations and languages of the address form (`laender`, `anreden`, `sprachen`); a Swiss default without it.'),
    v.metadata({ json: 'AdressPoolMeta' }),
  ),
};

/** For docs and editors only (src/registry): not imported by define.ts, so no chunk carries it. */
export const docs: ElementDocs = {
  summary: "Registration: e-mail and password (twice, can be shown) and the shared address form; success goes to the answer's redirectUrl.",
  events: [],
  cssProperties: ['--shop-font-family', '--shop-color-text', '--shop-color-border', '--shop-color-danger', '--shop-control-height', '--shop-radius'],
  parts: [
    { name: 'vk-register', description: 'The registration form' },
  ],
};
