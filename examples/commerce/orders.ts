import type { DatabaseSync } from 'node:sqlite';
import type { Address } from '../../src/core/api/schemas/adresspool.ts';
import type { Belegstatus, OrderList } from '../../src/core/api/schemas/account.ts';
import type { Basket } from '../../src/core/api/schemas/basket.ts';
import type { Artikel } from '../../src/core/api/schemas/artikel.ts';
import { addDays, zurichDateAndHour } from './backoffice/cutoff.ts';
import {
  ACCOUNT_PAGE_SIZE,
  BELEGART_RECHNUNG,
  ZAHLUNGSFRIST_TAGE,
  insertInvoice,
  markInvoicePaid,
  type StoredPosition,
} from '../account/index.ts';

export function createOrderTables(db: DatabaseSync): void {
  db.exec(`CREATE TABLE IF NOT EXISTS orders (
    id INTEGER PRIMARY KEY,
    bestellNr TEXT NOT NULL UNIQUE,
    bestellungUid TEXT NOT NULL UNIQUE,
    userId INTEGER,
    sessionId TEXT,
    bestellDatum TEXT NOT NULL,
    zahlungsartId INTEGER,
    lieferartId INTEGER,
    status TEXT NOT NULL,
    totalInklMwst REAL NOT NULL,
    lieferAdresse TEXT,
    basket TEXT NOT NULL,
    invoiceId INTEGER
  );
  CREATE INDEX IF NOT EXISTS orders_user ON orders (userId, bestellDatum);`);
}

export interface StoredOrder {
  id: number;
  bestellNr: string;
  bestellungUid: string;
  userId: number | null;
  sessionId: string | null;
  bestellDatum: string;
  zahlungsartId: number | null;
  lieferartId: number | null;
  /** 'bezahlung_offen' while an online payment is pending, then 'bestellt' */
  status: string;
  totalInklMwst: number;
  basket: Basket;
  invoiceId: number | null;
}

type OrderRow = Omit<StoredOrder, 'basket'> & { basket: string; lieferAdresse: string | null };

const toOrder = ({ lieferAdresse: _ignored, ...row }: OrderRow): StoredOrder => ({ ...row, basket: JSON.parse(row.basket) as Basket });

export function findOrderByUid(db: DatabaseSync, bestellungUid: string): StoredOrder | null {
  const row = db.prepare('SELECT * FROM orders WHERE bestellungUid = ?').get(bestellungUid) as OrderRow | undefined;
  return row ? toOrder(row) : null;
}

/** Positions of an invoice from a priced basket: goods only, price per bottle on the customer's VAT side. */
export function positionenOf(basket: Basket, artikel: Map<number, Artikel>): StoredPosition[] {
  return basket.items
    .filter((i) => !i.isProtected && !i.removeOnly && i.mengeAbfuellung > 0)
    .map((i) => {
      const total = basket.kundeInklMwst ? i.warenwertMitDiscountInklMwst : i.warenwertMitDiscountExklMwst;
      return {
        artikelId: i.artikelId,
        bezeichnung: i.bezeichnung,
        mengeAbfuellung: i.mengeAbfuellung,
        kuerzel: artikel.get(i.artikelId)?.abfuellung.kuerzel ?? '',
        preis: Math.round((total / i.mengeAbfuellung) * 100000) / 100000,
      };
    });
}

export interface NewOrder {
  bestellNr?: string;
  userId: number | null;
  sessionId: string | null;
  bestellDatum: Date;
  basket: Basket;
  positionen: StoredPosition[];
  status: string;
  invoice: { belegNr?: string; belegstatus: Belegstatus; totalOpen: number; istTeilbezahlt?: boolean };
}

const json = (value: unknown): string | null => (value == null ? null : JSON.stringify(value));

/**
 * Stores an order and its invoice, once per bestellungUid: a second call (double submit)
 * finds the first order and creates nothing. Synchronous, so no other request interleaves.
 */
export function insertOrder(db: DatabaseSync, order: NewOrder): StoredOrder {
  const uid = order.basket.bestellungUid;
  const existing = findOrderByUid(db, uid);
  if (existing) return existing;
  const b = order.basket;
  const datum = zurichDateAndHour(order.bestellDatum).date;
  const orderId = Number(
    db
      .prepare(
        `INSERT INTO orders (bestellNr, bestellungUid, userId, sessionId, bestellDatum, zahlungsartId, lieferartId, status, totalInklMwst, lieferAdresse, basket)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        order.bestellNr ?? uid,
        uid,
        order.userId,
        order.sessionId,
        order.bestellDatum.toISOString(),
        b.zahlungsartId,
        b.lieferartId,
        order.status,
        b.totalInklMwst,
        json(b.lieferAdresse),
        JSON.stringify(b),
      ).lastInsertRowid,
  );
  const bestellNr = order.bestellNr ?? `B${String(500000 + orderId)}`;
  const total = b.kundeInklMwst ? b.totalInklMwst : b.totalExklMwst;
  const invoiceId = insertInvoice(db, {
    userId: order.userId,
    belegNr: order.invoice.belegNr ?? `R${String(800000 + orderId)}`,
    datum,
    zahlbarBis: addDays(datum, ZAHLUNGSFRIST_TAGE),
    totalNetto: total,
    totalOpen: order.invoice.totalOpen,
    istTeilbezahlt: order.invoice.istTeilbezahlt ?? false,
    belegstatus: order.invoice.belegstatus,
    ...BELEGART_RECHNUNG,
    rechnungsAdresse: b.rechnungsAdresse,
    lieferAdresse: b.lieferAdresse,
    positionen: order.positionen,
    orderId,
  });
  db.prepare('UPDATE orders SET bestellNr = ?, invoiceId = ? WHERE id = ?').run(bestellNr, invoiceId, orderId);
  return findOrderByUid(db, uid) as StoredOrder;
}

/** The demo payment page confirmed the payment: order placed, invoice paid. */
export function markOrderPaid(db: DatabaseSync, order: StoredOrder): void {
  db.prepare("UPDATE orders SET status = 'bestellt' WHERE id = ?").run(order.id);
  markInvoicePaid(db, order.invoiceId);
}

export function orderPage(db: DatabaseSync, userId: number, page: number): OrderList {
  const totalItems = (db.prepare('SELECT COUNT(*) AS n FROM orders WHERE userId = ?').get(userId) as { n: number }).n;
  const rows = db
    .prepare(
      'SELECT bestellNr, bestellungUid, bestellDatum, totalInklMwst, lieferAdresse FROM orders WHERE userId = ? ORDER BY bestellDatum DESC, id DESC LIMIT ? OFFSET ?',
    )
    .all(userId, ACCOUNT_PAGE_SIZE, (page - 1) * ACCOUNT_PAGE_SIZE) as unknown as {
    bestellNr: string;
    bestellungUid: string;
    bestellDatum: string;
    totalInklMwst: number;
    lieferAdresse: string | null;
  }[];
  return {
    page,
    pageSize: ACCOUNT_PAGE_SIZE,
    totalItems,
    items: rows.map((r) => {
      const a = r.lieferAdresse ? (JSON.parse(r.lieferAdresse) as Address) : null;
      return {
        bestellNr: r.bestellNr,
        bestellDatum: new Date(r.bestellDatum),
        lieferAdresse: a ? { strasse: a.strasse, plz: a.plz, ort: a.ort } : null,
        totalInklMwst: r.totalInklMwst,
        urlConfirmation: `/checkout/bestaetigung?uid=${encodeURIComponent(r.bestellungUid)}&back=1`,
      };
    }),
  };
}

/** A guest's session id changed (rotated at the order): the orders placed in it follow to the new one. */
export function moveGuestOrders(db: DatabaseSync, fromSessionId: string, toSessionId: string): void {
  db.prepare('UPDATE orders SET sessionId = ? WHERE sessionId = ? AND userId IS NULL').run(toSessionId, fromSessionId);
}
