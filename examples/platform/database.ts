import { DatabaseSync } from 'node:sqlite';
import { BUSY_TIMEOUT_MS } from './write-transaction.ts';

export interface SeedOptions {
  /** how many articles to generate (SHOP_ARTICLES, default 1200; the fixed ones come on top) */
  articles: number;
}

/**
 * One area's store in the demo database. `createTables` must be idempotent (CREATE … IF NOT EXISTS);
 * `seed` runs once, on an empty database, in list order (later areas may use earlier ones' rows).
 */
export interface DbModule {
  name: string;
  createTables(db: DatabaseSync): void;
  seed(db: DatabaseSync, options: SeedOptions): void;
}

export const DEFAULT_ARTICLE_COUNT = 1200;

/** Every seeded date is relative to this instant, never to Date.now(): two seeds are equal. */
export const SEED_BASE = new Date('2026-10-15T08:00:00.000Z');
export const DAY_MS = 24 * 60 * 60 * 1000;

function articleCountFromEnv(): number {
  const n = Number(process.env.SHOP_ARTICLES);
  return Number.isInteger(n) && n > 0 ? n : DEFAULT_ARTICLE_COUNT;
}

/**
 * Opens (and on first use creates and seeds) a database of these modules.
 * `path` may be ':memory:' (tests). The seed is deterministic, so two fresh databases are equal.
 */
export function openModules(path: string, modules: readonly DbModule[], options: Partial<SeedOptions> = {}): DatabaseSync {
  const db = new DatabaseSync(path);
  // A lock held by another process is waited for a moment, then answered with 503 (write-transaction.ts).
  db.exec(`PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS}; PRAGMA journal_mode = WAL; PRAGMA foreign_keys = ON; PRAGMA synchronous = NORMAL;`);
  db.exec('CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)');
  for (const m of modules) m.createTables(db);
  const seeded = db.prepare("SELECT value FROM meta WHERE key = 'seeded'").get();
  if (!seeded) {
    const seedOptions: SeedOptions = { articles: options.articles ?? articleCountFromEnv() };
    db.exec('BEGIN');
    try {
      for (const m of modules) m.seed(db, seedOptions);
      db.prepare("INSERT INTO meta (key, value) VALUES ('seeded', ?)").run(new Date().toISOString());
      db.exec('COMMIT');
    } catch (error) {
      db.exec('ROLLBACK');
      throw error;
    }
  }
  return db;
}
