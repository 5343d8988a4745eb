/**
 * Catalogue figures of ARCHITECTURE.md §8 against the demo shop in Chromium (run by `npm run bench` after the build):
 * JS per page, first-load API calls on /shop, autocomplete requests for a fast-typed word, and cards in
 * the DOM after 10 pages of infinite scrolling. Element chunk sizes are reported by bench.ts itself.
 */
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { launchBrowser } from '../tests/e2e/support/browser.ts';
import { budgetRow } from './lib/budget-row.ts';
import { DESKTOP, newVisitor, startDemoShop } from '../tests/e2e/support/demo-shop.ts';

const shop = await startDemoShop({ articles: 1200 });
const browser = await launchBrowser();
const row = budgetRow;

async function jsPerPage(path: string): Promise<number> {
  const { page, context } = await newVisitor(browser, DESKTOP);
  // Bodies are read as they arrive; all of them are awaited before the page is closed.
  const sizes: Promise<number>[] = [];
  page.on('response', (response) => {
    if (!/\.m?js(\?|$)/.test(response.url())) return;
    sizes.push(
      response.body().then(
        (body) => gzipSync(body, { level: 9 }).length,
        () => 0,
      ),
    );
  });
  await page.goto(shop.url + path, { waitUntil: 'networkidle' });
  const bytes = (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
  await context.close();
  return bytes / 1024;
}

async function apiCalls(page: Page, path: string, filter: RegExp): Promise<number> {
  let count = 0;
  page.on('request', (request) => {
    if (filter.test(new URL(request.url()).pathname)) count++;
  });
  await page.goto(shop.url + path, { waitUntil: 'networkidle' });
  return count;
}

try {
  row('JS per page /shop', await jsPerPage('/shop'), 'KB gzip', 120);
  row('JS per page /shop/1001-dezaley-grand-cru (detail)', await jsPerPage('/shop/1001-dezaley-grand-cru'), 'KB gzip', 120);
  // Issue 13: the home page with the big slider; map and carousel pages before the map's consent (engine excluded, ARCHITECTURE.md §8).
  row('JS per page / (home, big slider)', await jsPerPage('/'), 'KB gzip', 120);
  row('JS per page /kontakt (map before consent)', await jsPerPage('/kontakt'), 'KB gzip', 120);
  row('JS per page /regionen/waadt (map before consent)', await jsPerPage('/regionen/waadt'), 'KB gzip', 120);
  row('JS per page /ueber-uns (image carousel)', await jsPerPage('/ueber-uns'), 'KB gzip', 120);

  {
    const { page, context } = await newVisitor(browser, DESKTOP);
    row('first load /shop: article search calls', await apiCalls(page, '/shop', /\/api\/artikelsearch\//), 'requests', 0);
    await context.close();
  }
  {
    const { page, context } = await newVisitor(browser, DESKTOP);
    await page.goto(`${shop.url}/`, { waitUntil: 'networkidle' });
    let count = 0;
    page.on('request', (request) => {
      if (request.url().includes('/autocompletekeywords')) count++;
    });
    await page.getByRole('combobox', { name: 'Suche' }).pressSequentially('Merlo', { delay: 60 });
    await page.getByRole('listbox').getByRole('option').first().waitFor();
    row('autocomplete: "Merlo" typed at 60 ms a key', count, 'requests', 1);
    await context.close();
  }
  {
    const { page, context } = await newVisitor(browser, DESKTOP);
    await page.goto(`${shop.url}/shop`, { waitUntil: 'networkidle' });
    await page.locator('shop-article-list').evaluate((element) => element.setAttribute('paging', 'infinite'));
    const cards = page.locator('.vk-article-list__grid > li');
    const pageSize = await cards.count();
    for (let n = 0; n < 10; n++) {
      const more = page.getByRole('button', { name: 'mehr anzeigen' });
      await more.scrollIntoViewIfNeeded();
      await more.click();
      await page.waitForFunction(() => !document.querySelector('.vk-article-list__results[aria-busy="true"]'));
      await page.mouse.wheel(0, 4000);
    }
    row('infinite list after 10 pages: cards in the DOM', await cards.count(), 'cards', 4 * pageSize);
    await context.close();
  }
} finally {
  await browser.close();
  await shop.close();
}
