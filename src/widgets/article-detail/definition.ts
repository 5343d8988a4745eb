import de from '../../i18n/compiled/de/widgets/article-detail.json' with { type: 'json' };
import { ArticleDetail } from './ArticleDetail.tsx';
import { attributes, tag } from './element.ts';

/** This element's texts: German bundled here; other languages find its part by name and fetch it on their pages. */
const messages = { part: 'article-detail', de };

/**
 * `<shop-article-detail artikel='{…}' list-url="/shop">`. The browser defines it (define.ts); the server
 * renderer (src/server/) renders the same definition.
 */
export const articleDetailWidget = { tag, attributes, component: ArticleDetail, messages };
