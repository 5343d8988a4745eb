import type { Context } from 'hono';
import { notFound } from './http.ts';
import { validationFailed } from './validate.ts';
import { serverMessage } from './server-message.ts';

/** A positive integer id from the path; anything else is an unknown id (404). */
export function idParam(c: Context, name: string): number {
  const value = c.req.param(name) ?? '';
  const id = Number(value);
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(id) || id <= 0) notFound();
  return id;
}

/** No list of the demo has this many pages; bigger numbers would only make huge SQL offsets. */
export const MAX_PAGE = 10_000;

/** The one page-number parser: digits only, 1 … MAX_PAGE; absent or empty is page 1, anything else null. */
export function parsePage(value: string | null | undefined): number | null {
  if (value == null || value === '') return 1;
  if (!/^\d{1,6}$/.test(value)) return null;
  const page = Number(value);
  return page >= 1 && page <= MAX_PAGE ? page : null;
}

/** ?page=n for the API: a bad number answers 400 with a German field message, like the article search. */
export function pageParam(c: Context): number {
  const page = parsePage(c.req.query('page'));
  return page ?? validationFailed({ page: { isValid: false, message: serverMessage('pageOutOfRange', { max: String(MAX_PAGE) }) } });
}

/** ?page=n for a page: a bad number shows the first page. */
export function pageQuery(c: Context): number {
  return parsePage(c.req.query('page')) ?? 1;
}
