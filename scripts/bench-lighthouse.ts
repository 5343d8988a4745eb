/**
 * Lighthouse (mobile, its default simulated throttling) on every demo page, against ARCHITECTURE.md §8:
 * performance ≥ 95, accessibility, best practices and SEO 100, LCP ≤ 1.5 s, CLS ≤ 0.02, each held in three runs in a row, and the JS a page loads
 * ≤ 120 KB gzip, ≤ 150 KB on the checkout. The JS budget counts every script the page requested,
 * gzip -9 as ARCHITECTURE.md §8 and scripts/bench.ts measure; the wire column adds what the demo server's own
 * gzip and each response's headers cost (about 0.4 KB a file, so many small chunks cost there). The demo shop runs
 * in-process on a free loopback port with an in-memory database; one headless Chromium serves every
 * page. Needs `npm run build` first (npm run bench does it). Exit code 1 if a page misses a budget.
 *
 * While fixing a page: `LIGHTHOUSE_PAGES=suche,basket node scripts/bench-lighthouse.ts` measures only the
 * pages whose path contains one of those texts (`/` alone: the home page), `LIGHTHOUSE_RUNS=1` runs each page once
 * instead of 3 times, and `LIGHTHOUSE_REPORTS=dir` saves each run's full report (JSON) there, as `<page>-<run>.json`.
 *
 * TBT shows the median run and the worst. On this 2-core machine the same build's TBT on /shop ranged from 24 to
 * 392 ms over 20 runs (issue 36): the simulation multiplies whatever the unthrottled load happened to bunch into one
 * task, and counts only what falls after its estimate of FCP.
 */
import { serve } from '@hono/node-server';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM_ARGS } from '../tests/e2e/support/chromium-args.ts';
import lighthouse from 'lighthouse';
import { createApp } from '../examples/app.ts';
import { openDatabase } from '../examples/database.ts';

const PAGE_TIMEOUT_MS = 90_000;
/** Runs per page, in a row; every budget must hold in each of them (issue 25), so the table shows each column's worst run. */
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS) || 3);
// Headless, with the flags the browser tests use on a closed network.
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];
const BUDGET = { performance: 95, accessibility: 100, bestPractices: 100, seo: 100, lcpS: 1.5, cls: 0.02, jsKb: 120, checkoutJsKb: 150 };
const SESSION_COOKIE = 'vinothek_session';

type Visitor = 'anonymous' | 'with basket' | 'logged in';

const db = openDatabase(':memory:');
const app = createApp({ db });
const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
  const instance = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(instance));
});
const address = server.address();
const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

/** A new session: its cookie and the CSRF token the page config carries. */
async function newSession(): Promise<{ cookie: string; csrfToken: string }> {
  const res = await fetch(`${origin}/account/login`);
  const cookie = /vinothek_session=[^;]+/.exec(res.headers.get('set-cookie') ?? '')?.[0];
  const csrfToken = /name="__RequestVerificationToken" value="([^"]+)"/.exec(await res.text())?.[1];
  if (!cookie || !csrfToken) throw new Error('no session cookie or CSRF token from /account/login');
  return { cookie, csrfToken };
}

async function sessionWithBasketLine(): Promise<string> {
  const { cookie, csrfToken } = await newSession();
  const res = await fetch(`${origin}/api/basket/add`, {
    method: 'POST',
    headers: { cookie, RequestVerificationToken: csrfToken, 'content-type': 'application/json' },
    body: JSON.stringify([{ artikelId: 1001, bestelleinheit: 'Abfuellung', mengeBestelleinheit: 2 }]),
  });
  if (!res.ok) throw new Error(`basket add answered ${res.status}`);
  return cookie;
}

async function loggedInSession(): Promise<string> {
  const { cookie, csrfToken } = await newSession();
  const body = new URLSearchParams({
    __RequestVerificationToken: csrfToken,
    userName: 'demo@vinothek.ch',
    password: 'demo1234',
    returnUrl: '/',
  });
  const res = await fetch(`${origin}/account/login`, { method: 'POST', headers: { cookie }, body, redirect: 'manual' });
  const rotated = new RegExp(`${SESSION_COOKIE}=[^;]+`).exec(res.headers.get('set-cookie') ?? '')?.[0];
  if (res.status !== 303 || !rotated) throw new Error(`login answered ${res.status}`);
  return rotated;
}

/** The first match of `pattern` in a page's HTML (attribute JSON arrives HTML-escaped). */
async function findInPage(path: string, cookie: string | undefined, pattern: RegExp): Promise<string | null> {
  const res = await fetch(origin + path, { headers: cookie ? { cookie } : {} });
  const text = (await res.text()).replaceAll('&quot;', '"').replaceAll('&amp;', '&');
  return pattern.exec(text)?.[1] ?? null;
}

const basketCookie = await sessionWithBasketLine();
const accountCookie = await loggedInSession();
const articlePath = await findInPage('/shop', undefined, /href="(\/shop\/1001-[^"?#]+)"/);
const regionPath = await findInPage('/regionen', undefined, /href="(\/regionen\/[^"?#]+)"/);
const invoiceId = await findInPage('/account/rechnungen', accountCookie, /"(?:id|rechnungId|belegId)":(\d+)/);
const orderUid = await findInPage('/account/bestellungen', accountCookie, /bestaetigung\?uid=([^&"\\]+)/);

const allPages: [string, Visitor][] = [
  ['/', 'anonymous'],
  ['/shop', 'anonymous'],
  [articlePath ?? '/shop/1001-dezaley-grand-cru', 'anonymous'],
  [regionPath ?? '/regionen/waadt', 'anonymous'],
  ['/suche?suchbegriff=Versand', 'anonymous'],
  ['/agb', 'anonymous'],
  ['/kontakt', 'anonymous'],
  ['/account/login', 'anonymous'],
  ['/checkout/basket', 'with basket'],
  ['/account/adressen', 'logged in'],
  ['/account/bestellungen', 'logged in'],
  ['/account/rechnungen', 'logged in'],
  ...(invoiceId ? [[`/account/rechnungen/${invoiceId}`, 'logged in'] as [string, Visitor]] : []),
  ['/account/merklisten', 'logged in'],
  ...(orderUid ? [[`/checkout/bestaetigung?uid=${orderUid}`, 'logged in'] as [string, Visitor]] : []),
  // Last: once /checkout has run, the demo answers the seeded order's confirmation with 404.
  ['/checkout', 'logged in'],
];
const only = process.env.LIGHTHOUSE_PAGES?.split(',');
const pages = allPages.filter(([path]) => !only || only.some((part) => path === part || (part !== '/' && path.includes(part))));
const reportDir = process.env.LIGHTHOUSE_REPORTS;
const cookieOf: Record<Visitor, string | undefined> = { anonymous: undefined, 'with basket': basketCookie, 'logged in': accountCookie };

interface Row {
  page: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpS: number;
  tbtMs: number;
  /** The median run's TBT: the issue 36 measure, which the worst run's figure overstates on a noisy machine. */
  tbtMedianMs: number;
  cls: number;
  jsKb: number;
  wireKb: number;
  findings: string[];
}

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

function withTimeout<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>(
    (_, reject) => (timer = setTimeout(() => reject(new Error(`${what}: no result within ${PAGE_TIMEOUT_MS / 1000} s`)), PAGE_TIMEOUT_MS)),
  );
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

const gzipCache = new Map<string, Promise<number>>();
/** A script's size as gzip -9 of its body; the files are static, so each is fetched once. */
function gzipBytes(url: string): Promise<number> {
  if (!gzipCache.has(url))
    gzipCache.set(
      url,
      fetch(url).then(async (res) => gzipSync(Buffer.from(await res.arrayBuffer()), { level: 9 }).length),
    );
  return gzipCache.get(url)!;
}

/** `run` numbers the saved report; the thrown-away warm-up run (-1) saves none. */
async function measure(port: number, path: string, visitor: Visitor, run = -1): Promise<Row> {
  const cookie = cookieOf[visitor];
  const result = await withTimeout(
    lighthouse(origin + path, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      // Cookies an earlier page left in Chromium would win over the session cookie header: clear them too.
      clearStorageTypes: ['file_systems', 'shader_cache', 'service_workers', 'cache_storage', 'cookies'],
      extraHeaders: cookie ? { Cookie: cookie } : undefined,
    }),
    path,
  );
  if (!result) throw new Error(`${path}: Lighthouse gave no result`);
  const { categories, audits, runtimeError, finalDisplayedUrl } = result.lhr;
  if (runtimeError) throw new Error(`${path}: ${runtimeError.code} ${runtimeError.message}`);
  // A logged-in page that redirects to the login form would measure the wrong page.
  if (finalDisplayedUrl !== origin + path) throw new Error(`${path}: ended on ${finalDisplayedUrl}`);
  if (reportDir && run >= 0) {
    mkdirSync(reportDir, { recursive: true });
    writeFileSync(
      join(reportDir, `${path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'}-${run + 1}.json`),
      JSON.stringify(result.lhr, null, 1),
    );
  }
  const requests =
    (audits['network-requests']?.details as { items?: { url: string; resourceType?: string; transferSize?: number }[] } | undefined)
      ?.items ?? [];
  const scripts = requests.filter((request) => request.resourceType === 'Script');
  const wireBytes = scripts.reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
  const jsBytes = (await Promise.all(scripts.map((request) => gzipBytes(request.url)))).reduce((sum, bytes) => sum + bytes, 0);
  // What keeps a category below 100: every failing audit that counts towards its score.
  const findings = Object.values(categories).flatMap((category) =>
    category.id === 'performance'
      ? []
      : category.auditRefs
          .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
          .map((ref) => `${category.id}: ${ref.id} (${audits[ref.id]?.title})`),
  );
  return {
    page: path,
    performance: score(categories.performance?.score),
    accessibility: score(categories.accessibility?.score),
    bestPractices: score(categories['best-practices']?.score),
    seo: score(categories.seo?.score),
    lcpS: (audits['largest-contentful-paint']?.numericValue ?? 0) / 1000,
    tbtMs: audits['total-blocking-time']?.numericValue ?? 0,
    tbtMedianMs: audits['total-blocking-time']?.numericValue ?? 0,
    cls: audits['cumulative-layout-shift']?.numericValue ?? 0,
    jsKb: jsBytes / 1024,
    wireKb: wireBytes / 1024,
    findings,
  };
}

/** Each measure's worst run: a budget that holds there held in every run. */
function worstOf(runs: Row[]): Row {
  const lowest = (key: 'performance' | 'accessibility' | 'bestPractices' | 'seo') => Math.min(...runs.map((run) => run[key]));
  const highest = (key: 'lcpS' | 'tbtMs' | 'cls' | 'jsKb' | 'wireKb') => Math.max(...runs.map((run) => run[key]));
  return {
    page: runs[0]!.page,
    performance: lowest('performance'),
    accessibility: lowest('accessibility'),
    bestPractices: lowest('bestPractices'),
    seo: lowest('seo'),
    lcpS: highest('lcpS'),
    tbtMs: highest('tbtMs'),
    tbtMedianMs: runs.map((run) => run.tbtMs).sort((a, b) => a - b)[Math.floor(runs.length / 2)]!,
    cls: highest('cls'),
    jsKb: highest('jsKb'),
    wireKb: highest('wireKb'),
    findings: [...new Set(runs.flatMap((run) => run.findings))],
  };
}

const mark = (ok: boolean) => (ok ? 'ok  ' : 'OVER');
const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
// Stopped from outside (Ctrl+C, a timeout): no Chromium left behind.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    chrome.kill();
    process.exit(130);
  });
}
const rows: Row[] = [];
let missed = false;
try {
  console.log(
    `\nLighthouse (mobile, simulated throttling, worst of ${RUNS} runs in a row)  budgets: perf ≥ ${BUDGET.performance}, a11y/bp/SEO ${BUDGET.accessibility}, LCP ≤ ${BUDGET.lcpS} s, CLS ≤ ${BUDGET.cls}, JS ≤ ${BUDGET.jsKb} KB (checkout ${BUDGET.checkoutJsKb})`,
  );
  const width = Math.max(...pages.map(([path]) => path.length)) + 2;
  console.log(
    `${'page'.padEnd(width)} ${'perf'.padStart(8)} ${'a11y'.padStart(8)} ${'bp'.padStart(8)} ${'SEO'.padStart(8)} ${'LCP s'.padStart(10)} ${'TBT ms med/max'.padStart(15)} ${'CLS'.padStart(11)} ${'JS KB gzip'.padStart(13)} ${'wire KB'.padStart(8)}`,
  );
  // A fresh Chromium paints its first page about a second late (it is still starting its processes), which
  // Lighthouse's simulation turns into 2–3 s of FCP and LCP for whichever page comes first: one run is thrown away.
  if (pages[0]) await measure(chrome.port, ...pages[0]).catch(() => undefined);
  for (const [path, visitor] of pages) {
    try {
      const runs: Row[] = [];
      for (let run = 0; run < RUNS; run++) runs.push(await measure(chrome.port, path, visitor, run));
      const row = worstOf(runs);
      rows.push(row);
      const jsBudget = path.startsWith('/checkout') ? BUDGET.checkoutJsKb : BUDGET.jsKb;
      const checks = [
        row.performance >= BUDGET.performance,
        row.accessibility >= BUDGET.accessibility,
        row.bestPractices >= BUDGET.bestPractices,
        row.seo >= BUDGET.seo,
        row.lcpS <= BUDGET.lcpS,
        row.cls <= BUDGET.cls,
        row.jsKb <= jsBudget,
      ];
      if (checks.includes(false)) missed = true;
      const [perf, a11y, bp, seo, lcp, cls, js] = checks.map((ok) => mark(ok!));
      console.log(
        `${path.padEnd(width)} ${`${row.performance} ${perf}`.padStart(8)} ${`${row.accessibility} ${a11y}`.padStart(8)} ${`${row.bestPractices} ${bp}`.padStart(8)} ${`${row.seo} ${seo}`.padStart(8)} ` +
          `${`${row.lcpS.toFixed(2)} ${lcp}`.padStart(10)} ${`${Math.round(row.tbtMedianMs)} / ${Math.round(row.tbtMs)}`.padStart(15)} ${`${row.cls.toFixed(3)} ${cls}`.padStart(11)} ${`${row.jsKb.toFixed(1)} ${js}`.padStart(13)} ${row.wireKb.toFixed(1).padStart(8)}`,
      );
      for (const finding of row.findings) console.log(`    ${finding}`);
    } catch (error) {
      missed = true;
      console.log(`${path.padEnd(width)} failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  if (!invoiceId || !orderUid)
    console.log(
      `(not measured: ${[!invoiceId && 'an invoice detail', !orderUid && 'an order confirmation'].filter(Boolean).join(', ')} — none found for the demo account)`,
    );
} finally {
  chrome.kill();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  db.close();
}
if (missed) {
  console.error('bench-lighthouse: a page misses a budget of ARCHITECTURE.md §8 (rows marked OVER)');
  process.exitCode = 1;
}
