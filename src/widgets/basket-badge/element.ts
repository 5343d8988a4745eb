import type { ElementDocs } from '../../core/element/docs.ts';

/** `<shop-basket-badge>`: the header's basket count; no attributes. */
export const tag = 'shop-basket-badge';

/** Its attributes (camelCase here, kebab-case in HTML), parsed and checked when the element renders (define.ts). */
export const attributes = {};

/**
 * For docs and editors only (src/registry): each attribute's schema above, annotated with its description
 * (and, where the schema cannot say it, metadata). A function define.ts does not import, so no chunk carries it.
 */
export function docs(): ElementDocs<typeof attributes> {
  return {
    summary: "The number of articles in the basket, for the header's basket link.",
    attributes: {},
    events: ['shop:basket-change'],
    cssProperties: ['--shop-font-family', '--shop-color-accent', '--shop-color-on-accent'],
    parts: [{ name: 'vk-basket-badge', description: 'The count bubble' }],
  };
}
