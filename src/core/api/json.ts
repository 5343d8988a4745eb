/**
 * Spec §7 General: response text that looks like an ISO date-time becomes a Date.
 * Only full date-times (with a time part) are revived: plain ISO dates such as a
 * `lieferdatum` of "2026-11-21" stay strings, because the API sends and expects them as such.
 */
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?$/;

export function reviveDates(_key: string, value: unknown): unknown {
  if (typeof value === 'string' && ISO_DATE_TIME.test(value)) {
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? value : date;
  }
  return value;
}

/** Parses an API answer's text the way the client does (dates revived). */
export function parseApiJson(text: string): unknown {
  return JSON.parse(text, reviveDates);
}
