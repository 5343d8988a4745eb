import * as v from 'valibot';
import { numberAttribute, stringAttribute } from '../../core/element/attributes.ts';
import { DEFAULT_MAP_ZOOM } from './zoom.ts';
import type { ElementDocs } from '../../core/element/docs.ts';

const coordinate = (name: string, min: number, max: number) =>
  v.pipe(
    v.string('is required'),
    v.transform(Number),
    v.number('must be a number'),
    v.minValue(min, `must be a ${name} (${min} to ${max})`),
    v.maxValue(max, `must be a ${name} (${min} to ${max})`),
  );

/** `<shop-map lat="46.4887" lng="6.7452" zoom="15" title="…" content="…" map-style="/map/style.json" access-token="…">` */
export const tag = 'shop-map';

/** Its attributes (camelCase here, kebab-case in HTML), parsed and checked when the element renders (define.ts). */
export const attributes = {
  lat: coordinate('latitude', -90, 90),
  lng: coordinate('longitude', -180, 180),
  zoom: numberAttribute(DEFAULT_MAP_ZOOM),
  title: stringAttribute(),
  content: stringAttribute(),
  mapStyle: stringAttribute(),
  accessToken: stringAttribute(),
};

/**
 * For docs and editors only (src/registry): each attribute's schema above, annotated with its description
 * (and, where the schema cannot say it, metadata). A function define.ts does not import, so no chunk carries it.
 */
export function docs(): ElementDocs<typeof attributes> {
  return {
    component: 'MapBlock',
    summary: 'A map with a marker and popup, loaded only after the shopper agrees (one consent for every map and video of the visit).',
    attributes: {
      lat: v.pipe(attributes.lat, v.description('Latitude of the marker and the centre (WGS84).')),
      lng: v.pipe(attributes.lng, v.description('Longitude of the marker and the centre (WGS84).')),
      zoom: v.pipe(attributes.zoom, v.description('Zoom level.')),
      title: v.pipe(attributes.title, v.description('The place, shown in the placeholder and the popup.')),
      content: v.pipe(attributes.content, v.description('The address or a short text (HTML, sanitised with DOMPurify).')),
      mapStyle: v.pipe(
        attributes.mapStyle,
        v.description(
          'A style URL. Without a token the map draws with maplibre-gl and needs this style (e.g. one the shop serves itself, so no request leaves its origin).',
        ),
        v.metadata({ default: 'Mapbox streets with a token, none without' }),
      ),
      accessToken: v.pipe(
        attributes.accessToken,
        v.description('A Mapbox token: with one the map draws with mapbox-gl.'),
        v.metadata({ default: 'config `mapboxToken`' }),
      ),
    },
    events: [],
    cssProperties: [
      '--shop-color-text',
      '--shop-color-background',
      '--shop-color-surface-muted',
      '--shop-color-border',
      '--shop-color-accent',
      '--shop-color-on-accent',
      '--shop-radius',
      '--shop-radius-large',
      '--shop-shadow',
    ],
    parts: [
      { name: 'vk-map', description: 'The map block as a whole' },
      { name: 'vk-consent', description: 'The placeholder with the address and the load button' },
      { name: 'vk-map__popup', description: "The marker's popup" },
    ],
  };
}
