import type { Batch, BatchElement } from './render-batch.ts';

/** At most this many elements in one batch: a page has a handful; thousands are a mistake or an attack. */
export const MAX_ELEMENTS = 500;

/**
 * A `POST /render` body as a batch, or the reason it is none (a 400 for the whole request). What is wrong with
 * one element only (no tag, attributes that are not strings) is left for that element to answer.
 */
export function parseBatch(body: unknown): Batch | { problem: string } {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return { problem: 'the body is no JSON object' };
  const { config, url, elements } = body as Record<string, unknown>;
  if (!Array.isArray(elements)) return { problem: '"elements" is no array' };
  if (elements.length > MAX_ELEMENTS) return { problem: `more than ${MAX_ELEMENTS} elements` };
  if (url !== undefined && url !== null && typeof url !== 'string') return { problem: '"url" is no string' };
  const ids = new Set<string>();
  const parsed: BatchElement[] = [];
  for (const [index, item] of elements.entries()) {
    const { id, tag, attributes } = (typeof item === 'object' && item !== null ? item : {}) as Record<string, unknown>;
    const key = typeof id === 'string' || typeof id === 'number' ? String(id) : String(index);
    if (ids.has(key)) return { problem: `the id "${key}" is given twice` };
    ids.add(key);
    // PHP's json_encode writes an empty array for no attributes.
    const isObject = typeof attributes === 'object' && attributes !== null && (!Array.isArray(attributes) || attributes.length === 0);
    const given = isObject ? Object.entries(attributes) : [];
    const notText = given.find(([, value]) => typeof value !== 'string');
    // renderElement answers a tag it does not render with a ConfigError for this id; these it could not even be asked.
    const problem =
      typeof tag !== 'string' || !/^[a-z][a-z0-9]*-[a-z0-9-]*$/.test(tag)
        ? `ConfigError: ${JSON.stringify(tag ?? null)} is no custom element name`
        : attributes !== undefined && !isObject
          ? `ConfigError: <${tag}>: "attributes" is no object of attribute names and values`
          : notText
            ? `ConfigError: <${tag}> attribute "${notText[0]}": the value is no string (write JSON as text)`
            : undefined;
    parsed.push({
      id: key,
      tag: typeof tag === 'string' ? tag : '',
      attributes: Object.fromEntries(given.filter(([, value]) => typeof value === 'string')) as Record<string, string>,
      ...(problem !== undefined && { problem }),
    });
  }
  return { config: config ?? undefined, ...(typeof url === 'string' && { url }), elements: parsed };
}
