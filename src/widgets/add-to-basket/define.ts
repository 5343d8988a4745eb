import { requiredJsonAttribute } from '../../core/element/attributes.ts';
import { defineWidget } from '../../core/element/define-widget.tsx';
import { ArtikelSchema } from '../../core/api/schemas/artikel.ts';
import { AddToBasket } from './AddToBasket.tsx';

/** `<shop-add-to-basket artikel='{…}'>`: price and basket control of one article (spec §4 Basket line). */
defineWidget({
  tag: 'shop-add-to-basket',
  attributes: { artikel: requiredJsonAttribute(ArtikelSchema) },
  component: AddToBasket,
});
