// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { folderOf } from '../../src/core/element/tag-folder.ts';
import { widgetChunks } from '../../src/widgets/chunks.ts';

/** The page files `npm run build` writes (tsup.config.ts). Needs dist/ (npm test builds it before vitest runs). */
const dist = join(process.cwd(), 'dist');
const read = (file: string) => readFileSync(join(dist, file), 'utf8');
const staticImports = (code: string) =>
  [...code.matchAll(/(?:\bfrom\s*|\bimport\s*)["'`](\.{1,2}\/[^"'`]+)["'`]/g)].map((match) => match[1]);

describe('the built page files', () => {
  it('loader.js loads nothing up front and imports the runtime and each widget file by the names it preloads', () => {
    expect(existsSync(join(dist, 'loader.js')), 'dist/ is missing: run npm run build').toBe(true);
    const loader = read('loader.js');
    expect(staticImports(loader)).toEqual([]);
    expect(loader).toContain('import(`./runtime.js`)');
    expect(existsSync(join(dist, 'runtime.js'))).toBe(true);
    for (const tag of Object.keys(widgetChunks)) {
      expect(existsSync(join(dist, `widgets/${folderOf(tag)}.js`)), tag).toBe(true);
      expect(loader).toContain(`./widgets/${folderOf(tag)}.js`);
    }
  });

  it('are one chunk graph: each module is in one file, and every widget file imports the runtime file rather than a copy', () => {
    const meta = JSON.parse(read('metafile-esm.json')) as {
      runtimeInputs: string[];
      outputs: Record<string, { inputs: Record<string, unknown> }>;
    };
    const filesOf = new Map<string, string[]>();
    for (const [file, output] of Object.entries(meta.outputs))
      for (const input of Object.keys(output.inputs)) filesOf.set(input, [...(filesOf.get(input) ?? []), file]);
    expect([...filesOf].filter(([, files]) => files.length > 1)).toEqual([]);
    expect(Object.keys(meta.outputs)).toEqual(expect.arrayContaining(['dist/loader.js', 'dist/runtime.js']));
    // (Modules whose code is all tree-shaken, such as pure re-exports, are in no file.)
    const bundled = meta.runtimeInputs.filter((input) => filesOf.has(input));
    expect(bundled.length).toBeGreaterThan(50);
    for (const input of bundled) expect(filesOf.get(input), input).toEqual(['dist/runtime.js']);
    for (const tag of Object.keys(widgetChunks)) expect(staticImports(read(`widgets/${folderOf(tag)}.js`)), tag).toContain('../runtime.js');
  });

  it("carry no route's contract (core/api/route.ts): the summaries and request-only schemas stay out of the pages", () => {
    const meta = JSON.parse(read('metafile-esm.json')) as { outputs: Record<string, unknown> };
    const code = Object.keys(meta.outputs)
      .map((file) => read(file.replace(/^dist\//, '')))
      .join('\n');
    expect(code).toContain('basket/calculate');
    expect(code).not.toContain('Prices the basket through the back office');
    expect(code).not.toContain('bestellungUid of the basket or order');
  });
});
