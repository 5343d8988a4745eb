// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The demo back end is cut by area (README "The demo shop"): each area may use the kernel and the
 * areas listed here, nothing else, so no two areas import each other. The root files (app.ts,
 * database.ts, server.ts) assemble everything.
 */
const ALLOWED: Record<string, readonly string[]> = {
  platform: [],
  account: ['platform'],
  catalogue: ['platform', 'account'],
  commerce: ['platform', 'account', 'catalogue'],
  content: ['platform', 'catalogue'],
};

// Plain paths: under jsdom, URL is jsdom's and node:fs does not take it.
const examples = join(process.cwd(), 'examples');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'data' ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/**
 * `serve(routes, entry, handler)` (platform/serve.ts) at the top of an area file registers on that file's own Hono,
 * as `routes.get(…)` does: allowed when `routes` is declared `new Hono` in the same file, nowhere else.
 */
function servesOwnRoutes(text: string, line: string, next = ''): boolean {
  const target = /^serve\(\s*([A-Za-z_$][\w$]*)?/.exec(line)?.[1] ?? /^\s*([A-Za-z_$][\w$]*),/.exec(next)?.[1];
  return line.startsWith('serve(') && target !== undefined && new RegExp(`^export const ${target} = new Hono<`, 'm').test(text);
}

interface ImportEdge {
  from: string;
  to: string;
}

/** Every relative import and re-export (`from './x.ts'`) of every file, as paths below examples/. */
function importEdges(): ImportEdge[] {
  return sourceFiles(examples).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/\bfrom\s+'(\.{1,2}\/[^']+)'/g)]
      .map((match) => relative(examples, join(dirname(file), match[1]!)))
      .filter((to) => !to.startsWith('..'))
      .map((to) => ({ from: relative(examples, file), to })),
  );
}

const areaOf = (path: string): string => (path.includes('/') ? path.split('/')[0]! : 'root');

describe('the demo back end, cut by area', () => {
  const edges = importEdges();

  it('finds the areas and their imports', () => {
    const areas = new Set(edges.map((e) => areaOf(e.from)));
    for (const area of Object.keys(ALLOWED)) expect(areas).toContain(area);
    expect(edges.length).toBeGreaterThan(100);
  });

  it('imports only in the allowed directions between areas (so never in a loop)', () => {
    const wrong = edges
      .filter((e) => areaOf(e.from) !== 'root' && areaOf(e.from) !== areaOf(e.to))
      .filter((e) => !ALLOWED[areaOf(e.from)]?.includes(areaOf(e.to)))
      .map((e) => `${e.from} → ${e.to}`);
    expect(wrong).toEqual([]);
  });

  it('reaches another area only through its index.ts', () => {
    const wrong = edges
      .filter((e) => !['root', 'platform'].includes(areaOf(e.to)) && areaOf(e.from) !== areaOf(e.to))
      .filter((e) => e.to !== `${areaOf(e.to)}/index.ts`)
      .map((e) => `${e.from} → ${e.to}`);
    expect(wrong).toEqual([]);
  });

  it('registers nothing as an import side effect: no top-level call of a function, no module-level variable', () => {
    const offenders = sourceFiles(examples)
      .filter((file) => !/examples\/server\.ts$/.test(file))
      .flatMap((file) => {
        const text = readFileSync(file, 'utf8');
        const lines = text.split('\n');
        return lines
          .filter((line, index) => /^(let |var |[A-Za-z_$][\w$]*\()/.test(line) && !servesOwnRoutes(text, line, lines[index + 1]))
          .map((line) => `${relative(examples, file)}: ${line}`);
      });
    expect(offenders).toEqual([]);
  });
});
