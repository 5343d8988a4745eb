import * as v from 'valibot';
import { BasketSchema } from '../../core/api/index.ts';
import { jsonAttribute } from '../../core/element/attributes.ts';
import type { ElementDocs } from '../../core/element/docs.ts';

/** `<shop-basket initial='{…}'>`: the basket screen (spec §2). */
export const tag = 'shop-basket';

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
    serverRendered: true,
    summary: 'The basket screen: lines, warnings, totals and the way to the checkout.',
    attributes: {
      initial: v.pipe(
        attributes.initial,
        v.description('The basket as the page has it (first paint without a request); without it the basket is loaded.'),
        v.metadata({ json: 'Basket' }),
      ),
    },
    events: ['shop:article-added', 'shop:article-removed', 'shop:basket-change'],
    cssProperties: [
      '--shop-font-family',
      '--shop-color-text',
      '--shop-color-border',
      '--shop-color-warning',
      '--shop-color-warning-soft',
      '--shop-color-on-accent',
      '--shop-radius',
    ],
    parts: [
      { name: 'vk-basket', description: 'The basket (modifier `--empty`)' },
      { name: 'vk-basket-totals', description: 'The totals table' },
      { name: 'vk-basket__actions', description: 'The buttons below the totals' },
    ],
  };
}
