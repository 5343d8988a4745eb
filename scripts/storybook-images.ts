/**
 * Renders the images that the Storybook fixtures point to (tests/fixtures/, stories/) with the demo
 * shop's own image route into storybook-images/ (git-ignored), which .storybook/main.ts serves as a
 * static folder: `npm run storybook` and `npm run build-storybook` run this first.
 *
 * A static server ignores query strings, so `/images/artikel/1001/1.webp?width=300&height=400&dpr=2`
 * finds the one file rendered per image, at the detail size (the browser scales it down for cards).
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApp } from '../examples/app.ts';
import { openDatabase } from '../examples/database.ts';
import { ZAHLUNGSARTEN } from '../examples/commerce/backoffice/reference-data.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
export const STORYBOOK_IMAGES_DIR = join(root, 'storybook-images');
const SOURCES = ['tests/fixtures', 'stories'];
/** The sizes the demo renders by default: article labels 3:4, banners 8:3. */
const SIZE: Record<string, string> = { artikel: 'width=600&height=800', banner: 'width=1600&height=600' };

function filesBelow(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Every image path a fixture or story names, with both formats the pictures ask for (webp, jpg). */
function imagePaths(): string[] {
  const paths = new Set<string>();
  for (const file of SOURCES.flatMap((dir) => filesBelow(join(root, dir)))) {
    for (const [, path, name] of readFileSync(file, 'utf8').matchAll(/(\/images\/(?:artikel|banner)\/[\w/-]*?)(\d+)\.(?:webp|jpg)/g)) {
      paths.add(`${path}${name}.webp`).add(`${path}${name}.jpg`);
    }
  }
  return [...paths].sort();
}

const db = openDatabase(':memory:');
const app = createApp({ db });
const missing: string[] = [];
try {
  // The checkout fixtures' payment methods name their logos (/images/zahlung/<name>.svg) through the demo's reference data.
  const logos = ZAHLUNGSARTEN.flatMap((zahlungsart) => (zahlungsart.logoUrl ? [zahlungsart.logoUrl] : []));
  for (const path of [...imagePaths(), ...logos]) {
    const kind = /^\/images\/(\w+)\//.exec(path)![1]!;
    const res = await app.request(SIZE[kind] ? `${path}?${SIZE[kind]}` : path);
    if (!res.ok) {
      missing.push(`${path} (${res.status})`);
      continue;
    }
    const target = join(STORYBOOK_IMAGES_DIR, path);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, Buffer.from(await res.arrayBuffer()));
  }
} finally {
  db.close();
}
if (missing.length > 0) {
  console.error(`storybook-images: the demo shop has no image for ${missing.join(', ')}`);
  process.exitCode = 1;
}
