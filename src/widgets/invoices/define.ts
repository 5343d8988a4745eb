import de from '../../i18n/compiled/de/widgets/invoices.json' with { type: 'json' };
import { InvoiceListSchema } from '../../core/api/index.ts';
import { apiJsonAttribute, defineWidget } from '../../core/element/index.ts';
import { Invoices } from './Invoices.tsx';

/** This widget's texts: German bundled here, English fetched only on English pages. */
const messages = { de, en: () => import('../../i18n/compiled/en/widgets/invoices.json', { with: { type: 'json' } }) };

/** `<shop-invoices initial='{invoice list page}'>` */
defineWidget({ tag: 'shop-invoices', attributes: { initial: apiJsonAttribute(InvoiceListSchema) }, component: Invoices, messages });
