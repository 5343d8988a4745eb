import de from '../../i18n/compiled/de/widgets/checkout.json' with { type: 'json' };
import { defineWidget } from '../../core/element/index.ts';
import { Checkout } from './Checkout.tsx';
import { attributes, tag } from './element.ts';

/** This element's texts: German bundled here, English fetched only on English pages. */
const messages = { de, en: () => import('../../i18n/compiled/en/widgets/checkout.json', { with: { type: 'json' } }) };

/** Wiring only: what the element is (tag, attributes, docs) is described in element.ts. */
defineWidget({ tag, attributes, component: Checkout, messages });
