import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { sourceCatalogues } from '../../src/i18n/sources.ts';
import { DEMO_TEXTS } from '../../examples/platform/texts/index.ts';
import { BACKOFFICE_DE } from '../../examples/platform/backoffice-texts/index.ts';
import { en as backofficeEn } from '../../examples/platform/backoffice-texts/en.ts';
import { fr as backofficeFr } from '../../examples/platform/backoffice-texts/fr.ts';
import { hydrated } from './support/hydration.ts';
import { newVisitor, PHONE, screenshot, withDemoShop } from './support/demo-shop.ts';

/**
 * Issue 36: a French or English shopper sees the demo's own words (main menu, titles, headings) and the back
 * office's data (delivery types, payment methods, lines) in that language, and a new address's correspondence
 * language is theirs. Wine and region names are catalogue data and are not held against it.
 */
const demo = withDemoShop();
const LAPTOP = { width: 1280, height: 900 };
const catalogues = sourceCatalogues as Record<string, Record<string, string>>;
const BACKOFFICE = { fr: backofficeFr, en: backofficeEn };
const GERMAN_MENU = ['Weine', 'Aktionen', 'Neuheiten', 'Regionen', 'Über uns', 'Kontakt', 'Rotwein', 'Weisswein', 'Schaumwein', 'Süsswein'];
const GERMAN_TITLES = /Schweizer Weine online|Unsere Weine|Warenkorb|Kasse|Startseite/;

/** The header's main menu entries (every level, open or not) and the page's title and first heading. */
async function chrome(page: Page): Promise<{ menu: string[]; title: string; heading: string }> {
  return page.evaluate(() => ({
    menu: [...document.querySelectorAll('shop-header nav a, shop-header nav button')]
      .map((item) => item.textContent?.replace(/\s+/g, ' ').trim() ?? '')
      .filter(Boolean),
    title: document.title,
    heading: document.querySelector('main h1')?.textContent?.trim() ?? '',
  }));
}

describe.each(['fr', 'en'] as const)('the demo shop in %s', (language) => {
  const t = DEMO_TEXTS[language];
  const element = (id: string) => catalogues[language]![id]!;
  const backoffice = BACKOFFICE[language];

  it('/, /shop, the basket and the checkout: menu, titles, delivery and payment names in the language; the address form preselects it', async () => {
    const { context, page, errors } = await newVisitor(demo.browser, LAPTOP);
    try {
      await page.goto(`${demo.shop.url}/?lang=${language}`);
      for (const [path, heading] of [
        ['/', t.homeHeading],
        ['/shop', t.shopHeading],
      ] as const) {
        await page.goto(`${demo.shop.url}${path}`);
        await hydrated(page);
        const shown = await chrome(page);
        expect(shown.menu, path).toEqual(expect.arrayContaining([t.navWines, t.navPromotions, t.navRegions, t.navContact]));
        expect(
          shown.menu.filter((entry) => GERMAN_MENU.includes(entry)),
          path,
        ).toEqual([]);
        expect(shown.title, path).not.toMatch(GERMAN_TITLES);
        expect(shown.heading, path).toBe(heading);
        if (path === '/shop') await screenshot(page, `demo-${language}-shop-1280`);
      }

      // 1006 with the Post's shipping line (the order is below the free-shipping amount).
      await page.goto(`${demo.shop.url}/shop/1006`);
      await hydrated(page);
      await page.getByRole('button', { name: element('warenkorb.inDenWarenkorb'), exact: true }).click();
      await page.getByText(element('articleAddedToBasket')).first().waitFor();
      await page.goto(`${demo.shop.url}/checkout/basket`);
      await hydrated(page);
      const basket = await chrome(page);
      expect(basket.heading).toBe(t.basket);
      expect(basket.title).toBe(`${t.basket} | Vinothek`);
      const basketText = (await page.locator('shop-basket').textContent()) ?? '';
      expect(basketText).toContain(backoffice.veg);
      expect(basketText).not.toMatch(/Versandkosten|VEG Glasflaschen|Flasche 75 cl/);
      await screenshot(page, `demo-${language}-basket-1280`);

      // A guest's checkout opens the address dialog: the new address is written in the page's language.
      await page.goto(`${demo.shop.url}/checkout`);
      await hydrated(page);
      const dialog = page.getByRole('dialog', { name: element('checkout.lieferadresse') });
      await dialog.waitFor();
      expect(await dialog.locator('select[name="sprache"]').inputValue()).toBe(language);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      const checkout = await chrome(page);
      expect(checkout.heading).toBe(t.checkout);
      const checkoutText = (await page.locator('shop-checkout').textContent()) ?? '';
      for (const delivery of Object.values(backoffice.lieferarten)) expect(checkoutText).toContain(delivery.name);
      expect(checkoutText).toContain(backoffice.zahlungsarten[1]);
      expect(checkoutText).toContain(backoffice.zahlungsarten[3]);
      const german = [
        BACKOFFICE_DE.lieferarten[2].name,
        BACKOFFICE_DE.lieferarten[3].name,
        BACKOFFICE_DE.zahlungsarten[3],
        BACKOFFICE_DE.lieferarten[1].text,
      ];
      expect(german.filter((word) => checkoutText.includes(word))).toEqual([]);
      await screenshot(page, `demo-${language}-checkout-1280`);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('the phone menu, /shop and the checkout at 375 px', async () => {
    const { context, page, errors } = await newVisitor(demo.browser, PHONE);
    try {
      await page.goto(`${demo.shop.url}/shop?lang=${language}`);
      await hydrated(page);
      await screenshot(page, `demo-${language}-shop-375`);
      await page.goto(`${demo.shop.url}/shop/1003`);
      await hydrated(page);
      await page.getByRole('button', { name: element('warenkorb.inDenWarenkorb'), exact: true }).click();
      await page.getByText(element('articleAddedToBasket')).first().waitFor();
      await page.goto(`${demo.shop.url}/checkout/basket`);
      await hydrated(page);
      await screenshot(page, `demo-${language}-basket-375`);
      await page.goto(`${demo.shop.url}/checkout`);
      await hydrated(page);
      await page.getByRole('dialog').waitFor();
      await screenshot(page, `demo-${language}-checkout-dialog-375`);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
