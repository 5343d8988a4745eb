import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import { startCmsProxy } from './support/cms-proxy.ts';
import { newVisitor, PHONE, screenshot, startDemoShop } from './support/demo-shop.ts';
import { collectHydrationWarnings, hydrated } from './support/hydration.ts';
import { hasPhp, startPhpServer } from './support/php-server.ts';
import { freePort, startRenderService } from './support/render-service.ts';

/**
 * A plain PHP page (tests/e2e/fixtures/php/index.php, `php -S`) writes `<shop-article-list initial='…'>` and a
 * header with `<shop-search-field>` as the README says, and passes itself through the PHP client
 * (integrations/php/VinothekRender.php). With the render service running the cards are in the HTML; with it
 * stopped the page still works, rendered by the browser, and PHP's log says why in one line.
 */
const php = hasPhp();
if (!php) console.warn('php-client.test.ts skipped: no `php` on this machine (Debian: apt-get install php-cli; .ci/run does).');

describe.skipIf(!php)('PHP client (VinothekRender.php)', () => {
  let browser: Browser;
  let shop: Awaited<ReturnType<typeof startDemoShop>>;
  let service: Awaited<ReturnType<typeof startRenderService>>;
  const stack: { close(): Promise<void> }[] = [];

  /** The PHP page behind one origin with the shop, its client talking to `renderService`. */
  async function phpSite(renderService: string) {
    const server = await startPhpServer(join(process.cwd(), 'tests/e2e/fixtures/php'), {
      env: { SHOP_API: shop.url, RENDER_SERVICE: renderService },
    });
    const proxy = await startCmsProxy({ cms: server.url, shop: shop.url });
    stack.push({ close: proxy.close }, { close: server.stop });
    return { url: `${proxy.url}/`, log: server.log };
  }

  beforeAll(async () => {
    [shop, service, browser] = await Promise.all([startDemoShop(), startRenderService(['--workers', '1']), launchBrowser()]);
  });
  afterAll(async () => {
    for (const item of stack.reverse()) await item.close();
    await browser?.close();
    await service?.stop();
    await shop?.close();
  });

  /** Sums the page's layout shifts from its start (buffered), as Lighthouse's CLS counts them. */
  const measureShifts = (page: Page) =>
    page.addInitScript(() => {
      const record = window as unknown as { shifts: number; moved: string[] };
      record.shifts = 0;
      record.moved = [];
      type Shift = { value: number; sources: { node?: Element; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[] };
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as Shift[]) {
          record.shifts += entry.value;
          // What moved, for the failure message: the element, from where to where.
          for (const { node, previousRect: a, currentRect: b } of entry.sources)
            record.moved.push(
              `${node?.closest?.('shop-article-list') ? 'list' : 'page'} ${entry.value.toFixed(3)} ${node?.nodeName}.${node?.className} y ${a.y}→${b.y} h ${a.height}→${b.height}`,
            );
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });

  it('with the service running: the cards are in the HTML without JavaScript; the page hydrates without a warning and the template’s header does not shift', async () => {
    const site = await phpSite(service.url);
    const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
    const still = await noScript.newPage();
    await still.goto(site.url);
    expect(await still.locator('shop-article-list[prerendered] .vk-card').count()).toBe(24);
    expect(await still.getByRole('heading', { level: 3 }).count()).toBe(24);
    expect(await still.locator('script[type="application/ld+json"]').count()).toBe(1);
    await screenshot(still, 'php-client-list-375-no-script');
    await noScript.close();

    const { page, errors, warnings, context } = await newVisitor(browser, PHONE);
    const hydration = collectHydrationWarnings(page);
    await measureShifts(page);
    await page.goto(site.url);
    await hydrated(page);
    // The template's search field (no server render) comes up in the space reserved for it.
    await page.locator('shop-search-field input').waitFor();
    await screenshot(page, 'php-client-list-375');
    expect(hydration).toEqual([]);
    expect(warnings).toEqual([]);
    expect(errors).toEqual([]);
    const { shifts, moved } = await page.evaluate(() => {
      const { shifts, moved } = window as unknown as { shifts: number; moved: string[] };
      return { shifts, moved };
    });
    // Nothing of the template's page moves as the search field and the badge come up (the search field's box is
    // reserved, src/styles/elements.css), and the list stays where the server put it while it hydrates: the
    // page's layout shift stays within the budget of ARCHITECTURE.md §8 (CLS ≤ 0.02; a shift is no time).
    expect(moved.filter((line) => line.startsWith('page '))).toEqual([]);
    expect(shifts, moved.join('\n')).toBeLessThanOrEqual(0.02);
    expect(site.log()).not.toMatch(/vinothek-elements:/);
    await context.close();
  });

  it('with the service stopped: the page keeps its tags, the browser renders them, and PHP logs one line saying why', async () => {
    const stopped = `http://127.0.0.1:${await freePort()}`;
    const site = await phpSite(stopped);
    const html = await (await fetch(site.url)).text();
    expect(html).toMatch(/<shop-article-list initial='[^']+' base-url='\/' paging='pager'><\/shop-article-list>/);
    const lines = site
      .log()
      .split('\n')
      .filter((line) => line.includes('vinothek-elements:'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`the page's elements were rendered in the browser: the render service at ${stopped}/render did not answer`);

    const { page, errors, context } = await newVisitor(browser, PHONE);
    await page.goto(site.url);
    await expect.poll(() => page.locator('shop-article-list .vk-card').count(), { timeout: 30_000 }).toBe(24);
    expect(errors).toEqual([]);
    await context.close();
  });
});
