import * as v from 'valibot';
import { ArtikelSchema } from '../../core/api/index.ts';
import { ArtikelSearchRequestSchema } from '../../core/api/index.ts';
import { enumAttribute, jsonAttribute, stringAttribute } from '../../core/element/attributes.ts';
import type { ElementDocs } from '../../core/element/docs.ts';

/** `<shop-article-slider items='[…]' | query='{…}' variant="default|list" label="Neuheiten">` */
export const tag = 'shop-article-slider';

/** Its attributes (camelCase here, kebab-case in HTML), parsed and checked when the element renders (define.ts). */
export const attributes = {
  items: jsonAttribute(v.array(ArtikelSchema)),
  query: jsonAttribute(ArtikelSearchRequestSchema),
  variant: enumAttribute(['default', 'list'] as const, 'default'),
  label: stringAttribute(),
};

/**
 * For docs and editors only (src/registry): each attribute's schema above, annotated with its description
 * (and, where the schema cannot say it, metadata). A function define.ts does not import, so no chunk carries it.
 */
export function docs(): ElementDocs<typeof attributes> {
  return {
    serverRendered: true,
    summary: 'Article cards in a slider (4, 3, 2 or 1 per view by width), or side by side for up to 3 in the list variant.',
    attributes: {
      items: v.pipe(
        attributes.items,
        v.description('The articles (first paint without a call).'),
        v.metadata({ json: 'array of Artikel' }),
      ),
      query: v.pipe(
        attributes.query,
        v.description('Used when `items` is absent: the first page of this search.'),
        v.metadata({ json: 'search parameters' }),
      ),
      variant: v.pipe(
        attributes.variant,
        v.description('`list` shows at most 3 at a time, and up to 3 articles side by side without a slider.'),
      ),
      label: v.pipe(attributes.label, v.description('Accessible name of the carousel.'), v.metadata({ default: "'Artikel'" })),
    },
    events: ['shop:article-added', 'shop:article-removed', 'shop:basket-change'],
    cssProperties: ['--shop-font-family'],
    parts: [
      { name: 'vk-slider', description: 'The slider (modifiers `--default`, `--list`, `--static`)' },
      { name: 'vk-card', description: 'One article card' },
    ],
  };
}
