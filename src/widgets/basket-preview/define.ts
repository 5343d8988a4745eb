import { BasketSchema } from '../../core/api/schemas/basket.ts';
import { jsonAttribute } from '../../core/element/attributes.ts';
import { defineWidget } from '../../core/element/define-widget.tsx';
import { BasketPreview } from './BasketPreview.tsx';

/** `<shop-basket-preview initial='{…}'>`: renders nothing; seeds or loads the shared basket. */
defineWidget({ tag: 'shop-basket-preview', attributes: { initial: jsonAttribute(BasketSchema) }, component: BasketPreview });
