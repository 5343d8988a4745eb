import * as v from 'valibot';
import { BasketSchema } from '../../core/api/index.ts';
import { jsonAttribute } from '../../core/element/attributes.ts';
import type { ElementDocs } from '../../core/element/docs.ts';

/** `<shop-basket-preview initial='{…}'>`: renders nothing; seeds or loads the shared basket. */
export const tag = 'shop-basket-preview';

/** Its attributes (camelCase here, kebab-case in HTML), parsed and checked when the element renders (define.ts). */
export const attributes = {
  initial: jsonAttribute(BasketSchema),
};

/**
 * For docs and editors only (src/registry): each attribute's schema above, annotated with its description
 * (and, where the schema cannot say it, metadata). A function define.ts does not import, so no chunk carries it.
 */
export function docs(): ElementDocs<typeof attributes> {
  return {
    summary: "Renders nothing; seeds or loads the page's shared basket for the badge and the controls.",
    attributes: {
      initial: v.pipe(
        attributes.initial,
        v.description('Seeds the shared basket without a request; without it the basket is loaded once per page.'),
        v.metadata({ json: 'Basket' }),
      ),
    },
    events: ['shop:basket-change'],
    cssProperties: [],
    parts: [],
  };
}
