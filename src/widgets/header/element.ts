import * as v from 'valibot';
import { enumAttribute, jsonAttribute, stringAttribute } from '../../core/element/attributes.ts';
import { NavItemsSchema } from '../main-nav/element.ts';
import type { ElementDocs } from '../../core/element/docs.ts';

/** `<shop-header navigation='[…]' nav-mode="auto" brand="Vinothek" logo-src="…">`: the page header. */
export const tag = 'shop-header';

/** Its attributes (camelCase here, kebab-case in HTML), parsed and checked when the element renders (define.ts). */
export const attributes = {
  navigation: jsonAttribute(NavItemsSchema),
  navMode: enumAttribute(['auto', 'dropdown', 'offcanvas'], 'auto'),
  brand: stringAttribute(),
  logoSrc: stringAttribute(),
  homeUrl: stringAttribute('/'),
};

/**
 * For docs and editors only (src/registry): each attribute's schema above, annotated with its description
 * (and, where the schema cannot say it, metadata). A function define.ts does not import, so no chunk carries it.
 */
export function docs(): ElementDocs<typeof attributes> {
  return {
    serverRendered: true,
    summary:
      'The page header: logo, search field, favourites link, basket badge, login or account and logout, and the main navigation; hides on the way down.',
    attributes: {
      navigation: v.pipe(
        attributes.navigation,
        v.description(
          'The main navigation as `[{"label", "href", "children": [...]}]`, any depth (the bar shows three levels); without it the header has no navigation. A bad value gives a `ConfigError` and the fallback.',
        ),
        v.metadata({ json: 'navigation tree' }),
      ),
      navMode: v.pipe(
        attributes.navMode,
        v.description(
          '`dropdown`: the bar with disclosure menus at every width; `offcanvas`: the menu button and side panel at every width; `auto`: the bar from 64 rem, the menu button below.',
        ),
      ),
      brand: v.pipe(attributes.brand, v.description("The shop's name: the logo link's text.")),
      logoSrc: v.pipe(attributes.logoSrc, v.description('An image beside the name (decorative).')),
      homeUrl: v.pipe(attributes.homeUrl, v.description('Where the logo links to.')),
    },
    events: ['shop:basket-change'],
    cssProperties: [
      '--shop-font-family',
      '--shop-color-text',
      '--shop-color-background',
      '--shop-color-border',
      '--shop-color-accent',
      '--shop-color-focus',
      '--shop-shadow',
      '--shop-duration',
    ],
    parts: [
      { name: 'vk-header', description: 'The header bar (modifier `--hidden` while scrolled away)' },
      { name: 'vk-header__actions', description: 'Favourites, account, logout and basket links' },
    ],
  };
}
