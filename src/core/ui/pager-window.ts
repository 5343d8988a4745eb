/** Spec §9 Pager: at most this many page links. */
export const PAGER_MAX_LINKS = 10;
/** Spec §9 Pager: "the window shifts after page 6". */
export const PAGER_SHIFT_AFTER = 6;

/** Number of pages for a result; at least 1 so an empty result still has a page 1. */
export function pageCount(totalRecordCount: number, pageSize: number): number {
  if (pageSize <= 0) return 1;
  return Math.max(1, Math.ceil(totalRecordCount / pageSize));
}

/**
 * The page numbers the pager links to (spec §9): pages 1–10 while the current page is at most 6;
 * beyond that the window is current−5 … current+4, and near the end it keeps 10 links by ending on
 * the last page.
 */
export function pagerWindow(page: number, pages: number, maxLinks = PAGER_MAX_LINKS, shiftAfter = PAGER_SHIFT_AFTER): number[] {
  const last = Math.max(1, Math.floor(pages));
  const current = Math.min(Math.max(1, Math.floor(page)), last);
  let start = current > shiftAfter ? current - (shiftAfter - 1) : 1;
  let end = start + maxLinks - 1;
  if (end > last) {
    end = last;
    start = Math.max(1, end - maxLinks + 1);
  }
  const window: number[] = [];
  for (let number = start; number <= end; number++) window.push(number);
  return window;
}
