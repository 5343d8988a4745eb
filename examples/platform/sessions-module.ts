import type { DbModule } from './database.ts';
import { createRateLimitTables } from './rate-limit.ts';

/** The kernel's tables: stored sessions and rate-limit counts. */
export const platformModule: DbModule = {
  name: 'platform',
  createTables(db) {
    db.exec(`CREATE TABLE IF NOT EXISTS sessions (
      id TEXT PRIMARY KEY,
      csrfToken TEXT NOT NULL,
      userId INTEGER,
      createdAt TEXT NOT NULL,
      lastSeenAt TEXT NOT NULL
    );
    CREATE INDEX IF NOT EXISTS sessions_created ON sessions (createdAt);`);
    createRateLimitTables(db);
  },
  seed() {},
};
