import type { Context } from 'hono';
import type { Invoice, InvoiceList } from '../../src/core/api/schemas/account.ts';
import type { AppEnv } from '../platform/context.ts';
import { findInvoice, invoiceOf, invoicePage, invoiceReorderUrl, type StoredPosition } from './invoices.ts';

/** Initial JSON of the invoice pages' islands (ARCHITECTURE.md §4); null for anonymous visitors. */

export function invoicesPage(c: Context<AppEnv>, page: number): InvoiceList | null {
  const userId = c.get('session').userId;
  return userId == null ? null : invoicePage(c.get('db'), userId, page);
}

/** One invoice with its positions and each article as it is today (current price or not orderable). */
export function invoiceDetail(c: Context<AppEnv>, id: number): Invoice | null {
  const userId = c.get('session').userId;
  if (userId == null) return null;
  const db = c.get('db');
  const row = findInvoice(db, userId, id);
  if (!row) return null;
  const stored = JSON.parse(row.positionen) as StoredPosition[];
  const artikel = c.get('artikelToday')(
    db,
    stored.map((p) => p.artikelId),
    userId,
  );
  const deliveries = new Map(stored.flatMap((p) => (p.lieferschein ? [[p.lieferschein.belegNr, p.lieferschein] as const] : [])));
  return {
    ...invoiceOf(row),
    positionen: stored.map((p) => ({
      artikel: artikel.get(p.artikelId) ?? null,
      artikelId: p.artikelId,
      bezeichnung: p.bezeichnung,
      mengeAbfuellung: p.mengeAbfuellung,
      abfuellung: { kuerzel: p.kuerzel },
      preis: p.preis,
      ...(p.lieferschein ? { lieferscheinNr: p.lieferschein.belegNr } : {}),
    })),
    ...(deliveries.size > 0
      ? {
          sammelrechnungHeader: [...deliveries.values()].map((delivery) => ({
            belegNr: delivery.belegNr,
            datum: row.datum,
            datumLieferschein: delivery.datum,
            reorderUrl: invoiceReorderUrl(row.id, delivery.belegNr),
          })),
        }
      : {}),
  };
}
