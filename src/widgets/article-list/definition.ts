import de from '../../i18n/compiled/de/widgets/article-list.json' with { type: 'json' };
import { ArticleList } from './ArticleList.tsx';
import { attributes, tag } from './element.ts';

/** This element's texts: German bundled here; other languages find its part by name and fetch it on their pages. */
const messages = { part: 'article-list', de };

/**
 * `<shop-article-list initial='{search result}' base-url="/shop" paging="pager|infinite">`.
 * Without `initial` the list reads its state from the address and searches once. The browser defines
 * it (define.ts); the server renderer (src/server/) renders the same definition.
 */
export const articleListWidget = { tag, attributes, component: ArticleList, messages };
