import * as v from 'valibot';
import { ArtikelSearchResultSchema } from '../../core/api/schemas/artikelsearch.ts';
import { enumAttribute, jsonAttribute, stringAttribute } from '../../core/element/attributes.ts';
import type { ElementDocs } from '../../registry/types.ts';

/**
 * `<shop-article-list initial='{search result}' base-url="/shop" paging="pager|infinite">`.
 * Without `initial` the list reads its state from the address and searches once. The browser defines
 * it (define.ts); the server renderer (src/server/) renders the same definition.
 */
export const tag = 'shop-article-list';

/** Its attributes (camelCase here, kebab-case in HTML), parsed and checked when the element renders. */
export const attributes = {
  initial: v.pipe(
    jsonAttribute(ArtikelSearchResultSchema),
    v.description('The result the page was rendered with: the first paint makes no API call. Without it the list reads the address and searches once.'),
    v.metadata({ json: 'search result of `POST /api/artikelsearch/search`' }),
  ),
  baseUrl: v.pipe(
    stringAttribute(),
    v.description("The list's own address; the address bar follows the list only while the page is there."),
    v.metadata({ default: 'the current path' }),
  ),
  paging: v.pipe(
    enumAttribute(['pager', 'infinite'] as const, 'pager'),
    v.description("pager: page links (10, window shifts after page 6); infinite: 'mehr anzeigen', 'vorherige anzeigen', 'alle anzeigen' (offered up to 200 hits, one request)."),
  ),
};

/** For docs and editors only (src/registry): not imported by define.ts, so no chunk carries it. */
export const docs: ElementDocs = {
  summary: 'The article list: filter sidebar, sort, article cards, pager or infinite paging, state in the address.',
  events: ['shop:article-added', 'shop:article-removed', 'shop:basket-change'],
  cssProperties: ['--shop-font-family', '--shop-font-family-heading', '--shop-color-text', '--shop-color-text-muted', '--shop-color-background', '--shop-color-surface-muted', '--shop-color-border', '--shop-color-border-strong', '--shop-color-accent', '--shop-color-on-accent', '--shop-radius', '--shop-radius-large'],
  parts: [
    { name: 'vk-article-list', description: 'The list with sidebar and results' },
    { name: 'vk-filters', description: 'The filter sidebar' },
    { name: 'vk-sort', description: 'The sort dropdown' },
    { name: 'vk-card', description: 'One article card' },
  ],
};
