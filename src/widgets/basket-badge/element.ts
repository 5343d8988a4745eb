import type { ElementDocs } from '../../registry/types.ts';

/** `<shop-basket-badge>`: the header's basket count; no attributes. */
export const tag = 'shop-basket-badge';

/** Its attributes (camelCase here, kebab-case in HTML), parsed and checked when the element renders. */
export const attributes = {};

/** For docs and editors only (src/registry): not imported by define.ts, so no chunk carries it. */
export const docs: ElementDocs = {
  summary: "The number of articles in the basket, for the header's basket link.",
  events: ['shop:basket-change'],
  cssProperties: ['--shop-font-family', '--shop-color-accent', '--shop-color-on-accent'],
  parts: [
    { name: 'vk-basket-badge', description: 'The count bubble' },
  ],
};
