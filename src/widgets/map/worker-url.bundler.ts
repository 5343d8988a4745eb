/**
 * The bundler build's worker-url.ts (tsup.config.ts swaps it in): a literal `new URL(…, import.meta.url)`, the
 * one form Vite, webpack and Rollup recognise, so the app's build emits dist/lib/maplibre-gl-worker.mjs with it.
 */
export const mapWorkerUrl = (): string | null => new URL('./maplibre-gl-worker.mjs', import.meta.url).href;
