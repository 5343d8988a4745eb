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
import { APP_HTML, APP_MAIN, APP_TSCONFIG, plainPage, SERVER_RENDER } from './consumer/app-files.ts';
import { launchBrowser } from './support/browser.ts';
import { newVisitor, screenshot } from './support/demo-shop.ts';

const run = promisify(execFile);
const root = process.cwd();

/**
 * Issue 23: the packed tarball as a client project takes it. Each app is installed from the npm registry (one
 * npm cache: the user's), type-checked with TSX, built with Vite and run in Chromium against the demo shop.
 * One app per React line the package promises: 19.0, 19.2 and the current 19.x.
 */
const APPS = { 'react-19.0': '~19.0.0', 'react-19.2': '~19.2.0', 'react-current': '^19.0.0' } as const;
type AppName = keyof typeof APPS;

const work = mkdtempSync(join(tmpdir(), 'vinothek-consumer-'));
const appDir = (name: AppName) => join(work, name);
let server: ReturnType<typeof serve>;
let base = '';
let browser: Awaited<ReturnType<typeof launchBrowser>>;

const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json',
};

beforeAll(async () => {
  expect(existsSync(join(root, 'dist/loader.js')), 'dist/ is missing: run npm run build').toBe(true);
  const packed = await run('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', work], { cwd: root });
  const tarball = join(work, (JSON.parse(packed.stdout) as [{ filename: string }])[0].filename);

  // Installed at once, side by side: the registry answers from the shared cache after the first run.
  await Promise.all(
    (Object.entries(APPS) as [AppName, string][]).map(async ([name, range]) => {
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
      writeFileSync(join(appDir(name), 'index.html'), APP_HTML);
      writeFileSync(join(appDir(name), 'src/main.tsx'), APP_MAIN);
      writeFileSync(join(appDir(name), 'render.mjs'), SERVER_RENDER);
      await run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--ignore-scripts', '--loglevel', 'error'], {
        cwd: appDir(name),
      });
    }),
  );
  // One after another: each build alone already keeps both cores busy. A production build, as shipped:
  // under vitest's NODE_ENV=test, Vite and the React plugin would build for development.
  const environment = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    for (const name of Object.keys(APPS) as AppName[]) {
      await build({
        root: appDir(name),
        base: `/apps/${name}/`,
        mode: 'production',
        configFile: false,
        logLevel: 'error',
        plugins: [react()],
        build: { outDir: 'dist', emptyOutDir: true },
      });
    }
  } finally {
    process.env.NODE_ENV = environment;
  }
  writeFileSync(join(work, 'plain.html'), plainPage('/apps/package/dist'));

  const shop = createApp({ db: openDatabase(':memory:', { articles: 60 }), loginWaitMs: 0 });
  const mounts: [string, string][] = [
    ...(Object.keys(APPS) as AppName[]).map((name): [string, string] => [`/apps/${name}/`, join(appDir(name), 'dist')]),
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
}, 240_000);

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

async function appRuns(page: Page, name: AppName, errors: string[]): Promise<void> {
  await page.goto(`${base}/apps/${name}/`);
  await page.locator('#react-version').or(page.locator('body:not(:has(#root *))')).first().waitFor();
  expect(errors).toEqual([]);
  const expected = (JSON.parse(readFileSync(join(appDir(name), 'node_modules/react/package.json'), 'utf8')) as { version: string }).version;
  expect(await page.locator('#react-version').textContent()).toBe(expected);
  // The tags render: the badge, and the basket control with the article the app found.
  await page.locator('.vk-basket-badge').waitFor({ state: 'attached' });
  await page.getByRole('button', { name: 'In den Warenkorb' }).click();
  await page.getByText('Der Artikel wurde in den Warenkorb gelegt.').waitFor();
  await expect.poll(() => page.locator('.vk-basket-badge').getAttribute('data-count')).toBe('1');
  // The app's own listener heard the element's event.
  await expect.poll(() => page.locator('#added').textContent()).toMatch(/^\d+$/);
  // The map, after consent, draws with the worker the app's bundler emitted.
  const map = page.getByRole('region', { name: 'Karte: Vinothek Cully' });
  await map.getByRole('button', { name: 'Karte laden' }).click();
  await map.getByRole('button', { name: 'Standort Vinothek Cully' }).waitFor({ timeout: 30_000 });
  expect(await map.getByText('Die Karte konnte nicht geladen werden').count()).toBe(0);
  await screenshot(page, `consumer-${name}-1440`);
  expect(errors.filter((error) => !/WebGL|GPU stall|GroupMarkerNotSet/i.test(error))).toEqual([]);
}

describe('the packed package in client projects', () => {
  for (const name of Object.keys(APPS) as AppName[]) {
    it(`Vite + React ${APPS[name]}: one React, type-checked TSX, the tags render, events fire, the map draws after consent`, async () => {
      expect(copiesOf(appDir(name), 'react')).toEqual([join(appDir(name), 'node_modules/react')]);
      expect(copiesOf(appDir(name), 'react-dom')).toEqual([join(appDir(name), 'node_modules/react-dom')]);
      // Map engines come from the package's own dist/, never as dependencies of the app.
      expect(copiesOf(appDir(name), 'maplibre-gl').concat(copiesOf(appDir(name), 'mapbox-gl'))).toEqual([]);
      await run(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-p', appDir(name)]);
      const { context, page, errors } = await newVisitor(browser);
      await appRuns(page, name, errors);
      await context.close();
    }, 90_000);
  }

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
