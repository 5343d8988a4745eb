import type { EngineName } from '../engines/driver.ts';
import type { LayoutFinding } from '../engines/in-page.ts';

/**
 * Layout defects the sweep finds today and that are being fixed (issue 21). The list can only shrink:
 * a listed defect that no longer occurs fails the sweep until its entry is removed.
 */
export interface KnownDefect {
  /** a page name of the sweep (layout-sweep.test.ts PAGES) */
  page: string;
  widths: readonly number[];
  engines: readonly EngineName[];
  check: LayoutFinding['check'];
  reason: string;
}

/** The same defect on several pages. */
function onPages(pages: readonly string[], defect: Omit<KnownDefect, 'page'>): KnownDefect[] {
  return pages.map((page) => ({ page, ...defect }));
}

const ALL = ['chromium', 'firefox', 'webkit'] as const;
const GUEST_WITH_HEADER = ['home', 'list', 'list-filter', 'detail', 'region', 'search', 'contact', 'login', 'basket'];
const ACCOUNT = ['orders', 'invoices', 'invoice-detail', 'addresses', 'merklisten'];
const CUSTOMER_WITH_HEADER = ['home-customer', 'basket-customer', 'checkout-customer', 'confirmation', ...ACCOUNT];

export const KNOWN_DEFECTS: readonly KnownDefect[] = [
  ...onPages(['home', 'home-customer', 'region'], { widths: [1024, 1280, 1440], engines: ALL, check: 'slider-cards', reason: 'each slide is the full slider width until the pointer enters (the library CSS outranks ours)' }),
  { page: 'checkout-guest', widths: [320, 375, 1024, 1280, 1440], engines: ALL, check: 'control-outside-dialog', reason: 'the address dialog does not scroll: fields and buttons below its box' },
  { page: 'addresses-dialog', widths: [320, 375, 1024, 1280, 1440], engines: ALL, check: 'control-outside-dialog', reason: 'the address dialog does not scroll: fields and buttons below its box' },
  { page: 'checkout-address-dialog', widths: [320, 375], engines: ALL, check: 'control-outside-dialog', reason: 'the address dialog does not scroll: "Abbrechen" and "Diese Adresse verwenden" below its box' },
  ...onPages(GUEST_WITH_HEADER, { widths: [320], engines: ['chromium'], check: 'phone-header-rows', reason: 'logged out, the header wraps below 364 px' }),
  ...onPages(GUEST_WITH_HEADER, { widths: [375], engines: ['firefox'], check: 'phone-header-rows', reason: 'logged out, the header wraps below 364 px (Firefox: 363 px beside its scrollbar)' }),
  ...onPages(CUSTOMER_WITH_HEADER, { widths: [320, 375], engines: ALL, check: 'phone-header-rows', reason: 'logged in, the phone header has three ragged rows' }),
  ...onPages(ACCOUNT, { widths: [320, 375], engines: ALL, check: 'control-outside-viewport', reason: 'the account tab bar scrolls sideways: "Merklisten" (and at 320 px "Adressen") off-screen' }),
  { page: 'search', widths: [320], engines: ALL, check: 'horizontal-scroll', reason: 'the search row sticks out: page 350 px wide' },
  { page: 'search', widths: [320], engines: ALL, check: 'control-outside-viewport', reason: 'the search row sticks out: "Suchen" beyond the edge' },
  ...onPages(['orders', 'invoices', 'invoice-detail'], { widths: [768], engines: ALL, check: 'horizontal-scroll', reason: 'the order and invoice tables push the page wider than 768 px' }),
  { page: 'invoice-detail', widths: [768], engines: ALL, check: 'control-outside-viewport', reason: 'the invoice table pushes its reorder buttons off-screen' },
  { page: 'merklisten', widths: [768, 1024], engines: ALL, check: 'controls-overlap', reason: 'an item link runs under its "in den Warenkorb" button' },
];
