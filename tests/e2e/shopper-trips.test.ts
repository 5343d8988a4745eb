import { describe, expect, it } from 'vitest';
import { newVisitor, PHONE, withDemoShop } from './support/demo-shop.ts';
import { hydrated } from './support/hydration.ts';

/** Issue 36: what shoppers tripped over on a phone, each held where it showed (Chromium, 375 px). */
const demo = withDemoShop();

describe('shopper trips (issue 36)', () => {
  it('a hidden header leaves no area that swallows taps', async () => {
    const { context, page, errors } = await newVisitor(demo.browser, PHONE);
    await page.goto(`${demo.shop.url}/shop`);
    await hydrated(page);
    await page.mouse.move(180, 600);
    await page.mouse.wheel(0, 1500);
    await page.waitForFunction(() => scrollY > 1000);
    await expect.poll(() => page.locator('.vk-header').evaluate((header) => header.classList.contains('vk-header--hidden'))).toBe(true);
    await expect.poll(() => page.locator('.vk-header').evaluate((header) => header.getBoundingClientRect().bottom)).toBeLessThanOrEqual(0);
    // Every point of the sticky host's box reaches the page beneath it.
    const caught = await page.locator('shop-header').evaluate((host) => {
      const box = host.getBoundingClientRect();
      const points: string[] = [];
      for (let y = Math.max(box.top, 0) + 2; y < box.bottom; y += 10)
        for (let x = 10; x < innerWidth; x += 40) {
          const hit = document.elementFromPoint(x, y);
          if (hit && host.contains(hit)) points.push(`${x},${Math.round(y)}`);
        }
      return points;
    });
    expect(caught).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
