/**
 * The demo server under load (issue 24), on loopback only: `node examples/server.ts` in its own
 * process (what `npm start` runs), 32 clients for about 20 s in three phases — anonymous `/shop`
 * pages, the article search, basket adds — each reporting requests/s and p50/p95/p99. Budget: `/shop`
 * ≥ 150 requests/s with p99 ≤ 500 ms. Then `renderElement` per call for a 24-card list.
 * BENCH_LOAD_SECONDS sets the total time (default 20).
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createPrng } from '../examples/platform/prng.ts';
import type { renderElement as RenderElement } from '../src/server/index.ts';
import { closedLoop, line, quantile, startDemoServer } from './lib/demo-process.ts';

const CLIENTS = 32;
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS) || 20;
const SHOP_MIN_RPS = 150;
const SHOP_MAX_P99_MS = 500;
const SERVER_ENTRY = fileURLToPath(new URL('../dist/server.js', import.meta.url));

interface Visitor {
  cookie: string;
  csrfToken: string;
  /** The visitor's own address, as a proxy in front of the shop forwards it. */
  forwardedFor: string;
}

/**
 * Each client is a shopper of its own address (the demo trusts the proxy's X-Forwarded-For: SHOP_TRUST_PROXY=1):
 * from one address, 32 clients would share one shopper's search limit (issue 34: 240 a minute) and get 429.
 */
const addressOf = (client: number) => `10.0.${client >> 8}.${(client & 255) + 1}`;

async function visitor(origin: string, client: number): Promise<Visitor> {
  const forwardedFor = addressOf(client);
  const res = await fetch(`${origin}/account/login`, { headers: { 'x-forwarded-for': forwardedFor } });
  const cookie = /vinothek_session=[^;]+/.exec(res.headers.get('set-cookie') ?? '')![0];
  const csrfToken = (JSON.parse(/id="shop-config">(.*?)<\/script>/s.exec(await res.text())![1]!) as { csrfToken: string }).csrfToken;
  return { cookie, csrfToken, forwardedFor };
}

interface Phase {
  name: string;
  /** one request of a client; throws on an unexpected status */
  request: (client: number, n: number) => Promise<void>;
}

const expectOk = async (res: Response): Promise<void> => {
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(String(res.status));
};

const server = await startDemoServer({ SHOP_LOGIN_WAIT_MS: '0', SHOP_TRUST_PROXY: '1' });
const { origin } = server;
try {
  const visitors = await Promise.all(Array.from({ length: CLIENTS }, (_, client) => visitor(origin, client)));
  const rng = createPrng(24);
  // what shoppers open: the list, its pages, filters and a few searches (each a page of its own)
  const SHOP_QUERIES = [
    '',
    '?seite=2',
    '?seite=3',
    '?aktionen=true',
    '?neuheiten=true',
    '?egruppe=rotwein',
    '?egruppe=weisswein',
    '?landregion=wallis',
    '?landregion=lavaux',
    '?suchbegriff=Chasselas',
    '?suchbegriff=Pinot',
    '?sort=preis-asc',
  ];
  const SEARCHES = [
    {},
    { eGruppe: ['rotwein'] },
    { landRegion: ['wallis'] },
    { suchbegriff: 'Chasselas' },
    { aktionen: true },
    { preisMin: 15, preisMax: 40 },
  ];
  const post = (v: Visitor, path: string, body: unknown) =>
    fetch(`${origin}${path}`, {
      method: 'POST',
      headers: {
        cookie: v.cookie,
        RequestVerificationToken: v.csrfToken,
        'content-type': 'application/json',
        'x-forwarded-for': v.forwardedFor,
      },
      body: JSON.stringify(body),
    });
  const ARTICLES = [1001, 1003, 1004, 1005, 1006];
  const phases: Phase[] = [
    {
      name: '/shop (anonymous, 12 searches)',
      request: async (c, n) =>
        expectOk(
          await fetch(`${origin}/shop${SHOP_QUERIES[(n + c) % SHOP_QUERIES.length]}`, {
            headers: { 'accept-encoding': 'gzip', 'x-forwarded-for': addressOf(c) },
          }),
        ),
    },
    {
      name: 'article search API',
      request: async (c) =>
        expectOk(
          await post(visitors[c]!, '/api/artikelsearch/search', {
            pageNumber: rng.int(1, 3),
            filterValues: rng.pick(SEARCHES),
            populateSearchFields: true,
          }),
        ),
    },
    {
      name: 'basket add',
      request: async (c, n) =>
        expectOk(
          await post(visitors[c]!, '/api/basket/add', [
            { artikelId: ARTICLES[n % ARTICLES.length], bestelleinheit: 'Abfuellung', mengeBestelleinheit: 1 },
          ]),
        ),
    },
  ];
  // warm-up: the search index, the server renderer's first call
  for (const query of SHOP_QUERIES.slice(0, 2)) await expectOk(await fetch(`${origin}/shop${query}`));
  await expectOk(await post(visitors[0]!, '/api/artikelsearch/search', {}));

  const shares = [0.4, 0.3, 0.3];
  for (const [i, phase] of phases.entries()) {
    const { rps, times, errors } = await closedLoop(CLIENTS, SECONDS * shares[i]!, phase.request);
    const [p50, p95, p99] = [0.5, 0.95, 0.99].map((q) => quantile(times, q));
    const isShop = i === 0;
    const rpsOk = !isShop || rps >= SHOP_MIN_RPS;
    const p99Ok = !isShop || p99! <= SHOP_MAX_P99_MS;
    if (!rpsOk || !p99Ok || errors > 0) process.exitCode = 1;
    line(
      `load ${CLIENTS} clients: ${phase.name} req/s`,
      `${rps.toFixed(0)} /s`,
      isShop ? `${rpsOk ? 'ok  ' : 'UNDER'} budget ≥ ${SHOP_MIN_RPS} /s` : '',
    );
    line(
      '  p50 / p95 / p99',
      `${p50!.toFixed(0)} / ${p95!.toFixed(0)} / ${p99!.toFixed(0)} ms`,
      isShop ? `${p99Ok ? 'ok  ' : 'OVER'} budget p99 ≤ ${SHOP_MAX_P99_MS} ms` : '',
    );
    if (errors > 0) line('  failed requests', String(errors), 'OVER budget ≤ 0');
  }
} finally {
  server.stop();
}

// renderElement for a list of 24 cards, as a CMS on Node calls it per page (in this process: no server around it)
if (existsSync(SERVER_ENTRY)) {
  const { createApp } = await import('../examples/app.ts');
  const { openDatabase } = await import('../examples/database.ts');
  const { renderElement } = (await import(SERVER_ENTRY)) as { renderElement: typeof RenderElement };
  const app = createApp({ db: openDatabase(':memory:', { articles: 300 }) });
  const home = await app.request('/account/login');
  const cookie = /vinothek_session=[^;]+/.exec(home.headers.get('set-cookie') ?? '')![0];
  const csrfToken = (JSON.parse(/id="shop-config">(.*?)<\/script>/s.exec(await home.text())![1]!) as { csrfToken: string }).csrfToken;
  const res = await app.request('/api/artikelsearch/search', {
    method: 'POST',
    headers: { cookie, RequestVerificationToken: csrfToken, 'content-type': 'application/json' },
    body: JSON.stringify({ pageSize: 24, populateSearchFields: true }),
  });
  const initial = await res.text();
  const config = {
    apiBase: '/api',
    language: 'de',
    culture: 'de-CH',
    currency: 'CHF',
    csrfToken: 'x',
    user: { authenticated: false },
    features: { merkliste: true, multipleMerkliste: true },
    urls: {},
  };
  const render = () => renderElement('shop-article-list', { initial, 'base-url': '/shop', paging: 'pager' }, { config });
  for (let i = 0; i < 5; i++) await render();
  const CALLS = 40;
  const t = performance.now();
  for (let i = 0; i < CALLS; i++) await render();
  line('renderElement shop-article-list (24 cards)', `${((performance.now() - t) / CALLS).toFixed(1)} ms/call`);
} else {
  line('renderElement shop-article-list (24 cards)', 'skipped', 'dist/server.js missing: npm run build');
}
