import de from '../../i18n/compiled/de/widgets/checkout.json' with { type: 'json' };
import { Checkout } from './Checkout.tsx';
import { attributes, tag } from './element.ts';

/** This element's texts: German bundled here; other languages find its part by name and fetch it on their pages. */
const messages = { part: 'checkout', de };

/**
 * `<shop-checkout initial='{checkout model}' readonly="true|false">`. The browser defines it (define.ts); the server
 * renderer (src/server/) renders the same definition.
 */
export const checkoutWidget = { tag, attributes, component: Checkout, messages };
