/**
 * JSON attributes the server renderer has already checked (issue 36). A list's `initial` is 80 kB of articles and
 * facets; checking it against its schema again in the browser was 30–280 ms of one long task at 4× CPU, for data
 * the server's renderElement() had parsed with the very same schema a moment before.
 *
 * So the server writes, as the value of `prerendered`, a fingerprint of each JSON attribute value it checked and
 * whose check changed nothing (no default filled in, no unknown key dropped, no value transformed: plain
 * `JSON.parse` gives what the schema gives). The browser trusts such a value only while its text still has that
 * fingerprint, and then only parses it; anything else gets the full check with its German error naming the
 * attribute: host-written JSON, a value a CMS filter or a script changed after the render, a bare `prerendered`.
 *
 * The fingerprint guards against accidents, not against the page's own author: a host who forges it only skips
 * the check of its own data, which the page could as well hand to the elements' props directly. It is not a secret.
 */

/** FNV-1a (32 bit) over the UTF-16 code units, with the length: two words of base 36, e.g. `1mh-3k2j9x`. */
export function fingerprint(value: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < value.length; index++) {
    hash ^= value.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return `${value.length.toString(36)}-${(hash >>> 0).toString(36)}`;
}

/** Attribute values (as the browser read them) whose fingerprint the server wrote; kept while their island lives. */
const checked = new Set<string>();

/**
 * Called as a server-rendered element mounts, before its `prerendered` mark goes: each attribute value the server
 * fingerprinted there is trusted. Read from the element, not from r2wc's props, which may not all have arrived yet.
 * Only JSON attributes use it (parseAttributes); the others are cheap to check.
 */
export function trustServerChecked(element: Element, marks: string | null): void {
  if (!marks) return;
  const written = new Set(marks.split(' '));
  for (const { value } of element.attributes) if (value.length > 0 && written.has(fingerprint(value))) checked.add(value);
}

/** The island went away: its values are no longer trusted (and not kept in memory). */
export function forgetServerChecked(props: Record<string, unknown>): void {
  for (const value of Object.values(props)) if (typeof value === 'string') checked.delete(value);
}

export const isServerChecked = (value: string): boolean => checked.has(value);
