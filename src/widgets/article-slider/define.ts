import * as v from 'valibot';
import { ArtikelSchema } from '../../core/api/schemas/artikel.ts';
import { ArtikelSearchRequestSchema } from '../../core/api/schemas/artikelsearch.ts';
import { enumAttribute, jsonAttribute, stringAttribute } from '../../core/element/attributes.ts';
import { defineWidget } from '../../core/element/define-widget.tsx';
import { ArticleSlider } from './ArticleSlider.tsx';

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
});
