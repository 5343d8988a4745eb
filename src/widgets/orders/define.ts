import de from '../../i18n/compiled/de/widgets/orders.json' with { type: 'json' };
import { OrderListSchema } from '../../core/api/index.ts';
import { apiJsonAttribute, defineWidget } from '../../core/element/index.ts';
import { Orders } from './Orders.tsx';

/** This widget's texts: German bundled here, English fetched only on English pages. */
const messages = { de, en: () => import('../../i18n/compiled/en/widgets/orders.json', { with: { type: 'json' } }) };

/** `<shop-orders initial='{order list page}'>` */
defineWidget({ tag: 'shop-orders', attributes: { initial: apiJsonAttribute(OrderListSchema) }, component: Orders, messages });
