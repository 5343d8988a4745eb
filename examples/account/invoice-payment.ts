import type { DatabaseSync } from 'node:sqlite';
import type { InvoiceZahlung } from '../../src/core/api/schemas/account.ts';
import { paymentBadgeOf } from '../../src/core/account/payment-badge.ts';
import { DEMO_CREDITOR } from '../platform/shop-config.ts';
import { ZAHLUNGSARTEN } from '../platform/payment-methods.ts';
import { creditorReference, isQrIban, qrReference } from './payment-reference.ts';
import type { InvoiceRow } from './invoices.ts';

/**
 * Paying an open invoice from the account (issue 35): the reference its QR-bill carries, the online payment
 * methods, and what the demo payment page does with a payment.
 */

/** The online payment methods of the checkout that pay an invoice (the wallets need a basket, so not them). */
export const INVOICE_ZAHLUNGSARTEN = ZAHLUNGSARTEN.filter((z) => z.onlinePayment && !z.walletProviderKey).map(
  ({ id, recordDisplayName, logoUrl }) => ({ id, recordDisplayName, logoUrl }),
);

type PayableFacts = Pick<InvoiceRow, 'belegstatus' | 'belegartID' | 'totalOpen' | 'istTeilbezahlt'>;

/** Open or partly paid with something open, not a document type 75: the customer can pay it. */
export function isPayable(row: PayableFacts): boolean {
  const badge = paymentBadgeOf({ ...row, istTeilbezahlt: row.istTeilbezahlt === 1 });
  return (badge === 'offen' || badge === 'teilbezahlt') && row.totalOpen > 0;
}

/**
 * The invoice's reference: with the shop's QR-IBAN a QR reference made of the document number's digits and the
 * invoice id (so the bank's payment notice names the invoice), with a plain IBAN a creditor reference of the number.
 */
export function invoiceReference(row: Pick<InvoiceRow, 'id' | 'belegNr'>, iban: string = DEMO_CREDITOR.iban): string {
  return isQrIban(iban)
    ? qrReference(`${row.belegNr.replace(/\D/g, '').slice(0, 18)}${String(row.id).padStart(8, '0')}`)
    : creditorReference(row.belegNr.replace(/[^0-9A-Za-z]/g, ''));
}

export function invoiceZahlung(row: InvoiceRow): InvoiceZahlung | null {
  return isPayable(row) ? { referenz: invoiceReference(row), zahlungsarten: INVOICE_ZAHLUNGSARTEN } : null;
}

/** The demo payment page of an invoice and a method (what POST …/rechnungen/{id}/zahlung answers). */
export const invoicePaymentUrl = (id: number, zahlungsartId: number): string =>
  `/account/rechnungen/${id}/zahlung?zahlungsart=${zahlungsartId}`;

/**
 * The payment provider confirmed `betrag` (CHF, at most the open amount): the invoice is paid, or partly paid
 * with the rest open, as the back office would book it.
 */
export function bookInvoicePayment(db: DatabaseSync, row: InvoiceRow, betrag: number): void {
  const rest = Math.max(0, Math.round((row.totalOpen - betrag) * 100) / 100);
  if (rest === 0) db.prepare("UPDATE invoices SET totalOpen = 0, istTeilbezahlt = 0, belegstatus = 'Bezahlt' WHERE id = ?").run(row.id);
  else db.prepare("UPDATE invoices SET totalOpen = ?, istTeilbezahlt = 1, belegstatus = 'Teilbezahlt' WHERE id = ?").run(rest, row.id);
}
