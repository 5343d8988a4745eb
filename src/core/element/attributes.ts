import * as v from 'valibot';
import { reviveDates } from '../api/json.ts';

/**
 * Attribute schemas for defineWidget. Every attribute arrives as a string (or undefined when absent):
 * r2wc's own `json` type would call JSON.parse and throw on bad input (ARCHITECTURE.md §3), so JSON is parsed
 * here, where a failure becomes a ConfigError that names the tag and attribute.
 */
export type AttributeSchema = v.GenericSchema<string | undefined, unknown>;

/**
 * How each JSON attribute's text becomes its value without the check: what parseAttributes uses for a value the
 * server renderer checked already (server-checked.ts), and what the server compares the checked value with.
 */
const plainDecoders = new WeakMap<object, (text: string) => unknown>();

/** The JSON attribute's plain decoding (JSON.parse as its schema parses, dates revived where it revives them); else undefined. */
export const plainJsonDecoder = (schema: object) => plainDecoders.get(schema);

function withPlainDecoder<S extends object>(schema: S, decode: (text: string) => unknown): S {
  plainDecoders.set(schema, decode);
  return schema;
}

/** A JSON attribute checked against `schema`; absent → undefined. */
export function jsonAttribute<S extends v.GenericSchema>(schema: S) {
  return withPlainDecoder(
    v.optional(
      v.pipe(
        v.string(),
        v.parseJson(undefined, (issue) => `not valid JSON (${String(issue.received)})`),
        schema,
      ),
    ),
    (text) => JSON.parse(text),
  );
}

/**
 * A JSON attribute holding an API answer as the page rendered it: ISO date-times become Dates, as in the
 * client's own answers (spec §7 General), so the API's schema checks it unchanged.
 */
export function apiJsonAttribute<S extends v.GenericSchema>(schema: S) {
  return withPlainDecoder(
    v.optional(
      v.pipe(
        v.string(),
        v.parseJson({ reviver: reviveDates }, (issue) => `not valid JSON (${String(issue.received)})`),
        schema,
      ),
    ),
    (text) => JSON.parse(text, reviveDates),
  );
}

/** A required JSON attribute. */
export function requiredJsonAttribute<S extends v.GenericSchema>(schema: S) {
  return withPlainDecoder(
    v.pipe(
      v.string('is required'),
      v.parseJson(undefined, (issue) => `not valid JSON (${String(issue.received)})`),
      schema,
    ),
    (text) => JSON.parse(text),
  );
}

/** One of fixed words, e.g. `paging="pager|infinite"`, with a default when absent. */
export function enumAttribute<const T extends readonly [string, ...string[]]>(options: T, fallback: T[number]) {
  return v.optional(v.picklist(options, `must be one of ${options.map((option) => `"${option}"`).join(', ')}`), fallback);
}

/** Booleans are written `="true"` / `="false"` (r2wc ignores empty attributes). */
export function booleanAttribute(fallback = false) {
  return v.optional(
    v.pipe(
      v.picklist(['true', 'false'], 'must be "true" or "false"'),
      v.transform((value) => value === 'true'),
    ),
    fallback ? 'true' : 'false',
  );
}

/** A number attribute (e.g. lat, zoom, interval). */
export function numberAttribute(fallback?: number) {
  const schema = v.pipe(v.string(), v.transform(Number), v.number('must be a number'), v.finite('must be a number'));
  return fallback === undefined ? v.optional(schema) : v.optional(schema, String(fallback));
}

/** A plain string attribute (URLs, ids given as text). */
export function stringAttribute(fallback?: string) {
  return fallback === undefined ? v.optional(v.string()) : v.optional(v.string(), fallback);
}

/** An article id (`artikel-id="1002"`): a whole number from 1. */
export function artikelIdAttribute() {
  return v.pipe(
    v.string('is required'),
    v.transform(Number),
    v.number(),
    v.integer('must be a whole number'),
    v.minValue(1, 'must be an article id'),
  );
}
