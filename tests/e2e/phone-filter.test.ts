import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { DESKTOP, newVisitor, PHONE, screenshot, withDemoShop } from './support/demo-shop.ts';
import { hydrated } from './support/hydration.ts';

const demo = withDemoShop();

describe('the article list on a phone and by keyboard (issue 22)', () => {
  it('phone: the filters open over the list, folded, with "N Treffer anzeigen" in view; the list is there on close', async () => {
    const { page, errors, context } = await newVisitor(demo.browser, PHONE);
    await page.goto(`${demo.shop.url}/shop`);
    // The server wrote the list; the button works once the element has taken it over.
    await page.locator('shop-article-list[prerendered]').waitFor({ state: 'detached' });
    const toggle = page.getByRole('button', { name: 'Filter', exact: true });
    await toggle.click();
    const dialog = page.getByRole('dialog', { name: 'Filter' });
    await dialog.waitFor();
    const apply = dialog.getByRole('button', { name: /Treffer anzeigen$/ });
    // The panel fills the screen and its button is in view without scrolling.
    expect(await dialog.boundingBox()).toEqual({ x: 0, y: 0, width: PHONE.width, height: PHONE.height });
    const box = (await apply.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
    expect(await page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'phone-filter-open-375');

    // The first group is open, the others fold.
    await dialog.getByRole('checkbox', { name: /^Rotwein/ }).check();
    await page.waitForURL(/\?egruppe=rotwein$/);
    await dialog.locator('summary', { hasText: 'Land / Region' }).click();
    await dialog.getByRole('checkbox', { name: /^Schweiz/ }).check();
    await page.waitForURL(/\?egruppe=rotwein&landregion=schweiz$/);
    const count = (await page.locator('.vk-article-list__count').textContent())!;
    await expect.poll(() => apply.textContent()).toBe(`${count} anzeigen`);
    expect((await apply.boundingBox())!.y + box.height).toBeLessThanOrEqual(PHONE.height);
    await screenshot(page, 'phone-filter-ticked-375');

    await apply.click();
    await dialog.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Filter');
    // Escape closes it too.
    await toggle.click();
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('desktop keyboard: the skip link leads past toolbar and filters to the first card', async () => {
    const { page, errors, context } = await newVisitor(demo.browser, DESKTOP);
    await page.goto(`${demo.shop.url}/shop`);
    // The filters are server-rendered: the tab stops are counted once every island has hydrated.
    await hydrated(page);
    let steps = 0;
    while (steps < 60 && (await page.evaluate(() => document.activeElement?.textContent)) !== 'Zu den Ergebnissen springen') {
      await page.keyboard.press('Tab');
      steps++;
    }
    expect(steps).toBeLessThan(60);
    // The page's own skip link to the content is still the first stop.
    await page.keyboard.press('Shift+Tab');
    await page.goto(`${demo.shop.url}/shop`);
    await hydrated(page);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Zum Inhalt springen');
    for (let i = 1; i < steps; i++) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Zu den Ergebnissen springen');
    await screenshot(page, 'skip-to-results-1440');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    expect(
      await page.evaluate(() => document.activeElement?.closest('.vk-card') === document.querySelector('.vk-article-list__grid .vk-card')),
    ).toBe(true);
    expect(new URL(page.url()).hash).toBe('');
    expect(errors).toEqual([]);
    await context.close();
  });
});
