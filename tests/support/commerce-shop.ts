import type { DatabaseSync } from 'node:sqlite';
import * as v from 'valibot';
import { expect } from 'vitest';
import { createApp } from '../../examples/app.ts';
import { seededDatabase } from './seeded-database.ts';
import { parseApiJson } from '../../src/core/api/json.ts';
import { ValidationErrorResponseSchema } from '../../src/core/api/schemas/validation.ts';
import { DemoSession } from './demo-session.ts';

/** 09:00 in Zurich on a Friday in November (before the 11:00 cut-off). */
export const DEFAULT_NOW = new Date('2026-11-20T08:00:00Z');

/** A fresh demo shop in memory (small catalogue) with a settable clock. */
export function commerceShop(start: Date = DEFAULT_NOW) {
  const db: DatabaseSync = seededDatabase({ articles: 300 });
  const clock = { now: new Date(start) };
  const app = createApp({ db, now: () => new Date(clock.now) });
  return {
    db,
    app,
    clock,
    /** an anonymous visitor with session and csrf token */
    visitor: () => new DemoSession(app).start('/'),
    /** a logged-in visitor */
    customer: async (userName = 'demo@vinothek.ch') => {
      const session = await new DemoSession(app).start('/');
      const res = await session.login(userName);
      expect(res.status).toBe(303);
      return session;
    },
  };
}

/** Asserts the status and parses the body the way the client does (dates revived) with its schema. */
export async function answer<S extends v.GenericSchema>(res: Response, schema: S, status = 200): Promise<v.InferOutput<S>> {
  const text = await res.text();
  expect(res.status, text.slice(0, 300)).toBe(status);
  return v.parse(schema, parseApiJson(text));
}

/** A 400 answer: the validationResult fields that failed. */
export async function invalidFields(res: Response): Promise<string[]> {
  const body = await answer(res, ValidationErrorResponseSchema, 400);
  return Object.keys(body.validationResult);
}

export const NotFoundSchema = v.object({ message: v.string() });
