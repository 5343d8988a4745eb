import { setWorkerUrl } from 'maplibre-gl';
import { mapWorkerUrl } from './worker-url.ts';

/**
 * maplibre-gl with its worker's address set where a build needs it: loaded with `import()` only, so this
 * module lands in maplibre's own lazy chunk and its `import.meta.url` is that chunk's (dist/lib/ in the
 * bundler build, where the worker file lies beside it).
 */
const workerUrl = mapWorkerUrl();
if (workerUrl) setWorkerUrl(workerUrl);

export { Map } from 'maplibre-gl';
