import * as v from 'valibot';
import { ArtikelSchema } from '../../core/api/index.ts';
import { requiredJsonAttribute, stringAttribute } from '../../core/element/attributes.ts';
import type { ElementDocs } from '../../core/element/docs.ts';

/** `<shop-article-detail artikel='{…}' list-url="/shop">` */
export const tag = 'shop-article-detail';

/** Its attributes (camelCase here, kebab-case in HTML), parsed and checked when the element renders (define.ts). */
export const attributes = {
  artikel: requiredJsonAttribute(ArtikelSchema),
  listUrl: stringAttribute('/shop'),
};

/**
 * For docs and editors only (src/registry): each attribute's schema above, annotated with its description
 * (and, where the schema cannot say it, metadata). A function define.ts does not import, so no chunk carries it.
 */
export function docs(): ElementDocs<typeof attributes> {
  return {
    serverRendered: true,
    summary: 'The article detail: image carousel with lightbox, attributes, price and basket control, wine texts, ratings.',
    attributes: {
      artikel: v.pipe(attributes.artikel, v.description('The article as the API gives it.'), v.metadata({ json: 'Artikel' })),
      listUrl: v.pipe(
        attributes.listUrl,
        v.description('Back button target (browser back when the shopper came from there) and target of the reduced filter sidebar.'),
      ),
    },
    events: ['shop:article-added', 'shop:article-removed', 'shop:basket-change'],
    cssProperties: [
      '--shop-font-family',
      '--shop-font-family-heading',
      '--shop-color-text',
      '--shop-color-text-muted',
      '--shop-color-background',
      '--shop-color-surface-muted',
      '--shop-color-border',
      '--shop-color-border-strong',
      '--shop-color-accent',
      '--shop-color-warning',
      '--shop-color-warning-soft',
      '--shop-control-height',
      '--shop-radius',
      '--shop-radius-large',
    ],
    parts: [
      { name: 'vk-detail', description: 'The detail as a whole' },
      { name: 'vk-carousel', description: 'The image carousel' },
      { name: 'vk-attributes', description: 'The attribute list' },
      { name: 'vk-detail-filters', description: "The 'Weine filtern' sidebar" },
    ],
  };
}
