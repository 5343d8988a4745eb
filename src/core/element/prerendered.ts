/**
 * The attribute the server renderer (src/server/) writes on an element whose first render it put inside:
 * the browser then hydrates that markup instead of replacing it.
 */
export const PRERENDERED_ATTRIBUTE = 'prerendered';

/**
 * The mark the loader (src/loader.ts, which cannot afford an import: it writes the literal) puts on a button
 * pressed or a control changed inside a server-rendered element before its island hydrated
 * (replay-early-input.ts does it again).
 */
export const EARLY_ATTRIBUTE = 'data-early';
