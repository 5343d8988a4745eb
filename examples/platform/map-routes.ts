import { Hono } from 'hono';
import { createRequire } from 'node:module';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { AppEnv } from './context.ts';
import { isHttps } from './request-origin.ts';

/**
 * The demo's own map (ARCHITECTURE.md §3): a maplibre style and Swiss geodata (country, lakes, canton borders from
 * the swiss-maps package, WGS84), served by the shop itself so a map draws with no request leaving its
 * origin. The style has no text or symbol layers, so it needs no glyphs or sprites.
 */
export const MAP_STYLE_URL = '/map/style.json';
const GEODATA_PATH = '/map/schweiz.geojson';

const CACHE_CONTROL = 'public, max-age=86400';

type Objects = 'country' | 'cantons' | 'lakes';

/** Six decimals is 0.1 m; four (10 m) is plenty at the zooms a shop uses and halves the file. */
function rounded<T>(geometry: T): T {
  return JSON.parse(
    JSON.stringify(geometry, (_key, value: unknown) => (typeof value === 'number' ? Math.round(value * 1e4) / 1e4 : value)),
  ) as T;
}

const built: { geojson?: string } = {};

/** Built on first request (the TopoJSON is 750 KB), then kept. */
function switzerlandGeoJson(): string {
  if (built.geojson) return built.geojson;
  const require = createRequire(import.meta.url);
  const topology = require('swiss-maps/2026/ch-combined.json') as Topology<Record<Objects, GeometryCollection>>;
  const tagged = (kind: string, collection: GeoJSON.FeatureCollection | GeoJSON.Feature) =>
    ('features' in collection ? collection.features : [collection]).map((item) => ({ ...item, properties: { kind } }));
  const cantonBorders = mesh(topology, topology.objects.cantons, (a, b) => a !== b);
  built.geojson = JSON.stringify(
    rounded({
      type: 'FeatureCollection',
      features: [
        ...tagged('country', feature(topology, topology.objects.country)),
        ...tagged('lake', feature(topology, topology.objects.lakes)),
        { type: 'Feature', properties: { kind: 'canton-border' }, geometry: cantonBorders },
      ],
    }),
  );
  return built.geojson;
}

function mapStyle(origin: string) {
  const kind = (value: string) => ['==', ['get', 'kind'], value];
  return {
    version: 8,
    name: 'Vinothek Schweiz (offline)',
    sources: {
      schweiz: { type: 'geojson', data: `${origin}${GEODATA_PATH}`, attribution: 'Geodaten: swisstopo (swiss-maps)' },
    },
    layers: [
      { id: 'ausland', type: 'background', paint: { 'background-color': '#e6e1d8' } },
      { id: 'schweiz', type: 'fill', source: 'schweiz', filter: kind('country'), paint: { 'fill-color': '#f8f4ec' } },
      { id: 'seen', type: 'fill', source: 'schweiz', filter: kind('lake'), paint: { 'fill-color': '#a8cbe3' } },
      {
        id: 'kantonsgrenzen',
        type: 'line',
        source: 'schweiz',
        filter: kind('canton-border'),
        paint: { 'line-color': '#b3a694', 'line-width': 1, 'line-dasharray': [3, 2] },
      },
      {
        id: 'landesgrenze',
        type: 'line',
        source: 'schweiz',
        filter: kind('country'),
        paint: { 'line-color': '#7b1e3a', 'line-width': 1.5 },
      },
    ],
  };
}

export const mapRoutes = new Hono<AppEnv>();

mapRoutes.get('/style.json', (c) => {
  const url = new URL(c.req.url);
  // The engine fetches the geodata from its worker, where a relative URL would resolve against the script.
  const origin = isHttps(c) ? `https://${url.host}` : url.origin;
  return c.json(mapStyle(origin), 200, { 'Cache-Control': CACHE_CONTROL });
});

mapRoutes.get('/schweiz.geojson', (c) =>
  c.body(switzerlandGeoJson(), 200, { 'Content-Type': 'application/geo+json', 'Cache-Control': CACHE_CONTROL }),
);
