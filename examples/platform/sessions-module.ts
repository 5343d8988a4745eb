import type { DbModule } from './database.ts';

export const sessionsModule: DbModule = {
  name: 'sessions',
  createTables(db) {
    db.exec(`CREATE TABLE IF NOT EXISTS sessions (
      id TEXT PRIMARY KEY,
      csrfToken TEXT NOT NULL,
      userId INTEGER,
      createdAt TEXT NOT NULL,
      lastSeenAt TEXT NOT NULL
    );
    CREATE INDEX IF NOT EXISTS sessions_created ON sessions (createdAt);`);
  },
  seed() {},
};
