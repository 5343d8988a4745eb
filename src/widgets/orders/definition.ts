import de from '../../i18n/compiled/de/widgets/orders.json' with { type: 'json' };
import { Orders } from './Orders.tsx';
import { attributes, tag } from './element.ts';

/** This element's texts: German bundled here; other languages find its part by name and fetch it on their pages. */
const messages = { part: 'orders', de };

/**
 * `<shop-orders initial='{order list page}'>`. The browser defines it (define.ts); the server
 * renderer (src/server/) renders the same definition.
 */
export const ordersWidget = { tag, attributes, component: Orders, messages };
