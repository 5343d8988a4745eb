import de from '../../i18n/compiled/de/widgets/big-slider.json' with { type: 'json' };
import * as v from 'valibot';
import { requiredJsonAttribute, stringAttribute, defineWidget } from '../../core/element/index.ts';
import { SLIDER_INTERVAL_MS } from '../../core/timing.ts';
import { BigSlider } from './BigSlider.tsx';
import { SlidesSchema } from './slides.ts';

/** This widget's texts: German bundled here, English fetched only on English pages. */
const messages = { de, en: () => import('../../i18n/compiled/en/widgets/big-slider.json', { with: { type: 'json' } }) };

const intervalAttribute = v.optional(
  v.pipe(v.string(), v.transform(Number), v.number('must be a number'), v.integer('must be whole milliseconds'), v.minValue(1000, 'must be at least 1000 ms')),
  String(SLIDER_INTERVAL_MS),
);

/** `<shop-big-slider slides='[…]' interval="5000" label="…">`: the home page's hero. */
defineWidget({
  tag: 'shop-big-slider',
  attributes: { slides: requiredJsonAttribute(SlidesSchema), interval: intervalAttribute, label: stringAttribute() },
  component: BigSlider,
  messages,
});
