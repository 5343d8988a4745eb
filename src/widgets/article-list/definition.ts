import de from '../../i18n/compiled/de/widgets/article-list.json' with { type: 'json' };
import { ArtikelSearchResultSchema } from '../../core/api/index.ts';
import { enumAttribute, jsonAttribute, stringAttribute } from '../../core/element/index.ts';
import { ArticleList } from './ArticleList.tsx';

/** This widget's texts: German bundled here, English fetched only on English pages. */
const messages = { de, en: () => import('../../i18n/compiled/en/widgets/article-list.json', { with: { type: 'json' } }) };

/**
 * `<shop-article-list initial='{search result}' base-url="/shop" paging="pager|infinite">`.
 * Without `initial` the list reads its state from the address and searches once. The browser defines
 * it (define.ts); the server renderer (src/server/) renders the same definition.
 */
export const articleListWidget = {
  tag: 'shop-article-list',
  attributes: {
    initial: jsonAttribute(ArtikelSearchResultSchema),
    baseUrl: stringAttribute(),
    paging: enumAttribute(['pager', 'infinite'] as const, 'pager'),
  },
  component: ArticleList,
  messages,
};
