import type { DatabaseSync } from 'node:sqlite';
import type { Address } from '../../src/core/api/schemas/adresspool.ts';
import type { Belegstatus, Invoice, InvoiceList } from '../../src/core/api/schemas/account.ts';
import { invoiceZahlung } from './invoice-payment.ts';

/**
 * The customer's invoices (the API's `{account}/rechnungen`): the table, a page of the list, one invoice. An order
 * placed in the checkout books its invoice here (commerce/orders.ts); the seed adds the documents no order made.
 */

/** The account's lists (orders and invoices) show ten a page. */
export const ACCOUNT_PAGE_SIZE = 10;
export const BELEGART_RECHNUNG = { belegart: 'Rechnung', belegartID: 10 } as const;
export const BELEGART_GUTSCHRIFT = { belegart: 'Gutschrift', belegartID: 75 } as const;
/** One invoice over several deliveries (spec §3 sammelrechnungHeader). */
export const BELEGART_SAMMELRECHNUNG = { belegart: 'Sammelrechnung', belegartID: 20 } as const;
export const ZAHLUNGSFRIST_TAGE = 30;

export function createInvoiceTables(db: DatabaseSync): void {
  db.exec(`CREATE TABLE IF NOT EXISTS invoices (
    id INTEGER PRIMARY KEY,
    userId INTEGER,
    belegNr TEXT NOT NULL UNIQUE,
    datum TEXT NOT NULL,
    zahlbarBis TEXT,
    totalNetto REAL NOT NULL,
    totalOpen REAL NOT NULL,
    istTeilbezahlt INTEGER NOT NULL DEFAULT 0,
    belegstatus TEXT NOT NULL,
    belegart TEXT NOT NULL,
    belegartID INTEGER NOT NULL,
    rechnungsAdresse TEXT,
    lieferAdresse TEXT,
    positionen TEXT NOT NULL,
    orderId INTEGER
  );
  CREATE INDEX IF NOT EXISTS invoices_user ON invoices (userId, datum);`);
}

/** A stored invoice line: the price per bottle as billed. */
export interface StoredPosition {
  artikelId: number;
  bezeichnung: string;
  mengeAbfuellung: number;
  kuerzel: string;
  preis: number;
  /** The delivery a position of a Sammelrechnung came with. */
  lieferschein?: { belegNr: string; datum: string };
}

export interface InvoiceRow {
  id: number;
  userId: number | null;
  belegNr: string;
  datum: string;
  zahlbarBis: string | null;
  totalNetto: number;
  totalOpen: number;
  istTeilbezahlt: number;
  belegstatus: Belegstatus;
  belegart: string;
  belegartID: number;
  rechnungsAdresse: string | null;
  lieferAdresse: string | null;
  positionen: string;
}

/** A document to book: its row without the id, the addresses and positions as objects, and the order it bills. */
export interface NewInvoice extends Omit<InvoiceRow, 'id' | 'istTeilbezahlt' | 'rechnungsAdresse' | 'lieferAdresse' | 'positionen'> {
  istTeilbezahlt: boolean;
  rechnungsAdresse?: Address | null;
  lieferAdresse?: Address | null;
  positionen: StoredPosition[];
  orderId: number | null;
}

const json = (value: unknown): string | null => (value == null ? null : JSON.stringify(value));

/** Books a document; answers its id. */
export function insertInvoice(db: DatabaseSync, invoice: NewInvoice): number {
  return Number(
    db
      .prepare(
        `INSERT INTO invoices (userId, belegNr, datum, zahlbarBis, totalNetto, totalOpen, istTeilbezahlt, belegstatus, belegart, belegartID, rechnungsAdresse, lieferAdresse, positionen, orderId)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        invoice.userId,
        invoice.belegNr,
        invoice.datum,
        invoice.zahlbarBis,
        invoice.totalNetto,
        invoice.totalOpen,
        invoice.istTeilbezahlt ? 1 : 0,
        invoice.belegstatus,
        invoice.belegart,
        invoice.belegartID,
        json(invoice.rechnungsAdresse),
        json(invoice.lieferAdresse),
        JSON.stringify(invoice.positionen),
        invoice.orderId,
      ).lastInsertRowid,
  );
}

/** The order's online payment went through: its invoice is paid. */
export function markInvoicePaid(db: DatabaseSync, id: number | null): void {
  db.prepare("UPDATE invoices SET totalOpen = 0, belegstatus = 'Bezahlt' WHERE id = ?").run(id);
}

export const invoiceDetailUrl = (id: number): string => `/account/rechnungen/${id}`;
export const invoiceReorderUrl = (id: number, lieferschein?: string): string =>
  `/account/rechnungen/${id}/nachbestellen${lieferschein ? `?lieferschein=${encodeURIComponent(lieferschein)}` : ''}`;

/** The list form of an invoice (no positions). */
export function invoiceOf(row: InvoiceRow): Invoice {
  return {
    id: row.id,
    rechnungsNummer: row.belegNr,
    belegNr: row.belegNr,
    datum: row.datum,
    zahlbarBis: row.zahlbarBis,
    totalNetto: row.totalNetto,
    totalOpen: row.totalOpen,
    totalOffen: row.totalOpen,
    istTeilbezahlt: row.istTeilbezahlt === 1,
    belegstatus: row.belegstatus,
    belegart: row.belegart,
    belegartID: row.belegartID,
    detailUrl: invoiceDetailUrl(row.id),
    reorderUrl: invoiceReorderUrl(row.id),
    rechnungsAdresse: row.rechnungsAdresse ? (JSON.parse(row.rechnungsAdresse) as Address) : null,
    lieferAdresse: row.lieferAdresse ? (JSON.parse(row.lieferAdresse) as Address) : null,
    zahlung: invoiceZahlung(row),
  };
}

export function invoicePage(db: DatabaseSync, userId: number, page: number): InvoiceList {
  const totalItems = (db.prepare('SELECT COUNT(*) AS n FROM invoices WHERE userId = ?').get(userId) as { n: number }).n;
  const rows = db
    .prepare('SELECT * FROM invoices WHERE userId = ? ORDER BY datum DESC, id DESC LIMIT ? OFFSET ?')
    .all(userId, ACCOUNT_PAGE_SIZE, (page - 1) * ACCOUNT_PAGE_SIZE) as unknown as InvoiceRow[];
  return { page, pageSize: ACCOUNT_PAGE_SIZE, totalItems, items: rows.map(invoiceOf) };
}

export function findInvoice(db: DatabaseSync, userId: number, id: number): InvoiceRow | null {
  return (db.prepare('SELECT * FROM invoices WHERE id = ? AND userId = ?').get(id, userId) as InvoiceRow | undefined) ?? null;
}
