import type { DatabaseSync } from 'node:sqlite';
import type { Artikel, Bestelleinheit } from '../../src/core/api/schemas/artikel.ts';
import type { Merkliste, MerklisteState, MerklisteUpdateResponse } from '../../src/core/api/schemas/merkliste.ts';
import { loadArtikel } from './load-artikel.ts';
import { unreadableText } from '../platform/readable-text.ts';
import { validationFailed } from '../platform/validate.ts';
import { notFound } from '../platform/http.ts';
import type { LoginHook } from '../platform/login-hooks.ts';
import { SHOP_URLS } from '../platform/urls.ts';
import { serverMessage } from '../platform/server-message.ts';

export const DEFAULT_MERKLISTE_NAME = 'Meine Merkliste';
export const MERKLISTEN_MANAGE_URL = SHOP_URLS.merklisten;
/** Lists per customer and articles per list: generous for a shopper, bounded for the database. */
export const MAX_MERKLISTEN = 20;
export const MAX_MERKLISTE_ITEMS = 200;

export function createMerklisteTables(db: DatabaseSync): void {
  db.exec(`CREATE TABLE IF NOT EXISTS merklisten (
    merklisteId INTEGER PRIMARY KEY,
    userId INTEGER NOT NULL,
    bezeichnung TEXT NOT NULL,
    isDefault INTEGER NOT NULL DEFAULT 0,
    dateCreated TEXT NOT NULL
  );
  CREATE INDEX IF NOT EXISTS merklisten_user ON merklisten (userId);
  CREATE TABLE IF NOT EXISTS merkliste_items (
    id INTEGER PRIMARY KEY,
    merklisteId INTEGER NOT NULL REFERENCES merklisten (merklisteId) ON DELETE CASCADE,
    artikelId INTEGER NOT NULL,
    bestelleinheit TEXT NOT NULL,
    mengeBestelleinheit INTEGER NOT NULL DEFAULT 1,
    UNIQUE (merklisteId, artikelId)
  );`);
}

interface ListRow {
  merklisteId: number;
  userId: number;
  bezeichnung: string;
  isDefault: number;
  dateCreated: string;
}

interface ItemRow {
  id: number;
  merklisteId: number;
  artikelId: number;
  bestelleinheit: Bestelleinheit;
  mengeBestelleinheit: number;
}

/** Spec §3 Merkliste state of a user (anonymous: no lists). */
export function merklisteState(db: DatabaseSync, userId: number | null): MerklisteState {
  const base = { merklisteEnabled: true, multipleMerklisteEnabled: true, manageUrl: MERKLISTEN_MANAGE_URL };
  if (userId == null) return { ...base, merklisten: [] };
  const lists = db.prepare('SELECT * FROM merklisten WHERE userId = ? ORDER BY merklisteId').all(userId) as unknown as ListRow[];
  const items = db
    .prepare(
      `SELECT i.* FROM merkliste_items i JOIN merklisten m ON m.merklisteId = i.merklisteId
       WHERE m.userId = ? ORDER BY i.id`,
    )
    .all(userId) as unknown as ItemRow[];
  const artikel = loadArtikel(
    db,
    items.map((i) => i.artikelId),
    userId,
  );
  const merklisten: Merkliste[] = lists.map((l) => ({
    merklisteId: l.merklisteId,
    bezeichnung: l.bezeichnung,
    isDefault: l.isDefault === 1,
    appIdentityUserId: l.userId,
    dateCreated: new Date(l.dateCreated),
    items: items
      .filter((i) => i.merklisteId === l.merklisteId && artikel.has(i.artikelId))
      .map((i) => ({ ...i, artikel: artikel.get(i.artikelId) as Artikel })),
  }));
  return { ...base, merklisten };
}

function listOf(db: DatabaseSync, userId: number, merklisteId: number): ListRow {
  const row = db.prepare('SELECT * FROM merklisten WHERE merklisteId = ? AND userId = ?').get(merklisteId, userId) as ListRow | undefined;
  if (!row) notFound(serverMessage('merklisteNotFound', { id: merklisteId }));
  return row;
}

export function insertMerkliste(db: DatabaseSync, userId: number, bezeichnung: string, isDefault: boolean, dateCreated: Date): number {
  const result = db
    .prepare('INSERT INTO merklisten (userId, bezeichnung, isDefault, dateCreated) VALUES (?, ?, ?, ?)')
    .run(userId, bezeichnung, isDefault ? 1 : 0, dateCreated.toISOString());
  return Number(result.lastInsertRowid);
}

/** The user's default list, created on first use. */
function defaultListId(db: DatabaseSync, userId: number, now: Date): number {
  const row = db.prepare('SELECT merklisteId FROM merklisten WHERE userId = ? AND isDefault = 1').get(userId) as
    { merklisteId: number } | undefined;
  return row?.merklisteId ?? insertMerkliste(db, userId, DEFAULT_MERKLISTE_NAME, true, now);
}

function requireArtikel(db: DatabaseSync, artikelId: number, userId: number): Artikel {
  const artikel = loadArtikel(db, [artikelId], userId).get(artikelId);
  if (!artikel) notFound(serverMessage('articleNotFound', { id: artikelId }));
  return artikel;
}

/** Stores the article in a list (Grossgebinde when offered, spec §4 default unit); a repeat is a no-op. */
export function insertMerklisteItem(db: DatabaseSync, merklisteId: number, artikel: Artikel): void {
  const unit: Bestelleinheit = artikel.bestelleinheitGrossgebinde ? 'Grossgebinde' : 'Abfuellung';
  db.prepare(
    'INSERT INTO merkliste_items (merklisteId, artikelId, bestelleinheit, mengeBestelleinheit) VALUES (?, ?, ?, 1) ON CONFLICT DO NOTHING',
  ).run(merklisteId, artikel.artikelId, unit);
}

/** Whether the article would be one too many for the list (it may be on it already). */
function listIsFull(db: DatabaseSync, merklisteId: number, artikelId: number): boolean {
  const { n } = db
    .prepare('SELECT COUNT(*) AS n FROM merkliste_items WHERE merklisteId = ? AND artikelId != ?')
    .get(merklisteId, artikelId) as { n: number };
  return n >= MAX_MERKLISTE_ITEMS;
}

/** POST /api/merkliste/AddToMerkliste (merklisteId null = default list). */
export function addToMerkliste(
  db: DatabaseSync,
  userId: number,
  artikelId: number,
  merklisteId: number | null | undefined,
  now: Date,
): MerklisteState {
  const artikel = requireArtikel(db, artikelId, userId);
  const listId = merklisteId == null ? defaultListId(db, userId, now) : listOf(db, userId, merklisteId).merklisteId;
  if (listIsFull(db, listId, artikelId)) {
    validationFailed({ artikelId: { isValid: false, message: serverMessage('merklisteFull', { max: String(MAX_MERKLISTE_ITEMS) }) } });
  }
  insertMerklisteItem(db, listId, artikel);
  return merklisteState(db, userId);
}

/** POST /api/merkliste/RemoveFromMerkliste (merklisteId null = default list). */
export function removeFromMerkliste(
  db: DatabaseSync,
  userId: number,
  artikelId: number,
  merklisteId: number | null | undefined,
  now: Date,
): MerklisteState {
  requireArtikel(db, artikelId, userId);
  const listId = merklisteId == null ? defaultListId(db, userId, now) : listOf(db, userId, merklisteId).merklisteId;
  db.prepare('DELETE FROM merkliste_items WHERE merklisteId = ? AND artikelId = ?').run(listId, artikelId);
  return merklisteState(db, userId);
}

function nameTaken(db: DatabaseSync, userId: number, bezeichnung: string, exceptId: number | null): boolean {
  return !!db
    .prepare('SELECT 1 FROM merklisten WHERE userId = ? AND lower(bezeichnung) = lower(?) AND merklisteId IS NOT ?')
    .get(userId, bezeichnung, exceptId);
}

const nameTakenResult = () => ({ isValid: false, message: serverMessage('merklisteNameTaken') });

/** POST /api/merkliste/Add: a new list (the newest has the highest merklisteId), with the article if given. */
export function createMerkliste(
  db: DatabaseSync,
  userId: number,
  bezeichnung: string,
  artikelId: number | null | undefined,
  now: Date,
): MerklisteState {
  const artikel = artikelId == null ? null : requireArtikel(db, artikelId, userId);
  const unreadable = unreadableText(bezeichnung);
  if (unreadable) validationFailed({ bezeichnung: unreadable });
  if (nameTaken(db, userId, bezeichnung, null)) validationFailed({ bezeichnung: nameTakenResult() });
  const { n } = db.prepare('SELECT COUNT(*) AS n FROM merklisten WHERE userId = ?').get(userId) as { n: number };
  if (n >= MAX_MERKLISTEN) {
    validationFailed({ bezeichnung: { isValid: false, message: serverMessage('merklistenLimit', { max: String(MAX_MERKLISTEN) }) } });
  }
  const hasDefault = !!db.prepare('SELECT 1 FROM merklisten WHERE userId = ? AND isDefault = 1').get(userId);
  const listId = insertMerkliste(db, userId, bezeichnung, !hasDefault, now);
  if (artikel) insertMerklisteItem(db, listId, artikel);
  return merklisteState(db, userId);
}

/** POST /api/merkliste/update/{merklisteId}: renames; a taken name answers success false. */
export function renameMerkliste(db: DatabaseSync, userId: number, merklisteId: number, bezeichnung: string): MerklisteUpdateResponse {
  listOf(db, userId, merklisteId);
  const unreadable = unreadableText(bezeichnung);
  if (unreadable)
    return { success: false, store: merklisteState(db, userId), validationResult: { bezeichnung: unreadable }, warningMessages: [] };
  if (nameTaken(db, userId, bezeichnung, merklisteId)) {
    return { success: false, store: merklisteState(db, userId), validationResult: { bezeichnung: nameTakenResult() }, warningMessages: [] };
  }
  db.prepare('UPDATE merklisten SET bezeichnung = ? WHERE merklisteId = ? AND userId = ?').run(bezeichnung, merklisteId, userId);
  return { success: true, store: merklisteState(db, userId), validationResult: {}, warningMessages: [] };
}

/** DELETE /api/merkliste/RemoveMerkliste/{merklisteId}: the default list stays (spec §4). */
export function deleteMerkliste(db: DatabaseSync, userId: number, merklisteId: number): MerklisteState {
  const list = listOf(db, userId, merklisteId);
  if (list.isDefault === 1) {
    validationFailed({ merklisteId: { isValid: false, message: serverMessage('defaultMerklisteNotDeletable') } });
  }
  db.prepare('DELETE FROM merklisten WHERE merklisteId = ? AND userId = ?').run(merklisteId, userId);
  return merklisteState(db, userId);
}

/** After a login from a Merkliste toggle (`addToMerkliste={artikelId}`): into the default list. */
export const merklisteLoginHook: LoginHook = (c, { userId, addToMerkliste }) => {
  if (addToMerkliste == null) return;
  const db = c.get('db');
  const artikel = loadArtikel(db, [addToMerkliste], userId).get(addToMerkliste);
  const listId = artikel ? defaultListId(db, userId, c.get('now')()) : null;
  if (artikel && listId != null && !listIsFull(db, listId, artikel.artikelId)) insertMerklisteItem(db, listId, artikel);
};
