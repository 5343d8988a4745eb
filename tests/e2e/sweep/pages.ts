import { toPageQuery, type Browser, type Target } from '../engines/driver.ts';

/** A page of the demo as the sweep visits it; `open` puts it in the state to check (a dialog open). */
export interface SweepPage {
  name: string;
  path: string | ((browser: Browser) => Promise<string>);
  /** Opens something first; returns false where the control does not exist at this width. */
  open?: (browser: Browser) => Promise<boolean>;
}

/** Clicks the control if this width shows it and waits for the dialog it opens. */
function openDialog(control: Target, dialog: Target): (browser: Browser) => Promise<boolean> {
  return async (browser) => {
    if ((await browser.count(control)) === 0) return false;
    await browser.click(control);
    return restingDialog(dialog)(browser);
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
        return (
          store.vkStillLooks >= 2 &&
          document
            .getAnimations()
            .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity)
        );
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
    return browser.evaluate(
      (css) =>
        new URL((document.querySelector(css) as HTMLAnchorElement).href).pathname +
        new URL((document.querySelector(css) as HTMLAnchorElement).href).search,
      selector,
    );
  };
}

export const GUEST_PAGES: readonly SweepPage[] = [
  { name: 'home', path: '/' },
  { name: 'home-menu', path: '/', open: openDialog({ role: 'button', name: 'Menü' }, { role: 'dialog', name: 'Menü' }) },
  { name: 'list', path: '/shop' },
  {
    name: 'list-filter',
    path: '/shop',
    open: openDialog({ role: 'button', name: 'Filter' }, { css: '.vk-article-list__sidebar[data-open="true"]' }),
  },
  { name: 'detail', path: '/shop/1001' },
  { name: 'region', path: '/regionen/wallis' },
  { name: 'search', path: '/suche?suchbegriff=Wein' },
  { name: 'contact', path: '/kontakt' },
  { name: 'terms', path: '/agb' },
  { name: 'login', path: '/account/login' },
  { name: 'basket', path: '/checkout/basket' },
  { name: 'checkout-guest', path: '/checkout', open: restingDialog({ role: 'dialog', name: 'Lieferadresse' }) },
];

export const CUSTOMER_PAGES: readonly SweepPage[] = [
  { name: 'home-customer', path: '/' },
  { name: 'basket-customer', path: '/checkout/basket' },
  { name: 'checkout-customer', path: '/checkout' },
  {
    name: 'checkout-address-dialog',
    path: '/checkout',
    open: openDialog({ role: 'button', name: 'Lieferadresse ändern' }, { role: 'dialog', name: 'Lieferadresse' }),
  },
  { name: 'orders', path: '/account/bestellungen' },
  { name: 'confirmation', path: linkFrom('/account/bestellungen', 'a[href*="/checkout/bestaetigung"]') },
  { name: 'invoices', path: '/account/rechnungen' },
  { name: 'invoice-detail', path: linkFrom('/account/rechnungen', 'a[href^="/account/rechnungen/"]') },
  { name: 'addresses', path: '/account/adressen' },
  {
    name: 'addresses-dialog',
    path: '/account/adressen',
    open: openDialog({ role: 'button', name: 'Neue Adresse erfassen' }, { role: 'dialog', name: /Adresse/ }),
  },
  { name: 'merklisten', path: '/account/merklisten' },
];
