/**
 * Article search speed (ARCHITECTURE.md §8: p95 ≤ 20 ms at 10 000 articles with filters and facets).
 * Seeds a :memory: shop with 10 000 articles and posts ~200 mixed searches through the real
 * app in-process (routing, session, csrf, validation, JSON included). One line per figure.
 */
import { createApp } from '../examples/app.ts';
import { openDatabase } from '../examples/database.ts';
import type { ArtikelSearchRequest } from '../src/core/api/schemas/artikelsearch.ts';
import { createPrng } from '../examples/platform/prng.ts';

const ARTICLES = 10_000;
const SEARCHES = 200;
const BUDGET_MS = 20;

const line = (what: string, value: string, budget = ''): void => console.log(`${what.padEnd(44)}${value.padStart(10)}   ${budget}`);
const ms = (x: number): string => `${x.toFixed(1)} ms`;

let t = performance.now();
const db = openDatabase(':memory:', { articles: ARTICLES - 6 });
const seedMs = performance.now() - t;
const app = createApp({ db });

const home = await app.request('/account/login');
const cookie = /vinothek_session=[^;]+/.exec(home.headers.get('set-cookie') ?? '')![0];
const csrfToken = (JSON.parse(/id="shop-config">(.*?)<\/script>/s.exec(await home.text())![1]!) as { csrfToken: string }).csrfToken;
const post = async (path: string, body: unknown): Promise<Response> =>
  app.request(path, {
    method: 'POST',
    headers: { cookie, RequestVerificationToken: csrfToken, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

t = performance.now();
await (await post('/api/artikelsearch/search', {})).text();
const firstMs = performance.now() - t;

const rng = createPrng(42);
const pick = <T>(items: readonly T[]): T => rng.pick(items);
function randomRequest(): ArtikelSearchRequest {
  const f: Record<string, unknown> = {};
  if (rng.chance(0.5)) f.eGruppe = [pick(['rotwein', 'weisswein', 'rose', 'schaumwein'])];
  if (rng.chance(0.5)) f.landRegion = [pick(['schweiz', 'wallis', 'waadt', 'lavaux', 'tessin', 'frankreich', 'italien'])];
  if (rng.chance(0.3)) f.jahrgang = [String(rng.int(2015, 2024)), String(rng.int(2015, 2024))];
  if (rng.chance(0.3)) f.traubensorte = [pick(['chasselas', 'pinot-noir', 'merlot', 'gamay', 'petite-arvine'])];
  if (rng.chance(0.2)) f.inhaltCl = ['75'];
  if (rng.chance(0.3)) {
    f.preisMin = rng.int(10, 30);
    f.preisMax = rng.int(31, 90);
  }
  if (rng.chance(0.1)) f.aktionen = true;
  if (rng.chance(0.25)) f.suchbegriff = pick(['Chasselas', 'pinot', 'Dézaley', 'Chasselat', 'Merlot Ticino', 'Domaine']);
  return {
    pageNumber: rng.int(1, 3),
    filterValues: f,
    sort: pick([null, 'bezeichnung-asc', 'jahrgang-desc', 'preis-asc', 'preis-desc'] as const),
    populateSearchFields: rng.chance(0.9),
  };
}

for (let i = 0; i < 20; i++) await (await post('/api/artikelsearch/search', randomRequest())).text(); // warm-up
const times: number[] = [];
for (let i = 0; i < SEARCHES; i++) {
  const request = randomRequest();
  t = performance.now();
  const res = await post('/api/artikelsearch/search', request);
  await res.text();
  times.push(performance.now() - t);
  if (res.status !== 200) throw new Error(`search answered ${res.status}`);
}
times.sort((a, b) => a - b);
const quantile = (q: number): number => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)]!;
const p95 = quantile(0.95);

line('demo database seed (10 000 articles)', ms(seedMs));
line('first search (builds the search index)', ms(firstMs));
line('article search p50 (10 000 articles)', ms(quantile(0.5)));
line('article search p95 (10 000 articles)', ms(p95), `${p95 <= BUDGET_MS ? 'ok  ' : 'OVER'} budget ≤ ${BUDGET_MS} ms`);
if (p95 > BUDGET_MS) process.exitCode = 1;
