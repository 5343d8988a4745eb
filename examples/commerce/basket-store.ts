import { randomUUID } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import type { Address } from '../../src/core/api/schemas/adresspool.ts';
import type { Bestelleinheit } from '../../src/core/api/schemas/basket.ts';

/** Who a basket belongs to: the user when logged in, else the (anonymous) session. */
export interface BasketOwner {
  userId: number | null;
  sessionId: string;
}

/** The shopper's checkout choices, kept with the basket between calls. */
export interface BasketChoices {
  rechnungsAdresse: Address | null;
  lieferAdresse: Address | null;
  rechnungsadresseAdresspoolId: number | null;
  lieferadresseAdresspoolId: number | null;
  rechnungsadresseGleichLieferadresse: boolean;
  zahlungsartId: number | null;
  lieferartId: number | null;
  lieferdatum: string | null;
  hinweis: string | null;
  agbAkzeptiert: boolean;
  minimumAlter: boolean;
  gutscheinCode: string | null;
}

export const EMPTY_CHOICES: BasketChoices = {
  rechnungsAdresse: null,
  lieferAdresse: null,
  rechnungsadresseAdresspoolId: null,
  lieferadresseAdresspoolId: null,
  rechnungsadresseGleichLieferadresse: true,
  zahlungsartId: null,
  lieferartId: null,
  lieferdatum: null,
  hinweis: null,
  agbAkzeptiert: false,
  minimumAlter: false,
  gutscheinCode: null,
};

export interface StoredBasket {
  id: number;
  bestellungUid: string;
  userId: number | null;
  sessionId: string | null;
  /** outcome of the last back-office calculation */
  isCalculated: boolean;
  choices: BasketChoices;
}

export interface StoredLine {
  id: number;
  artikelId: number;
  bestelleinheit: Bestelleinheit;
  mengeBestelleinheit: number;
}

export function createBasketTables(db: DatabaseSync): void {
  db.exec(`CREATE TABLE IF NOT EXISTS baskets (
    id INTEGER PRIMARY KEY,
    bestellungUid TEXT NOT NULL UNIQUE,
    userId INTEGER,
    sessionId TEXT,
    status TEXT NOT NULL DEFAULT 'open',
    isCalculated INTEGER NOT NULL DEFAULT 1,
    choices TEXT NOT NULL DEFAULT '{}',
    updatedAt TEXT NOT NULL
  );
  CREATE INDEX IF NOT EXISTS baskets_user ON baskets (userId, status);
  CREATE INDEX IF NOT EXISTS baskets_session ON baskets (sessionId, status);
  CREATE TABLE IF NOT EXISTS basket_items (
    id INTEGER PRIMARY KEY,
    basketId INTEGER NOT NULL REFERENCES baskets (id) ON DELETE CASCADE,
    artikelId INTEGER NOT NULL,
    bestelleinheit TEXT NOT NULL,
    mengeBestelleinheit INTEGER NOT NULL,
    UNIQUE (basketId, artikelId, bestelleinheit)
  );`);
}

interface BasketRow {
  id: number;
  bestellungUid: string;
  userId: number | null;
  sessionId: string | null;
  isCalculated: number;
  choices: string;
}

const toBasket = (row: BasketRow): StoredBasket => ({
  id: row.id,
  bestellungUid: row.bestellungUid,
  userId: row.userId,
  sessionId: row.sessionId,
  isCalculated: row.isCalculated === 1,
  choices: { ...EMPTY_CHOICES, ...(JSON.parse(row.choices) as Partial<BasketChoices>) },
});

export function findOpenBasket(db: DatabaseSync, owner: BasketOwner): StoredBasket | null {
  const row = (
    owner.userId != null
      ? db.prepare("SELECT * FROM baskets WHERE userId = ? AND status = 'open' ORDER BY id DESC").get(owner.userId)
      : db.prepare("SELECT * FROM baskets WHERE sessionId = ? AND userId IS NULL AND status = 'open' ORDER BY id DESC").get(owner.sessionId)
  ) as BasketRow | undefined;
  return row ? toBasket(row) : null;
}

export function findBasketByUid(db: DatabaseSync, bestellungUid: string): StoredBasket | null {
  const row = db.prepare('SELECT * FROM baskets WHERE bestellungUid = ?').get(bestellungUid) as BasketRow | undefined;
  return row ? toBasket(row) : null;
}

/** A basket that is not stored yet: reading an empty basket creates no row (a page view costs nothing). */
export const UNSAVED_BASKET_ID = 0;

/** The owner's open basket, or an empty unsaved one (a fresh bestellungUid; storing it gives it its own). */
export function peekBasket(db: DatabaseSync, owner: BasketOwner): StoredBasket {
  return (
    findOpenBasket(db, owner) ?? {
      id: UNSAVED_BASKET_ID,
      bestellungUid: randomUUID(),
      userId: owner.userId,
      sessionId: owner.userId != null ? null : owner.sessionId,
      isCalculated: true,
      choices: EMPTY_CHOICES,
    }
  );
}

/** The owner's open basket; a new one (with its own bestellungUid) when there is none. */
export function openBasket(db: DatabaseSync, owner: BasketOwner, now: Date): StoredBasket {
  const found = findOpenBasket(db, owner);
  if (found) return found;
  db.prepare('INSERT INTO baskets (bestellungUid, userId, sessionId, updatedAt) VALUES (?, ?, ?, ?)').run(
    randomUUID(),
    owner.userId,
    owner.userId != null ? null : owner.sessionId,
    now.toISOString(),
  );
  return findOpenBasket(db, owner) as StoredBasket;
}

export function basketLines(db: DatabaseSync, basketId: number): StoredLine[] {
  return db
    .prepare('SELECT id, artikelId, bestelleinheit, mengeBestelleinheit FROM basket_items WHERE basketId = ? ORDER BY id')
    .all(basketId) as unknown as StoredLine[];
}

/** Upserts the line (artikelId, bestelleinheit); quantity 0 deletes it. Returns the line id or null. */
export function setLine(
  db: DatabaseSync,
  basketId: number,
  artikelId: number,
  bestelleinheit: Bestelleinheit,
  menge: number,
): number | null {
  if (menge <= 0) {
    db.prepare('DELETE FROM basket_items WHERE basketId = ? AND artikelId = ? AND bestelleinheit = ?').run(
      basketId,
      artikelId,
      bestelleinheit,
    );
    return null;
  }
  const row = db
    .prepare(
      `INSERT INTO basket_items (basketId, artikelId, bestelleinheit, mengeBestelleinheit) VALUES (?, ?, ?, ?)
       ON CONFLICT (basketId, artikelId, bestelleinheit) DO UPDATE SET mengeBestelleinheit = excluded.mengeBestelleinheit
       RETURNING id`,
    )
    .get(basketId, artikelId, bestelleinheit, menge) as { id: number };
  return row.id;
}

/**
 * Gives an existing line another order unit and quantity in place, so it keeps its id and its place in
 * the basket (a unit switch, or the back office offering a limited quantity in bottles).
 */
export function setLineUnit(db: DatabaseSync, basketId: number, lineId: number, bestelleinheit: Bestelleinheit, menge: number): void {
  db.prepare('UPDATE basket_items SET bestelleinheit = ?, mengeBestelleinheit = ? WHERE basketId = ? AND id = ?').run(
    bestelleinheit,
    menge,
    basketId,
    lineId,
  );
}

export function setLineQuantity(db: DatabaseSync, basketId: number, lineId: number, menge: number): void {
  if (menge <= 0) db.prepare('DELETE FROM basket_items WHERE basketId = ? AND id = ?').run(basketId, lineId);
  else db.prepare('UPDATE basket_items SET mengeBestelleinheit = ? WHERE basketId = ? AND id = ?').run(menge, basketId, lineId);
}

export function saveChoices(db: DatabaseSync, basketId: number, choices: BasketChoices, now: Date): void {
  db.prepare('UPDATE baskets SET choices = ?, updatedAt = ? WHERE id = ?').run(JSON.stringify(choices), now.toISOString(), basketId);
}

export function setCalculated(db: DatabaseSync, basketId: number, isCalculated: boolean): void {
  db.prepare('UPDATE baskets SET isCalculated = ? WHERE id = ?').run(isCalculated ? 1 : 0, basketId);
}

export function markOrdered(db: DatabaseSync, basketId: number): void {
  db.prepare("UPDATE baskets SET status = 'ordered' WHERE id = ?").run(basketId);
}

/** The anonymous session got a new id (registration): its open basket follows. */
export function moveBasketToSession(db: DatabaseSync, previousSessionId: string, sessionId: string): void {
  db.prepare("UPDATE baskets SET sessionId = ? WHERE sessionId = ? AND userId IS NULL AND status = 'open'").run(
    sessionId,
    previousSessionId,
  );
}

/**
 * Login: the anonymous basket of the previous session joins the user's open basket
 * (the anonymous quantities win, they are the newest intent), or becomes it.
 */
export function moveBasketToUser(db: DatabaseSync, previousSessionId: string, userId: number): void {
  const anonymous = findOpenBasket(db, { userId: null, sessionId: previousSessionId });
  if (!anonymous) return;
  const own = findOpenBasket(db, { userId, sessionId: previousSessionId });
  if (!own) {
    db.prepare('UPDATE baskets SET userId = ?, sessionId = NULL WHERE id = ?').run(userId, anonymous.id);
    return;
  }
  for (const line of basketLines(db, anonymous.id)) {
    setLine(db, own.id, line.artikelId, line.bestelleinheit, line.mengeBestelleinheit);
  }
  db.prepare('DELETE FROM baskets WHERE id = ?').run(anonymous.id);
}
