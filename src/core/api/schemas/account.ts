import * as v from 'valibot';
import { AddressInputSchema, AddressSchema } from './adresspool.ts';
import { ArtikelSchema } from './artikel.ts';
import { IsoDateSchema } from './basket.ts';
import { ValidationResultSchema } from './validation.ts';

/** Spec §3 User data (registration). Content rules are checked by the server. */
export const UserDataSchema = v.object({
  userName: v.nullish(v.string()),
  password: v.nullish(v.string()),
  passwordConfirm: v.nullish(v.string()),
});
export type UserData = v.InferOutput<typeof UserDataSchema>;

export const RegisterRequestSchema = v.object({
  adresse: AddressInputSchema,
  userData: UserDataSchema,
});
export type RegisterRequest = v.InferOutput<typeof RegisterRequestSchema>;

export const RegisterResponseSchema = v.object({
  success: v.boolean(),
  redirectUrl: v.nullable(v.string()),
  /**
   * true: the account opens once the address's owner follows the link in the e-mail just sent (issue 34);
   * `<shop-register>` then says so instead of going to redirectUrl. A back end answers a registration of an
   * address that already has an account exactly the same (and mails its owner), so the form reveals nothing.
   */
  emailConfirmation: v.optional(v.boolean()),
  validationResultUserData: ValidationResultSchema,
  validationResultAdresse: ValidationResultSchema,
  warningMessages: v.array(v.string()),
});
export type RegisterResponse = v.InferOutput<typeof RegisterResponseSchema>;

/** GET /api/account/UserDataState: 'Pending' while the back office loads the customer, then 'Ready'. */
export const UserDataStateSchema = v.string();
export type UserDataState = v.InferOutput<typeof UserDataStateSchema>;

/** Paged lists (spec §3 Order list); the page size comes from the server. */
function pageOf<T extends v.GenericSchema>(item: T) {
  return v.object({
    page: v.number(),
    pageSize: v.number(),
    totalItems: v.number(),
    items: v.array(item),
  });
}

export const OrderListItemSchema = v.object({
  bestellNr: v.string(),
  bestellDatum: v.date(),
  lieferAdresse: v.nullable(v.object({ strasse: v.nullable(v.string()), plz: v.nullable(v.string()), ort: v.nullable(v.string()) })),
  totalInklMwst: v.number(),
  urlConfirmation: v.string(),
});
export type OrderListItem = v.InferOutput<typeof OrderListItemSchema>;

export const OrderListSchema = pageOf(OrderListItemSchema);
export type OrderList = v.InferOutput<typeof OrderListSchema>;

/**
 * Invoice status as the back office reports it; the badge of spec §4 maps it:
 * Bezahlt or Archiviert (or nothing open) → Bezahlt, Storniert → Storniert,
 * Teilbezahlt (istTeilbezahlt with an open amount) → Teilbezahlt, otherwise Offen.
 */
export const BELEGSTATUS = ['Offen', 'Teilbezahlt', 'Bezahlt', 'Archiviert', 'Storniert'] as const;
export const BelegstatusSchema = v.picklist(BELEGSTATUS);
export type Belegstatus = v.InferOutput<typeof BelegstatusSchema>;

/** Document type id whose payment badge is hidden (spec §9). */
export const BELEGART_ID_OHNE_ZAHLSTATUS = 75;

export const InvoicePositionSchema = v.object({
  /** the article as it is today (current price, bestellbar) or null when it is no longer sold */
  artikel: v.nullable(ArtikelSchema),
  artikelId: v.number(),
  bezeichnung: v.string(),
  mengeAbfuellung: v.number(),
  abfuellung: v.object({ kuerzel: v.string() }),
  /** the price on the document, per bottle */
  preis: v.number(),
  /** Sammelrechnung: the delivery (`sammelrechnungHeader[].belegNr`) the position came with */
  lieferscheinNr: v.optional(v.string()),
});
export type InvoicePosition = v.InferOutput<typeof InvoicePositionSchema>;

export const SammelrechnungHeaderSchema = v.object({
  belegNr: v.string(),
  datum: IsoDateSchema,
  datumLieferschein: IsoDateSchema,
  reorderUrl: v.string(),
});

/** An online payment method the back end offers for paying an invoice (as the checkout offers it). */
export const InvoicePaymentMethodSchema = v.object({
  id: v.number(),
  recordDisplayName: v.string(),
  logoUrl: v.nullable(v.string()),
});

/**
 * What paying an open invoice needs (issue 35): the reference of its QR-bill and the online payment methods.
 * The creditor (name, address, IBAN) comes from the page config (`creditor`).
 */
export const InvoiceZahlungSchema = v.object({
  /**
   * With a QR-IBAN: the QR reference (QRR, 27 digits, the last a mod-10 recursive check digit); with a plain
   * IBAN: a creditor reference (SCOR, ISO 11649, `RF` + 2 check digits + up to 21 characters) or null (none).
   */
  referenz: v.nullable(v.pipe(v.string(), v.regex(/^(\d{27}|RF\d{2}[0-9A-Z]{1,21})$/))),
  /** TWINT, Kreditkarte, PostFinance …: what POST {account}/rechnungen/{rechnungId}/zahlung accepts */
  zahlungsarten: v.array(InvoicePaymentMethodSchema),
});
export type InvoiceZahlung = v.InferOutput<typeof InvoiceZahlungSchema>;

/** Spec §3 Invoice. Dates are plain ISO dates; `positionen` only in the detail. */
export const InvoiceSchema = v.object({
  id: v.number(),
  rechnungsNummer: v.string(),
  belegNr: v.string(),
  datum: IsoDateSchema,
  zahlbarBis: v.nullable(IsoDateSchema),
  totalNetto: v.number(),
  totalOpen: v.number(),
  totalOffen: v.number(),
  istTeilbezahlt: v.boolean(),
  belegstatus: BelegstatusSchema,
  belegart: v.string(),
  belegartID: v.number(),
  detailUrl: v.string(),
  reorderUrl: v.string(),
  rechnungsAdresse: v.nullable(AddressSchema),
  lieferAdresse: v.nullable(AddressSchema),
  positionen: v.optional(v.array(InvoicePositionSchema)),
  sammelrechnungHeader: v.optional(v.array(SammelrechnungHeaderSchema)),
  /** Present on an invoice the customer can pay from the account (open or partly paid); else absent or null. */
  zahlung: v.optional(v.nullable(InvoiceZahlungSchema)),
});
export type Invoice = v.InferOutput<typeof InvoiceSchema>;

export const InvoiceListSchema = pageOf(InvoiceSchema);
export type InvoiceList = v.InferOutput<typeof InvoiceListSchema>;

/** POST {account}/rechnungen/{rechnungId}/zahlung: pay the invoice's open amount online with one of its `zahlungsarten`. */
export const InvoicePaymentRequestSchema = v.object({ zahlungsartId: v.pipe(v.number(), v.integer()) });

/** The back end's payment page to go to; it returns to the invoice's `detailUrl`, which then shows what is still open. */
export const InvoicePaymentResponseSchema = v.object({ url: v.string() });
export type InvoicePaymentResponse = v.InferOutput<typeof InvoicePaymentResponseSchema>;
