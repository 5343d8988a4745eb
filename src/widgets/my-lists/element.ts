import type { ElementDocs } from '../../registry/types.ts';

/** `<shop-my-lists>`: the customer's Merklisten on /account/merklisten (spec §2 Saved lists). */
export const tag = 'shop-my-lists';

/** Its attributes (camelCase here, kebab-case in HTML), parsed and checked when the element renders (define.ts). */
export const attributes = {};

/**
 * For docs and editors only (src/registry): each attribute's schema above, annotated with its description
 * (and, where the schema cannot say it, metadata). A function define.ts does not import, so no chunk carries it.
 */
export function docs(): ElementDocs<typeof attributes> {
  return {
    summary: "The customer's Merklisten: the lists, the chosen list's name and articles, create, rename, delete and order.",
    attributes: {},
    events: ['shop:merkliste-change', 'shop:article-added', 'shop:article-removed', 'shop:basket-change'],
    cssProperties: [
      '--shop-font-family',
      '--shop-color-text',
      '--shop-color-text-muted',
      '--shop-color-border',
      '--shop-color-accent',
      '--shop-color-accent-soft',
      '--shop-control-height',
      '--shop-radius',
    ],
    parts: [
      { name: 'vk-my-lists', description: 'The page part as a whole' },
      { name: 'vk-my-lists__nav', description: 'The list of lists (a drawer on phones)' },
      { name: 'vk-my-lists__list', description: "The chosen list's form and articles" },
    ],
  };
}
