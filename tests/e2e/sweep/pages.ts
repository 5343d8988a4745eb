import type { Locator, Page } from 'playwright-core';
import { toPageQuery, type Browser, type Target } from '../engines/driver.ts';

/**
 * THE catalogue of demo pages for the page pass (tests/e2e/page-pass.test.ts): each page is loaded once per
 * visitor, width and engine, and every per-page check (tests/e2e/sweep/checks.ts) runs on that load.
 * ARCHITECTURE.md §7 "The page pass" shows how to add a page or a check.
 */

/** Who looks: nobody logged in, the demo customer (seeded orders, invoices, lists), the business customer. */
export type Visitor = 'guest' | 'customer' | 'company';

export const VISITOR_LOGIN: Record<Exclude<Visitor, 'guest'>, string> = {
  customer: 'demo@vinothek.ch',
  company: 'firma@vinothek.ch',
};

/** A state of the page reached after its checks (a dialog open): measured and photographed as well. */
export interface OpenState {
  name: string;
  /** Opens it; false where the control does not exist at this width (the filter button is a phone's). */
  run: (browser: Browser) => Promise<boolean>;
}

export interface DemoPage {
  name: string;
  path: string | ((browser: Browser) => Promise<string>);
  /** The visitors who load the page. */
  visitors: readonly Visitor[];
  /**
   * For these visitors the page is in the layout sweep: every width in Chromium, 375 and 1440 px in Firefox and
   * WebKit. The others load it in Chromium at 1440 px (and at 375 px with `phone`).
   */
  sweep?: readonly Visitor[];
  phone?: boolean;
  open?: OpenState;
  /** With JavaScript off: a text of the main content that only the server-rendered element shows (issue 25). */
  shows?: (page: Page) => Locator;
}

/** Clicks the control if this width shows it and waits for the dialog it opens. */
function openDialog(name: string, control: Target, dialog: Target): OpenState {
  return {
    name,
    run: async (browser) => {
      if ((await browser.count(control)) === 0) return false;
      await browser.click(control);
      return restingDialog(dialog)(browser);
    },
  };
}

/** Waits for a dialog (one the page opens by itself, too) and until it comes to rest. */
function restingDialog(dialog: Target): (browser: Browser) => Promise<boolean> {
  return async (browser) => {
    await browser.waitFor(dialog);
    // The sweep measures the dialog where it comes to rest: animations ended and its box the same over three
    // looks (two were not enough in WebKit on a loaded machine: the sheet was measured while still settling).
    await browser.until(
      (query) => {
        const box = JSON.stringify(vkFind(query)?.getBoundingClientRect());
        const store = window as unknown as { vkLastBox?: string; vkStillLooks?: number };
        store.vkStillLooks = store.vkLastBox === box ? (store.vkStillLooks ?? 0) + 1 : 0;
        store.vkLastBox = box;
        return store.vkStillLooks >= 2 && vkAnimationsEnded();
      },
      toPageQuery(dialog),
      'the dialog to come to rest',
    );
    return true;
  };
}

/** The href of the first link matching the selector on a page (an order, an invoice). */
function linkFrom(path: string, selector: string): (browser: Browser) => Promise<string> {
  return async (browser) => {
    await browser.goto(path);
    await browser.waitFor({ css: selector });
    return browser.evaluate((css) => {
      const url = new URL((document.querySelector(css) as HTMLAnchorElement).href);
      return url.pathname + url.search;
    }, selector);
  };
}

export const ARTICLE = 'Dézaley Grand Cru';
const inMain = (page: Page) => page.locator('main');
const EVERYONE: readonly Visitor[] = ['guest', 'customer', 'company'];
const CUSTOMERS: readonly Visitor[] = ['customer', 'company'];

export const DEMO_PAGES: readonly DemoPage[] = [
  {
    name: 'home',
    path: '/',
    visitors: EVERYONE,
    sweep: ['guest', 'customer'],
    open: openDialog('menu', { role: 'button', name: 'Menü' }, { role: 'dialog', name: 'Menü' }),
    shows: (page) =>
      inMain(page)
        .getByRole('link', { name: /Petite Arvine de Fully/ })
        .first(),
  },
  {
    name: 'list',
    path: '/shop',
    visitors: EVERYONE,
    sweep: ['guest'],
    open: openDialog('filter', { role: 'button', name: 'Filter' }, { css: '.vk-article-list__sidebar[data-open="true"]' }),
    shows: (page) => inMain(page).getByRole('heading', { level: 3, name: ARTICLE }),
  },
  {
    name: 'list-page-2',
    path: '/shop?page=2',
    visitors: EVERYONE,
    shows: (page) => inMain(page).getByRole('heading', { level: 3 }).first(),
  },
  // Filtered, sorted, second page; the same filter as a CMS link writes it (capitalised).
  { name: 'list-filtered', path: '/shop?egruppe=rotwein&sort=preis-asc&seite=2', visitors: EVERYONE },
  { name: 'list-cms-link', path: '/shop?eGruppe=Rotwein', visitors: ['guest'], phone: true },
  {
    name: 'detail',
    path: '/shop/1001-dezaley-grand-cru', // ratings, two units
    visitors: EVERYONE,
    sweep: ['guest'],
    shows: (page) => inMain(page).getByRole('heading', { level: 1, name: ARTICLE }),
  },
  { name: 'detail-not-orderable', path: '/shop/1002', visitors: EVERYONE }, // the stock reminder, prefilled for a customer
  { name: 'detail-promotion', path: '/shop/1003', visitors: EVERYONE },
  { name: 'detail-own-price', path: '/shop/1004', visitors: EVERYONE }, // demo@'s individual price
  { name: 'regions', path: '/regionen', visitors: ['guest'], phone: true },
  { name: 'region', path: '/regionen/wallis', visitors: ['guest'], sweep: ['guest'] },
  {
    name: 'land',
    path: '/regionen/schweiz',
    visitors: EVERYONE,
    shows: (page) =>
      inMain(page)
        .getByRole('link', { name: new RegExp(ARTICLE) })
        .first(),
  },
  {
    name: 'search',
    path: '/suche?suchbegriff=Wein',
    visitors: EVERYONE,
    sweep: ['guest'],
    shows: (page) => inMain(page).getByRole('link', { name: 'Weinregionen' }).first(),
  },
  { name: 'search-content', path: '/suche?suchbegriff=Versand', visitors: ['guest'], phone: true },
  { name: 'search-nothing', path: '/suche?suchbegriff=xyzzy', visitors: ['guest'], phone: true },
  {
    name: 'contact',
    path: '/kontakt',
    visitors: EVERYONE,
    sweep: ['guest'],
    shows: (page) => inMain(page).getByRole('heading', { level: 1, name: 'Kontakt' }),
  },
  { name: 'terms', path: '/agb', visitors: EVERYONE, sweep: ['guest'], shows: (page) => inMain(page).getByRole('heading', { level: 1 }) },
  { name: 'shipping', path: '/versand', visitors: ['guest'], phone: true },
  { name: 'about', path: '/ueber-uns', visitors: ['guest'], phone: true },
  { name: 'login', path: '/account/login', visitors: EVERYONE, sweep: ['guest'] },
  { name: 'register', path: '/account/registrieren', visitors: ['guest'], phone: true },
  {
    name: 'basket',
    path: '/checkout/basket',
    visitors: EVERYONE,
    sweep: ['guest', 'customer'],
    shows: (page) =>
      page
        .locator('shop-basket')
        .getByRole('link', { name: new RegExp(ARTICLE) })
        .first(),
  },
  {
    name: 'checkout',
    path: '/checkout',
    visitors: EVERYONE,
    sweep: ['guest', 'customer'],
    // A guest's checkout opens the address dialog by itself; a customer's has the button to change it.
    open: {
      name: 'address-dialog',
      run: async (browser) => {
        const change: Target = { role: 'button', name: 'Lieferadresse ändern' };
        if ((await browser.count(change)) > 0) await browser.click(change);
        return restingDialog({ role: 'dialog', name: 'Lieferadresse' })(browser);
      },
    },
    shows: (page) => page.locator('shop-checkout').getByText(ARTICLE).first(),
  },
  {
    name: 'orders',
    path: '/account/bestellungen',
    visitors: CUSTOMERS,
    sweep: ['customer'],
    shows: (page) => page.locator('shop-orders').getByRole('link').first(),
  },
  {
    name: 'confirmation',
    path: linkFrom('/account/bestellungen', 'a[href*="/checkout/bestaetigung"]'),
    visitors: CUSTOMERS,
    sweep: ['customer'],
    shows: (page) => page.locator('shop-checkout').getByRole('heading', { name: 'Lieferadresse' }),
  },
  {
    name: 'invoices',
    path: '/account/rechnungen',
    visitors: CUSTOMERS,
    sweep: ['customer'],
    shows: (page) => page.locator('shop-invoices').getByRole('link').first(),
  },
  {
    name: 'invoice',
    path: linkFrom('/account/rechnungen', 'a[href^="/account/rechnungen/"]'),
    visitors: CUSTOMERS,
    sweep: ['customer'],
    shows: (page) => page.locator('shop-invoice-detail').getByRole('heading').first(),
  },
  {
    name: 'addresses',
    path: '/account/adressen',
    visitors: CUSTOMERS,
    sweep: ['customer'],
    open: openDialog('new-address', { role: 'button', name: 'Neue Adresse erfassen' }, { role: 'dialog', name: /Adresse/ }),
    shows: (page) =>
      page
        .locator('shop-address-book')
        .getByText(/Muster|Keller/)
        .first(),
  },
  {
    name: 'merklisten',
    path: '/account/merklisten',
    visitors: CUSTOMERS,
    sweep: ['customer'],
    // The lists' own heading: demo@ has seeded lists, firma@ none (then the element says how to start one).
    shows: (page) => page.locator('shop-my-lists').getByRole('heading', { name: 'Meine Merklisten', exact: true }),
  },
];
