import { BasketSchema } from '../../core/api/schemas/basket.ts';
import { jsonAttribute } from '../../core/element/attributes.ts';
import { defineWidget } from '../../core/element/define-widget.tsx';
import { Basket } from './Basket.tsx';

/** `<shop-basket initial='{…}'>`: the basket screen (spec §2). */
defineWidget({ tag: 'shop-basket', attributes: { initial: jsonAttribute(BasketSchema) }, component: Basket });
