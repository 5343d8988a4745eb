import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { screenshot } from '../support/demo-shop.ts';
import { scrollToSettled } from '../support/scroll.ts';
import { ARTICLE, type DemoPage, type Visitor } from './pages.ts';

/** Links that change the visitor's state (the language cookie, the session): followed, they would change the pages after them. */
const STATE_CHANGING = /^\/account\/(sprache|logout)/;

/** Every same-origin link of the page's header and main content answers (redirects followed), each address once per visitor. */
async function expectLinksWork(page: Page, context: BrowserContext, origin: string, seen: Set<string>): Promise<void> {
  const hrefs = await page
    .locator('header a[href], main a[href]')
    .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
  const queue: { url: string; href: string }[] = [];
  for (const href of new Set(hrefs)) {
    const url = new URL(href);
    url.hash = '';
    if (url.origin !== origin || seen.has(url.href) || STATE_CHANGING.test(url.pathname)) continue;
    seen.add(url.href);
    queue.push({ url: url.href, href });
  }
  const from = page.url();
  // A few requests at a time: while the shop renders one page, the answer of another travels (one at a time, a
  // visitor's few hundred links waited on each other).
  const worker = async () => {
    for (let link = queue.shift(); link; link = queue.shift()) {
      const response = await context.request.get(link.url, { maxRedirects: 5 });
      expect.soft(response.status(), `${link.href} linked from ${from}`).toBeLessThan(400);
    }
  };
  await Promise.all(Array.from({ length: LINKS_AT_ONCE }, worker));
}

const LINKS_AT_ONCE = 4;

/** A context with JavaScript off and the cookies of the visitor's page (its session, its basket). */
async function withoutScripts(page: Page): Promise<BrowserContext> {
  return page
    .context()
    .browser()!
    .newContext({
      viewport: { width: 1440, height: 900 },
      locale: 'de-CH',
      javaScriptEnabled: false,
      storageState: await page.context().storageState(),
    });
}

/**
 * Issue 25: every page shows its main content with JavaScript off (crawlers, link previews, a phone still waiting
 * for its scripts), its header has its links, and its links lead somewhere. The visitor's state (a basket line,
 * an order, a Merkliste) was made with scripts on by the page pass; the same cookies browse with scripts off.
 */
export async function checkWithoutJavaScript(
  withScripts: Page,
  shopUrl: string,
  pages: readonly DemoPage[],
  paths: Map<string, string>,
  visitor: Visitor,
): Promise<void> {
  const context = await withoutScripts(withScripts);
  try {
    const page = await context.newPage();
    const seen = new Set<string>();
    for (const entry of pages) {
      const path = paths.get(entry.name)!;
      const response = await page.goto(new URL(path, shopUrl).href);
      // Soft: one run names every page that fails, not only the first.
      expect.soft(response!.status(), path).toBeLessThan(400);
      const shown = await entry.shows!(page).isVisible();
      if (!shown) await screenshot(page, `no-js-missing-${visitor}-${entry.name}`);
      expect.soft(shown, `${path}: main content`).toBe(true);
      // The header's navigation is there too: its links are the way on without script.
      expect.soft(await page.locator('shop-header a[href]').count(), `${path}: header links`).toBeGreaterThan(3);
      await expectLinksWork(page, context, new URL(shopUrl).origin, seen);
    }
  } finally {
    await context.close();
  }
}

/** Following links needs no script: from the list to an article and on to the list's second page. */
export async function followLinksWithoutJavaScript(withScripts: Page, shopUrl: string): Promise<void> {
  const context = await withoutScripts(withScripts);
  try {
    const page = await context.newPage();
    await page.goto(`${shopUrl}/shop`);
    await screenshot(page, 'no-js-shop');
    await page
      .locator('main')
      .getByRole('link', { name: new RegExp(ARTICLE) })
      .first()
      .click();
    await page.waitForURL(/\/shop\/1001/);
    await page.goto(`${shopUrl}/shop`);
    const page2 = page.locator('main').getByRole('link', { name: 'Seite 2' }).first();
    await scrollToSettled(page2);
    await page2.click();
    await page.waitForURL(/page=2/);
  } finally {
    await context.close();
  }
}
