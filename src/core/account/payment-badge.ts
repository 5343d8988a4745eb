import { BELEGART_ID_OHNE_ZAHLSTATUS, type Invoice } from '../api/schemas/account.ts';

/** The payment badge of spec §4, as its German label's message id. */
export type PaymentBadge = 'bezahlt' | 'storniert' | 'teilbezahlt' | 'offen';

type BadgeFacts = Pick<Invoice, 'belegstatus' | 'belegartID' | 'totalOpen' | 'istTeilbezahlt'>;

/**
 * Spec §4 Payment status badge: payed or archived, or nothing open → Bezahlt; cancelled → Storniert;
 * partly paid with an open amount → Teilbezahlt; otherwise Offen. A cancelled document has nothing open
 * either, so Storniert is decided first: otherwise no cancelled invoice could ever show it.
 * Null for document type 75 (spec §9), whose badge is hidden.
 */
export function paymentBadgeOf(invoice: BadgeFacts): PaymentBadge | null {
  if (invoice.belegartID === BELEGART_ID_OHNE_ZAHLSTATUS) return null;
  if (invoice.belegstatus === 'Storniert') return 'storniert';
  if (invoice.belegstatus === 'Bezahlt' || invoice.belegstatus === 'Archiviert' || invoice.totalOpen <= 0) return 'bezahlt';
  if ((invoice.istTeilbezahlt || invoice.belegstatus === 'Teilbezahlt') && invoice.totalOpen > 0) return 'teilbezahlt';
  return 'offen';
}

/**
 * An open or partly paid invoice whose due date lies before `today`, the shop's calendar day (YYYY-MM-DD,
 * `shopCalendarDay`): the same day on the server that renders the list and in the browser that hydrates it.
 */
export function isOverdue(invoice: BadgeFacts & Pick<Invoice, 'zahlbarBis'>, today: string): boolean {
  const badge = paymentBadgeOf(invoice);
  if (!invoice.zahlbarBis || (badge !== 'offen' && badge !== 'teilbezahlt')) return false;
  return invoice.zahlbarBis.slice(0, 10) < today;
}
