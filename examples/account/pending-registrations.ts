import { createHash, randomBytes } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import type { Address } from '../../src/core/api/schemas/adresspool.ts';
import { insertAddress } from './adresspool.ts';
import { createUser, findUserByName, normalizeUserName, verifyPassword, type User } from './users.ts';

/**
 * Issue 34 finding 5: a registration opens no account until the address's owner follows the link in the
 * e-mail. Until then it waits here, with its password hash and address; the account is made from exactly
 * this row, so a second registration of the same address (by someone else) cannot change what the owner
 * confirms. A registration of an address that already has an account is kept too (without a token: it can
 * never be confirmed), so that logging in with its password answers like one of a free address.
 */

/** How long a confirmation link holds. */
export const CONFIRMATION_VALID_MS = 3 * 24 * 60 * 60 * 1000;
/** Registrations kept per address (the newest): a script cannot make a login check an address's thousand. */
const KEPT_PER_ADDRESS = 3;
/** Registrations kept in all (the newest): registering from many addresses cannot grow the table without bound. */
export const KEPT_IN_ALL = 5000;

export function createPendingRegistrationTable(db: DatabaseSync): void {
  db.exec(`CREATE TABLE IF NOT EXISTS pending_registrations (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    userName TEXT NOT NULL,
    passwordHash TEXT NOT NULL,
    kunde TEXT NOT NULL,
    tokenHash TEXT UNIQUE,
    createdAt TEXT NOT NULL
  );
  CREATE INDEX IF NOT EXISTS pending_registrations_user ON pending_registrations (userName, id);`);
}

/** What the account is made of: the names of the users row and the primary address. */
export interface PendingCustomer {
  anrede: string | null;
  firstName: string | null;
  lastName: string | null;
  firma: string | null;
  adresse: Address;
}

const hashToken = (token: string): string => createHash('sha256').update(token).digest('base64url');

/**
 * Keeps a registration; answers the confirmation token to mail, or null for an address that has an account
 * (its row cannot be confirmed). Older rows go: expired ones, and all but the newest few of this address.
 */
export function addPendingRegistration(
  db: DatabaseSync,
  entry: { userName: string; passwordHash: string; customer: PendingCustomer; confirmable: boolean },
  now: Date,
): string | null {
  const userName = normalizeUserName(entry.userName);
  const token = entry.confirmable ? randomBytes(32).toString('base64url') : null;
  db.prepare('DELETE FROM pending_registrations WHERE createdAt < ?').run(new Date(now.getTime() - CONFIRMATION_VALID_MS).toISOString());
  db.prepare('INSERT INTO pending_registrations (userName, passwordHash, kunde, tokenHash, createdAt) VALUES (?, ?, ?, ?, ?)').run(
    userName,
    entry.passwordHash,
    JSON.stringify(entry.customer),
    token ? hashToken(token) : null,
    now.toISOString(),
  );
  db.prepare(
    'DELETE FROM pending_registrations WHERE userName = ? AND id NOT IN (SELECT id FROM pending_registrations WHERE userName = ? ORDER BY id DESC LIMIT ?)',
  ).run(userName, userName, KEPT_PER_ADDRESS);
  db.prepare('DELETE FROM pending_registrations WHERE id <= (SELECT MAX(id) FROM pending_registrations) - ?').run(KEPT_IN_ALL);
  return token;
}

/** Whether a (still valid) registration of this address has this password: the login then says to confirm. */
export function isUnconfirmedLogin(db: DatabaseSync, userName: string, password: string, now: Date): boolean {
  const rows = db
    .prepare('SELECT passwordHash FROM pending_registrations WHERE userName = ? AND createdAt >= ? ORDER BY id DESC LIMIT ?')
    .all(normalizeUserName(userName), new Date(now.getTime() - CONFIRMATION_VALID_MS).toISOString(), KEPT_PER_ADDRESS) as {
    passwordHash: string;
  }[];
  return rows.some((row) => verifyPassword(password, row.passwordHash));
}

/**
 * Opens the account of the registration this token belongs to; null when the link is unknown, expired or
 * its address got an account meanwhile (through another link). The address's other registrations go.
 */
export function confirmRegistration(db: DatabaseSync, token: string, now: Date): User | null {
  const row = db
    .prepare('SELECT userName, passwordHash, kunde FROM pending_registrations WHERE tokenHash = ? AND createdAt >= ?')
    .get(hashToken(token), new Date(now.getTime() - CONFIRMATION_VALID_MS).toISOString()) as
    { userName: string; passwordHash: string; kunde: string } | undefined;
  if (!row || findUserByName(db, row.userName)) return null;
  const customer = JSON.parse(row.kunde) as PendingCustomer;
  const user = createUser(db, {
    userName: row.userName,
    passwordHash: row.passwordHash,
    kundeInklMwst: true,
    anrede: customer.anrede,
    firstName: customer.firstName,
    lastName: customer.lastName,
    firma: customer.firma,
    createdAt: now.toISOString(),
  });
  insertAddress(db, user.id, customer.adresse, true);
  db.prepare('DELETE FROM pending_registrations WHERE userName = ?').run(row.userName);
  return user;
}
