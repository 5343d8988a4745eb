import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { rolldown, type OutputChunk, type Plugin, type PluginContext } from 'rolldown';
import { defineConfig, type Options } from 'tsup';
import { guardStyles } from './scripts/lib/guard-styles.ts';

/**
 * Every build of the package, run by `npm run build` (which first generates the registry files and the
 * message catalogues and empties dist/):
 * - the pages' files: vinothek.css (its custom properties in @layer vinothek, its other rules guarded, see
 *   scripts/lib/guard-styles.ts), then `buildIslands` below: loader.js, runtime.js,
 *   widgets/<folder>.js and their chunks, one chunk graph;
 * - index.js / all.js for bundler users: dependencies stay external, so the app's own React is used;
 * - server.js, the server renderer, and cli.js, the API checker and render service (with render-worker.js; all Node).
 */
const root = new URL('./', import.meta.url).pathname;
const dist = `${root}dist`;

/**
 * The islands (ARCHITECTURE.md §4, §8), built with rolldown (Vite's bundler) because esbuild splits shared code into
 * one chunk per distinct set of importing entries and cannot merge them: a page loaded 45 files, and the
 * gzip overhead of each pushed the home, list and detail pages over the 120 KB budget. Here we say which
 * code every island needs (one runtime file) and merge the rest by who uses it.
 *
 * One graph from two entries: the loader, whose table imports each widget's define.ts (each becomes the
 * stable `widgets/<folder>.js`, see core/element/tag-folder.ts), and the runtime, which the loader imports
 * before any widget file. The loader shares no chunk: it must stay ≤ 1 KB gzip on its own.
 *
 * `ISLANDS_MINIFY=0 npm run build` writes the islands unminified, so a CPU profile of a page names React's
 * and our functions.
 */
async function buildIslands(): Promise<void> {
  /** The libraries every island loads. */
  const RUNTIME_LIBRARIES =
    /node_modules[\\/](react|react-dom|scheduler|jotai|ky|valibot|@lingui[\\/]core|@lingui[\\/]react|@r2wc[\\/]core)[\\/]/;
  /**
   * lingui's core imports its ICU compiler, which the pages never call (their catalogues come compiled), so it
   * is tree-shaken out of the runtime. registerCatalogue() (src/i18n/catalogue.ts) imports it lazily: it stays
   * in that lazy chunk instead of being pulled into the runtime file as part of the runtime's closure.
   */
  const RUNTIME_NEVER = /node_modules[\\/](@lingui[\\/]message-utils|@messageformat|moo)[\\/]/;
  /**
   * Our own code used by this many islands goes into the runtime file too: the header alone pulls in the
   * basket state and its parts, so nearly every page loads it anyway, and one file gzips smaller than several.
   */
  const EVERYWHERE = 5;
  const DEFINE = /[\\/]widgets[\\/]([^\\/]+)[\\/]define\.tsx?$/;
  // Form code (fields, the submit helper, the account's and address pool's calls, routes and answers) is used by many
  // islands but by none of a catalogue page's, so it stays out of the runtime file, whose every byte each page pays
  // (§8's page budget). The calls too: a module in the runtime group brings the modules it imports with it, so the
  // account calls alone put their answers' schemas back on every page (0.8 KB gzip).
  const FORMS =
    /[\\/]src[\\/]core[\\/](forms[\\/]|ui[\\/](Field|ValidMark)\.tsx$|api[\\/](schemas[\\/]|routes[\\/])?(account|adresspool)\.ts$)/;

  /** Every module src/runtime.ts loads (static imports): what each island needs, whatever file it lands in. */
  const runtimeModules = new Set<string>();
  /** Module → how many widgets load it (statically). */
  const islandsUsing = new Map<string, number>();
  const closureOf = (context: PluginContext, start: string, visit: (id: string) => void) => {
    const seen = new Set<string>();
    for (let pending = [start], id = pending.pop(); id; id = pending.pop()) {
      if (seen.has(id)) continue;
      seen.add(id);
      visit(id);
      pending.push(...(context.getModuleInfo(id)?.importedIds ?? []));
    }
  };

  const bundle = await rolldown({
    // languages.js: registerCatalogue() and setLanguage() for CMS pages without a bundler (src/languages.ts).
    input: { loader: 'src/loader.ts', runtime: 'src/runtime.ts', languages: 'src/languages.ts' },
    cwd: root,
    platform: 'browser',
    logLevel: 'warn',
    // The runtime file also holds shared widget code, so it exports more than src/runtime.ts does.
    preserveEntrySignatures: 'allow-extension',
    plugins: [
      coreIndexToFiles(),
      {
        name: 'entry-closures',
        buildEnd() {
          closureOf(this, `${root}src/runtime.ts`, (id) => RUNTIME_NEVER.test(id) || runtimeModules.add(id));
          for (const define of this.getModuleIds()) {
            if (DEFINE.test(define)) closureOf(this, define, (id) => islandsUsing.set(id, (islandsUsing.get(id) ?? 0) + 1));
          }
        },
      },
    ],
    // Libraries' "use client" directives mean nothing outside a React server bundle.
    onLog(level, log, handler) {
      if (log.code === 'MODULE_LEVEL_DIRECTIVE') return;
      handler(level, log);
    },
    transform: { target: 'es2022', define: PAGE_DEFINES },
  });

  const { output } = await bundle.write({
    dir: dist,
    format: 'es',
    minify: process.env.ISLANDS_MINIFY !== '0',
    // Pages run these files as they are: no bundler downstream reads the @__PURE__ annotations (2–3 KB gzip).
    comments: false,
    // Maps beside every page file, not linked from it: the link comments cost every page about 0.5 KB gzip of
    // its 120 KB budget. Error trackers and devtools take them by name (README, Serving the files).
    sourcemap: 'hidden',
    entryFileNames: '[name].js',
    chunkFileNames: ({ facadeModuleId, isDynamicEntry, name }) => {
      const folder = isDynamicEntry ? DEFINE.exec(facadeModuleId ?? '')?.[1] : undefined;
      // A chunk shared by several islands is named "shared~define~define…" by rolldown: say just "shared".
      return folder ? `widgets/${folder}.js` : `chunks/${name.includes('~') ? 'shared' : name}-[hash].js`;
    },
    codeSplitting: {
      groups: [
        // The runtime entry's own file: the libraries, rolldown's interop helpers and our code that that many
        // islands use. (Two groups of one name would still make two files.)
        {
          name: 'runtime',
          test: (id) =>
            runtimeModules.has(id) ||
            ((RUNTIME_LIBRARIES.test(id) || (/[\\/]src[\\/]/.test(id) && !FORMS.test(id))) && (islandsUsing.get(id) ?? 0) >= EVERYWHERE),
          priority: 10,
        },
        // registerCatalogue()'s ICU compiler: a chunk of its own, which the runtime file does not import.
        { name: 'icu-compiler', test: RUNTIME_NEVER, priority: 20 },
        // The rest of our shared code: one chunk per set of islands that uses it. Not merged into a neighbour:
        // a merged chunk brought code to pages that never run it (the image carousel on the home page).
        { name: 'shared', test: /[\\/]src[\\/]/, minShareCount: 2, entriesAware: true, entriesAwareMergeThreshold: 0, priority: 5 },
      ],
    },
  });
  await bundle.close();

  // maplibre-gl starts its worker from maplibre-gl-worker.mjs beside its own (lazy) chunk.
  mkdirSync(`${dist}/chunks`, { recursive: true });
  copyFileSync(`${root}node_modules/maplibre-gl/dist/maplibre-gl-worker.mjs`, `${dist}/chunks/maplibre-gl-worker.mjs`);
  // The bundler build (dist/lib/) names it beside its chunks for the app's bundler to emit (src/widgets/map/worker-url.bundler.ts).
  mkdirSync(`${dist}/lib`, { recursive: true });
  copyFileSync(`${root}node_modules/maplibre-gl/dist/maplibre-gl-worker.mjs`, `${dist}/lib/maplibre-gl-worker.mjs`);
  // PDFKit's browser build names its colour profile beside itself (`new URL('./data/….icc', import.meta.url)` in the
  // QR-bill's PDF chunk): an app's bundler resolves that address when it builds (Next.js failed without the file).
  mkdirSync(`${dist}/chunks/data`, { recursive: true });
  copyFileSync(`${root}node_modules/pdfkit/js/data/sRGB_IEC61966_2_1.icc`, `${dist}/chunks/data/sRGB_IEC61966_2_1.icc`);
  // The type files of the entries without exports (loader, stylesheet, one tag): scripts/dist-types.ts, after tsup.

  /**
   * What `npm run bench` reads to tell our code from libraries and entries from lazy chunks, in the shape of
   * esbuild's metafile (outputs → inputs with bytesInOutput, entryPoint), plus `runtimeInputs`: the modules
   * of the shared runtime (ARCHITECTURE.md §8 budgets it apart from the widget code merged into its file). Not packed
   * (package.json files).
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
          inputs: Object.fromEntries(
            Object.entries(chunk.modules).map(([id, info]) => [inputName(id), { bytesInOutput: info.renderedLength }]),
          ),
        },
      ]),
    ),
  };
  writeFileSync(`${dist}/metafile-esm.json`, JSON.stringify(metafile));
  console.info(`islands: ${chunks.length} files → dist/`);
}

/**
 * Reads a widget's or part's `import { a, b } from '…/core/<domain>/index.ts'` as imports from the files of
 * that domain that export a and b. Through the index, every widget would load (and count as a user of) every
 * file of the domain, and the chunks would be shared out by that: a one-widget helper would land in the
 * runtime file.
 */
function coreIndexToFiles(): Plugin {
  const exportsByIndex = new Map<string, Map<string, string>>();
  const exportedNames = (code: string) => [
    ...[...code.matchAll(/^export (?:async )?(?:function\*?|const|let|class|enum) (\w+)/gm)].map((match) => match[1]!),
    ...[...code.matchAll(/^export \{([^}]*)\}/gm)].flatMap((match) =>
      match[1]!.split(',').map((name) =>
        name
          .trim()
          .split(/\s+as\s+/)
          .pop()!,
      ),
    ),
  ];
  /** Name → the file that exports it (the index itself for what it declares). */
  const fileOfName = (index: string) => {
    let files = exportsByIndex.get(index);
    if (!files) {
      const code = readFileSync(index, 'utf8');
      files = new Map(exportedNames(code).map((name) => [name, index]));
      for (const [, file] of code.matchAll(/^export \* from '(\.[^']+)';/gm)) {
        const path = resolve(dirname(index), file!);
        for (const name of exportedNames(readFileSync(path, 'utf8'))) files.set(name, path);
      }
      exportsByIndex.set(index, files);
    }
    return files;
  };
  return {
    name: 'core-index-to-files',
    transform: {
      filter: { id: /[\\/]src[\\/](widgets|parts)[\\/].*\.tsx?$/ },
      handler(code, id) {
        const rewritten = code.replace(
          /^(import|export) \{([^}]*)\} from '([^']*\/core\/[^/']+\/index\.ts)';$/gm,
          (statement, keyword: string, list: string, specifier: string) => {
            const files = fileOfName(resolve(dirname(id), specifier));
            const byFile = new Map<string, string[]>();
            for (const item of list.split(',').map((name) => name.trim())) {
              if (!item || item.startsWith('type ')) continue;
              const file = files.get(item.split(/\s+as\s+/)[0]!);
              if (!file) throw new Error(`${id}: ${specifier} exports no ${item}`);
              byFile.set(file, [...(byFile.get(file) ?? []), item]);
            }
            return [...byFile].map(([file, names]) => `${keyword} { ${names.join(', ')} } from ${JSON.stringify(file)};`).join(' ');
          },
        );
        return rewritten === code ? null : { code: rewritten };
      },
    },
  };
}

/**
 * Page code is production React, and reads no route's contract (core/api/route.ts): with the flag set the
 * minifier drops every contract and the request schemas only it uses.
 */
/** The stylesheet split into the themed custom properties and the guarded rules (scripts/lib/guard-styles.ts). */
function guardBuiltStyles(): void {
  const file = `${dist}/vinothek.css`;
  writeFileSync(file, guardStyles(readFileSync(file, 'utf8')));
}

const PAGE_DEFINES = { 'process.env.NODE_ENV': '"production"', 'globalThis.VINOTHEK_PAGE_BUILD': 'true' };

/**
 * What the bundler and server entries bundle rather than import: the runtime libraries that are no
 * `dependencies` (lingui, jotai, ky; tsup leaves out only dependencies and peers). A consumer installs neither
 * them nor what they pull in (lingui's Babel macro plugin, its Jest validator, @types/node: +45 packages, 28 MB),
 * their engines (Node ≥ 22.19) do not apply, and no host's condition (Next.js's `react-server` build of
 * @lingui/react has no I18nProvider) swaps them. React stays the app's own.
 */
const BUNDLED = [/^@lingui\//, /^jotai(\/|$)/, /^ky$/];
/**
 * @lingui/react imports React 18's useSyncExternalStore from a CommonJS shim, which would be bundled with a
 * `require('react')`; React 19 has the hook, so the import goes to the app's React instead.
 */
const reactForShim: NonNullable<Options['esbuildPlugins']>[number] = {
  name: 'react-for-use-sync-external-store-shim',
  setup(build) {
    build.onResolve({ filter: /^use-sync-external-store\/shim$/ }, () => ({ path: 'react', external: true }));
  },
};

/** Tag → its widget's define.ts, from the loader's table (src/widgets/chunks.ts, generated by `npm run registry`). */
function elementEntries(): Record<string, string> {
  const table = readFileSync(`${root}src/widgets/chunks.ts`, 'utf8');
  return Object.fromEntries(
    [...table.matchAll(/'(shop-[a-z-]+)': \(\) => import\('\.\/([^']+)'\)/g)].map(([, tag, file]) => [
      `elements/${tag}`,
      `src/widgets/${file}`,
    ]),
  );
}

const browser: Options = {
  format: ['esm'],
  target: 'es2022',
  platform: 'browser',
  minify: true,
  treeshake: true,
  sourcemap: true,
  metafile: false,
  clean: false, // `npm run build` empties dist/ once; the builds run side by side
  define: PAGE_DEFINES,
  noExternal: BUNDLED,
  esbuildOptions(options) {
    options.chunkNames = 'lib/[name]-[hash]';
    options.legalComments = 'none';
  },
};

export default defineConfig([
  {
    entry: { vinothek: 'src/styles/vinothek.css' },
    minify: true,
    // Nested rules (src/styles/reset.css) written out flat, for browsers that read no nesting.
    esbuildOptions(options) {
      options.supported = { nesting: false };
    },
    clean: false,
    onSuccess: async () => {
      guardBuiltStyles();
      await buildIslands();
    },
  },
  {
    ...browser,
    // `vinothek-elements/<tag>` (dist/elements/<tag>.js): one tag, for an app that takes only some. `all` reaches
    // the map's engines (its bundler emits them, 3.5 MB, though a page loads them only when a map shows); an app
    // importing its tags one by one has in its build only what those tags use.
    entry: { index: 'src/index.ts', all: 'src/all.ts', ...elementEntries() },
    splitting: true,
    dts: { entry: { index: 'src/index.ts', all: 'src/all.ts' } },
    // The map engines (dev dependencies) are bundled into lazy chunks here, so apps install neither.
    esbuildPlugins: [
      reactForShim,
      {
        name: 'map-worker-url',
        setup(build) {
          build.onResolve({ filter: /\/worker-url\.ts$/ }, (args) => ({ path: `${args.resolveDir}/worker-url.bundler.ts` }));
        },
      },
    ],
  },
  // `vinothek-elements/server`: the server renderer for CMSs on Node. React stays external, so it renders with the
  // very React the CMS's own node_modules hold.
  {
    entry: { server: 'src/server/index.ts' },
    format: ['esm'],
    platform: 'node',
    target: 'node20',
    splitting: false,
    dts: true,
    minify: false,
    clean: false,
    noExternal: BUNDLED,
    esbuildPlugins: [reactForShim],
    define: { 'process.env.NODE_ENV': '"production"' },
  },
  // The render threads of `vinothek-elements serve`: renderElement with the package's own React, like server.js.
  {
    entry: { 'render-worker': 'src/service/render-worker.ts' },
    format: ['esm'],
    platform: 'node',
    target: 'node20',
    splitting: false,
    minify: false,
    clean: false,
    noExternal: BUNDLED,
    esbuildPlugins: [reactForShim],
    define: { 'process.env.NODE_ENV': '"production"' },
  },
  // `npx vinothek-elements check-api …` and `serve` (the package's bin): Node only, valibot bundled, no shared chunks.
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
