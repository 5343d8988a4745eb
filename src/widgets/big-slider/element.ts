import * as v from 'valibot';
import { requiredJsonAttribute, stringAttribute } from '../../core/element/attributes.ts';
import { SLIDER_INTERVAL_MS } from '../../core/timing.ts';
import { SlidesSchema } from './slides.ts';
import type { ElementDocs } from '../../core/element/docs.ts';

const intervalAttribute = v.optional(
  v.pipe(
    v.string(),
    v.transform(Number),
    v.number('must be a number'),
    v.integer('must be whole milliseconds'),
    v.minValue(1000, 'must be at least 1000 ms'),
  ),
  String(SLIDER_INTERVAL_MS),
);

/** `<shop-big-slider slides='[…]' interval="5000" label="…">`: the home page's hero. */
export const tag = 'shop-big-slider';

/** Its attributes (camelCase here, kebab-case in HTML), parsed and checked when the element renders (define.ts). */
export const attributes = {
  slides: requiredJsonAttribute(SlidesSchema),
  interval: intervalAttribute,
  label: stringAttribute(),
};

/**
 * For docs and editors only (src/registry): each attribute's schema above, annotated with its description
 * (and, where the schema cannot say it, metadata). A function define.ts does not import, so no chunk carries it.
 */
export function docs(): ElementDocs<typeof attributes> {
  return {
    serverRendered: true,
    summary: "The page's hero: image and video slides with title, text and button, turning every few seconds, with a pause button.",
    attributes: {
      slides: v.pipe(
        attributes.slides,
        v.description(
          "The slides of spec §3 (`itemId`, `sort`, `type` image or video, `imageUrl`, `title`, `text` (HTML, sanitised), `button`, `buttonUrl`, `colorMode` Light or Dark, `provider` YOUTUBE or VIMEO, `videoId`); a bad value gives a `ConfigError` and the fallback, an unknown type or provider the inline 'TYPE x NOT SUPPORTED' / 'PROVIDER x NOT SUPPORTED'.",
        ),
        v.metadata({ json: 'Slide[]' }),
      ),
      interval: v.pipe(
        attributes.interval,
        v.description('Milliseconds between slides (at least 1000). No autoplay under reduced motion.'),
      ),
      label: v.pipe(attributes.label, v.description('Accessible name of the carousel.'), v.metadata({ default: "'Hervorgehoben'" })),
    },
    events: [],
    cssProperties: [
      '--shop-font-family',
      '--shop-font-family-heading',
      '--shop-color-text',
      '--shop-color-background',
      '--shop-color-accent',
      '--shop-color-on-accent',
      '--shop-color-surface-muted',
      '--shop-color-focus',
      '--shop-radius',
      '--shop-radius-large',
    ],
    parts: [
      { name: 'vk-big-slider', description: 'The slider as a whole' },
      { name: 'vk-big-slider__caption', description: 'Title, text and button over a slide (modifiers `--light`, `--dark`)' },
      { name: 'vk-big-slider__controls', description: 'Pause/play, arrows and dots' },
      { name: 'vk-consent', description: 'The placeholder of a video before consent' },
    ],
  };
}
