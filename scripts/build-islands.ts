/**
 * The islands build (ARCHITECTURE.md §4, §8): `dist/runtime.js`, one stable `dist/widgets/<folder>.js` per registered
 * element, and the chunks they share in `dist/chunks/`. Run by `npm run build` after tsup (which builds the
 * loader, index/all and the CSS).
 *
 * Why rolldown and not tsup/esbuild here: esbuild splits shared code into one chunk per distinct set of
 * importing entries and cannot merge them, so a page loaded 45 files, and the gzip overhead of each one
 * pushed the home, list and detail pages over the 120 KB budget. rolldown (Vite's bundler) lets us say which
 * code every island needs (one runtime chunk) and merge the rest by who uses it.
 *
 * `ISLANDS_MINIFY=0 node scripts/build-islands.ts` (after a build) writes the islands unminified, so a CPU
 * profile of a page names React's and our functions.
 */
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { rolldown, type OutputChunk } from 'rolldown';
import { elements } from '../src/registry/elements.ts';

const root = new URL('../', import.meta.url).pathname;
const dist = `${root}dist`;

/** The libraries and core every island loads: React, jotai, lingui, ky, valibot, r2wc. */
const RUNTIME_LIBRARIES = /node_modules[\\/](react|react-dom|scheduler|jotai|ky|valibot|@lingui[\\/]core|@lingui[\\/]react|@r2wc[\\/]core)[\\/]/;
/**
 * Our own code used by this many islands goes into the runtime file too: the header alone pulls in the basket
 * state and its parts, so nearly every page loads it anyway, and one file gzips smaller than several.
 */
const EVERYWHERE = 5;

const input = {
  runtime: 'src/runtime.ts',
  ...Object.fromEntries(elements.map((entry) => [`widgets/${entry.folder}`, `src/widgets/${entry.folder}/define.ts`])),
};

/** Every module src/runtime.ts loads (static imports): what each island needs, whatever file it lands in. */
const runtimeModules = new Set<string>();

const bundle = await rolldown({
  input,
  plugins: [
    {
      name: 'runtime-modules',
      buildEnd() {
        const pending = [`${root}src/runtime.ts`];
        for (let id = pending.pop(); id; id = pending.pop()) {
          if (runtimeModules.has(id)) continue;
          runtimeModules.add(id);
          pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
      },
    },
  ],
  cwd: root,
  platform: 'browser',
  logLevel: 'warn',
  // Libraries' "use client" directives mean nothing outside a React server bundle.
  onLog(level, log, handler) {
    if (log.code === 'MODULE_LEVEL_DIRECTIVE') return;
    handler(level, log);
  },
  transform: { target: 'es2022', define: { 'process.env.NODE_ENV': '"production"' } },
});

const { output } = await bundle.write({
  dir: dist,
  format: 'es',
  minify: process.env.ISLANDS_MINIFY !== '0',
  comments: { legal: false },
  sourcemap: true,
  entryFileNames: '[name].js',
  // A shared chunk is named after the islands that use it ("shared~widgets/header~widgets/main-nav"): flat and short.
  chunkFileNames: ({ name }) => `chunks/${name.length > 40 ? 'shared' : name.replaceAll('widgets/', '').replaceAll('/', '-')}-[hash].js`,
  codeSplitting: {
    groups: [
      // One file for what (nearly) every island loads: the libraries, rolldown's interop helpers, and our code
      // used by that many islands. (Two groups of one name would still make two files.)
      { name: 'runtime', test: (id) => RUNTIME_LIBRARIES.test(id) || /rolldown[\\/:]runtime/.test(id) || /[\\/]src[\\/]/.test(id), minShareCount: EVERYWHERE, priority: 10 },
      // The rest of our shared code: one chunk per set of islands that uses it, tiny ones merged into a neighbour.
      { name: 'shared', test: /[\\/]src[\\/]/, minShareCount: 2, entriesAware: true, entriesAwareMergeThreshold: 3000, priority: 5 },
    ],
  },
});
await bundle.close();

// loader.js (built before, by tsup) fetches the runtime file with the widget files and runs it first: write its hashed name in.
const runtimeChunk = output.find((item) => item.type === 'chunk' && !item.isEntry && item.name === 'runtime');
const loaderPath = `${dist}/loader.js`;
const loader = readFileSync(loaderPath, 'utf8');
// The placeholder, or the name an earlier run of this script wrote in (it may run again without tsup).
const runtimeName = /__VINOTHEK_RUNTIME_CHUNK__|\.\/chunks\/runtime-[\w-]+\.js/;
if (!runtimeChunk || !runtimeName.test(loader)) throw new Error('build-islands: no runtime chunk, or loader.js lacks its placeholder');
writeFileSync(loaderPath, loader.replace(runtimeName, `./${runtimeChunk.fileName}`));

// maplibre-gl starts its worker from maplibre-gl-worker.mjs beside its own (lazy) chunk.
mkdirSync(`${dist}/chunks`, { recursive: true });
copyFileSync(`${root}node_modules/maplibre-gl/dist/maplibre-gl-worker.mjs`, `${dist}/chunks/maplibre-gl-worker.mjs`);
// The bundler build (dist/lib/, tsup) names it beside its chunks for the app's bundler to emit (src/widgets/map/worker-url.bundler.ts).
copyFileSync(`${root}node_modules/maplibre-gl/dist/maplibre-gl-worker.mjs`, `${dist}/lib/maplibre-gl-worker.mjs`);

// `import 'vinothek-elements/vinothek.css'` type-checks in a TS app that declares no `*.css` modules (TS 6 checks side-effect imports).
writeFileSync(`${dist}/vinothek.css.d.ts`, '// The stylesheet, for side-effect imports: it exports nothing.\nexport {};\n');

/**
 * What `npm run bench` reads to tell our code from libraries and entries from lazy chunks, in the shape of
 * esbuild's metafile (outputs → inputs with bytesInOutput, entryPoint), plus `runtimeInputs`: the
 * modules of the shared runtime (ARCHITECTURE.md §8 budgets it apart from the widget code merged into its file).
 * Not packed (package.json files).
 */
const chunks = output.filter((item): item is OutputChunk => item.type === 'chunk');
const inputName = (id: string) => relative(root, id.replace(/^\0/, ''));
const metafile = {
  runtimeInputs: [...runtimeModules].map(inputName),
  outputs: Object.fromEntries(
    chunks.map((chunk) => [
      `dist/${chunk.fileName}`,
      {
        entryPoint: chunk.facadeModuleId ? relative(root, chunk.facadeModuleId) : undefined,
        inputs: Object.fromEntries(Object.entries(chunk.modules).map(([id, info]) => [inputName(id), { bytesInOutput: info.renderedLength }])),
      },
    ]),
  ),
};
writeFileSync(`${dist}/metafile-esm.json`, JSON.stringify(metafile));
console.log(`islands: ${chunks.filter((chunk) => chunk.isEntry).length} entries, ${chunks.filter((chunk) => !chunk.isEntry).length} chunks → dist/`);
