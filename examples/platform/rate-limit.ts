import type { Context, MiddlewareHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { DatabaseSync } from 'node:sqlite';
import type { AppEnv } from './context.ts';
import { clientIp } from './request-origin.ts';
import { serverMessage } from './server-message.ts';

/** At most `max` counted events per key in a sliding window of `windowMs`. */
export interface RateLimit {
  /** also the bucket in the table, so two limits never share counts */
  name: string;
  max: number;
  windowMs: number;
}

/** The window of the demo's form limits: long enough to stop a script, short enough for a person who mistyped. */
export const TEN_MINUTES_MS = 10 * 60 * 1000;

export function createRateLimitTables(db: DatabaseSync): void {
  db.exec(`CREATE TABLE IF NOT EXISTS rate_limit_hits (name TEXT NOT NULL, key TEXT NOT NULL, at INTEGER NOT NULL);
    CREATE INDEX IF NOT EXISTS rate_limit_hits_key ON rate_limit_hits (name, key, at);`);
}

export function isLimited(db: DatabaseSync, limit: RateLimit, key: string, now: Date): boolean {
  const since = now.getTime() - limit.windowMs;
  const { n } = db
    .prepare('SELECT COUNT(*) AS n FROM rate_limit_hits WHERE name = ? AND key = ? AND at > ?')
    .get(limit.name, key, since) as { n: number };
  return n >= limit.max;
}

/** Counts one event (and forgets this limit's events that left the window, so the table stays small). */
export function recordHit(db: DatabaseSync, limit: RateLimit, key: string, now: Date): void {
  const at = now.getTime();
  db.prepare('DELETE FROM rate_limit_hits WHERE name = ? AND at <= ?').run(limit.name, at - limit.windowMs);
  db.prepare('INSERT INTO rate_limit_hits (name, key, at) VALUES (?, ?, ?)').run(limit.name, key, at);
}

export function clearHits(db: DatabaseSync, limit: RateLimit, key: string): void {
  db.prepare('DELETE FROM rate_limit_hits WHERE name = ? AND key = ?').run(limit.name, key);
}

/** Answers 429 `{ message }` in German (the elements show a server's message) with Retry-After. */
export function tooManyRequests(limit: RateLimit): never {
  throw new HTTPException(429, {
    res: Response.json(
      { message: serverMessage('tooManyRequests') },
      { status: 429, headers: { 'Retry-After': String(Math.ceil(limit.windowMs / 1000)) } },
    ),
  });
}

/** Counts every request of a route per client address; over the limit it answers 429 and does nothing. */
export function rateLimited(limit: RateLimit, keyOf: (c: Context<AppEnv>) => string = clientIp): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const db = c.get('db');
    const now = c.get('now')();
    const key = keyOf(c);
    if (isLimited(db, limit, key, now)) tooManyRequests(limit);
    recordHit(db, limit, key, now);
    await next();
  };
}
