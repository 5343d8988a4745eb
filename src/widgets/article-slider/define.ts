import de from '../../i18n/compiled/de/widgets/article-slider.json' with { type: 'json' };
import * as v from 'valibot';
import { ArtikelSchema, ArtikelSearchRequestSchema } from '../../core/api/index.ts';
import { enumAttribute, jsonAttribute, stringAttribute, defineWidget } from '../../core/element/index.ts';
import { ArticleSlider } from './ArticleSlider.tsx';

/** This widget's texts: German bundled here, English fetched only on English pages. */
const messages = { de, en: () => import('../../i18n/compiled/en/widgets/article-slider.json', { with: { type: 'json' } }) };

/** `<shop-article-slider items='[…]' | query='{…}' variant="default|list" label="Neuheiten">` */
defineWidget({
  tag: 'shop-article-slider',
  attributes: {
    items: jsonAttribute(v.array(ArtikelSchema)),
    query: jsonAttribute(ArtikelSearchRequestSchema),
    variant: enumAttribute(['default', 'list'] as const, 'default'),
    label: stringAttribute(),
  },
  component: ArticleSlider,
  messages,
});
