/**
 * Writes the JSON fixtures of stories and tests from the in-process demo shop (tests/fixtures/generate.ts).
 * `--check` writes nothing and fails when a committed fixture differs. Run by `npm run fixtures`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateFixtures } from '../tests/fixtures/generate.ts';

const root = join(import.meta.dirname, '..');
const check = process.argv.includes('--check');
const stale: string[] = [];

for (const [path, text] of Object.entries(await generateFixtures())) {
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
  console.error(`Stale fixtures: ${stale.join(', ')}. Run npm run fixtures.`);
  process.exit(1);
}
if (!check) console.info(stale.length ? `fixtures: wrote ${stale.join(', ')}` : 'fixtures: up to date');
