import de from '../../i18n/compiled/de/widgets/checkout.json' with { type: 'json' };
import { CheckoutModelSchema } from '../../core/api/index.ts';
import { booleanAttribute, jsonAttribute, defineWidget } from '../../core/element/index.ts';
import { Checkout } from './Checkout.tsx';

/** This widget's texts: German bundled here, English fetched only on English pages. */
const messages = { de, en: () => import('../../i18n/compiled/en/widgets/checkout.json', { with: { type: 'json' } }) };

/** `<shop-checkout initial='{…}' readonly="true">`: the checkout (spec §2, §4) or its read-only confirmation. */
defineWidget({ tag: 'shop-checkout', attributes: { initial: jsonAttribute(CheckoutModelSchema), readonly: booleanAttribute(false) }, component: Checkout, messages });
