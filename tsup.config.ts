import { copyFileSync, mkdirSync } from 'node:fs';
import { defineConfig, type Options } from 'tsup';
import { elements } from './src/registry/elements.ts';

const shared: Options = {
  format: ['esm'],
  target: 'es2022',
  platform: 'browser',
  minify: true,
  treeshake: true,
  sourcemap: false,
  metafile: false,
  clean: false, // `npm run build` empties dist/ once; the builds run side by side
  define: { 'process.env.NODE_ENV': '"production"' },
  esbuildOptions(options) {
    options.chunkNames = 'chunks/[name]-[hash]';
    options.legalComments = 'none';
  },
};

/** Every registered element becomes dist/widgets/<folder>.js, a stable name the loader imports. */
const widgetEntries = Object.fromEntries(elements.map((entry) => [`widgets/${entry.folder}`, `src/widgets/${entry.folder}/define.ts`]));

/**
 * Four builds into dist/:
 * - the islands: one file per widget plus the runtime entry; code splitting puts React, jotai, the store and
 *   core into shared chunks that every island reuses (DESIGN §4, §8);
 * - loader.js alone, with no shared chunk: it imports a widget file by its stable name on first sight of its tag;
 * - index.js / all.js for bundler users: dependencies stay external, so the app's own React is used;
 * - vinothek.css, in @layer vinothek.
 */
export default defineConfig([
  {
    ...shared,
    entry: { runtime: 'src/runtime.ts', ...widgetEntries },
    splitting: true,
    metafile: true, // read by `npm run bench` (the other builds would overwrite it)
    noExternal: [/.*/],
    // maplibre-gl starts its worker from maplibre-gl-worker.mjs beside its own (lazy) chunk.
    onSuccess: async () => {
      mkdirSync('dist/chunks', { recursive: true });
      copyFileSync('node_modules/maplibre-gl/dist/maplibre-gl-worker.mjs', 'dist/chunks/maplibre-gl-worker.mjs');
    },
  },
  {
    ...shared,
    entry: { loader: 'src/loader.ts' },
    splitting: false,
    esbuildPlugins: [
      {
        name: 'widget-files-external',
        setup(build) {
          build.onResolve({ filter: /\/define\.tsx?$/ }, (args) => {
            const folder = /([^/]+)\/define\.tsx?$/.exec(args.path)![1];
            return { path: `./widgets/${folder}.js`, external: true };
          });
        },
      },
    ],
  },
  {
    ...shared,
    entry: { index: 'src/index.ts', all: 'src/all.ts' },
    splitting: true,
    dts: true,
    esbuildOptions(options) {
      options.chunkNames = 'lib/[name]-[hash]';
      options.legalComments = 'none';
    },
  },
  {
    entry: { vinothek: 'src/styles/vinothek.css' },
    minify: true,
    clean: false,
  },
  // `npx vinothek-elements check-api …` (the package's bin): Node only, valibot bundled, no shared chunks.
  {
    entry: { cli: 'src/contract/cli.ts' },
    format: ['esm'],
    platform: 'node',
    target: 'node20',
    splitting: false,
    noExternal: [/.*/],
    minify: false,
    clean: false,
  },
]);
