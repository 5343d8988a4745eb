import * as v from 'valibot';
import { BasketSchema } from '../../core/api/schemas/basket.ts';
import { jsonAttribute } from '../../core/element/attributes.ts';
import type { ElementDocs } from '../../registry/types.ts';

/** `<shop-basket-preview initial='{…}'>`: renders nothing; seeds or loads the shared basket. */
export const tag = 'shop-basket-preview';

/** Its attributes (camelCase here, kebab-case in HTML), parsed and checked when the element renders. */
export const attributes = {
  initial: v.pipe(
    jsonAttribute(BasketSchema),
    v.description('Seeds the shared basket without a request; without it the basket is loaded once per page.'),
    v.metadata({ json: 'Basket' }),
  ),
};

/** For docs and editors only (src/registry): not imported by define.ts, so no chunk carries it. */
export const docs: ElementDocs = {
  summary: "Renders nothing; seeds or loads the page's shared basket for the badge and the controls.",
  events: ['shop:basket-change'],
  cssProperties: [],
  parts: [],
};
