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
];
