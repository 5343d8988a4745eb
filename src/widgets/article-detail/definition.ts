import de from '../../i18n/compiled/de/widgets/article-detail.json' with { type: 'json' };
import { ArticleDetail } from './ArticleDetail.tsx';
import { attributes, tag } from './element.ts';

/** This element's texts: German bundled here, English fetched only on English pages. */
const messages = { de, en: () => import('../../i18n/compiled/en/widgets/article-detail.json', { with: { type: 'json' } }) };

/**
 * `<shop-article-detail artikel='{…}' list-url="/shop">`. The browser defines it (define.ts); the server
 * renderer (src/server/) renders the same definition.
 */
export const articleDetailWidget = { tag, attributes, component: ArticleDetail, messages };
