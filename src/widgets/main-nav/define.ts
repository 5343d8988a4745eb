import de from '../../i18n/compiled/de/widgets/main-nav.json' with { type: 'json' };
import { defineWidget, enumAttribute, requiredJsonAttribute } from '../../core/element/index.ts';
import { MainNav } from './MainNav.tsx';
import { NavItemsSchema } from './nav-items.ts';

/** This widget's texts: German bundled here, English fetched only on English pages. */
const messages = { de, en: () => import('../../i18n/compiled/en/widgets/main-nav.json', { with: { type: 'json' } }) };

/** `<shop-main-nav items='[…]' mode="auto|dropdown|offcanvas">`: the main navigation on its own (the header has it built in). */
defineWidget({
  tag: 'shop-main-nav',
  attributes: { items: requiredJsonAttribute(NavItemsSchema), mode: enumAttribute(['auto', 'dropdown', 'offcanvas'], 'auto') },
  component: MainNav,
  messages,
});
