import { defineWidget } from '../../core/element/define-widget.tsx';
import { BasketBadge } from './BasketBadge.tsx';

/** `<shop-basket-badge>`: the header's basket count; no attributes. */
defineWidget({ tag: 'shop-basket-badge', attributes: {}, component: BasketBadge });
