import { ArtikelSchema } from '../../core/api/schemas/artikel.ts';
import { requiredJsonAttribute, stringAttribute } from '../../core/element/attributes.ts';
import { defineWidget } from '../../core/element/define-widget.tsx';
import { ArticleDetail } from './ArticleDetail.tsx';

/** `<shop-article-detail artikel='{…}' list-url="/shop">` */
defineWidget({
  tag: 'shop-article-detail',
  attributes: { artikel: requiredJsonAttribute(ArtikelSchema), listUrl: stringAttribute('/shop') },
  component: ArticleDetail,
});
