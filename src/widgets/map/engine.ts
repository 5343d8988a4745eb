/**
 * ARCHITECTURE.md §3, the map engine rule, in one place: mapbox-gl whenever an access token is configured (the
 * product owner's choice); with none, maplibre-gl (same API, BSD licence) with a style the shop serves
 * itself, because mapbox-gl v3 draws nothing without a token. Both engines load here, on demand, after
 * the shopper's consent — never with the element's chunk. The rest of the element sees only `ShopMap`.
 */
export type MapEngineName = 'mapbox-gl' | 'maplibre-gl';

export function chooseMapEngine(accessToken: string | null | undefined): MapEngineName {
  return accessToken?.trim() ? 'mapbox-gl' : 'maplibre-gl';
}

/** Mapbox's own style when a token is given and the page names none. */
export const MAPBOX_DEFAULT_STYLE = 'mapbox://styles/mapbox/streets-v12';

export interface MapOptions {
  container: HTMLElement;
  accessToken: string | null | undefined;
  /** A style URL; required without a token (the shop's own offline style). */
  style: string | null | undefined;
  center: { lat: number; lng: number };
  zoom: number;
  /** The canvas's accessible name. */
  label: string;
}

/** The part of the engines' shared API the element uses. */
export interface ShopMap {
  readonly engine: MapEngineName;
  project(point: { lat: number; lng: number }): { x: number; y: number };
  on(event: 'move' | 'resize', listener: () => void): void;
  zoomIn(): void;
  zoomOut(): void;
  getCanvas(): HTMLCanvasElement;
  remove(): void;
}

/** The subset both engines' Map class offers (their option and event types differ in details only). */
interface EngineMap {
  project(lngLat: [number, number]): { x: number; y: number };
  on(event: string, listener: (event?: unknown) => void): unknown;
  once(event: string, listener: (event?: unknown) => void): unknown;
  zoomIn(): unknown;
  zoomOut(): unknown;
  getCanvas(): HTMLCanvasElement;
  remove(): void;
}
type EngineMapClass = new (options: Record<string, unknown>) => EngineMap;
interface EngineModule {
  Map: EngineMapClass;
}

/** How each engine is fetched: dynamic imports, so each is a lazy chunk (tests pass their own). */
export type EngineImporters = Record<MapEngineName, () => Promise<EngineModule>>;

export const ENGINE_IMPORTERS: EngineImporters = {
  'mapbox-gl': async () => {
    const module = (await import('mapbox-gl')) as unknown as { default?: EngineModule } & EngineModule;
    return module.default ?? module;
  },
  // maplibre-gl starts its worker from maplibre-gl-worker.mjs beside its chunk (the build copies it there),
  // unless an app's bundler has moved maplibre: then from where that bundler emitted it (maplibre-engine.ts).
  'maplibre-gl': async () => (await import('./maplibre-engine.ts')) as unknown as EngineModule,
};

export class MapUnavailableError extends Error {
  override name = 'MapUnavailableError';
}

/**
 * Creates the map and resolves once its style has loaded; rejects (MapUnavailableError) when there is no
 * style to draw or the engine or the style cannot load, so the element can show the address instead.
 */
export async function createShopMap(options: MapOptions, importers: EngineImporters = ENGINE_IMPORTERS): Promise<ShopMap> {
  const engine = chooseMapEngine(options.accessToken);
  const style = options.style?.trim() || (engine === 'mapbox-gl' ? MAPBOX_DEFAULT_STYLE : null);
  if (!style) throw new MapUnavailableError('shop-map: no map-style and no access token: nothing to draw the map with');
  const { Map } = await importers[engine]();
  const map = new Map({
    container: options.container,
    style,
    center: [options.center.lng, options.center.lat],
    zoom: options.zoom,
    attributionControl: false,
    // Page scrolling stays page scrolling on phones; the map pans with two fingers or the keyboard.
    cooperativeGestures: false,
    dragRotate: false,
    ...(engine === 'mapbox-gl' ? { accessToken: options.accessToken } : {}),
  });
  const canvas = map.getCanvas();
  canvas.setAttribute('aria-label', options.label);
  await new Promise<void>((resolve, reject) => {
    let settled = false;
    map.once('load', () => {
      settled = true;
      resolve();
    });
    // Only an error before the first draw means "no map"; later ones (a tile) leave the map as it is.
    map.on('error', (event) => {
      if (settled) return;
      settled = true;
      map.remove();
      reject(
        new MapUnavailableError(
          `shop-map: ${String((event as { error?: Error } | undefined)?.error?.message ?? 'the map could not load')}`,
        ),
      );
    });
  });
  return {
    engine,
    project: (point) => map.project([point.lng, point.lat]),
    on: (event, listener) => void map.on(event, listener),
    zoomIn: () => void map.zoomIn(),
    zoomOut: () => void map.zoomOut(),
    getCanvas: () => map.getCanvas(),
    remove: () => map.remove(),
  };
}
