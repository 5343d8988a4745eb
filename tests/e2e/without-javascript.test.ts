import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, logIn, newVisitor, screenshot, withDemoShop } from './support/demo-shop.ts';

/**
 * Issue 25: every demo page shows its main content with JavaScript off (crawlers, link previews, a phone still
 * waiting for its scripts), and its links lead somewhere. The shopper's state (a basket line, an order, a
 * Merkliste) is made with scripts on, then the same cookies browse with scripts off.
 */
const demo = withDemoShop();

interface PageCheck {
  path: string | ((page: Page) => Promise<string>);
  /** A text of the page's main content that only a rendered element shows (its attribute's JSON does not count). */
  shows: (page: Page) => ReturnType<Page['getByRole']>;
}

const ARTICLE = 'Dézaley Grand Cru';
const inMain = (page: Page) => page.locator('main');

/** The first link of `selector` on `path`, read with scripts off: what the next page in a journey is. */
const linkOn = (path: string, selector: string) => async (page: Page) => {
  await page.goto(`${demo.shop.url}${path}`);
  const href = await page.locator(selector).first().getAttribute('href', { timeout: 2_000 });
  expect(href, `a link ${selector} on ${path}`).toBeTruthy();
  return href!;
};

const EVERY_VISITOR: PageCheck[] = [
  {
    path: '/',
    shows: (page) =>
      inMain(page)
        .getByRole('link', { name: /Petite Arvine de Fully/ })
        .first(),
  },
  { path: '/shop', shows: (page) => inMain(page).getByRole('heading', { level: 3, name: ARTICLE }) },
  { path: '/shop?page=2', shows: (page) => inMain(page).getByRole('heading', { level: 3 }).first() },
  { path: '/shop/1001-dezaley-grand-cru', shows: (page) => inMain(page).getByRole('heading', { level: 1, name: ARTICLE }) },
  {
    path: '/regionen/schweiz',
    shows: (page) =>
      inMain(page)
        .getByRole('link', { name: new RegExp(ARTICLE) })
        .first(),
  },
  { path: '/suche?suchbegriff=Wein', shows: (page) => inMain(page).getByRole('link', { name: 'Weinregionen' }).first() },
  { path: '/kontakt', shows: (page) => inMain(page).getByRole('heading', { level: 1, name: 'Kontakt' }) },
  { path: '/agb', shows: (page) => inMain(page).getByRole('heading', { level: 1 }) },
  {
    path: '/checkout/basket',
    shows: (page) =>
      page
        .locator('shop-basket')
        .getByRole('link', { name: new RegExp(ARTICLE) })
        .first(),
  },
  { path: '/checkout', shows: (page) => page.locator('shop-checkout').getByText(ARTICLE).first() },
];

const CUSTOMER_ONLY: PageCheck[] = [
  { path: '/account/bestellungen', shows: (page) => page.locator('shop-orders').getByRole('link').first() },
  {
    path: linkOn('/account/bestellungen', 'shop-orders a[href*="/checkout/bestaetigung"]'),
    shows: (page) => page.locator('shop-checkout').getByRole('heading', { name: 'Lieferadresse' }),
  },
  { path: '/account/rechnungen', shows: (page) => page.locator('shop-invoices').getByRole('link').first() },
  {
    path: linkOn('/account/rechnungen', 'shop-invoices a[href^="/account/rechnungen/"]'),
    shows: (page) => page.locator('shop-invoice-detail').getByRole('heading').first(),
  },
  {
    path: '/account/adressen',
    shows: (page) =>
      page
        .locator('shop-address-book')
        .getByText(/Muster|Keller/)
        .first(),
  },
  // The lists' own heading: demo@ has seeded lists, firma@ none (then the element says how to start one).
  {
    path: '/account/merklisten',
    shows: (page) => page.locator('shop-my-lists').getByRole('heading', { name: 'Meine Merklisten', exact: true }),
  },
];

/** With scripts on: an article in the basket (a customer's orders, invoices and Merklisten are seeded). */
async function prepareShopper(page: Page, customer: string | null): Promise<void> {
  if (customer) await logIn(page, demo.shop.url, customer, '/shop');
  await page.goto(`${demo.shop.url}/shop/1001-dezaley-grand-cru`);
  await page.getByRole('button', { name: 'In den Warenkorb' }).first().click();
  await page.getByText('Der Artikel wurde in den Warenkorb gelegt.').waitFor();
}

/** Links that change the visitor's state (the language cookie, the session): followed, they would change the pages after them. */
const STATE_CHANGING = /^\/account\/(sprache|logout)/;

/** Every same-origin link of the page's header and main content answers (redirects followed), each address once per test. */
async function expectLinksWork(page: Page, context: BrowserContext, seen: Set<string>): Promise<void> {
  const hrefs = await page
    .locator('header a[href], main a[href]')
    .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
  const origin = new URL(demo.shop.url).origin;
  for (const href of new Set(hrefs)) {
    const url = new URL(href);
    url.hash = '';
    if (url.origin !== origin || seen.has(url.href) || STATE_CHANGING.test(url.pathname)) continue;
    seen.add(url.href);
    const response = await context.request.get(url.href, { maxRedirects: 5 });
    expect.soft(response.status(), `${href} linked from ${page.url()}`).toBeLessThan(400);
  }
}

describe('every page without JavaScript', () => {
  for (const visitor of [null, 'demo@vinothek.ch', 'firma@vinothek.ch'] as const) {
    it(`${visitor ?? 'anonymous'}: the main content shows and the links work`, async () => {
      const withScripts = await newVisitor(demo.browser, DESKTOP);
      await prepareShopper(withScripts.page, visitor);
      const context = await demo.browser.newContext({
        viewport: DESKTOP,
        locale: 'de-CH',
        javaScriptEnabled: false,
        storageState: await withScripts.context.storageState(),
      });
      await withScripts.context.close();
      const page = await context.newPage();
      const seen = new Set<string>();
      for (const check of visitor ? [...EVERY_VISITOR, ...CUSTOMER_ONLY] : EVERY_VISITOR) {
        const path = typeof check.path === 'string' ? check.path : await check.path(page);
        const response = await page.goto(new URL(path, demo.shop.url).href);
        // Soft: one run names every page that fails, not only the first.
        expect.soft(response!.status(), path).toBeLessThan(400);
        const shown = await check.shows(page).isVisible();
        if (!shown) await screenshot(page, `no-js-missing-${path.replace(/[^a-z0-9]+/gi, '-')}`);
        expect.soft(shown, `${path}: main content`).toBe(true);
        // The header's navigation is there too: its links are the way on without script.
        expect.soft(await page.locator('shop-header a[href]').count(), `${path}: header links`).toBeGreaterThan(3);
        await expectLinksWork(page, context, seen);
      }
      // Following links needs no script: from the list to an article and on to the list's second page.
      await page.goto(`${demo.shop.url}/shop`);
      await screenshot(page, `no-js-shop-${visitor ? 'customer' : 'anonymous'}`);
      await inMain(page)
        .getByRole('link', { name: new RegExp(ARTICLE) })
        .first()
        .click();
      await page.waitForURL(/\/shop\/1001/);
      await page.goto(`${demo.shop.url}/shop`);
      await inMain(page).getByRole('link', { name: 'Seite 2' }).first().click();
      await page.waitForURL(/page=2/);
      await context.close();
    });
  }
});
