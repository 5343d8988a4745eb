// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CONTRACT } from '../../src/core/api/contract.ts';
import {
  fillPath,
  IdSchema,
  UNKNOWN_ID,
  type ApiRoute,
  type CallSample,
  type ContractEntry,
  type Probes,
} from '../../src/core/api/route.ts';

/**
 * A route entry (core/api/routes/<area>.ts) drives the client, the OpenAPI document, check-api and the demo's
 * handler (ARCHITECTURE.md §11). What it says must hold together, or one of the four sides goes wrong quietly: a
 * `{name}` without its schema is served unchecked, a `bad` probe the schema accepts makes check-api send a real
 * change, a fault without its probe leaves that fault untested. These read the entries themselves (not the list the
 * contract was built from), and each check is shown failing on a broken entry below.
 */

/** Page-config segments of a path, filled from the shop's config, not per call. */
const CONFIG_SEGMENTS = ['account', 'backoffice'];

const probesOf = (route: ApiRoute): Probes => {
  const probes = route.contract ? route.contract.probes : undefined;
  return (typeof probes === 'function' ? probes({ artikelId: 1001, merklisteId: 1 }) : probes) ?? {};
};
const sampleOf = (route: ApiRoute): CallSample | null | undefined => {
  const sample = route.contract ? route.contract.sample : undefined;
  return typeof sample === 'function' ? sample({ artikelId: 1001, merklisteId: 1 }) : sample;
};

/** What is wrong with one entry, in words naming it; [] for a sound one. */
function entryProblems(name: string, route: ApiRoute): string[] {
  const problems: string[] = [];
  const contract = route.contract;
  if (!contract) return [`${name}: no contract`];
  const segments = [...route.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!).filter((s) => !CONFIG_SEGMENTS.includes(s));
  const params = Object.keys(contract.pathParams ?? {});
  for (const segment of segments) if (!params.includes(segment)) problems.push(`${name}: {${segment}} has no pathParams schema`);
  for (const param of params) if (!segments.includes(param)) problems.push(`${name}: pathParams.${param} is not in its path`);
  if (route.safe && route.method !== 'POST') problems.push(`${name}: only a POST can be a safe read`);

  const fill = (what: string, sample: CallSample | undefined) => {
    if (!sample) return;
    const filled = Object.fromEntries(CONFIG_SEGMENTS.map((segment) => [segment, segment]));
    try {
      fillPath(route.path, { ...filled, ...sample.params });
    } catch {
      problems.push(`${name}: ${what} leaves a {name} of its path empty`);
    }
  };
  const request = contract.request;
  const passes = (json: unknown) => request === undefined || v.is(request, json);

  const sample = sampleOf(route);
  fill('sample', sample ?? undefined);
  if (sample && request && !passes(sample.json)) problems.push(`${name}: its sample's body fails its request schema`);

  const probes = probesOf(route);
  for (const [what, probe] of Object.entries(probes)) fill(`probe ${what}`, probe);
  if (contract.unknownId && !probes.unknown) problems.push(`${name}: answers unknown ids (${contract.unknownId}) but has no unknown probe`);
  if (probes.unknown && !contract.unknownId) problems.push(`${name}: has an unknown probe but no unknownId`);
  if ((request || contract.badQuery) && !probes.bad) problems.push(`${name}: refuses bad input but has no bad probe`);
  // A `bad` body the schema accepts is a real request: check-api would change the shop it checks.
  if (request && !contract.badQuery && probes.bad && passes(probes.bad.json))
    problems.push(`${name}: its bad probe's body passes its request schema`);
  for (const what of ['harmless', 'unknown'] as const)
    if (request && probes[what] && !passes(probes[what].json)) problems.push(`${name}: its ${what} probe's body fails its request schema`);
  return problems;
}

/** Pairs of routes that answer the same method and path (the demo and a CMS could only serve one of them). */
function sharedPaths(routes: readonly { name: string; route: ApiRoute }[]): string[] {
  const seen = new Map<string, string>();
  const twice: string[] = [];
  for (const { name, route } of routes) {
    const key = `${route.method} ${route.path.replace(/\{(\w+)\}/g, (segment, name: string) => (CONFIG_SEGMENTS.includes(name) ? segment : '{}'))}`;
    if (seen.has(key)) twice.push(`${key}: ${seen.get(key)} and ${name}`);
    seen.set(key, name);
  }
  return twice;
}

const ROUTES_DIR = join(process.cwd(), 'src/core/api/routes');

describe('the route entries (core/api/routes/<area>.ts)', () => {
  it('are all gathered by routes.ts: every file of routes/ once', () => {
    const files = readdirSync(ROUTES_DIR).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
    const gathered = [
      ...readFileSync(join(ROUTES_DIR, '../routes.ts'), 'utf8').matchAll(/^export \* from '\.\/routes\/([\w-]+\.ts)';$/gm),
    ].map((match) => match[1]!);
    expect(gathered.sort()).toEqual(files.sort());
  });

  it('each hold together: path names, samples and probes agree with the schemas', () => {
    expect(CONTRACT.flatMap((entry) => entryProblems(entry.name, entry.route))).toEqual([]);
  });

  it('never answer the same method and path twice, whatever their `{name}`s are called', () => {
    expect(sharedPaths(CONTRACT)).toEqual([]);
  });
});

describe('the checks above, on broken entries', () => {
  const sound = {
    method: 'POST',
    path: '{account}/rechnungen/{rechnungId}/probe',
    answer: v.object({ ok: v.boolean() }),
    contract: {
      area: 'Kundenkonto',
      summary: 'stand-in',
      customer: true,
      request: v.object({ betrag: v.number() }),
      pathParams: { rechnungId: IdSchema },
      unknownId: 'rechnungId',
      sample: { params: { rechnungId: 7 }, json: { betrag: 1 } },
      probes: {
        unknown: { params: { rechnungId: UNKNOWN_ID }, json: { betrag: 1 } },
        bad: { params: { rechnungId: 7 }, json: { betrag: 'eins' } },
      },
    },
  } satisfies ApiRoute;
  const broken = (contract: Partial<ContractEntry>, route: Partial<ApiRoute> = {}): ApiRoute => ({
    ...sound,
    ...route,
    contract: { ...sound.contract, ...contract },
  });

  it('pass the sound stand-in', () => {
    expect(entryProblems('probe', sound)).toEqual([]);
  });

  it.each([
    ['a path name without its schema', broken({ pathParams: {} }), /\{rechnungId\} has no pathParams schema/],
    ['a schema for a name not in the path', broken({}, { path: '{account}/rechnungen/probe' }), /pathParams.rechnungId is not in its path/],
    ['a safe GET', broken({}, { method: 'GET', safe: true }), /only a POST can be a safe read/],
    ['a sample without the path id', broken({ sample: { json: { betrag: 1 } } }), /sample leaves a \{name\}/],
    ['a sample the schema refuses', broken({ sample: { params: { rechnungId: 7 }, json: { betrag: 'x' } } }), /sample's body fails/],
    ['unknown ids without a probe', broken({ probes: { bad: sound.contract.probes.bad } }), /has no unknown probe/],
    ['a body schema without a bad probe', broken({ probes: { unknown: sound.contract.probes.unknown } }), /has no bad probe/],
    [
      'a bad probe the schema accepts',
      broken({ probes: { ...sound.contract.probes, bad: { params: { rechnungId: 7 }, json: { betrag: 2 } } } }),
      /bad probe's body passes/,
    ],
  ])('name %s', (_, route, problem) => {
    expect(entryProblems('probe', route).join('\n')).toMatch(problem);
  });

  it('name two routes on one method and path', () => {
    const other = { ...sound, path: '{account}/rechnungen/{id}/probe' };
    expect(
      sharedPaths([
        { name: 'a', route: sound },
        { name: 'b', route: other },
      ]),
    ).toEqual(['POST {account}/rechnungen/{}/probe: a and b']);
  });
});
