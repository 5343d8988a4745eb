import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, newVisitor, PHONE, screenshot, withDemoShop } from './support/demo-shop.ts';
import { hydrated } from './support/hydration.ts';

/**
 * Issue 36: the elements look and work the same inside a hostile host theme (tests/e2e/fixtures/hostile-theme.css:
 * the common resets and a WordPress default theme's global heading, link, button, input, list and table rules,
 * unlayered and loaded after our stylesheet). Each page is measured, the theme added, and measured again: every
 * box of every element inside the shop's tags stays where it was, and the lightbox shows its image.
 */
const demo = withDemoShop();
const HOSTILE = readFileSync(new URL('./fixtures/hostile-theme.css', import.meta.url), 'utf8');

type Box = { what: string; x: number; y: number; width: number; height: number };

/** Every rendered element inside the shop's elements (and the body-level lightbox and toasts), with its box. */
const boxes = (page: Page, root: string) =>
  page.evaluate((root) => {
    const found: Box[] = [];
    for (const element of document.querySelectorAll<HTMLElement>(root)) {
      // Where the element sits is the page's affair: boxes are measured from its top left corner.
      const origin = element.getBoundingClientRect();
      for (const node of [element, ...element.querySelectorAll<HTMLElement>('*')]) {
        const rect = node.getBoundingClientRect();
        if (rect.width === 0 && rect.height === 0) continue;
        const what = `${node.tagName.toLowerCase()}.${[...node.classList].join('.')} «${(node.textContent ?? '').trim().slice(0, 30)}»`;
        found.push({ what, x: rect.x - origin.x, y: rect.y - origin.y, width: rect.width, height: rect.height });
      }
    }
    return found;
  }, root);

/** The boxes that moved or changed size by more than a pixel (or appeared, or went). */
function moved(before: Box[], after: Box[]): string[] {
  const problems: string[] = [];
  if (before.length !== after.length) problems.push(`${before.length} boxes before, ${after.length} with the theme`);
  for (const [index, box] of before.entries()) {
    const other = after[index];
    if (!other) break;
    const off = ['x', 'y', 'width', 'height'].filter((key) => Math.abs(box[key as 'x'] - other[key as 'x']) > 1);
    if (off.length) problems.push(`${box.what}: ${off.map((key) => `${key} ${box[key as 'x']} → ${other[key as 'x']}`).join(', ')}`);
  }
  return problems.slice(0, 15);
}

/**
 * The theme's reset also changes the page's own containers (content-box makes a padded column wider): the shop's
 * elements keep the width the page gave them before, so what is compared is what happens inside them.
 */
const holdWidths = (page: Page, root: string) =>
  page.evaluate((root) => {
    for (const element of document.querySelectorAll<HTMLElement>(root)) element.style.width = `${element.getBoundingClientRect().width}px`;
  }, root);

/** Adds the theme as the page's last stylesheet, served from the shop's origin (its CSP allows no inline style). */
async function withHostileTheme(page: Page): Promise<void> {
  await page.route('**/hostile-theme.css', (route) => route.fulfill({ contentType: 'text/css', body: HOSTILE }));
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href: '/hostile-theme.css' });
        link.addEventListener('load', () => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        document.head.append(link);
      }),
  );
}

const SHOP_TAGS = 'shop-header, shop-article-list, shop-article-detail, shop-basket, shop-checkout';

describe('a hostile host theme', () => {
  it('detail at 1440: nothing moves, and the lightbox shows its image', async () => {
    const { context, page, errors } = await newVisitor(demo.browser, DESKTOP);
    await page.goto(`${demo.shop.url}/shop/1001`);
    await hydrated(page);
    await holdWidths(page, SHOP_TAGS);
    const before = await boxes(page, SHOP_TAGS);
    await withHostileTheme(page);
    expect(moved(before, await boxes(page, SHOP_TAGS))).toEqual([]);
    await screenshot(page, 'hostile-theme-detail-1440');

    await page.getByRole('button', { name: /Bild 1 von \d vergrössern/ }).click();
    await page.locator('.pswp').waitFor({ state: 'visible' });
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLElement>('.pswp__item')].every((item) => item.style.display === 'block'),
    );
    const image = page.locator('.pswp__item[aria-hidden="false"] .pswp__img').first();
    const box = (await image.boundingBox())!;
    expect(box.width).toBeGreaterThan(200);
    expect(box.height).toBeGreaterThan(200);
    await screenshot(page, 'hostile-theme-lightbox-1440', { fullPage: false });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('list at 1280: nothing moves', async () => {
    const { context, page, errors } = await newVisitor(demo.browser, { width: 1280, height: 900 });
    await page.goto(`${demo.shop.url}/shop`);
    await hydrated(page);
    await holdWidths(page, SHOP_TAGS);
    const before = await boxes(page, SHOP_TAGS);
    await withHostileTheme(page);
    expect(moved(before, await boxes(page, SHOP_TAGS))).toEqual([]);
    await screenshot(page, 'hostile-theme-list-1280');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('basket on a phone: nothing moves', async () => {
    const { context, page, errors } = await newVisitor(demo.browser, PHONE);
    await page.goto(`${demo.shop.url}/shop/1001`);
    await hydrated(page);
    await page.getByRole('button', { name: 'In den Warenkorb' }).click();
    await page.getByText('Der Artikel wurde in den Warenkorb gelegt.').waitFor();
    await page.goto(`${demo.shop.url}/checkout/basket`);
    await hydrated(page);
    await page.locator('.vk-basket-line').first().waitFor();
    await holdWidths(page, SHOP_TAGS);
    const before = await boxes(page, SHOP_TAGS);
    await withHostileTheme(page);
    expect(moved(before, await boxes(page, SHOP_TAGS))).toEqual([]);
    await screenshot(page, 'hostile-theme-basket-375');
    expect(errors).toEqual([]);
    await context.close();
  });
});
