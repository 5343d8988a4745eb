import { DatabaseSync } from 'node:sqlite';
import { modules, type SeedOptions } from './modules.ts';

export const DEFAULT_ARTICLE_COUNT = 1200;

function articleCountFromEnv(): number {
  const n = Number(process.env.SHOP_ARTICLES);
  return Number.isInteger(n) && n > 0 ? n : DEFAULT_ARTICLE_COUNT;
}

/**
 * Opens (and on first use creates and seeds) the demo shop database.
 * `path` may be ':memory:' (tests). The seed is deterministic, so two fresh databases are equal.
 */
export function openDatabase(path: string, options: Partial<SeedOptions> = {}): DatabaseSync {
  const db = new DatabaseSync(path);
  db.exec('PRAGMA journal_mode = WAL; PRAGMA foreign_keys = ON; PRAGMA synchronous = NORMAL;');
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
