import de from '../../i18n/compiled/de/widgets/invoices.json' with { type: 'json' };
import { Invoices } from './Invoices.tsx';
import { attributes, tag } from './element.ts';

/** This element's texts: German bundled here; other languages find its part by name and fetch it on their pages. */
const messages = { part: 'invoices', de };

/**
 * `<shop-invoices initial='{invoice list page}'>`. The browser defines it (define.ts); the server
 * renderer (src/server/) renders the same definition.
 */
export const invoicesWidget = { tag, attributes, component: Invoices, messages };
