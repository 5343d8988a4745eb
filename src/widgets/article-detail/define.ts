import de from '../../i18n/compiled/de/widgets/article-detail.json' with { type: 'json' };
import { ArtikelSchema } from '../../core/api/index.ts';
import { requiredJsonAttribute, stringAttribute, defineWidget } from '../../core/element/index.ts';
import { ArticleDetail } from './ArticleDetail.tsx';

/** This widget's texts: German bundled here, English fetched only on English pages. */
const messages = { de, en: () => import('../../i18n/compiled/en/widgets/article-detail.json', { with: { type: 'json' } }) };

/** `<shop-article-detail artikel='{…}' list-url="/shop">` */
defineWidget({
  tag: 'shop-article-detail',
  attributes: { artikel: requiredJsonAttribute(ArtikelSchema), listUrl: stringAttribute('/shop') },
  component: ArticleDetail,
  messages,
});
