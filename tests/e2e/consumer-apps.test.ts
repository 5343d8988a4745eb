import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { promisify } from 'node:util';
import { serve } from '@hono/node-server';
import react from '@vitejs/plugin-react';
import type { Page } from 'playwright-core';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../examples/app.ts';
import { openDatabase } from '../../examples/database.ts';
import { APP_HTML, APP_TSCONFIG, appMain, plainPage, SERVER_RENDER, type AreaTag } from './consumer/app-files.ts';
import { launchBrowser } from './support/browser.ts';
import { logIn, newVisitor, screenshot } from './support/demo-shop.ts';

const run = promisify(execFile);
const root = process.cwd();

/**
 * Issues 23 and 33: the packed tarball as a client project takes it. Each app is installed from the npm registry
 * with `--engine-strict` (the lowest React on the system Node 20, the current one on the project's Node 24),
 * type-checked with TSX, built with Vite and run in Chromium against the demo shop: a page per area of the
 * shop renders every one of the 26 tags with the attributes the demo's own pages give them.
 */
const APPS = {
  'react-19.0': { react: '~19.0.0', node: existsSync('/usr/bin/node') ? '/usr/bin/node' : 'node' },
  'react-current': { react: '^19.0.0', node: process.execPath },
} as const;
type AppName = keyof typeof APPS;
/** The current app built once more from its tags one by one, without <shop-map>: no map engine in its build. */
const NO_MAP = 'no-map';

const work = mkdtempSync(join(tmpdir(), 'vinothek-consumer-'));
const appDir = (name: AppName) => join(work, name);
let server: ReturnType<typeof serve>;
let base = '';
let browser: Awaited<ReturnType<typeof launchBrowser>>;
/** The demo's clock: frozen at the login while the login wait is to show (createApp's `now`). */
let frozenAt: number | null = null;
let areas: Record<string, AreaTag[]> = {};

const FALLBACK = 'Dieser Bereich kann zurzeit nicht angezeigt werden.';
const manifest = JSON.parse(readFileSync(join(root, 'custom-elements.json'), 'utf8')) as {
  modules: { declarations: { tagName?: string; attributes?: { name: string }[] }[] }[];
};
/** Tag → the attributes it documents (the demo's pages also write `prerendered` and the like). */
const ATTRIBUTES = new Map(
  manifest.modules
    .flatMap((module) => module.declarations)
    .filter((declaration) => declaration.tagName)
    .map((declaration) => [declaration.tagName!, (declaration.attributes ?? []).map((attribute) => attribute.name)]),
);
const TAGS = [...ATTRIBUTES.keys()];
/** On every demo page: the app shows them once, on the start page (the login wait on a page of its own). */
const PAGE_FRAME = ['shop-header', 'shop-scroll-top', 'shop-basket-preview', 'shop-login-wait'];

const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json',
};

/** npm as a consumer runs it on the given Node, refusing any package whose `engines` exclude that Node. */
async function npmInstall(node: string, cwd: string): Promise<void> {
  const npmCli = (await run('sh', ['-c', 'readlink -f "$(command -v npm)"'])).stdout.trim();
  const args = ['install', '--engine-strict', '--no-audit', '--no-fund', '--prefer-offline', '--ignore-scripts', '--loglevel', 'error'];
  await run(node, [npmCli, ...args], { cwd });
}

/** The tags on a demo page with their documented attributes, as a CMS template would write them. */
async function tagsOn(page: Page, path: string): Promise<AreaTag[]> {
  await page.goto(`${base}${path}`);
  const found = await page.evaluate(
    (tags) =>
      [...document.querySelectorAll(tags.join(','))].map((element) => ({
        tag: element.localName,
        attributes: Object.fromEntries(element.getAttributeNames().map((name) => [name, element.getAttribute(name)!])),
      })),
    TAGS,
  );
  return found.map(({ tag, attributes }) => ({
    tag,
    attributes: Object.fromEntries(Object.entries(attributes).filter(([name]) => ATTRIBUTES.get(tag)!.includes(name))),
  }));
}

/** A page per area, from the demo's pages (as a guest and as the demo customer), plus the tags no page writes alone. */
async function collectAreas(): Promise<Record<string, AreaTag[]>> {
  const { context, page } = await newVisitor(browser);
  const collected: Record<string, AreaTag[]> = { registrieren: await tagsOn(page, '/account/registrieren') };
  frozenAt = Date.now();
  await logIn(page, base, 'demo@vinothek.ch', '/', { settled: false });
  collected.anmeldung = (await tagsOn(page, '/')).filter(({ tag }) => tag === 'shop-login-wait');
  frozenAt = null;
  const pages = {
    start: '/',
    shop: '/shop',
    artikel: '/shop/1001',
    suche: '/suche?suchbegriff=Wein',
    kontakt: '/kontakt',
    warenkorb: '/checkout/basket',
    kasse: '/checkout',
    bestellungen: '/account/bestellungen',
    rechnungen: '/account/rechnungen',
    adressen: '/account/adressen',
    merklisten: '/account/merklisten',
  };
  for (const [area, path] of Object.entries(pages)) collected[area] = await tagsOn(page, path);
  await page.goto(`${base}/account/rechnungen`);
  const invoice = await page.getByRole('table', { name: 'Ihre Rechnungen' }).getByRole('link').first().getAttribute('href');
  collected.rechnung = await tagsOn(page, invoice!);
  await context.close();

  for (const [area, tags] of Object.entries(collected)) {
    if (area !== 'start' && area !== 'anmeldung') collected[area] = tags.filter(({ tag }) => !PAGE_FRAME.includes(tag));
  }
  const header = collected.start!.find(({ tag }) => tag === 'shop-header')!;
  collected.start!.push({ tag: 'shop-main-nav', attributes: { items: header.attributes.navigation! } });
  const detail = collected.artikel!.find(({ tag }) => tag === 'shop-article-detail')!;
  const artikel = JSON.parse(detail.attributes.artikel!) as { artikelId: number; images: unknown[] };
  collected.artikel!.push(
    { tag: 'shop-add-to-basket', attributes: { artikel: detail.attributes.artikel! } },
    { tag: 'shop-merkliste-toggle', attributes: { 'artikel-id': String(artikel.artikelId) } },
    { tag: 'shop-stock-reminder', attributes: { 'artikel-id': String(artikel.artikelId) } },
    { tag: 'shop-image-carousel', attributes: { images: JSON.stringify(artikel.images) } },
    { tag: 'shop-search-field', attributes: {} },
  );
  return collected;
}

beforeAll(async () => {
  expect(existsSync(join(root, 'dist/loader.js')), 'dist/ is missing: run npm run build').toBe(true);
  const packed = await run('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', work], { cwd: root });
  const tarball = join(work, (JSON.parse(packed.stdout) as [{ filename: string }])[0].filename);

  const shop = createApp({
    db: openDatabase(':memory:', { articles: 60 }),
    loginWaitMs: 1,
    now: () => new Date(frozenAt ?? Date.now()),
  });
  const mounts: [string, string][] = [
    ...(Object.keys(APPS) as AppName[]).map((name): [string, string] => [`/apps/${name}/`, join(appDir(name), 'dist')]),
    [`/apps/${NO_MAP}/`, join(appDir('react-current'), `dist-${NO_MAP}`)],
    ['/apps/package/', join(appDir('react-current'), 'node_modules/vinothek-elements')],
    ['/apps/plain/', work],
  ];
  server = serve({
    port: 0,
    hostname: '127.0.0.1',
    fetch: (request) => {
      const path = decodeURIComponent(new URL(request.url).pathname);
      const mount = mounts.find(([prefix]) => path.startsWith(prefix));
      if (!mount) return shop.fetch(request);
      const file = join(mount[1], normalize(path.slice(mount[0].length) || 'index.html').replace(/^(\.\.[/\\])+/, ''));
      if (!existsSync(file)) return new Response('not found', { status: 404 });
      return new Response(readFileSync(file), { headers: { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' } });
    },
  });
  await new Promise((resolve) => server.once('listening', resolve));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  browser = await launchBrowser();
  areas = await collectAreas();

  // Installed at once, side by side: the registry answers from the shared cache after the first run.
  await Promise.all(
    (Object.entries(APPS) as [AppName, (typeof APPS)[AppName]][]).map(async ([name, { react: range, node }]) => {
      mkdirSync(join(appDir(name), 'src'), { recursive: true });
      const dependencies = {
        react: range,
        'react-dom': range,
        '@types/react': range,
        '@types/react-dom': range,
        'vinothek-elements': `file:${tarball}`,
      };
      writeFileSync(
        join(appDir(name), 'package.json'),
        JSON.stringify({ name: `consumer-${name}`, private: true, type: 'module', dependencies }),
      );
      writeFileSync(join(appDir(name), 'tsconfig.json'), APP_TSCONFIG);
      writeFileSync(join(appDir(name), 'index.html'), APP_HTML('main.tsx'));
      writeFileSync(join(appDir(name), 'src/main.tsx'), appMain(['vinothek-elements/all']));
      writeFileSync(join(appDir(name), 'src/areas.json'), JSON.stringify(areas));
      writeFileSync(join(appDir(name), 'render.mjs'), SERVER_RENDER);
      await npmInstall(node, appDir(name));
    }),
  );
  const current = appDir('react-current');
  writeFileSync(join(current, `${NO_MAP}.html`), APP_HTML(`${NO_MAP}.tsx`));
  writeFileSync(
    join(current, `src/${NO_MAP}.tsx`),
    appMain(TAGS.filter((tag) => tag !== 'shop-map').map((tag) => `vinothek-elements/${tag}`)),
  );

  // One after another: each build alone already keeps both cores busy. A production build, as shipped:
  // under vitest's NODE_ENV=test, Vite and the React plugin would build for development.
  const environment = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  const viteBuild = (dir: string, name: string, outDir: string, input?: string) =>
    build({
      root: dir,
      base: `/apps/${name}/`,
      mode: 'production',
      configFile: false,
      logLevel: 'error',
      plugins: [react()],
      build: { outDir, emptyOutDir: true, ...(input && { rollupOptions: { input: join(dir, input) } }) },
    });
  try {
    for (const name of Object.keys(APPS) as AppName[]) await viteBuild(appDir(name), name, 'dist');
    await viteBuild(current, NO_MAP, `dist-${NO_MAP}`, `${NO_MAP}.html`);
  } finally {
    process.env.NODE_ENV = environment;
  }
  writeFileSync(join(work, 'plain.html'), plainPage('/apps/package/dist'));
}, 480_000);

afterAll(async () => {
  await browser?.close();
  server?.close();
  rmSync(work, { recursive: true, force: true });
});

/** Every copy of a package in an app's node_modules (nested ones included). */
function copiesOf(dir: string, name: string): string[] {
  const found: string[] = [];
  const walk = (modules: string) => {
    if (!existsSync(modules)) return;
    for (const entry of readdirSync(modules)) {
      if (entry.startsWith('@')) {
        for (const scoped of readdirSync(join(modules, entry))) walk(join(modules, entry, scoped, 'node_modules'));
        continue;
      }
      if (entry === name) found.push(join(modules, entry));
      walk(join(modules, entry, 'node_modules'));
    }
  };
  walk(join(dir, 'node_modules'));
  return found;
}

/** Waits until every tag on the page has rendered something (the badge and the scroll button may be empty). */
async function rendered(page: Page): Promise<void> {
  await page
    .waitForFunction(
      (tags) =>
        [...document.querySelectorAll(tags.join(','))].every(
          (element) => element.childElementCount > 0 || ['shop-scroll-top', 'shop-basket-preview'].includes(element.localName),
        ),
      TAGS,
      { timeout: 30_000 },
    )
    .catch(async () => {
      const empty = await page.evaluate(
        (tags) =>
          [...document.querySelectorAll(tags.join(','))].filter((element) => element.childElementCount === 0).map((e) => e.localName),
        TAGS,
      );
      throw new Error(`tags that rendered nothing: ${empty.join(', ')}`);
    });
}

/** An area's page: every tag of it renders, none shows the fallback notice, the console stays clean. */
async function areaRenders(page: Page, app: string, path: string, area: string, errors: string[]): Promise<void> {
  await page.goto(`${base}/apps/${app}/${path}?area=${area}`);
  await page.locator('#react-version').waitFor();
  for (const { tag } of areas[area]!) await page.locator(tag).first().waitFor({ state: 'attached' });
  await rendered(page);
  expect(await page.getByText(FALLBACK).count(), `${app} ${area}`).toBe(0);
  expect(errors, `${app} ${area}`).toEqual([]);
}

/** The basket control adds, the badge follows, and the app's own listener heard the element's event. */
async function badgeFollowsAdd(page: Page): Promise<void> {
  await page.locator('shop-add-to-basket').getByRole('button', { name: 'In den Warenkorb' }).click();
  await page.getByText('Der Artikel wurde in den Warenkorb gelegt.').first().waitFor();
  await expect.poll(() => page.locator('main > shop-basket-badge .vk-basket-badge').getAttribute('data-count')).not.toBe('0');
  await expect.poll(() => page.locator('#added').textContent()).toMatch(/^\d+$/);
}

describe('the packed package in client projects', () => {
  it('the areas hold all 26 tags, with the attributes the demo shop writes', () => {
    expect(TAGS).toHaveLength(26);
    // The app itself writes the badge on every page.
    const rendered = new Set(['shop-basket-badge', ...Object.values(areas).flatMap((tags) => tags.map(({ tag }) => tag))]);
    expect(rendered).toEqual(new Set(TAGS));
  });

  for (const name of Object.keys(APPS) as AppName[]) {
    it(`Vite + React ${APPS[name].react}: installs with --engine-strict, one React, type-checked TSX, every tag renders, the badge follows an add, the map draws`, async () => {
      expect(copiesOf(appDir(name), 'react')).toEqual([join(appDir(name), 'node_modules/react')]);
      expect(copiesOf(appDir(name), 'react-dom')).toEqual([join(appDir(name), 'node_modules/react-dom')]);
      // Map engines come from the package's own dist/; build tools (lingui's macro) never reach the app.
      for (const absent of ['maplibre-gl', 'mapbox-gl', '@lingui', 'jotai', '@types/node', 'jest-validate']) {
        expect(copiesOf(appDir(name), absent), absent).toEqual([]);
      }
      await run(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-p', appDir(name)]).catch(
        (error: { stdout: string }) => {
          throw new Error(`tsc: ${error.stdout}`);
        },
      );
      const expected = (JSON.parse(readFileSync(join(appDir(name), 'node_modules/react/package.json'), 'utf8')) as { version: string })
        .version;
      // A guest: the registration, and the article's tags, where an add moves the badge.
      const guest = await newVisitor(browser);
      await areaRenders(guest.page, name, '', 'registrieren', guest.errors);
      await areaRenders(guest.page, name, '', 'artikel', guest.errors);
      expect(await guest.page.locator('#react-version').textContent()).toBe(expected);
      await badgeFollowsAdd(guest.page);
      await guest.context.close();
      // The demo customer: every other area (the account's with the customer's data).
      const { context, page, errors } = await newVisitor(browser);
      await logIn(page, base, 'demo@vinothek.ch');
      for (const area of Object.keys(areas).filter((area) => !['anmeldung', 'registrieren', 'artikel'].includes(area))) {
        await areaRenders(page, name, '', area, errors);
        if (area === 'kontakt') {
          // The map, after consent, draws with the worker the app's bundler emitted.
          const map = page.getByRole('region', { name: /^Karte: / });
          await map.getByRole('button', { name: 'Karte laden' }).click();
          await map.getByRole('button', { name: /^Standort / }).waitFor({ timeout: 30_000 });
          errors.splice(0, errors.length, ...errors.filter((error) => !/WebGL|GPU stall|GroupMarkerNotSet/i.test(error)));
        }
      }
      await screenshot(page, `consumer-${name}-1440`);
      await context.close();
      // Right after a login: the overlay, while the back office loads the customer (the demo's clock stands still).
      const arriving = await newVisitor(browser);
      frozenAt = Date.now();
      try {
        await logIn(arriving.page, base, 'demo@vinothek.ch', '/', { settled: false });
        await areaRenders(arriving.page, name, '', 'anmeldung', arriving.errors);
      } finally {
        frozenAt = null;
      }
      await arriving.context.close();
    }, 240_000);
  }

  it('an app that imports its tags one by one and has no <shop-map>: no map engine in its build, the tags run', async () => {
    const files = readdirSync(join(appDir('react-current'), `dist-${NO_MAP}`), { recursive: true, encoding: 'utf8' });
    const engines = files.filter((file) => /maplibre|mapbox|worker/i.test(file));
    expect(engines).toEqual([]);
    const code = files
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(join(appDir('react-current'), `dist-${NO_MAP}`, file), 'utf8'));
    expect(code.filter((text) => /maplibregl|mapboxgl/.test(text))).toEqual([]);
    const bytes = code.reduce((sum, text) => sum + text.length, 0);
    console.info(`consumer app without a map: ${(bytes / 1024).toFixed(0)} KB of JS in ${code.length} files`);
    const { context, page, errors } = await newVisitor(browser);
    await areaRenders(page, NO_MAP, `${NO_MAP}.html`, 'artikel', errors);
    await badgeFollowsAdd(page);
    await context.close();
  }, 90_000);

  it('a plain HTML page with the loader from the installed package: the tags come alive', async () => {
    const { context, page, errors } = await newVisitor(browser);
    await page.goto(`${base}/apps/plain/plain.html`);
    await page.getByRole('combobox').or(page.getByRole('searchbox')).first().waitFor();
    // An empty basket's badge is in the DOM, hidden until there is something to count.
    await expect.poll(() => page.locator('.vk-basket-badge').getAttribute('data-count')).toBe('0');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the server renderer runs on the system Node (20, an active LTS line), not only on the project’s Node 24', async () => {
    const node = existsSync('/usr/bin/node') ? '/usr/bin/node' : 'node';
    const { stdout } = await run(node, ['render.mjs', base], { cwd: appDir('react-current') });
    const { node: version, html } = JSON.parse(stdout) as { node: string; html: string };
    expect(version).toMatch(/^v(20|22|24)\./);
    expect(html).toMatch(/^<shop-article-list [^>]*prerendered/);
    expect(html).toContain('vk-card');
  });
});
