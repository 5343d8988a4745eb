import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';

const KEY_LENGTH = 32;

/** scrypt with a per-user random salt; stored as "scrypt$<salt>$<hash>" (base64url). */
export function hashPassword(password: string): string {
  const salt = randomBytes(16);
  const hash = scryptSync(password, salt, KEY_LENGTH);
  return `scrypt$${salt.toString('base64url')}$${hash.toString('base64url')}`;
}

export function verifyPassword(password: string, stored: string): boolean {
  const [scheme, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = scryptSync(password, Buffer.from(salt, 'base64url'), expected.length);
  return timingSafeEqual(expected, actual);
}

export interface User {
  id: number;
  /** the e-mail address */
  userName: string;
  kundeInklMwst: boolean;
  anrede: string | null;
  firstName: string | null;
  lastName: string | null;
  firma: string | null;
  createdAt: string;
}

export interface NewUser {
  userName: string;
  /** the password, or its hash as hashPassword wrote it (a confirmed registration keeps the hash it waited with) */
  password?: string;
  passwordHash?: string;
  kundeInklMwst?: boolean;
  anrede?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  firma?: string | null;
  /** only the seed sets ids (the fixed demo accounts 1 and 2) */
  id?: number;
  createdAt?: string;
}

interface UserRow {
  id: number;
  userName: string;
  passwordHash: string;
  kundeInklMwst: number;
  anrede: string | null;
  firstName: string | null;
  lastName: string | null;
  firma: string | null;
  createdAt: string;
}

const toUser = (row: UserRow): User => ({
  id: row.id,
  userName: row.userName,
  kundeInklMwst: row.kundeInklMwst === 1,
  anrede: row.anrede,
  firstName: row.firstName,
  lastName: row.lastName,
  firma: row.firma,
  createdAt: row.createdAt,
});

export function normalizeUserName(userName: string): string {
  return userName.trim().toLowerCase();
}

/** Creates a customer account; throws if the userName (e-mail) is taken — check with findUserByName first. */
export function createUser(db: DatabaseSync, user: NewUser): User {
  const result = db
    .prepare(
      `INSERT INTO users (id, userName, passwordHash, kundeInklMwst, anrede, firstName, lastName, firma, createdAt)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      user.id ?? null,
      normalizeUserName(user.userName),
      user.passwordHash ?? hashPassword(user.password ?? ''),
      user.kundeInklMwst === false ? 0 : 1,
      user.anrede ?? null,
      user.firstName ?? null,
      user.lastName ?? null,
      user.firma ?? null,
      user.createdAt ?? new Date().toISOString(),
    );
  return getUser(db, Number(result.lastInsertRowid)) as User;
}

export function getUser(db: DatabaseSync, id: number): User | null {
  const row = db.prepare('SELECT * FROM users WHERE id = ?').get(id) as UserRow | undefined;
  return row ? toUser(row) : null;
}

export function findUserByName(db: DatabaseSync, userName: string): User | null {
  const row = db.prepare('SELECT * FROM users WHERE userName = ?').get(normalizeUserName(userName)) as UserRow | undefined;
  return row ? toUser(row) : null;
}

/** The user for these credentials, or null (unknown name and wrong password look the same). */
export function authenticate(db: DatabaseSync, userName: string, password: string): User | null {
  const row = db.prepare('SELECT * FROM users WHERE userName = ?').get(normalizeUserName(userName)) as UserRow | undefined;
  if (!row) {
    // Same work as a real check, so response time does not reveal which e-mails have accounts.
    verifyPassword(password, DUMMY_HASH);
    return null;
  }
  return verifyPassword(password, row.passwordHash) ? toUser(row) : null;
}

const DUMMY_HASH = hashPassword('dummy-password-for-timing');
