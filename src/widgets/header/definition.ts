import de from '../../i18n/compiled/de/widgets/header.json' with { type: 'json' };
import { Header } from './Header.tsx';
import { attributes, tag } from './element.ts';

/** This element's texts: German bundled here; other languages find its part by name and fetch it on their pages. */
const messages = { part: 'header', de };

/** `<shop-header>`: logo, search, account links, basket and the main navigation. The browser defines it (define.ts); the server renderer (src/server/) renders the same definition. */
export const headerWidget = { tag, attributes, component: Header, messages };
