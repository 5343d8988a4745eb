/**
 * Writes openapi.json (shipped in the package, served by the demo at /api/openapi.json): the OpenAPI 3.1
 * document of the CMS API, built from the client's valibot schemas (src/contract/openapi.ts), with German
 * examples that check-api records against a fresh in-process demo shop (one order placed there).
 * `--check` writes nothing and fails when the document (examples aside) is stale. Run by `npm test`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { createApp } from '../examples/app.ts';
import { openDatabase } from '../examples/database.ts';
import { checkApi } from '../src/contract/check-api/check-api.ts';
import { buildOpenApi, withoutExamples } from '../src/contract/openapi.ts';

const root = join(import.meta.dirname, '..');
const file = join(root, 'openapi.json');
const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };

if (process.argv.includes('--check')) {
  let current: unknown = null;
  try {
    current = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    // missing or broken: stale
  }
  if (!isDeepStrictEqual(withoutExamples(current), withoutExamples(buildOpenApi(version)))) {
    console.error('openapi.json does not match the routes and schemas in src/core/api. Run npm run openapi.');
    process.exit(1);
  }
} else {
  const app = createApp({ db: openDatabase(':memory:', { articles: 60 }), now: () => new Date('2026-03-02T08:30:00Z'), loginWaitMs: 0 });
  const report = await checkApi({
    baseUrl: 'http://demo.localhost/api',
    user: 'demo@vinothek.ch',
    password: 'demo1234',
    placeOrder: true,
    keepExchanges: true,
    marker: 'check-api',
    fetch: (input, init) => app.fetch(new Request(input, init)),
  });
  if (!report.ok) {
    const failed = report.results
      .filter((result) => result.outcome === 'fail')
      .map((result) => `${result.route} ${result.case}: ${result.problem?.text.en ?? ''}`);
    console.error(`The demo shop fails its own contract, no document written:\n${failed.join('\n')}`);
    process.exit(1);
  }
  // The demo's bestellungUids are random: numbered in order of appearance, so a rerun changes nothing.
  const uids = new Map<string, string>();
  const text = JSON.stringify(buildOpenApi(version, report.results), null, 2).replace(
    /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g,
    (uid) => uids.get(uid) ?? uids.set(uid, `00000000-0000-4000-8000-${String(uids.size + 1).padStart(12, '0')}`).get(uid)!,
  );
  writeFileSync(file, `${text}\n`);
  console.info(`openapi: wrote openapi.json (${Math.round(readFileSync(file).length / 1024)} KB)`);
}
