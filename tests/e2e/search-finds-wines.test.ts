import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { DESKTOP, newVisitor, PHONE, screenshot, withDemoShop } from './support/demo-shop.ts';

const demo = withDemoShop();

describe('the header search finds wines (issue 22)', () => {
  it('a picked suggestion and a typed term both go to the site search, which shows the wines for it first', async () => {
    const { page, errors, context } = await newVisitor(demo.browser, DESKTOP);
    await page.goto(`${demo.shop.url}/`);
    const box = page.getByRole('combobox', { name: 'Suche' });
    await box.pressSequentially('Chass', { delay: 60 });
    await page.getByRole('listbox').getByRole('option', { name: 'Chasselas', exact: true }).click();
    // Issue 36: where Enter goes (issue 22 had sent a suggestion to /shop, a shopper's surprise).
    await page.waitForURL(/\/suche\?suchbegriff=Chasselas$/);
    await page.getByRole('region', { name: 'Weine zu «Chasselas»' }).getByRole('heading', { level: 3 }).first().waitFor();

    await page.goto(`${demo.shop.url}/`);
    await page.getByRole('combobox', { name: 'Suche' }).fill('Versand');
    await page.getByRole('combobox', { name: 'Suche' }).press('Enter');
    await page.waitForURL(/\/suche\?suchbegriff=Versand$/);
    expect(errors).toEqual([]);
    await context.close();
  });

  for (const viewport of [PHONE, DESKTOP]) {
    it(`the site search page shows the wines for its term at ${viewport.width} px, with the way to all of them`, async () => {
      const { page, errors, context } = await newVisitor(demo.browser, viewport);
      await page.goto(`${demo.shop.url}/suche?suchbegriff=Chasselas`);
      const wines = page.getByRole('region', { name: 'Weine zu «Chasselas»' });
      await wines.getByRole('heading', { level: 3 }).first().waitFor();
      expect(await wines.getByRole('heading', { level: 3 }).count()).toBe(4);
      const all = wines.getByRole('link', { name: /^Alle \d+ Weine im Shop anzeigen$/ });
      expect(await all.getAttribute('href')).toBe('/shop?suchbegriff=Chasselas');
      const count = Number((await wines.getByText(/Weine gefunden/).textContent())!.match(/\d+/)![0]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, `search-finds-wines-${viewport.width}`);
      await all.click();
      await page.waitForURL(/\/shop\?suchbegriff=Chasselas$/);
      await expect.poll(() => page.locator('.vk-article-list__count').textContent()).toBe(`${count} Treffer`);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
