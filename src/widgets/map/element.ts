import * as v from 'valibot';
import { numberAttribute, stringAttribute } from '../../core/element/attributes.ts';
import { DEFAULT_MAP_ZOOM } from './zoom.ts';
import type { ElementDocs } from '../../registry/types.ts';

const coordinate = (name: string, min: number, max: number) =>
  v.pipe(v.string('is required'), v.transform(Number), v.number('must be a number'), v.minValue(min, `must be a ${name} (${min} to ${max})`), v.maxValue(max, `must be a ${name} (${min} to ${max})`));

/** `<shop-map lat="46.4887" lng="6.7452" zoom="15" title="…" content="…" map-style="/map/style.json" access-token="…">` */
export const tag = 'shop-map';

/** Its attributes (camelCase here, kebab-case in HTML), parsed and checked when the element renders. */
export const attributes = {
  lat: v.pipe(
    coordinate('latitude', -90, 90),
    v.description('Latitude of the marker and the centre (WGS84).'),
  ),
  lng: v.pipe(
    coordinate('longitude', -180, 180),
    v.description('Longitude of the marker and the centre (WGS84).'),
  ),
  zoom: v.pipe(
    numberAttribute(DEFAULT_MAP_ZOOM),
    v.description('Zoom level.'),
  ),
  title: v.pipe(
    stringAttribute(),
    v.description('The place, shown in the placeholder and the popup.'),
  ),
  content: v.pipe(
    stringAttribute(),
    v.description('The address or a short text (HTML, sanitised with DOMPurify).'),
  ),
  mapStyle: v.pipe(
    stringAttribute(),
    v.description('A style URL. Without a token the map draws with maplibre-gl and needs this style (e.g. one the shop serves itself, so no request leaves its origin).'),
    v.metadata({ default: 'Mapbox streets with a token, none without' }),
  ),
  accessToken: v.pipe(
    stringAttribute(),
    v.description('A Mapbox token: with one the map draws with mapbox-gl.'),
    v.metadata({ default: 'config `mapboxToken`' }),
  ),
};

/** For docs and editors only (src/registry): not imported by define.ts, so no chunk carries it. */
export const docs: ElementDocs = {
  summary: 'A map with a marker and popup, loaded only after the shopper agrees (one consent for every map and video of the visit).',
  events: [],
  cssProperties: ['--shop-color-text', '--shop-color-background', '--shop-color-surface-muted', '--shop-color-border', '--shop-color-accent', '--shop-color-on-accent', '--shop-radius', '--shop-radius-large', '--shop-shadow'],
  parts: [
    { name: 'vk-map', description: 'The map block as a whole' },
    { name: 'vk-consent', description: 'The placeholder with the address and the load button' },
    { name: 'vk-map__popup', description: "The marker's popup" },
  ],
};
