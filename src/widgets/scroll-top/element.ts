import type { ElementDocs } from '../../core/element/docs.ts';

/** `<shop-scroll-top>`: a "back to top" button; no attributes. */
export const tag = 'shop-scroll-top';

/** Its attributes (camelCase here, kebab-case in HTML), parsed and checked when the element renders (define.ts). */
export const attributes = {};

/**
 * For docs and editors only (src/registry): each attribute's schema above, annotated with its description
 * (and, where the schema cannot say it, metadata). A function define.ts does not import, so no chunk carries it.
 */
export function docs(): ElementDocs<typeof attributes> {
  return {
    summary: 'A "back to top" button that appears once the page is scrolled past 40 % of the window height.',
    attributes: {},
    events: [],
    cssProperties: ['--shop-color-accent', '--shop-color-on-accent', '--shop-shadow', '--shop-color-focus'],
    parts: [{ name: 'vk-scroll-top', description: 'The round button' }],
  };
}
