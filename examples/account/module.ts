import type { DbModule } from '../db/modules.ts';
import { createUser } from './users.ts';

export const DEMO_PASSWORD = 'demo1234';
export const DEMO_USER_ID = 1;
export const FIRMA_USER_ID = 2;

export const usersModule: DbModule = {
  name: 'users',
  createTables(db) {
    db.exec(`CREATE TABLE IF NOT EXISTS users (
      id INTEGER PRIMARY KEY,
      userName TEXT NOT NULL UNIQUE,
      passwordHash TEXT NOT NULL,
      kundeInklMwst INTEGER NOT NULL DEFAULT 1,
      anrede TEXT,
      firstName TEXT,
      lastName TEXT,
      firma TEXT,
      createdAt TEXT NOT NULL
    );
    CREATE TABLE IF NOT EXISTS login_failures (
      key TEXT NOT NULL,
      at INTEGER NOT NULL
    );
    CREATE INDEX IF NOT EXISTS login_failures_key ON login_failures (key, at);`);
  },
  seed(db) {
    // DESIGN §6 fixed accounts: ids 1 and 2, password demo1234.
    createUser(db, {
      id: DEMO_USER_ID,
      userName: 'demo@vinothek.ch',
      password: DEMO_PASSWORD,
      kundeInklMwst: true,
      anrede: 'Frau',
      firstName: 'Anna',
      lastName: 'Muster',
      createdAt: '2024-03-01T09:00:00.000Z',
    });
    createUser(db, {
      id: FIRMA_USER_ID,
      userName: 'firma@vinothek.ch',
      password: DEMO_PASSWORD,
      kundeInklMwst: false,
      anrede: 'Herr',
      firstName: 'Beat',
      lastName: 'Keller',
      firma: 'Keller Gastro AG',
      createdAt: '2024-05-15T09:00:00.000Z',
    });
  },
};
