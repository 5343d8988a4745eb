import { OPEN_DETAILS_ATTRIBUTE } from '../core/element/index.ts';

/**
 * The element's OPEN_DETAILS_ATTRIBUTE for its server-rendered markup `inner`, with a leading space: which of its
 * `<details>` React rendered open (`open=""`; an attribute value holds no `>` or `"` unescaped). A shopper's toggle
 * before hydration rewrites `open`, so the browser compares with this (core/element/changed-controls.ts). Empty
 * when none is open, as on most elements.
 */
export function openDetails(inner: string): string {
  const open = [...inner.matchAll(/<details\b[^>]*>/g)].flatMap((tag, index) => (/\sopen=""/.test(tag[0]) ? [index] : []));
  return open.length ? ` ${OPEN_DETAILS_ATTRIBUTE}="${open.join(' ')}"` : '';
}
