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
  /** Seen in some runs only: its absence does not fail the sweep (so it cannot be marked fixed by one lucky run). */
  intermittent?: boolean;
}

// Empty: the one entry (the WebKit guest delivery-address dialog at 375 px, "739 px high from y=76") was the sheet
// measured while it slid in; the layout check now waits for animations to end (checks.ts reportLayout).
export const KNOWN_DEFECTS: readonly KnownDefect[] = [];
