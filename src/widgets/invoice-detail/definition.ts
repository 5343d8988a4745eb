import de from '../../i18n/compiled/de/widgets/invoice-detail.json' with { type: 'json' };
import { InvoiceDetail } from './InvoiceDetail.tsx';
import { attributes, tag } from './element.ts';

/** This element's texts: German bundled here; other languages find its part by name and fetch it on their pages. */
const messages = { part: 'invoice-detail', de };

/**
 * `<shop-invoice-detail invoice='{invoice}'>`. The browser defines it (define.ts); the server
 * renderer (src/server/) renders the same definition.
 */
export const invoiceDetailWidget = { tag, attributes, component: InvoiceDetail, messages };
