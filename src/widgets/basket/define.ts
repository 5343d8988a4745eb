import de from '../../i18n/compiled/de/widgets/basket.json' with { type: 'json' };
import { BasketSchema } from '../../core/api/index.ts';
import { jsonAttribute, defineWidget } from '../../core/element/index.ts';
import { Basket } from './Basket.tsx';

/** This widget's texts: German bundled here, English fetched only on English pages. */
const messages = { de, en: () => import('../../i18n/compiled/en/widgets/basket.json', { with: { type: 'json' } }) };

/** `<shop-basket initial='{…}'>`: the basket screen (spec §2). */
defineWidget({ tag: 'shop-basket', attributes: { initial: jsonAttribute(BasketSchema) }, component: Basket, messages });
