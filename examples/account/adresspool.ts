import type { DatabaseSync } from 'node:sqlite';
import type { Address, AddressInput, AdressPoolRemoveResponse, AdressPoolSaveResponse } from '../../src/core/api/schemas/adresspool.ts';
import type { ValidationResult } from '../../src/core/api/schemas/validation.ts';
import { landName } from './address-meta.ts';
import { notFound } from '../platform/http.ts';
import { unreadableText } from '../platform/readable-text.ts';
import { EMAIL_PATTERN, invalidEmailMessage, maxLengthMessage, validationFailed } from '../platform/validate.ts';
import { serverMessage, type ServerMessageId } from '../platform/server-message.ts';

export function createAdresspoolTables(db: DatabaseSync): void {
  db.exec(`CREATE TABLE IF NOT EXISTS adressen (
    adressPoolId INTEGER PRIMARY KEY,
    userId INTEGER NOT NULL,
    istPrimaereAdresse INTEGER NOT NULL DEFAULT 0,
    data TEXT NOT NULL
  );
  CREATE INDEX IF NOT EXISTS adressen_user ON adressen (userId);`);
}

const TEXT_FIELDS = [
  'anrede',
  'titel',
  'vorname',
  'name',
  'strasse',
  'zusatz1',
  'zusatz2',
  'plz',
  'ort',
  'eMail',
  'telD',
  'telG',
  'telP',
  'natel',
  'faxG',
  'firma',
] as const;

/** Field lengths as a Swiss address has them (a post label has room for about 35 characters a line). */
export const ADDRESS_FIELD_MAX: Readonly<Record<(typeof TEXT_FIELDS)[number] | 'sprache' | 'land', number>> = {
  anrede: 20,
  titel: 30,
  vorname: 50,
  name: 50,
  firma: 60,
  strasse: 60,
  zusatz1: 60,
  zusatz2: 60,
  plz: 10,
  ort: 50,
  eMail: 100,
  telD: 30,
  telG: 30,
  telP: 30,
  natel: 30,
  faxG: 30,
  sprache: 5,
  land: 50,
};
/** Addresses per customer: a real address book has a handful. */
export const MAX_ADDRESSES = 30;

const clean = (value: string | null | undefined): string | null => {
  const t = value?.trim();
  return t ? t : null;
};

/** Trims the fields and fills the defaults of spec §9 (sprache 'de', landId 1). */
export function normalizeAddress(input: AddressInput, adressPoolId: number | null = null, primary = false): Address {
  const landId = input.landId ?? 1;
  const address = {
    adressPoolId,
    istPrimaereAdresse: primary,
    sprache: clean(input.sprache) ?? 'de',
    landId,
    land: landName(landId) ?? clean(input.land),
  } as Address;
  for (const field of TEXT_FIELDS) address[field] = clean(input[field]);
  return address;
}

/** The required fields and the message each answers when empty. */
const REQUIRED: Partial<Record<keyof Address, ServerMessageId>> = {
  name: 'nameRequired',
  strasse: 'streetRequired',
  plz: 'plzRequired',
  ort: 'ortRequired',
  eMail: 'emailRequired',
};

/** Whether a field is longer than its cap (such an address is reported, never stored). */
export function addressTooLong(address: Address): boolean {
  return Object.entries(ADDRESS_FIELD_MAX).some(([field, max]) => {
    const value = address[field as keyof Address];
    return typeof value === 'string' && value.length > max;
  });
}

/** Field rules of an address (spec §5: e-mail required); keys prefixed with `prefix` (e.g. "lieferAdresse."). */
export function validateAddress(address: Address, prefix = ''): ValidationResult {
  const result: ValidationResult = {};
  const fail = (field: string, message: string): void => {
    result[prefix + field] = { isValid: false, message };
  };
  for (const [field, message] of Object.entries(REQUIRED)) {
    if (!address[field as keyof Address]) fail(field, serverMessage(message));
  }
  for (const [field, max] of Object.entries(ADDRESS_FIELD_MAX)) {
    const value = address[field as keyof Address];
    if (typeof value === 'string' && value.length > max) fail(field, maxLengthMessage(max));
  }
  for (const field of Object.keys(ADDRESS_FIELD_MAX)) {
    const unreadable = unreadableText(address[field as keyof Address] as string | null | undefined);
    if (unreadable) fail(field, unreadable.message);
  }
  if (address.eMail && !EMAIL_PATTERN.test(address.eMail)) fail('eMail', invalidEmailMessage());
  if (address.plz && (address.landId === 1 || address.landId === 2) && !/^\d{4}$/.test(address.plz)) {
    fail('plz', serverMessage('plzFourDigits'));
  }
  return result;
}

interface AddressRow {
  adressPoolId: number;
  istPrimaereAdresse: number;
  data: string;
}

const toAddress = (row: AddressRow): Address => ({
  ...(JSON.parse(row.data) as Address),
  adressPoolId: row.adressPoolId,
  istPrimaereAdresse: row.istPrimaereAdresse === 1,
});

/** The user's address book, primary address first. */
export function listAdressPool(db: DatabaseSync, userId: number): Address[] {
  const rows = db
    .prepare('SELECT adressPoolId, istPrimaereAdresse, data FROM adressen WHERE userId = ? ORDER BY istPrimaereAdresse DESC, adressPoolId')
    .all(userId) as unknown as AddressRow[];
  return rows.map(toAddress);
}

export function findPoolAddress(db: DatabaseSync, userId: number, adressPoolId: number): Address | null {
  const row = db
    .prepare('SELECT adressPoolId, istPrimaereAdresse, data FROM adressen WHERE userId = ? AND adressPoolId = ?')
    .get(userId, adressPoolId) as AddressRow | undefined;
  return row ? toAddress(row) : null;
}

export function primaryAddress(db: DatabaseSync, userId: number): Address | null {
  return listAdressPool(db, userId).find((a) => a.istPrimaereAdresse) ?? null;
}

/** Stores a new address; the first one of a user becomes the primary address. */
export function insertAddress(db: DatabaseSync, userId: number, address: Address, primary = false): number {
  const first = !db.prepare('SELECT 1 FROM adressen WHERE userId = ?').get(userId);
  const makePrimary = primary || first;
  if (makePrimary) db.prepare('UPDATE adressen SET istPrimaereAdresse = 0 WHERE userId = ?').run(userId);
  const result = db
    .prepare('INSERT INTO adressen (userId, istPrimaereAdresse, data) VALUES (?, ?, ?)')
    .run(userId, makePrimary ? 1 : 0, JSON.stringify(address));
  return Number(result.lastInsertRowid);
}

/** POST /api/adresspool/addorupdate. */
export function saveAddress(db: DatabaseSync, userId: number, input: AddressInput): AdressPoolSaveResponse {
  const existing = input.adressPoolId != null ? findPoolAddress(db, userId, input.adressPoolId) : null;
  if (input.adressPoolId != null && !existing) notFound(serverMessage('addressNotFound', { id: input.adressPoolId }));
  const primary = existing?.istPrimaereAdresse === true || input.istPrimaereAdresse === true;
  const address = normalizeAddress(input, existing?.adressPoolId ?? null, primary);
  const validationResult = validateAddress(address);
  if (Object.keys(validationResult).length > 0) return { success: false, adressPool: null, validationResult };
  if (!existing && listAdressPool(db, userId).length >= MAX_ADDRESSES) {
    validationFailed({ '': { isValid: false, message: serverMessage('addressBookFull', { max: String(MAX_ADDRESSES) }) } });
  }
  if (existing) {
    if (primary && !existing.istPrimaereAdresse) db.prepare('UPDATE adressen SET istPrimaereAdresse = 0 WHERE userId = ?').run(userId);
    db.prepare('UPDATE adressen SET istPrimaereAdresse = ?, data = ? WHERE adressPoolId = ? AND userId = ?').run(
      primary ? 1 : 0,
      JSON.stringify(address),
      existing.adressPoolId as number,
      userId,
    );
  } else {
    insertAddress(db, userId, address, primary);
  }
  return { success: true, adressPool: listAdressPool(db, userId), validationResult: {} };
}

/** POST /api/adresspool/remove: the primary address stays (spec §6). */
export function removeAddress(db: DatabaseSync, userId: number, adressPoolId: number): AdressPoolRemoveResponse {
  const existing = findPoolAddress(db, userId, adressPoolId);
  if (!existing) notFound(serverMessage('addressNotFound', { id: adressPoolId }));
  if (existing.istPrimaereAdresse) {
    return {
      success: false,
      adressPool: listAdressPool(db, userId),
      warningMessages: [serverMessage('primaryAddressNotDeletable')],
    };
  }
  db.prepare('DELETE FROM adressen WHERE adressPoolId = ? AND userId = ?').run(adressPoolId, userId);
  return { success: true, adressPool: listAdressPool(db, userId), warningMessages: [] };
}
