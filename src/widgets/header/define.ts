import de from '../../i18n/compiled/de/widgets/header.json' with { type: 'json' };
import { defineWidget, enumAttribute, jsonAttribute, stringAttribute } from '../../core/element/index.ts';
import { NavItemsSchema } from '../main-nav/index.ts';
import { Header } from './Header.tsx';

/** This widget's texts: German bundled here, English fetched only on English pages. */
const messages = { de, en: () => import('../../i18n/compiled/en/widgets/header.json', { with: { type: 'json' } }) };

/** `<shop-header navigation='[…]' nav-mode="auto" brand="Vinothek" logo-src="…">`: the page header. */
defineWidget({
  tag: 'shop-header',
  attributes: {
    navigation: jsonAttribute(NavItemsSchema),
    navMode: enumAttribute(['auto', 'dropdown', 'offcanvas'], 'auto'),
    brand: stringAttribute(),
    logoSrc: stringAttribute(),
    homeUrl: stringAttribute('/'),
  },
  component: Header,
  messages,
});
