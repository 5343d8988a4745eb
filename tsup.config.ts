import { defineConfig, type Options } from 'tsup';

const shared: Options = {
  format: ['esm'],
  target: 'es2022',
  platform: 'browser',
  minify: true,
  treeshake: true,
  // Linked maps beside every file but the loader (below).
  sourcemap: true,
  metafile: false,
  clean: false, // `npm run build` empties dist/ once; the builds run side by side
  define: { 'process.env.NODE_ENV': '"production"' },
  esbuildOptions(options) {
    options.chunkNames = 'chunks/[name]-[hash]';
    options.legalComments = 'none';
  },
};

/**
 * Five builds into dist/ (the islands themselves, runtime.js, widgets/*.js and their chunks, are built by
 * scripts/build-islands.ts with rolldown, which can merge shared chunks; esbuild cannot):
 * - loader.js alone, with no shared chunk: it imports a widget file by its stable name on first sight of its tag;
 * - index.js / all.js for bundler users: dependencies stay external, so the app's own React is used;
 * - vinothek.css, in @layer vinothek;
 * - server.js, the server renderer, and cli.js, the API checker (both Node).
 */
export default defineConfig([
  {
    ...shared,
    entry: { loader: 'src/loader.ts' },
    splitting: false,
    // No map for the loader: its comment would cost the 1 KB gzip budget its last bytes (it is 1 KB of plain code).
    sourcemap: false,
    // `import 'vinothek-elements/loader'` type-checks in TS apps (the file has no exports, only its side effect)
    dts: true,
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
    // The map engines (dev dependencies) are bundled into lazy chunks here, so apps install neither.
    esbuildPlugins: [
      {
        name: 'map-worker-url',
        setup(build) {
          build.onResolve({ filter: /\/worker-url\.ts$/ }, (args) => ({ path: `${args.resolveDir}/worker-url.bundler.ts` }));
        },
      },
    ],
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
  // `vinothek-elements/server`: the server renderer for CMSs on Node. Its dependencies (React, jotai, …) stay
  // external, so it renders with the very modules the CMS's own node_modules hold.
  {
    entry: { server: 'src/server/index.ts' },
    format: ['esm'],
    platform: 'node',
    target: 'node20',
    splitting: false,
    dts: true,
    sourcemap: true,
    minify: false,
    clean: false,
    define: { 'process.env.NODE_ENV': '"production"' },
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
