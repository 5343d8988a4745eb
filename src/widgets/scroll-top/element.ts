import type { ElementDocs } from '../../registry/types.ts';

/** `<shop-scroll-top>`: a "back to top" button; no attributes. */
export const tag = 'shop-scroll-top';

/** Its attributes (camelCase here, kebab-case in HTML), parsed and checked when the element renders. */
export const attributes = {};

/** For docs and editors only (src/registry): not imported by define.ts, so no chunk carries it. */
export const docs: ElementDocs = {
  summary: 'A "back to top" button that appears once the page is scrolled past 40 % of the window height.',
  events: [],
  cssProperties: ['--shop-color-accent', '--shop-color-on-accent', '--shop-shadow', '--shop-color-focus'],
  parts: [
    { name: 'vk-scroll-top', description: 'The round button' },
  ],
};
