import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { openDatabase } from '../../examples/database.ts';
import { SEED_DIR_ENV } from '../setup/seed-templates.ts';

const templates = new Map<number, Uint8Array>();

/**
 * The seeded demo database (`articles` generated articles) as bytes: seeded once per test run and kept as a
 * file every worker reads, so a hundred test apps cost one seed (about two seconds) instead of a hundred. The
 * seed is deterministic (examples/platform/database.ts), so a copy equals a fresh seed.
 */
function template(articles: number): Uint8Array {
  const known = templates.get(articles);
  if (known) return known;
  const dir = process.env[SEED_DIR_ENV];
  const file = dir && join(dir, `seed-${articles}.db`);
  let bytes: Uint8Array;
  if (file && existsSync(file)) bytes = readFileSync(file);
  else {
    const db = openDatabase(':memory:', { articles });
    bytes = db.serialize();
    db.close();
    if (file) {
      // Written aside, then renamed: a worker reading at the same moment sees the whole file or none.
      const aside = `${file}.${process.pid}`;
      writeFileSync(aside, bytes);
      renameSync(aside, file);
    }
  }
  templates.set(articles, bytes);
  return bytes;
}

/** A fresh in-memory demo database, already seeded: what `openDatabase(':memory:', { articles })` gives, without seeding again. */
export function seededDatabase({ articles = 300 }: { articles?: number } = {}): DatabaseSync {
  const db = new DatabaseSync(':memory:');
  db.deserialize(template(articles));
  // Per connection, not stored in the file (examples/platform/database.ts openModules).
  db.exec('PRAGMA foreign_keys = ON;');
  return db;
}
