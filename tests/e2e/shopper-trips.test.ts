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
    await expect
      .poll(() => page.locator('.vk-header').evaluate((header) => header.classList.contains('vk-header--hidden')), { timeout: 10_000 })
      .toBe(true);
    // The bar's slide (a transition) has ended.
    await expect
      .poll(() => page.locator('.vk-header').evaluate((header) => header.getBoundingClientRect().bottom), { timeout: 10_000 })
      .toBeLessThanOrEqual(0);
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

  it("a toast leaves the header's basket icon, badge and menu in reach", async () => {
    const { context, page, errors } = await newVisitor(demo.browser, PHONE);
    await page.goto(`${demo.shop.url}/shop/1001`);
    await hydrated(page);
    await page.getByRole('button', { name: 'In den Warenkorb' }).click();
    const toast = page.locator('.vk-toast').filter({ hasText: 'Der Artikel wurde in den Warenkorb gelegt.' });
    await toast.waitFor();
    // The press scrolled the button into view and the header away: back at the top, the header shows again.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect
      .poll(() => page.locator('.vk-header').evaluate((header) => header.classList.contains('vk-header--hidden')), { timeout: 10_000 })
      .toBe(false);
    // Measured once the toast has come in and the header back (animations and transitions move them).
    await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
    const covered = await page.evaluate(() => {
      const controls = [
        ...document.querySelectorAll<HTMLElement>('.vk-header__actions a, .vk-header__actions button, .vk-main-nav__menu-button'),
      ];
      return controls
        .filter((control) => control.getClientRects().length > 0)
        .filter((control) => {
          const box = control.getBoundingClientRect();
          const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
          return !hit || !control.contains(hit);
        })
        .map((control) => control.textContent?.trim() || control.getAttribute('aria-label'));
    });
    await page.screenshot({ path: 'screenshots/toast-below-header-375.png' });
    expect(covered).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
