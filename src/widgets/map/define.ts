import de from '../../i18n/compiled/de/widgets/map.json' with { type: 'json' };
import * as v from 'valibot';
import { numberAttribute, stringAttribute, defineWidget } from '../../core/element/index.ts';
import { DEFAULT_MAP_ZOOM, MapBlock } from './MapBlock.tsx';

/** This widget's texts: German bundled here, English fetched only on English pages. */
const messages = { de, en: () => import('../../i18n/compiled/en/widgets/map.json', { with: { type: 'json' } }) };

const coordinate = (name: string, min: number, max: number) =>
  v.pipe(v.string('is required'), v.transform(Number), v.number('must be a number'), v.minValue(min, `must be a ${name} (${min} to ${max})`), v.maxValue(max, `must be a ${name} (${min} to ${max})`));

/** `<shop-map lat="46.4887" lng="6.7452" zoom="15" title="…" content="…" map-style="/map/style.json" access-token="…">` */
defineWidget({
  tag: 'shop-map',
  attributes: {
    lat: coordinate('latitude', -90, 90),
    lng: coordinate('longitude', -180, 180),
    zoom: numberAttribute(DEFAULT_MAP_ZOOM),
    title: stringAttribute(),
    content: stringAttribute(),
    mapStyle: stringAttribute(),
    accessToken: stringAttribute(),
  },
  component: MapBlock,
  messages,
});
