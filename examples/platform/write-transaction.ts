import type { Context, MiddlewareHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { DatabaseSync } from 'node:sqlite';
import type { AppEnv } from './context.ts';
import { serverMessage } from './server-message.ts';

/**
 * How long a statement waits for another process's write lock (a back-office import, a backup, a second
 * server process) before SQLite gives up with SQLITE_BUSY. node:sqlite waits on the one JavaScript thread,
 * so the wait is short: a longer lock is answered with 503 and Retry-After instead (issue 34).
 */
export const BUSY_TIMEOUT_MS = 1000;
/** What the 503 asks the client to wait. */
export const BUSY_RETRY_AFTER_S = 2;

/** Whether `error` is SQLite's "database is locked" (SQLITE_BUSY 5, SQLITE_LOCKED 6, with extended codes). */
export function isDatabaseBusy(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const errcode = (error as { errcode?: unknown }).errcode;
  if (typeof errcode === 'number') return (errcode & 0xff) === 5 || (errcode & 0xff) === 6;
  return /database (table )?is locked/i.test(error.message);
}

/** 503 with Retry-After and a German message: JSON for the API, a short page for forms. */
export function databaseBusyAnswer(c: Context<AppEnv>): Response {
  const headers = { 'Retry-After': String(BUSY_RETRY_AFTER_S), 'Cache-Control': 'no-store' };
  if (new URL(c.req.url).pathname.startsWith('/api/'))
    return Response.json({ message: serverMessage('shopBusy') }, { status: 503, headers });
  return new Response(
    `<!doctype html><html lang="de"><meta charset="utf-8"><title>Einen Moment bitte</title><h1>Einen Moment bitte</h1><p>${serverMessage('shopBusy')}</p></html>`,
    { status: 503, headers: { ...headers, 'Content-Type': 'text/html; charset=utf-8' } },
  );
}

/** One changing request at a time per shop (its database): they share the one connection's transaction. */
const writers = new WeakMap<DatabaseSync, Promise<unknown>>();

async function exclusively<T>(db: DatabaseSync, work: () => Promise<T>): Promise<T> {
  const before = writers.get(db) ?? Promise.resolve();
  const run = before.then(work);
  const settled = run.then(
    () => undefined,
    () => undefined,
  );
  writers.set(db, settled);
  return run;
}

/**
 * Every changing request (POST, PUT, PATCH, DELETE; not the searches, which only read) runs in one write
 * transaction: `BEGIN IMMEDIATE` takes the write lock first (waiting BUSY_TIMEOUT_MS), so a locked database
 * answers 503 before anything is written, and a request that fails half way rolls back (nothing half
 * written). Answers the request meant to give (HTTPExceptions: a 400, a 429) commit what they counted.
 * The body is read before the lock: a slow client must not hold it.
 */
export function writeTransaction(safeReads: readonly string[]): MiddlewareHandler<AppEnv> {
  const reads = new Set(safeReads);
  return async (c, next) => {
    if (['GET', 'HEAD', 'OPTIONS'].includes(c.req.method) || reads.has(new URL(c.req.url).pathname)) return next();
    const db = c.get('db');
    await c.req.arrayBuffer(); // cached: the handler's text(), json() or parseBody() read it again
    await exclusively(db, async () => {
      try {
        db.exec('BEGIN IMMEDIATE');
      } catch (error) {
        if (!isDatabaseBusy(error)) throw error;
        c.res = databaseBusyAnswer(c);
        return;
      }
      try {
        await next();
      } catch (error) {
        db.exec('ROLLBACK');
        throw error;
      }
      if (c.error && !(c.error instanceof HTTPException)) db.exec('ROLLBACK');
      else db.exec('COMMIT');
    });
  };
}

/**
 * Runs `work` as one unit inside whatever transaction is open (a savepoint): the order's rows, the
 * voucher's redemption and the basket's state go together or not at all.
 */
export function atomically<T>(db: DatabaseSync, work: () => T): T {
  db.exec('SAVEPOINT atomically');
  try {
    const result = work();
    db.exec('RELEASE atomically');
    return result;
  } catch (error) {
    db.exec('ROLLBACK TO atomically');
    db.exec('RELEASE atomically');
    throw error;
  }
}
