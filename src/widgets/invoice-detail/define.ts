import de from '../../i18n/compiled/de/widgets/invoice-detail.json' with { type: 'json' };
import { InvoiceSchema } from '../../core/api/index.ts';
import { requiredJsonAttribute, defineWidget } from '../../core/element/index.ts';
import { InvoiceDetail } from './InvoiceDetail.tsx';

/** This widget's texts: German bundled here, English fetched only on English pages. */
const messages = { de, en: () => import('../../i18n/compiled/en/widgets/invoice-detail.json', { with: { type: 'json' } }) };

/** `<shop-invoice-detail invoice='{invoice with positionen}'>` */
defineWidget({ tag: 'shop-invoice-detail', attributes: { invoice: requiredJsonAttribute(InvoiceSchema) }, component: InvoiceDetail, messages });
