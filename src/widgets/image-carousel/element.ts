import * as v from 'valibot';
import { ArtikelImageSchema } from '../../core/api/index.ts';
import { requiredJsonAttribute, stringAttribute } from '../../core/element/attributes.ts';
import type { ElementDocs } from '../../core/element/docs.ts';

/** `<shop-image-carousel images='[{"urlDetailImage":…,"urlLargeImage":…,"alt":…}]' label="Das Weingut">` */
export const tag = 'shop-image-carousel';

/** Its attributes (camelCase here, kebab-case in HTML), parsed and checked when the element renders (define.ts). */
export const attributes = {
  images: requiredJsonAttribute(v.array(ArtikelImageSchema)),
  label: stringAttribute(),
};

/**
 * For docs and editors only (src/registry): each attribute's schema above, annotated with its description
 * (and, where the schema cannot say it, metadata). A function define.ts does not import, so no chunk carries it.
 */
export function docs(): ElementDocs<typeof attributes> {
  return {
    component: 'ContentImageCarousel',
    summary: "The article detail's image carousel with its zoomable lightbox, for content pages.",
    attributes: {
      images: v.pipe(
        attributes.images,
        v.description(
          'The pictures: the carousel shows `urlDetailImage`, the lightbox `urlLargeImage`; a bad value gives a `ConfigError` and the fallback.',
        ),
        v.metadata({ json: '{ urlDetailImage, urlLargeImage, alt }[]' }),
      ),
      label: v.pipe(attributes.label, v.description('Accessible name of the carousel.'), v.metadata({ default: "'Bilder'" })),
    },
    events: [],
    cssProperties: ['--shop-color-surface-muted', '--shop-color-border', '--shop-color-accent', '--shop-radius-large'],
    parts: [
      { name: 'vk-carousel', description: 'The carousel as a whole' },
      { name: 'vk-carousel__thumbs', description: 'The thumbnails below it' },
    ],
  };
}
