/**
 * Writes every file generated from the element descriptions (src/widgets/<folder>/element.ts): each folder's
 * define.ts, the registry module src/registry/elements.ts, the loader's table, src/all.ts, the server
 * renderer's table, custom-elements.json, the element types and the README's tables (src/registry/generate.ts). `--check` writes nothing and fails when a file is
 * stale. Run by `npm run registry`, before builds and tests.
 *
 * It finds the elements on disk (a folder of src/widgets with an element.ts), not through the registry
 * module it writes, so a new folder is picked up by running this once.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { folderOf } from '../src/core/element/tag-folder.ts';
import { describeElement } from '../src/registry/describe.ts';
import { editorData } from '../src/registry/editor-data.ts';
import { generateAll, generatedPaths } from '../src/registry/generate.ts';
import type { ElementModule } from '../src/registry/types.ts';

const root = join(import.meta.dirname, '..');
const widgets = join(root, 'src/widgets');
const check = process.argv.includes('--check');

const folders = readdirSync(widgets, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join(widgets, entry.name, 'element.ts')))
  .map((entry) => entry.name)
  .sort();
const elements = await Promise.all(
  folders.map(async (folder) => {
    const module = (await import(pathToFileURL(join(widgets, folder, 'element.ts')).href)) as ElementModule;
    if (folderOf(module.tag) !== folder)
      throw new Error(`src/widgets/${folder}/element.ts describes <${module.tag}>, which belongs in src/widgets/${folderOf(module.tag)}/`);
    const entry = describeElement(module);
    // The generated define.ts imports it; say so here rather than as a type error in a generated file.
    if (!existsSync(join(widgets, folder, `${entry.component}.tsx`)))
      throw new Error(
        `src/widgets/${folder}/${entry.component}.tsx is missing: the element renders it (name another with docs().component)`,
      );
    return entry;
  }),
);

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
  console.error(`Stale files generated from the element descriptions: ${stale.join(', ')}. Run npm run registry.`);
  process.exit(1);
}
if (!check && stale.length) console.info(`registry: wrote ${stale.join(', ')}`);
