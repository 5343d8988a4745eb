import * as v from 'valibot';
import { ArtikelSearchResultSchema } from '../../core/api/index.ts';
import { enumAttribute, jsonAttribute, stringAttribute } from '../../core/element/attributes.ts';
import type { ElementDocs } from '../../core/element/docs.ts';

/**
 * `<shop-article-list initial='{search result}' base-url="/shop" paging="pager|infinite">`.
 * Without `initial` the list reads its state from the address and searches once. The browser defines
 * it (define.ts); the server renderer (src/server/) renders the same definition.
 */
export const tag = 'shop-article-list';

/** Its attributes (camelCase here, kebab-case in HTML), parsed and checked when the element renders (define.ts). */
export const attributes = {
  initial: jsonAttribute(ArtikelSearchResultSchema),
  baseUrl: stringAttribute(),
  paging: enumAttribute(['pager', 'infinite'] as const, 'pager'),
};

/**
 * For docs and editors only (src/registry): each attribute's schema above, annotated with its description
 * (and, where the schema cannot say it, metadata). A function define.ts does not import, so no chunk carries it.
 */
export function docs(): ElementDocs<typeof attributes> {
  return {
    serverRendered: true,
    summary: 'The article list: filter sidebar, sort, article cards, pager or infinite paging, state in the address.',
    attributes: {
      initial: v.pipe(
        attributes.initial,
        v.description(
          'The result the page was rendered with: the first paint makes no API call. Without it the list reads the address and searches once.',
        ),
        v.metadata({ json: 'search result of `POST /api/artikelsearch/search`' }),
      ),
      baseUrl: v.pipe(
        attributes.baseUrl,
        v.description("The list's own address; the address bar follows the list only while the page is there."),
        v.metadata({ default: 'the current path' }),
      ),
      paging: v.pipe(
        attributes.paging,
        v.description(
          "pager: page links (10, window shifts after page 6); infinite: 'mehr anzeigen', 'vorherige anzeigen', 'alle anzeigen' (offered up to 200 hits, one request).",
        ),
      ),
    },
    events: ['shop:article-added', 'shop:article-removed', 'shop:basket-change', 'shop:list-change'],
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
      '--shop-color-on-accent',
      '--shop-radius',
      '--shop-radius-large',
    ],
    parts: [
      { name: 'vk-article-list', description: 'The list with sidebar and results' },
      { name: 'vk-filters', description: 'The filter sidebar' },
      { name: 'vk-sort', description: 'The sort dropdown' },
      { name: 'vk-card', description: 'One article card' },
    ],
  };
}
