import de from '../../i18n/compiled/de/widgets/main-nav.json' with { type: 'json' };
import { MainNav } from './MainNav.tsx';
import { attributes, tag } from './element.ts';

/** This element's texts: German bundled here; other languages find its part by name and fetch it on their pages. */
const messages = { part: 'main-nav', de };

/** `<shop-main-nav>`: the main navigation on its own. The browser defines it (define.ts); the server renderer (src/server/) renders the same definition. */
export const mainNavWidget = { tag, attributes, component: MainNav, messages };
