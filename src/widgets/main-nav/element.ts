import * as v from 'valibot';
import { enumAttribute, requiredJsonAttribute } from '../../core/element/attributes.ts';
import { NavItemsSchema } from './nav-items.ts';
import type { ElementDocs } from '../../core/element/docs.ts';

/** The navigation tree's schema, for the header's own `navigation` attribute. */
export { NavItemsSchema };

/** `<shop-main-nav items='[…]' mode="auto|dropdown|offcanvas">`: the main navigation on its own (the header has it built in). */
export const tag = 'shop-main-nav';

/** Its attributes (camelCase here, kebab-case in HTML), parsed and checked when the element renders (define.ts). */
export const attributes = {
  items: requiredJsonAttribute(NavItemsSchema),
  mode: enumAttribute(['auto', 'dropdown', 'offcanvas'], 'auto'),
};

/**
 * For docs and editors only (src/registry): each attribute's schema above, annotated with its description
 * (and, where the schema cannot say it, metadata). A function define.ts does not import, so no chunk carries it.
 */
export function docs(): ElementDocs<typeof attributes> {
  return {
    serverRendered: true,
    summary:
      'The main navigation on its own: a bar with disclosure menus on desktops, an offcanvas panel with a stack of levels on phones.',
    attributes: {
      items: v.pipe(
        attributes.items,
        v.description('The entries as `[{"label", "href", "children": [...]}]`; a bad value gives a `ConfigError` and the fallback.'),
        v.metadata({ json: 'navigation tree' }),
      ),
      mode: v.pipe(attributes.mode, v.description('`dropdown`, `offcanvas`, or `auto`: the bar from 64 rem, the menu button below.')),
    },
    events: [],
    cssProperties: [
      '--shop-font-family',
      '--shop-color-text',
      '--shop-color-background',
      '--shop-color-accent',
      '--shop-color-focus',
      '--shop-shadow',
      '--shop-duration',
    ],
    parts: [
      { name: 'vk-main-nav', description: 'The navigation landmark (modifiers `--auto`, `--dropdown`, `--offcanvas`)' },
      { name: 'vk-main-nav__panel', description: 'A dropdown panel' },
      { name: 'vk-offcanvas', description: 'The phone menu panel' },
    ],
  };
}
