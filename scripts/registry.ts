/**
 * Writes every file generated from the element registry (src/registry/elements.ts): the loader's table,
 * src/all.ts, custom-elements.json, the element types and the README's tables (src/registry/generate.ts).
 * `--check` writes nothing and fails when a file is stale. Run by `npm run registry`, before builds and tests.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { elements } from '../src/registry/elements.ts';
import { editorData } from '../src/registry/editor-data.ts';
import { generateAll, generatedPaths } from '../src/registry/generate.ts';

const root = join(import.meta.dirname, '..');
const check = process.argv.includes('--check');
const outputs = generateAll(elements, readFileSync(join(root, generatedPaths.readme), 'utf8'));
// Editor support (VS Code, JetBrains) from the manifest just generated.
const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };
Object.assign(outputs, editorData(outputs[generatedPaths.manifest]!, version));
const stale: string[] = [];

for (const [path, text] of Object.entries(outputs)) {
  const file = join(root, path);
  let current: string | null = null;
  try {
    current = readFileSync(file, 'utf8');
  } catch {
    // a missing file is stale
  }
  if (current === text) continue;
  stale.push(path);
  if (!check) writeFileSync(file, text);
}

if (check && stale.length) {
  console.error(`Stale files generated from the element registry: ${stale.join(', ')}. Run npm run registry.`);
  process.exit(1);
}
if (!check && stale.length) console.info(`registry: wrote ${stale.join(', ')}`);
