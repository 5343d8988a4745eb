// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Validator } from '@seriousme/openapi-schema-validator';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { parseApiJson } from '../../src/core/api/json.ts';
import { CONTRACT } from '../../src/core/api/contract.ts';
import * as routes from '../../src/core/api/routes.ts';
import { buildOpenApi, withoutExamples } from '../../src/contract/openapi.ts';
import { createDemoApp } from '../support/demo-session.ts';

/** The shipped OpenAPI document, the route table the elements call through, and the demo's routes: one and the same. */

type Operation = {
  parameters: unknown[];
  requestBody?: { content: Record<string, MediaType> };
  responses: Record<string, { content: Record<string, MediaType> }>;
};
type MediaType = { example?: unknown; examples?: Record<string, { value: unknown }> };
type Doc = { version: string; paths: Record<string, Record<string, Operation>> };

const root = process.cwd();
const doc = JSON.parse(readFileSync(join(root, 'openapi.json'), 'utf8')) as Doc & Record<string, unknown>;
const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };
/** A route's path as the demo spells it: the demo's account segment and back-office name, its other `{name}`s styled. */
const demoPath = (path: string, style: (name: string) => string) =>
  `/api/${path.replace(/\{(\w+)\}/g, (_, name: string) => ({ account: 'account', backoffice: 'Backoffice' })[name] ?? style(name))}`;

describe('openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const result = await new Validator().validate(structuredClone(doc));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(doc.openapi).toBe('3.1.0');
  });

  it('is what the routes and schemas in code give (npm run openapi writes it)', () => {
    expect(withoutExamples(doc)).toEqual(withoutExamples(buildOpenApi(version)));
  });

  it('has every route of the contract with its faults, and nothing else', () => {
    const operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => `${method.toUpperCase()} /api${path}`),
    );
    expect(operations.sort()).toEqual(
      CONTRACT.map((entry) => `${entry.route.method} ${demoPath(entry.route.path, (name) => `{${name}}`)}`).sort(),
    );
    for (const entry of CONTRACT) {
      const op = doc.paths[demoPath(entry.route.path, (name) => `{${name}}`).slice(4)]![entry.route.method.toLowerCase()]!;
      const statuses = { 'no-token': '403', 'no-login': '401', 'unknown-id': '404', 'bad-input': '400' };
      expect(Object.keys(op.responses).sort(), entry.name).toEqual(['200', ...entry.faults.map((fault) => statuses[fault])].sort());
      expect(!!op.requestBody, entry.name).toBe(!!entry.request);
    }
  });

  it("has German examples that the client's schemas accept", () => {
    const examplesOf = (media: MediaType | undefined) =>
      [media?.example, ...Object.values(media?.examples ?? {}).map((example) => example.value)].filter((example) => example !== undefined);
    for (const entry of CONTRACT) {
      const op = doc.paths[demoPath(entry.route.path, (name) => `{${name}}`).slice(4)]![entry.route.method.toLowerCase()]!;
      const answers = examplesOf(op.responses['200']!.content['application/json']);
      expect(answers.length, `${entry.name}: 200 example`).toBeGreaterThan(0);
      for (const answer of answers)
        expect(v.safeParse(entry.route.answer, parseApiJson(JSON.stringify(answer))).issues, entry.name).toBeUndefined();
      if (entry.request)
        for (const body of examplesOf(op.requestBody!.content['application/json']))
          expect(v.is(entry.request, body), `${entry.name} request`).toBe(true);
    }
    expect(JSON.stringify(doc)).toContain('Bitte melden Sie sich an.');
  });
});

describe('the route table (core/api/routes.ts)', () => {
  it('is what the demo shop serves under /api, route for route', () => {
    const app = createDemoApp({ articles: 10 });
    const docs = new Set(['/api/openapi.json', '/api/docs', '/api/docs/init.js', '/api/docs/:file']);
    const served = new Set(
      app.routes
        .filter((route) => ['GET', 'POST', 'DELETE'].includes(route.method) && route.path.startsWith('/api/') && !docs.has(route.path))
        .map((route) => `${route.method} ${route.path}`),
    );
    expect([...served].sort()).toEqual(
      CONTRACT.map((entry) => `${entry.route.method} ${demoPath(entry.route.path, (name) => `:${name}`)}`).sort(),
    );
  });

  it('is how the area calls reach the API: no call names its own path, every route is called', () => {
    const dir = join(root, 'src/core/api');
    const areaFiles = readdirSync(dir).filter(
      (file) => file.endsWith('.ts') && !['client.ts', 'routes.ts', 'route.ts', 'contract.ts', 'json.ts'].includes(file),
    );
    const sources = areaFiles.map((file) => readFileSync(join(dir, file), 'utf8')).join('\n');
    expect(sources).not.toMatch(/apiFor\([^)]*\)\.(get|post|delete)\(/);
    // GET session is read with plain fetch (session.ts): the client's calls wait on it, so it cannot go through the client.
    for (const name of Object.keys(routes))
      expect(sources, name).toMatch(new RegExp(name === 'sessionGet' ? 'sessionGet\\.path' : `\\.route\\(${name}\\b`));
  });
});

describe('the demo serves the document and its reference page', () => {
  it('answers /api/openapi.json and /api/docs from its own origin', async () => {
    const app = createDemoApp({ articles: 10 });
    expect(await (await app.request('/api/openapi.json')).json()).toEqual(doc);
    const page = await (await app.request('/api/docs')).text();
    expect(page).not.toMatch(/https?:\/\//);
    for (const src of page.match(/(?:href|src)="[^"]+"/g)!.map((attr) => attr.split('"')[1]!))
      expect((await app.request(src)).status, src).toBe(200);
    expect((await app.request('/api/docs/package.json')).status).toBe(404);
  });
});
