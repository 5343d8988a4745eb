import de from '../../i18n/compiled/de/widgets/image-carousel.json' with { type: 'json' };
import * as v from 'valibot';
import { ArtikelImageSchema } from '../../core/api/index.ts';
import { requiredJsonAttribute, stringAttribute, defineWidget } from '../../core/element/index.ts';
import { ContentImageCarousel } from './ContentImageCarousel.tsx';

/** This widget's texts: German bundled here, English fetched only on English pages. */
const messages = { de, en: () => import('../../i18n/compiled/en/widgets/image-carousel.json', { with: { type: 'json' } }) };

/** `<shop-image-carousel images='[{"urlDetailImage":…,"urlLargeImage":…,"alt":…}]' label="Das Weingut">` */
defineWidget({
  tag: 'shop-image-carousel',
  attributes: { images: requiredJsonAttribute(v.array(ArtikelImageSchema)), label: stringAttribute() },
  component: ContentImageCarousel,
  messages,
});
