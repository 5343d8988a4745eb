import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { logIn, newVisitor, PHONE, screenshot, withDemoShop, type StorageState } from './support/demo-shop.ts';
import { collectHydrationWarnings, hydrated, openWithScriptsHeld } from './support/hydration.ts';

/**
 * Issue 25: the basket, the checkout and the account's pages arrive with their element server-rendered
 * (`<tag … prerendered>`), show their content before any script, hydrate without a warning and without a box
 * moving, for an anonymous visitor, a private and a business customer, and work afterwards.
 */
const demo = withDemoShop();
const WIDE = { width: 1280, height: 900 };
const VISITORS = ['anonymous', 'demo@vinothek.ch', 'firma@vinothek.ch'] as const;
type Visitor = (typeof VISITORS)[number];

interface ServerRenderedPage {
  name: string;
  tag: string;
  /** The page's address; a function for those found on another page (an order's confirmation, an invoice). */
  path: string | ((page: Page) => Promise<string>);
  /** What the shopper reads before any script: the page's main content. */
  content: (page: Page) => ReturnType<Page['locator']>;
}

const linkOn = (listPath: string, table: string) => async (page: Page) => {
  await page.goto(`${demo.shop.url}${listPath}`);
  return (await page.getByRole('table', { name: table }).getByRole('link').first().getAttribute('href'))!;
};

const BASKET_AND_CHECKOUT: ServerRenderedPage[] = [
  {
    name: 'basket',
    tag: 'shop-basket',
    path: '/checkout/basket',
    content: (page) => page.getByRole('spinbutton', { name: /^Menge von / }),
  },
  { name: 'checkout', tag: 'shop-checkout', path: '/checkout', content: (page) => page.getByRole('radio').first() },
];

const ACCOUNT: ServerRenderedPage[] = [
  {
    name: 'orders',
    tag: 'shop-orders',
    path: '/account/bestellungen',
    content: (page) => page.getByRole('table', { name: 'Ihre Bestellungen' }),
  },
  {
    name: 'orders-page-2',
    tag: 'shop-orders',
    path: '/account/bestellungen?page=2',
    content: (page) => page.getByRole('link', { name: 'Seite 2', exact: true }).and(page.locator('[aria-current="page"]')),
  },
  {
    name: 'confirmation',
    tag: 'shop-checkout',
    path: linkOn('/account/bestellungen', 'Ihre Bestellungen'),
    content: (page) => page.locator('shop-checkout .vk-checkout--readonly'),
  },
  {
    name: 'invoices',
    tag: 'shop-invoices',
    path: '/account/rechnungen',
    content: (page) => page.getByRole('table', { name: 'Ihre Rechnungen' }),
  },
  {
    name: 'invoice',
    tag: 'shop-invoice-detail',
    path: linkOn('/account/rechnungen', 'Ihre Rechnungen'),
    content: (page) => page.getByRole('button', { name: 'Alle bestellbaren Artikel nachbestellen' }),
  },
  {
    name: 'addresses',
    tag: 'shop-address-book',
    path: '/account/adressen',
    content: (page) => page.getByRole('button', { name: 'Neue Adresse erfassen' }),
  },
];

/** firma@ has a single page of orders: no pager. */
const pagesFor = (visitor: Visitor) =>
  visitor === 'anonymous'
    ? BASKET_AND_CHECKOUT
    : [...BASKET_AND_CHECKOUT, ...ACCOUNT.filter((shown) => visitor === 'demo@vinothek.ch' || shown.name !== 'orders-page-2')];

/** Where the element is: hydration must leave it there, as large as it was. */
const boxOf = (page: Page, tag: string) =>
  page.locator(tag).evaluate((element) => {
    const { x, y, width, height } = element.getBoundingClientRect();
    return { x, y, width, height };
  });

/** Logs the visitor in and puts 1006 in the basket, unless it is there from an earlier test (a customer's basket stays). */
async function withArticleInBasket(page: Page, visitor: Visitor): Promise<void> {
  if (visitor !== 'anonymous') await logIn(page, demo.shop.url, visitor, '/shop');
  await page.goto(`${demo.shop.url}/shop/1006`);
  await hydrated(page);
  const add = page.getByRole('button', { name: 'In den Warenkorb' });
  if (!(await add.isVisible())) return;
  await add.click();
  await page.getByText('Der Artikel wurde in den Warenkorb gelegt.').waitFor();
}

/** Each visitor's session (logged in, 1006 in the basket), made by its first test: the later ones go on with it. */
const sessions = new Map<Visitor, StorageState>();

/** A new browser context for the visitor, logged in and with 1006 in the basket (the session of an earlier test if there is one). */
async function visit(visitor: Visitor, viewport: { width: number; height: number }) {
  // The shopper in Zurich, the shop's server in UTC (the machine's zone): dates must not depend on either.
  const visit = await newVisitor(demo.browser, viewport, 'Europe/Zurich', sessions.get(visitor));
  if (!sessions.has(visitor)) {
    await withArticleInBasket(visit.page, visitor);
    sessions.set(visitor, await visit.context.storageState());
  }
  return visit;
}

describe('server-rendered basket, checkout and account pages', () => {
  // One test per visitor and width: each within its own time limit, and a failure names the one that failed.
  for (const visitor of VISITORS) {
    for (const viewport of [WIDE, PHONE]) {
      it(`${visitor} at ${viewport.width} px: each page paints before any script and hydrates without a warning or a moving box`, async () => {
        const { context, page, errors } = await visit(visitor, viewport);
        const warnings = collectHydrationWarnings(page);
        const who = visitor === 'anonymous' ? 'anonymous' : visitor.split('@')[0];

        for (const shown of pagesFor(visitor)) {
          const path = typeof shown.path === 'string' ? shown.path : await shown.path(page);
          // With the scripts held, an element marked `prerendered` can only come from the server's HTML.
          const { release } = await openWithScriptsHeld(page, `${demo.shop.url}${path}`, shown.tag);
          await shown.content(page).waitFor();
          const before = await boxOf(page, shown.tag);
          await screenshot(page, `ssr-${shown.name}-${who}-${viewport.width}-held`);

          await release();
          await hydrated(page);
          expect(await boxOf(page, shown.tag), `${path}: the box after hydration`).toEqual(before);
          expect(warnings, path).toEqual([]);
          await screenshot(page, `ssr-${shown.name}-${who}-${viewport.width}`);
        }
        expect(errors).toEqual([]);
        await context.close();
      }, 120_000);
    }

    it(`${visitor}: the hydrated basket answers, with the customer's VAT side`, async () => {
      const { context, page, errors } = await visit(visitor, WIDE);
      const warnings = collectHydrationWarnings(page);
      await page.goto(`${demo.shop.url}/checkout/basket`);
      await hydrated(page);
      // A business customer's total is the one without VAT.
      const total = visitor === 'firma@vinothek.ch' ? 'Total exkl. Mwst.' : 'Total inkl. Mwst.';
      expect(await page.locator('shop-basket .vk-basket-totals__row--total dt').textContent()).toBe(total);
      const quantity = page.getByRole('spinbutton', { name: /^Menge von / }).first();
      const was = Number(await quantity.inputValue());
      const changed = page.waitForResponse((response) => response.url().includes('/api/basket') && response.request().method() !== 'GET');
      await page.getByRole('button', { name: 'Menge erhöhen' }).first().click();
      await changed;
      await expect.poll(async () => Number(await quantity.inputValue())).toBe(was + 1);

      expect(warnings).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('without script: the orders pager is links, and page 2 shows other orders', async () => {
    const { context } = await visit('demo@vinothek.ch', WIDE);
    const noScript = await demo.browser.newContext({
      viewport: WIDE,
      locale: 'de-CH',
      javaScriptEnabled: false,
      storageState: await context.storageState(),
    });
    const offline = await noScript.newPage();

    await offline.goto(`${demo.shop.url}/account/bestellungen`);
    const table = offline.getByRole('table', { name: 'Ihre Bestellungen' });
    const first = await table.getByRole('link').first().textContent();
    await offline.getByRole('link', { name: 'Seite 2', exact: true }).click();
    await offline.waitForURL(/\/account\/bestellungen\?page=2$/);
    expect(await table.getByRole('link').first().textContent()).not.toBe(first);

    await offline.goto(`${demo.shop.url}/checkout/basket`);
    await offline
      .getByRole('spinbutton', { name: /^Menge von / })
      .first()
      .waitFor();
    await offline.locator('.vk-basket-totals__row--total').getByText('Total inkl. Mwst.').waitFor();
    await screenshot(offline, 'ssr-basket-demo-1280-no-js');
    await noScript.close();
    await context.close();
  });
});
