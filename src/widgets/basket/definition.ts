import de from '../../i18n/compiled/de/widgets/basket.json' with { type: 'json' };
import { Basket } from './Basket.tsx';
import { attributes, tag } from './element.ts';

/** This element's texts: German bundled here; other languages find its part by name and fetch it on their pages. */
const messages = { part: 'basket', de };

/**
 * `<shop-basket initial='{basket}'>`. The browser defines it (define.ts); the server
 * renderer (src/server/) renders the same definition.
 */
export const basketWidget = { tag, attributes, component: Basket, messages };
