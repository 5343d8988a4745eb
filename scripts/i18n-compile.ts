/**
 * Compiles the ICU source catalogues (src/i18n/messages/*.json) into lingui's compiled form
 * (src/i18n/compiled/*.json) so the browser never ships the ICU parser (~7 KB gzip).
 * Run by `npm run i18n`; tests/unit/i18n.test.ts fails when the compiled files are stale.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { compileCatalog } from '../src/i18n/compile-catalog.ts';

const source = new URL('../src/i18n/messages/', import.meta.url);
const target = new URL('../src/i18n/compiled/', import.meta.url);

for (const file of readdirSync(source).filter((name) => name.endsWith('.json'))) {
  const messages = JSON.parse(readFileSync(new URL(file, source), 'utf8')) as Record<string, string>;
  writeFileSync(new URL(file, target), `${JSON.stringify(compileCatalog(messages), null, 0)}\n`);
}
