import de from '../../i18n/compiled/de/widgets/basket-badge.json' with { type: 'json' };
import { defineWidget } from '../../core/element/index.ts';
import { BasketBadge } from './BasketBadge.tsx';

/** This widget's texts: German bundled here, English fetched only on English pages. */
const messages = { de, en: () => import('../../i18n/compiled/en/widgets/basket-badge.json', { with: { type: 'json' } }) };

/** `<shop-basket-badge>`: the header's basket count; no attributes. */
defineWidget({ tag: 'shop-basket-badge', attributes: {}, component: BasketBadge, messages });
