import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { DESKTOP, newVisitor, PHONE, screenshot, withDemoShop } from './support/demo-shop.ts';
import { collectHydrationWarnings, openWithScriptsHeld } from './support/hydration.ts';

/**
 * The demo's detail page writes <shop-article-detail> with its first render inside (vinothek-elements/server)
 * and the article's schema.org Product after it. A visitor without script (a crawler, a link preview) reads
 * the name, the price and the first image; with script the element hydrates that markup in place.
 */
const demo = withDemoShop();
const DETAIL = '/shop/1001-dezaley-grand-cru';

/** The title and the first image: remembered as nodes, and where they are. */
function markTitleAndImage(page: Page) {
  return page.evaluate(() => {
    const title = document.querySelector('shop-article-detail h1')!;
    const image = document.querySelector('shop-article-detail .vk-carousel img')!;
    Object.assign(window, { serverTitle: title, serverImage: image });
    const box = (element: Element) => {
      const { x, y, width, height } = element.getBoundingClientRect();
      return { x, y, width, height };
    };
    return { title: box(title), image: box(image) };
  });
}

const sameNodesStillThere = (page: Page) =>
  page.evaluate(() => {
    const { serverTitle, serverImage } = window as unknown as { serverTitle: Element; serverImage: Element };
    return (
      serverTitle === document.querySelector('shop-article-detail h1') &&
      serverImage === document.querySelector('shop-article-detail .vk-carousel img')
    );
  });

describe('server-rendered article detail', () => {
  it('without JavaScript: name, price and the first image are on the page, with the Product JSON-LD', async () => {
    const context = await demo.browser.newContext({ viewport: PHONE, locale: 'de-CH', javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${demo.shop.url}${DETAIL}`);
    await page.getByRole('heading', { level: 1, name: 'Dézaley Grand Cru 2022' }).waitFor();
    expect(await page.locator('shop-article-detail .vk-price__amount').first().textContent()).toMatch(/^CHF\s32\.00$/);
    const image = page.getByRole('img', { name: 'Dézaley Grand Cru – Bild 1' });
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const box = (await image.boundingBox())!;
    expect(box.width).toBeGreaterThan(200);
    expect(box.y).toBeLessThan(PHONE.height);
    // Links work without script: back to the list.
    expect(await page.getByRole('link', { name: /zurück/ }).getAttribute('href')).toBe('/shop');
    const data = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text));
    expect(data.map((item) => item['@type']).sort()).toEqual(['BreadcrumbList', 'Product']);
    expect(data.find((item) => item['@type'] === 'Product')).toMatchObject({
      name: 'Dézaley Grand Cru 2022',
      offers: { price: 32, priceCurrency: 'CHF' },
    });
    await screenshot(page, 'server-rendered-detail-375-no-js');
    await context.close();
  });

  for (const [name, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`${name}: the element takes over the markup with no hydration warning and no box moving, and works`, async () => {
      const { page, errors, context } = await newVisitor(demo.browser, viewport);
      const warnings = collectHydrationWarnings(page);
      const { release } = await openWithScriptsHeld(page, `${demo.shop.url}${DETAIL}`, 'shop-article-detail');
      const image = page.getByRole('img', { name: 'Dézaley Grand Cru – Bild 1' });
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      const boxes = await markTitleAndImage(page);

      await release();
      // Hydrated once the login link knows the page to come back to (the server could not: README "Server rendering").
      await page.locator('shop-article-detail .vk-price__login a[href*="returnUrl="]').waitFor();
      expect(await sameNodesStillThere(page)).toBe(true);
      expect(await markTitleAndImage(page)).toEqual(boxes);
      // And it works: the carousel answers, the basket control adds.
      await page.getByRole('button', { name: 'Nächstes Bild' }).click();
      await page.getByRole('button', { name: 'Bild 2 anzeigen' }).and(page.locator('[aria-current="true"]')).waitFor();

      const added = page.waitForResponse((response) => response.url().endsWith('/api/basket/add') && response.ok());
      await page.getByRole('button', { name: 'In den Warenkorb' }).click();
      await added;
      await page.getByText('Der Artikel wurde in den Warenkorb gelegt.').waitFor();
      await screenshot(page, `server-rendered-detail-${viewport.width}`);
      expect(await axeViolations(page)).toEqual([]);
      expect(warnings).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});

describe('pressed before the scripts have run', () => {
  it('"In den Warenkorb" pressed while the islands wait for their scripts adds once they have hydrated', async () => {
    const { page, errors, context } = await newVisitor(demo.browser, PHONE);
    const warnings = collectHydrationWarnings(page);
    // The loader runs (it is tiny and comes first); the runtime and the element files are held back.
    const { release } = await openWithScriptsHeld(page, `${demo.shop.url}/shop/1006`, 'shop-article-detail', 'runtime.js');
    const adds: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/basket/add')) adds.push(request.postData() ?? '');
    });
    await page.getByRole('button', { name: 'In den Warenkorb' }).click();
    expect(await page.locator('shop-article-detail [data-early]').count()).toBe(1);
    expect(adds).toEqual([]);

    await release();
    await page.getByText('Der Artikel wurde in den Warenkorb gelegt.').waitFor();
    expect(adds).toHaveLength(1);
    expect(await page.locator('[data-early]').count()).toBe(0);
    expect(warnings).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
