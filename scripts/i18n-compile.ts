/**
 * Compiles the ICU source catalogues (src/i18n/messages/{de,en}.json) into lingui's compiled form, so
 * the browser never ships the ICU parser (~7 KB gzip), split by where each text is used
 * (src/i18n/partition-catalog.ts):
 *   src/i18n/compiled/<lang>/core.json            loaded with the shared runtime
 *   src/i18n/compiled/<lang>/widgets/<folder>.json loaded by that widget's define.ts
 * Run by `npm run i18n` (and before every build and test); tests/unit/i18n.test.ts fails when stale.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { compileCatalog } from '../src/i18n/compile-catalog.ts';
import { partitionCatalog, type SourceFile } from '../src/i18n/partition-catalog.ts';
import { elements } from '../src/registry/elements.ts';

const src = join(import.meta.dirname, '../src');
const compiledDir = join(src, 'i18n/compiled');

function sourceFiles(dir: string): SourceFile[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return path === compiledDir ? [] : sourceFiles(path);
    // Tests and stories beside the code are not shipped: their texts must not decide where a message goes.
    return /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name) ? [{ path: relative(src, path).replaceAll('\\', '/'), text: readFileSync(path, 'utf8') }] : [];
  });
}

const widgets = elements.map((entry) => entry.folder);
const read = (language: string) => JSON.parse(readFileSync(join(src, `i18n/messages/${language}.json`), 'utf8')) as Record<string, string>;
const german = read('de');
const partition = partitionCatalog(
  Object.keys(german),
  sourceFiles(src),
  elements.map((entry) => ({ name: entry.folder, entry: `widgets/${entry.folder}/define.ts` })),
);

rmSync(compiledDir, { recursive: true, force: true });
for (const language of ['de', 'en']) {
  const compiled = compileCatalog(read(language));
  const pick = (ids: string[]) => `${JSON.stringify(Object.fromEntries(ids.map((id) => [id, compiled[id]])))}\n`;
  mkdirSync(join(compiledDir, language, 'widgets'), { recursive: true });
  writeFileSync(join(compiledDir, language, 'core.json'), pick(partition.core));
  for (const widget of widgets) writeFileSync(join(compiledDir, language, 'widgets', `${widget}.json`), pick(partition.widgets[widget]!));
}
