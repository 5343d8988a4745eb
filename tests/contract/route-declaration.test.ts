import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CONTRACT } from '../../src/core/api/contract.ts';
import type { ApiRoute } from '../../src/core/api/route.ts';

const ROUTES_DIR = join(process.cwd(), 'src/core/api/routes');
const isRoute = (value: unknown): value is ApiRoute =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'answer' in value;

/**
 * A route is declared once, in routes/<area>.ts; routes.ts gathers the files and the contract, the OpenAPI
 * document and `check-api` read it. These fail when a declaration is left out of it or given twice.
 */
describe('one declaration per route', () => {
  it('every route declared in a file of routes/ is in the contract (a file forgotten in routes.ts fails here)', async () => {
    const declared: string[] = [];
    for (const file of readdirSync(ROUTES_DIR).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))) {
      const module = (await import(pathToFileURL(join(ROUTES_DIR, file)).href)) as Record<string, unknown>;
      for (const [name, value] of Object.entries(module)) if (isRoute(value)) declared.push(`${file}: ${name}`);
      const inContract = new Set(CONTRACT.map((entry) => entry.route));
      const missing = Object.entries(module).filter(([, value]) => isRoute(value) && !inContract.has(value));
      expect(
        missing.map(([name]) => `${file}: ${name}`),
        'declared but not in the contract',
      ).toEqual([]);
    }
    expect(declared.length).toBeGreaterThanOrEqual(CONTRACT.length);
  });

  it('no two routes answer the same method and path (the demo and a CMS could only serve one of them)', () => {
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const entry of CONTRACT) {
      const key = `${entry.route.method} ${entry.route.path}`;
      if (seen.has(key)) twice.push(`${key}: ${seen.get(key)} and ${entry.name}`);
      seen.set(key, entry.name);
    }
    expect(twice).toEqual([]);
  });
});
