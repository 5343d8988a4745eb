import { describe, expect, it } from 'vitest';
import { DESKTOP, logIn, newVisitor, withDemoShop } from './support/demo-shop.ts';
import { collectHydrationWarnings, hydrated } from './support/hydration.ts';

/**
 * Every demo page (each has a server-rendered header; most have content elements too) hydrates without a mismatch, for each kind of visitor: the
 * server renders what it knows of the customer (prices, VAT side, reminder data), the browser knows more (the
 * basket, the lists) and must show it only after hydration (useClientValue). A mismatch makes React render the
 * element afresh, and our renderer says so in a console warning.
 */
const demo = withDemoShop();

const SERVER_RENDERED_PAGES = [
  '/shop',
  '/shop?egruppe=rotwein&sort=preis-asc&seite=2',
  '/shop/1001-dezaley-grand-cru', // ratings, two units
  '/shop/1002', // not orderable: the stock reminder, prefilled for a customer
  '/shop/1003', // promotion
  '/shop/1004', // demo@'s individual price
  '/', // header, big slider, article sliders
  '/regionen/schweiz',
  '/suche?suchbegriff=Wein',
  '/kontakt',
  '/agb',
  '/account/login',
  '/checkout/basket',
  '/checkout',
];

/** A customer's own pages: the account elements and the confirmation of an order (its address read from the list). */
const CUSTOMER_PAGES = ['/account/bestellungen', '/account/rechnungen', '/account/adressen', '/account/merklisten'];

describe('hydration for every kind of visitor', () => {
  for (const visitor of ['anonymous', 'demo@vinothek.ch', 'firma@vinothek.ch'] as const) {
    it(`${visitor}: every server-rendered page hydrates with no warning, with an article in the basket`, async () => {
      const { context, page, errors } = await newVisitor(demo.browser, DESKTOP);
      if (visitor !== 'anonymous') await logIn(page, demo.shop.url, visitor, '/shop');
      // The basket is something the server render leaves out: the badge and the controls load it meanwhile.
      await page.goto(`${demo.shop.url}/shop/1006`);
      await page.getByRole('button', { name: 'In den Warenkorb' }).click();
      await page.getByText('Der Artikel wurde in den Warenkorb gelegt.').waitFor();

      const warnings = collectHydrationWarnings(page);
      const customerPages: string[] = [];
      if (visitor !== 'anonymous') {
        await page.goto(`${demo.shop.url}/account/rechnungen`);
        const invoice = await page.locator('shop-invoices a[href^="/account/rechnungen/"]').first().getAttribute('href');
        await page.goto(`${demo.shop.url}/account/bestellungen`);
        const confirmation = await page.locator('shop-orders a[href*="/checkout/bestaetigung"]').first().getAttribute('href');
        customerPages.push(...CUSTOMER_PAGES, invoice!, confirmation!);
      }
      for (const path of [...SERVER_RENDERED_PAGES, ...customerPages]) {
        const response = await page.goto(`${demo.shop.url}${path}`);
        // The header at least; the page's content elements besides (other tests check each one's markup).
        expect(await response!.text(), path).toMatch(/<shop-header [^>]*prerendered>/);
        await hydrated(page);
        expect(warnings, path).toEqual([]);
      }
      // The last page shows the line the server could not know, so hydration is behind us and matched.
      await page.goto(`${demo.shop.url}/shop/1006`);
      await hydrated(page);
      await page.locator('shop-article-detail .vk-add-to-basket__status').waitFor();
      expect(warnings).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
