import type { Context } from 'hono';
import { notFound } from './http.ts';

/** A positive integer id from the path; anything else is an unknown id (404). */
export function idParam(c: Context, name: string): number {
  const value = c.req.param(name) ?? '';
  const id = Number(value);
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(id) || id <= 0) notFound();
  return id;
}

/** ?page=n, 1 when absent or not a positive integer. */
export function pageParam(c: Context): number {
  const page = Number(c.req.query('page'));
  return Number.isSafeInteger(page) && page > 0 ? page : 1;
}
