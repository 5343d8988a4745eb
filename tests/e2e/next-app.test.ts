import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../examples/app.ts';
import { openDatabase } from '../../examples/database.ts';
import { launchBrowser } from './support/browser.ts';
import { logIn, newVisitor, screenshot } from './support/demo-shop.ts';
import { collectHydrationWarnings } from './support/hydration.ts';

const run = promisify(execFile);
const root = process.cwd();

/**
 * Issue 33: Next.js (current, App Router) as a host, as an agency sets it up from the README: the example in
 * examples/hosts/next/ with the packed tarball, installed from the npm registry, built once with `next build`
 * and run with `next start` against the in-process demo shop. Server components render the list and the detail
 * through `vinothek-elements/server`; the browser hydrates them with the loader.
 */
const work = mkdtempSync(join(tmpdir(), 'vinothek-next-'));
const next = join(work, 'node_modules/.bin/next');
let shop: ReturnType<typeof serve>;
let shopBase = '';
let server: ChildProcess | undefined;
let base = '';
let browser: Awaited<ReturnType<typeof launchBrowser>>;
/** demo@'s individual price of article 1004 (examples/catalogue/fixed-articles.ts), and the article's page. */
const OWN_PRICE = '26.90';
let detailPath = '';
let publicPrice = 0;
let buildOutput = '';
/** The example's files the README shows in full, as an agency copies them. */
const README_FILES = [
  'next.config.ts',
  'app/shop-config.ts',
  'app/shop-element.tsx',
  'app/shop-elements.tsx',
  'app/layout.tsx',
  'app/page.tsx',
  'app/shop/[slug]/page.tsx',
];

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });

/** Starts `next start` and resolves once it answers; its output is kept for the error. */
async function startNext(env: NodeJS.ProcessEnv): Promise<string> {
  const port = await freePort();
  // A process group of its own, so that afterAll stops it with whatever it started.
  server = spawn(next, ['start', '-p', String(port), '-H', '127.0.0.1'], { cwd: work, env, detached: true });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (/Ready in/.test(output)) resolve();
    };
    server!.stdout!.on('data', read);
    server!.stderr!.on('data', read);
    server!.once('exit', (code) => reject(new Error(`next start ended (${code}): ${output}`)));
  });
  return `http://127.0.0.1:${port}`;
}

beforeAll(async () => {
  expect(existsSync(join(root, 'dist/loader.js')), 'dist/ is missing: run npm run build').toBe(true);
  cpSync(join(root, 'examples/hosts/next'), work, { recursive: true, filter: (path) => !/node_modules|\.next/.test(path) });
  const packed = await run('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', work], { cwd: root });
  // The example's package.json names the tarball as the README tells an agency to pack it.
  renameSync(join(work, (JSON.parse(packed.stdout) as [{ filename: string }])[0].filename), join(work, 'vinothek-elements.tgz'));

  const app = createApp({ db: openDatabase(':memory:', { articles: 60 }), loginWaitMs: 1 });
  shop = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => shop.once('listening', resolve));
  shopBase = `http://127.0.0.1:${(shop.address() as { port: number }).port}`;
  const search = (await (
    await fetch(`${shopBase}/api/artikelsearch/search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ pageNumber: 1, pageSize: 24, filterValues: { suchbegriff: '1004' }, sort: null }),
    })
  ).json()) as { items: { artikelId: number; urlArtikelDetail: string; preis: number }[] };
  const artikel = search.items.find(({ artikelId }) => artikelId === 1004)!;
  detailPath = artikel.urlArtikelDetail;
  publicPrice = artikel.preis;

  await run('npm', ['install', '--engine-strict', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel', 'error'], {
    cwd: work,
  });
  // A production build and server, as deployed (vitest sets NODE_ENV=test); the shop's origin is all the app is told.
  const env = { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', SHOP_ORIGIN: shopBase };
  const built = await run(next, ['build'], { cwd: work, env, maxBuffer: 32 * 1024 * 1024 }).catch(
    (error: { stdout: string; stderr: string }) => {
      throw new Error(`next build: ${error.stdout}\n${error.stderr}`);
    },
  );
  buildOutput = built.stdout + built.stderr;
  base = await startNext(env);
  browser = await launchBrowser();
}, 900_000);

afterAll(async () => {
  await browser?.close();
  if (server?.pid && server.exitCode === null) {
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    process.kill(-server.pid, 'SIGTERM');
    await exited;
  }
  shop?.close();
  rmSync(work, { recursive: true, force: true });
});

describe('Next.js (App Router) as a host', () => {
  it('is built from what the README shows, without a warning', () => {
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    for (const file of README_FILES)
      expect(readme, file).toContain(readFileSync(join(root, 'examples/hosts/next', file), 'utf8').trimEnd());
    expect(readme).toContain("@import 'vinothek-elements/vinothek.css';");
    expect(buildOutput).not.toMatch(/warn/i);
  });

  it('server components write the list’s 24 cards and the article into the HTML (vinothek-elements/server)', async () => {
    const list = await (await fetch(`${base}/`)).text();
    expect(list).toMatch(/<shop-article-list [^>]*prerendered/);
    expect(list.match(/<article class="vk-card" data-artikel-id="\d+"/g)).toHaveLength(24);
    expect(list).toContain('"@type":"ItemList"');
    const detail = await (await fetch(`${base}${detailPath}`)).text();
    expect(detail).toMatch(/<shop-article-detail [^>]*prerendered/);
    expect(detail).toContain('"@type":"Product"');
    // Rendered for nobody (a cacheable page): the public price, whoever asks.
    expect(detail).not.toContain(OWN_PRICE);
  });

  it('hydrates without a warning or console error, preloads no file:// link, and the header’s badge counts an add', async () => {
    const { context, page, errors, warnings } = await newVisitor(browser);
    const hydration = collectHydrationWarnings(page);
    await page.goto(`${base}/`);
    await page.locator('shop-article-list[prerendered]').waitFor({ state: 'detached', timeout: 30_000 });
    await expect.poll(() => page.locator('shop-article-list article.vk-card').count()).toBe(24);
    expect(
      await page.evaluate(() => [...document.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'))),
    ).toEqual([]);

    await page.locator(`shop-article-list a[href="${detailPath}"]`).first().click();
    await page.waitForURL(`${base}${detailPath}`);
    await page.locator('shop-article-detail').waitFor();
    await page.locator('shop-article-detail[prerendered]').waitFor({ state: 'detached', timeout: 30_000 });
    await page.locator('shop-article-detail').getByRole('button', { name: 'In den Warenkorb' }).click();
    await page.getByText('Der Artikel wurde in den Warenkorb gelegt.').first().waitFor();
    await expect.poll(() => page.locator('header .vk-basket-badge').getAttribute('data-count')).toBe('1');
    await screenshot(page, 'next-app-detail-1280');
    expect(hydration).toEqual([]);
    expect(errors).toEqual([]);
    expect(warnings).toEqual([]);
    await context.close();
  });

  it('a customer logged in at the shop sees their own price on the Next.js page', async () => {
    const { context, page, errors } = await newVisitor(browser);
    const hydration = collectHydrationWarnings(page);
    // The shop's login page sets the session cookie for the host, which the Next.js origin shares.
    await logIn(page, shopBase, 'demo@vinothek.ch');
    await page.goto(`${base}${detailPath}`);
    const price = page.locator('shop-article-detail .vk-detail__summary .vk-price__amount');
    await expect.poll(() => price.textContent(), { timeout: 15_000 }).toContain(OWN_PRICE);
    expect(publicPrice.toFixed(2)).not.toBe(OWN_PRICE);
    expect(hydration).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
