/**
 * The attribute the server renderer (src/server/) writes on an element whose first render it put inside:
 * the browser then hydrates that markup instead of replacing it.
 */
export const PRERENDERED_ATTRIBUTE = 'prerendered';
