import { build } from 'esbuild';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { launchBrowser } from './support/browser.ts';
import { serveStatic } from './support/static-server.ts';
import { requestsSettled, trackRequests } from './support/hydration.ts';

const root = new URL('../../', import.meta.url).pathname;
let browser: Browser;
let server: Awaited<ReturnType<typeof serveStatic>>;

beforeAll(async () => {
  const fixtures = mkdtempSync(join(tmpdir(), 'vk-fixtures-'));
  await build({
    entryPoints: [join(root, 'tests/e2e/fixtures/counter-islands.tsx')],
    outfile: join(fixtures, 'counter-islands.js'),
    bundle: true,
    format: 'esm',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'error',
  });
  server = await serveStatic({ '/dist/': join(root, 'dist'), '/fixtures/': fixtures, '/': join(root, 'tests/e2e/pages') });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function open(path: string): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage();
  trackRequests(page);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  await page.goto(server.url + path);
  return { page, errors };
}

describe('islands share one page store', () => {
  it('shows an update made in one island in another island at once', async () => {
    const { page } = await open('/two-islands.html');
    const value = page.locator('#value output');
    await expect.poll(() => value.textContent()).toBe('Zähler: 0');
    await page.locator('#good-button button').click();
    await expect.poll(() => value.textContent()).toBe('Zähler: 2');
    // The page config reached the islands through the same store.
    expect(await value.getAttribute('data-api-base')).toBe('/test-api');
    await page.close();
  });

  it('gives a bad attribute a ConfigError naming tag and attribute, and a fallback only in that island', async () => {
    const { page, errors } = await open('/two-islands.html');
    await expect.poll(() => page.locator('#bad-json [role="alert"]').textContent()).toContain('falsch eingebunden');
    await expect.poll(() => page.locator('#bad-enum [role="alert"]').textContent()).toContain('falsch eingebunden');
    expect(
      errors.some(
        (text) =>
          text.includes('ConfigError') && text.includes('<test-counter-button> attribute "options"') && text.includes('not valid JSON'),
      ),
    ).toBe(true);
    expect(errors.some((text) => text.includes('<test-counter-value> attribute "mode"') && text.includes('"plain", "fancy"'))).toBe(true);
    // A crashing island shows its own fallback; the others keep working.
    await expect.poll(() => page.locator('#crash [role="alert"]').textContent()).toContain('zurzeit nicht angezeigt');
    await page.locator('#good-button button').click();
    await expect.poll(() => page.locator('#value output').textContent()).toBe('Zähler: 2');
    await page.close();
  });
});

describe('loader', () => {
  it('loads a widget chunk only when its tag appears, once, even with the loader included twice', async () => {
    const before = server.requests.length;
    const { page, errors } = await open('/loader.html');
    // A page without server-rendered content: the loader looks for tags in a task it queued as it ran
    // (setTimeout 0). A task queued now runs after it; then whatever it asked for has been requested.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve)));
    await requestsSettled(page);
    const chunkRequests = () => server.requests.slice(before).filter((path) => /^\/dist\/(chunks|widgets)\//.test(path));
    expect(chunkRequests()).toEqual([]); // no tag on the page: no element code, no React
    expect(await page.evaluate(() => customElements.get('shop-scroll-top'))).toBeUndefined();

    await page.evaluate(() => {
      const wrapper = document.createElement('div');
      wrapper.innerHTML = '<shop-scroll-top></shop-scroll-top>';
      document.querySelector('main')!.append(wrapper);
      document.querySelector('main')!.append(document.createElement('shop-scroll-top'));
    });
    await expect.poll(() => page.evaluate(() => Boolean(customElements.get('shop-scroll-top')))).toBe(true);
    // Every chunk request the two loaders made has its answer: a second fetch of one would be among them.
    await requestsSettled(page);
    const requested = chunkRequests();
    expect(new Set(requested).size).toBe(requested.length); // no chunk fetched twice
    expect(errors).toEqual([]);

    // The element works: the button appears after 40 % of the window height.
    const button = page.locator('shop-scroll-top button').first();
    await expect.poll(() => button.isHidden()).toBe(true);
    await page.mouse.wheel(0, 2000);
    await expect.poll(() => button.isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });

  it('shows a widget in English on a page configured for English, its texts fetched with it', async () => {
    const { page, errors } = await open('/english.html');
    await expect.poll(() => page.locator('shop-scroll-top button').first().textContent()).toContain('Back to top');
    expect(errors).toEqual([]);
    await page.close();
  });
});
