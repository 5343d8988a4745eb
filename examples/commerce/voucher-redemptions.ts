import type { DatabaseSync } from 'node:sqlite';
import { findGutschein } from './backoffice/reference-data.ts';

/**
 * A welcome voucher is for a customer's first order: once an order of theirs used it, the code no
 * longer counts for them (a guest has no account to remember it by). The seeded order history
 * predates this and is not counted (checkout.ts answers such a code with the message voucherRedeemed).
 */

function createTable(db: DatabaseSync): void {
  db.exec(
    'CREATE TABLE IF NOT EXISTS voucher_redemptions (userId INTEGER NOT NULL, code TEXT NOT NULL, bestellungUid TEXT NOT NULL, PRIMARY KEY (userId, code))',
  );
}

export function isVoucherRedeemed(db: DatabaseSync, userId: number | null, code: string | null | undefined): boolean {
  const voucher = findGutschein(code);
  if (userId == null || !voucher) return false;
  createTable(db);
  return !!db.prepare('SELECT 1 FROM voucher_redemptions WHERE userId = ? AND code = ?').get(userId, voucher.code);
}

/** The code the back office prices with: none when this customer has used it before. */
export function usableVoucher(db: DatabaseSync, userId: number | null, code: string | null): string | null {
  return isVoucherRedeemed(db, userId, code) ? null : code;
}

/** Called inside the order's transaction, so one order and its redemption are stored together. */
export function recordVoucherRedemption(db: DatabaseSync, userId: number | null, code: string | null, bestellungUid: string): void {
  const voucher = findGutschein(code);
  if (userId == null || !voucher) return;
  createTable(db);
  db.prepare('INSERT OR IGNORE INTO voucher_redemptions (userId, code, bestellungUid) VALUES (?, ?, ?)').run(
    userId,
    voucher.code,
    bestellungUid,
  );
}
