import { describe, expect, it } from 'vitest';
import { newVisitor, withDemoShop } from './support/demo-shop.ts';

const demo = withDemoShop();

/**
 * The phone header is one row in every language (issue 21, 26): French "Se connecter" is longer than "Anmelden"
 * and pushed the login link over the logo at 320–375 px, and the AGB heading widened the page at 320 px.
 */
describe('the phone header in German, French and Italian', () => {
  for (const width of [320, 360, 375]) {
    it(`keeps logo, login, basket and menu apart on one row at ${width} px`, async () => {
      const { context, page, errors } = await newVisitor(demo.browser, { width, height: 700 });
      for (const language of ['de', 'fr', 'it']) {
        await page.goto(`${demo.shop.url}/agb?lang=${language}`);
        await page.locator('.vk-header__actions a').first().waitFor();
        const row = await page.evaluate(() => {
          const box = (element: Element) => element.getBoundingClientRect();
          const logoLink = document.querySelector('.vk-header__logo')!;
          const logo = box(logoLink);
          const controls = [...document.querySelectorAll('.vk-header__actions > *, .vk-header__nav button')]
            .map(box)
            .filter((rect) => rect.width > 0);
          return {
            // Where the name ends, also when the link's box was squeezed and the text runs out of it.
            logoEnd: logo.left + Math.max(logo.width, logoLink.scrollWidth),
            firstStart: Math.min(...controls.map((rect) => rect.left)),
            tops: [logo, ...controls].map((rect) => Math.round(rect.top + rect.height / 2)),
            pageWidth: document.documentElement.scrollWidth,
          };
        });
        expect(row.firstStart - row.logoEnd, `${language}: space between the logo and the first link`).toBeGreaterThanOrEqual(4);
        expect(new Set(row.tops).size, `${language}: one row`).toBe(1);
        expect(row.pageWidth, `${language}: page width`).toBeLessThanOrEqual(width);
      }
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
