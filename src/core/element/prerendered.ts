/**
 * The attribute the server renderer (src/server/) writes on an element whose first render it put inside:
 * the browser then hydrates that markup instead of replacing it.
 */
export const PRERENDERED_ATTRIBUTE = 'prerendered';

/**
 * The mark the loader (src/loader.ts, which cannot afford an import: it writes the literal) puts on a button
 * pressed inside a server-rendered element before its island hydrated (take-early-input.ts presses it again).
 * A press leaves nothing in the DOM to compare; a control changed does (changed-controls.ts), so it needs no mark.
 */
export const EARLY_ATTRIBUTE = 'data-early';

/**
 * What the server's render says of its `<details>`, which the DOM does not keep (unlike a control's
 * `defaultValue`: a shopper's toggle rewrites the `open` attribute itself): the positions, among the element's
 * `<details>`, of those the server rendered open, space-separated (src/server/render-element.tsx). Absent: none.
 * On the element, outside the markup React hydrates, so React never sees it.
 */
export const OPEN_DETAILS_ATTRIBUTE = 'open-details';
