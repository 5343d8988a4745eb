/**
 * Where maplibre-gl starts its worker; null: beside maplibre's own chunk, where the islands build copies it
 * (dist/chunks/). The bundler build (index.js, all.js) uses worker-url.bundler.ts instead, because an app's
 * bundler moves maplibre into its own files and never emits the worker file maplibre looks for.
 */
export const mapWorkerUrl = (): string | null => null;
