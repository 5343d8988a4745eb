import { ArtikelSearchResultSchema } from '../../core/api/schemas/artikelsearch.ts';
import { enumAttribute, jsonAttribute, stringAttribute } from '../../core/element/attributes.ts';
import { defineWidget } from '../../core/element/define-widget.tsx';
import { ArticleList } from './ArticleList.tsx';

/**
 * `<shop-article-list initial='{search result}' base-url="/shop" paging="pager|infinite">`.
 * Without `initial` the list reads its state from the address and searches once.
 */
defineWidget({
  tag: 'shop-article-list',
  attributes: {
    initial: jsonAttribute(ArtikelSearchResultSchema),
    baseUrl: stringAttribute(),
    paging: enumAttribute(['pager', 'infinite'] as const, 'pager'),
  },
  component: ArticleList,
});

