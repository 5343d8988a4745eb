import type { Data, Debtor, Language } from 'swissqrbill/types';
import type { Address, Invoice } from '../../core/api/index.ts';
import type { ShopConfig } from '../../core/config.ts';
import { paymentBadgeOf } from '../../core/account/index.ts';

/** The page config's creditor (name, structured address, IBAN or QR-IBAN). */
export type Creditor = NonNullable<ShopConfig['creditor']>;

/**
 * The back office's country ids (spec §9: 1 Schweiz, 2 Liechtenstein, 3 Deutschland, 4 Österreich) as the ISO codes
 * a QR-bill's structured address needs. A debtor in another country is left out: the payer writes it in by hand.
 */
const COUNTRY_OF_LAND_ID: Readonly<Record<number, string>> = { 1: 'CH', 2: 'LI', 3: 'DE', 4: 'AT' };

/**
 * A street as the address book holds it ("Seestrasse 12a") split into street and building number, as the
 * structured address of QR-bill 2.3 has them; a street without a trailing number stays whole (which 2.3 tolerates).
 */
export function splitStreet(strasse: string): { address: string; buildingNumber?: string } {
  const match = /^(.*\S)\s+(\d+\s?[a-zA-Z]?(?:\s?[-/]\s?\d+[a-zA-Z]?)?)$/.exec(strasse.trim());
  return match ? { address: match[1]!, buildingNumber: match[2]! } : { address: strasse.trim() };
}

/** The billing address as the payment part's "Payable by", or undefined when a field 2.3 requires is missing. */
export function debtorOf(address: Address | null): Debtor | undefined {
  if (!address) return undefined;
  const name = (address.firma?.trim() || [address.vorname, address.name].filter(Boolean).join(' ')).trim();
  const country = COUNTRY_OF_LAND_ID[address.landId];
  if (!name || !address.strasse?.trim() || !address.plz?.trim() || !address.ort?.trim() || !country) return undefined;
  return { name: name.slice(0, 70), ...splitStreet(address.strasse), zip: address.plz.trim(), city: address.ort.trim(), country };
}

/** Open or partly paid with an amount open, not a credit note (type 75), and the back end offers paying it. */
export function isPayable(invoice: Invoice): boolean {
  const badge = paymentBadgeOf(invoice);
  return (badge === 'offen' || badge === 'teilbezahlt') && invoice.totalOpen > 0 && invoice.zahlung != null;
}

/** The page language as the payment part's (its headings as the guidelines word them: Zahlteil, Section paiement …). */
export function billLanguage(language: string): Language {
  const code = language.slice(0, 2).toUpperCase();
  return code === 'FR' || code === 'IT' || code === 'EN' ? code : 'DE';
}

/**
 * The QR-bill of an open invoice: the open amount in CHF, the creditor of the page config, the billing address as
 * debtor, the invoice's reference, and `message` (naming the document) as the unstructured message. Null when there
 * is nothing to pay or no creditor.
 */
export function qrBillData(invoice: Invoice, creditor: Creditor | null, message: string): Data | null {
  if (!creditor || !isPayable(invoice)) return null;
  const debtor = debtorOf(invoice.rechnungsAdresse);
  return {
    currency: 'CHF',
    amount: Math.round(invoice.totalOpen * 100) / 100,
    creditor: {
      account: creditor.iban.replace(/\s+/g, ''),
      name: creditor.name,
      address: creditor.strasse,
      ...(creditor.hausnummer ? { buildingNumber: creditor.hausnummer } : {}),
      zip: creditor.plz,
      city: creditor.ort,
      country: creditor.land,
    },
    ...(debtor ? { debtor } : {}),
    ...(invoice.zahlung?.referenz ? { reference: invoice.zahlung.referenz } : {}),
    message: message.slice(0, 140),
  };
}
