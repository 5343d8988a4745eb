/**
 * `npm run bench`: sizes and speeds against the budgets of ARCHITECTURE.md §8. Prints one row per figure.
 * Sizes are gzip -9 of the minified files in dist/ (built first by the npm script).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { dirname, join, relative } from 'node:path';

const dist = new URL('../dist/', import.meta.url).pathname;
const gzipKb = (file: string) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024;

/** Files a module loads before it runs: its static imports, transitively (dynamic import() excluded). */
function staticClosure(file: string, seen = new Set<string>()): Set<string> {
  const code = readFileSync(join(dist, file), 'utf8');
  for (const match of code.matchAll(/(?:\bfrom\s*|\bimport\s*)["'](\.{1,2}\/[^"']+)["']/g)) {
    const target = relative(dist, join(dist, dirname(file), match[1]!));
    if (!seen.has(target)) {
      seen.add(target);
      staticClosure(target, seen);
    }
  }
  return seen;
}
const sizeOf = (files: Iterable<string>) => [...files].reduce((sum, file) => sum + gzipKb(file), 0);

const rows: [string, string, string][] = [];
function row(what: string, value: number, unit: string, budget: number) {
  rows.push([what, `${value.toFixed(1)} ${unit}`, `${value <= budget ? 'ok  ' : 'OVER'} budget ≤ ${budget} ${unit}`]);
}

row('loader.js (with what it imports up front)', sizeOf(['loader.js', ...staticClosure('loader.js')]), 'KB gzip', 1);

// The shared runtime is what every island needs: the modules src/runtime.ts loads (the islands build in
// tsup.config.ts lists them). Its file also holds element code that five or more islands share (it gzips smaller in one
// file), so each file's gzip size is shared out by the bytes each module has in it.
const meta = JSON.parse(readFileSync(join(dist, 'metafile-esm.json'), 'utf8')) as {
  runtimeInputs: string[];
  outputs: Record<string, { inputs: Record<string, { bytesInOutput: number }>; entryPoint?: string }>;
};
const runtimeInputs = new Set(meta.runtimeInputs);
const runtime = new Set(['runtime.js', ...staticClosure('runtime.js')]);
let runtimeKb = 0;
let ownKb = 0;
for (const [path, output] of Object.entries(meta.outputs)) {
  const file = relative(dist, path.replace(/^dist\//, dist));
  if (!runtime.has(file)) continue;
  const bytesOf = (filter: (input: string) => boolean) =>
    Object.entries(output.inputs)
      .filter(([input]) => filter(input))
      .reduce((sum, [, input]) => sum + input.bytesInOutput, 0);
  const share = (filter: (input: string) => boolean) =>
    (gzipKb(file) * bytesOf(filter)) /
    Math.max(
      bytesOf(() => true),
      1,
    );
  runtimeKb += share((input) => runtimeInputs.has(input));
  ownKb += share((input) => runtimeInputs.has(input) && input.startsWith('src/'));
}
row('shared runtime (libraries + core)', runtimeKb, 'KB gzip', 96);
row('  of which our core (estimate)', ownKb, 'KB gzip', 12);
rows.push(['  runtime files (with widget code most islands share)', `${sizeOf(runtime).toFixed(1)} KB gzip`, '']);

// Per element: its own file plus the chunks no other element loads. Chunks several elements share (e.g. the
// basket state used by the basket, the badge and the article cards) get a row of their own, and library
// chunks that load only where used (keen-slider, photoswipe, dompurify …) are listed apart (ARCHITECTURE.md §8).
const fileOf = (path: string) => relative(dist, path.replace(/^dist\//, dist));
const widgets = Object.entries(meta.outputs)
  .map(([path, output]) => ({ name: /^src\/widgets\/([^/]+)\/define\.tsx?$/.exec(output.entryPoint ?? '')?.[1], file: fileOf(path) }))
  .filter((widget): widget is { name: string; file: string } => Boolean(widget.name));
const closures = new Map(
  widgets.map(({ name, file }) => [name, [file, ...[...staticClosure(file)].filter((chunk) => !runtime.has(chunk))]]),
);
const users = new Map<string, string[]>();
for (const [name, files] of closures) for (const file of files) users.set(file, [...(users.get(file) ?? []), name]);
const libraryOf = (file: string) => {
  const inputs = Object.entries(meta.outputs[`dist/${file}`]?.inputs ?? {});
  const total = inputs.reduce((sum, [, input]) => sum + input.bytesInOutput, 0);
  // `(^|/)node_modules/`: in a worktree whose node_modules is a symlink, esbuild names the real path (../x/node_modules/…).
  const lib = inputs.filter(([input]) => /(^|\/)node_modules\//.test(input));
  const libBytes = lib.reduce((sum, [, input]) => sum + input.bytesInOutput, 0);
  return libBytes > total / 2 ? (/node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(lib[0]![0])?.[1] ?? null) : null;
};
/** ARCHITECTURE.md §8: the Merkliste toggle sits on every card, so its own chunk has a budget of its own. */
const widgetBudget = (name: string) => (name === 'merkliste-toggle' ? 3 : 15);
for (const { name } of widgets) {
  const own = closures.get(name)!.filter((file) => users.get(file)!.length === 1 && !libraryOf(file));
  row(`widget ${name} (own chunks)`, sizeOf(own), 'KB gzip', widgetBudget(name));
  const withShared = closures.get(name)!.filter((file) => !libraryOf(file));
  if (withShared.length > own.length)
    rows.push([`  with what it shares with other widgets`, `${sizeOf(withShared).toFixed(1)} KB gzip`, '']);
}
for (const [file] of [...users].filter(([file]) => libraryOf(file))) {
  rows.push([`  library chunk ${libraryOf(file)}, loaded only where used`, `${gzipKb(file).toFixed(1)} KB gzip`, '']);
}
for (const [path, output] of Object.entries(meta.outputs)) {
  const file = fileOf(path);
  // esbuild marks a dynamic import()'s target as an entry point too; only our own entries are not lazy chunks.
  if (
    (output.entryPoint && !/(^|\/)node_modules\//.test(output.entryPoint)) ||
    users.has(file) ||
    runtime.has(file) ||
    !file.endsWith('.js')
  )
    continue;
  const lib = libraryOf(file);
  if (lib) rows.push([`  lazy chunk ${lib} (dynamic import)`, `${gzipKb(file).toFixed(1)} KB gzip`, '']);
}
row('vinothek.css', gzipKb('vinothek.css'), 'KB gzip', 20);

const width = Math.max(...rows.map(([what]) => what.length));
for (const [what, value, budget] of rows) console.log(`${what.padEnd(width)}  ${value.padStart(12)}  ${budget}`);

// Further rows come from the feature benches beside this script (scripts/bench-*.ts: demo API, journeys).
const scripts = new URL('./', import.meta.url).pathname;
for (const extra of readdirSync(scripts)
  .filter((name) => /^bench-.+\.ts$/.test(name))
  .sort()) {
  const result = spawnSync(process.execPath, [join(scripts, extra)], { stdio: 'inherit' });
  if (result.status !== 0) process.exitCode = 1;
}
