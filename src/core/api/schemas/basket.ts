import * as v from 'valibot';
import { AddressSchema, AddressInputSchema } from './adresspool.ts';
import { BestelleinheitSchema } from './artikel.ts';

export { BestelleinheitSchema, type Bestelleinheit } from './artikel.ts';

/** A discount line, on an item or on the whole basket (e.g. promotion, voucher). */
export const RabattSchema = v.object({
  bezeichnung: v.string(),
  betragInkl: v.number(),
  betragExkl: v.number(),
});
export type Rabatt = v.InferOutput<typeof RabattSchema>;

/** Container line of one item (cases, crates). */
export const ItemGebindeSchema = v.object({
  anzahl: v.number(),
  bezeichnung: v.string(),
  totalInkl: v.number(),
  totalExkl: v.number(),
});

/** An order unit the article offers; the basket's unit selector is disabled unless there are two. */
export const BestelleinheitOptionSchema = v.object({
  bestelleinheit: BestelleinheitSchema,
  bezeichnung: v.string(),
  anzahlAbfuellungen: v.number(),
});

/** Spec §3 Basket item. Prices are per order unit; `tag: 'versandkosten'` marks the shipping line. */
export const BasketItemSchema = v.object({
  id: v.number(),
  artikelId: v.number(),
  bezeichnung: v.string(),
  urlArtikelDetail: v.nullable(v.string()),
  urlListImage: v.nullable(v.string()),
  bestelleinheit: BestelleinheitSchema,
  bestelleinheiten: v.array(BestelleinheitOptionSchema),
  mengeBestelleinheit: v.number(),
  mengeAbfuellung: v.number(),
  hinweisVerfuegbareMenge: v.nullable(v.string()),
  isProtected: v.boolean(),
  removeOnly: v.boolean(),
  tag: v.nullable(v.string()),
  preisInklMwst: v.number(),
  preisExklMwst: v.number(),
  warenwertMitDiscountInklMwst: v.number(),
  warenwertMitDiscountExklMwst: v.number(),
  rabatte: v.array(RabattSchema),
  gebinde: v.array(ItemGebindeSchema),
  gebuehrenArtikelID: v.nullable(v.number()),
  gebuehrenArtikelBezeichnung: v.nullable(v.string()),
  betragGebuehrenInkl: v.number(),
  betragGebuehrenExkl: v.number(),
});
export type BasketItem = v.InferOutput<typeof BasketItemSchema>;

/** Container summary of the whole basket. */
export const BasketGebindeSchema = v.object({
  bezeichnung: v.string(),
  anzahl: v.number(),
  einzelpreisInkl: v.number(),
  einzelpreisExkl: v.number(),
  totalInkl: v.number(),
  totalExkl: v.number(),
});
export type BasketGebinde = v.InferOutput<typeof BasketGebindeSchema>;

export const GebuehrSchema = v.object({
  bezeichnung: v.string(),
  betragInkl: v.number(),
  betragExkl: v.number(),
});
export type Gebuehr = v.InferOutput<typeof GebuehrSchema>;

export const MwstZeileSchema = v.object({
  mwstProzent: v.number(),
  betragExkl: v.number(),
  mwstBetrag: v.number(),
});

/** ISO date (YYYY-MM-DD); stays a string on the client (only date-times are revived). */
export const IsoDateSchema = v.pipe(v.string(), v.isoDate());

/** Spec §3 Basket: the same shape for the basket screen, the preview and checkout. */
/** See Basket.versandkostenfrei. */
export const VersandkostenfreiSchema = v.object({
  abWarenwertInkl: v.number(),
  abWarenwertExkl: v.number(),
  fehlendInkl: v.number(),
  fehlendExkl: v.number(),
});
export type Versandkostenfrei = v.InferOutput<typeof VersandkostenfreiSchema>;

export const BasketSchema = v.object({
  items: v.array(BasketItemSchema),
  isCalculated: v.boolean(),
  userIsAuthenticated: v.boolean(),
  bestellungUid: v.string(),
  warningMessages: v.array(v.string()),
  kundeInklMwst: v.boolean(),
  warenwertInklMwst: v.number(),
  warenwertExklMwst: v.number(),
  totalInklMwst: v.number(),
  totalExklMwst: v.number(),
  gebinde: v.array(BasketGebindeSchema),
  rabatte: v.array(RabattSchema),
  gebuehren: v.array(GebuehrSchema),
  mwstZusammenfassung: v.array(MwstZeileSchema),
  rechnungsAdresse: v.nullable(AddressSchema),
  lieferAdresse: v.nullable(AddressSchema),
  rechnungsadresseAdresspoolId: v.nullable(v.number()),
  lieferadresseAdresspoolId: v.nullable(v.number()),
  /** Billing address is the delivery address (spec §2 Checkout). */
  rechnungsadresseGleichLieferadresse: v.boolean(),
  zahlungsartId: v.nullable(v.number()),
  lieferartId: v.nullable(v.number()),
  lieferdatum: v.nullable(IsoDateSchema),
  hinweis: v.nullable(v.string()),
  agbAkzeptiert: v.boolean(),
  minimumAlter: v.boolean(),
  gutscheinCode: v.nullable(v.string()),
  /**
   * The back office's free-shipping rule where it has one and shipping is still charged: from which goods
   * value shipping is free and how much is missing (incl. and excl. VAT). Absent or null: nothing to say.
   */
  versandkostenfrei: v.optional(v.nullable(VersandkostenfreiSchema)),
});
export type Basket = v.InferOutput<typeof BasketSchema>;

/** The shopper's choices the client sends back (checkout validate / submit); the rest is ignored. */
export const BasketChoicesInputSchema = v.looseObject({
  bestellungUid: v.nullish(v.string()),
  rechnungsAdresse: v.nullish(AddressInputSchema),
  lieferAdresse: v.nullish(AddressInputSchema),
  rechnungsadresseAdresspoolId: v.nullish(v.number()),
  lieferadresseAdresspoolId: v.nullish(v.number()),
  rechnungsadresseGleichLieferadresse: v.nullish(v.boolean()),
  zahlungsartId: v.nullish(v.number()),
  lieferartId: v.nullish(v.number()),
  lieferdatum: v.nullish(v.union([v.literal(''), IsoDateSchema])),
  hinweis: v.nullish(v.string()),
  agbAkzeptiert: v.nullish(v.boolean()),
  minimumAlter: v.nullish(v.boolean()),
  gutscheinCode: v.nullish(v.string()),
});
export type BasketChoicesInput = v.InferOutput<typeof BasketChoicesInputSchema>;

/** Largest quantity of one basket line (spec §9 leaves it open); keeps totals and tracking values sane. */
export const BASKET_MAX_MENGE = 9999;

/** POST /api/basket/add body: upserts the line (artikelId, bestelleinheit); 0 removes it. */
export const BasketAddLineSchema = v.object({
  artikelId: v.pipe(v.number(), v.integer()),
  bestelleinheit: BestelleinheitSchema,
  mengeBestelleinheit: v.pipe(
    v.number(),
    v.integer(),
    v.minValue(0, 'Die Menge darf nicht negativ sein.'),
    v.maxValue(BASKET_MAX_MENGE, `Die Menge darf höchstens ${BASKET_MAX_MENGE} sein.`),
  ),
});
export const BasketAddRequestSchema = v.pipe(v.array(BasketAddLineSchema), v.minLength(1));
export type BasketAddRequest = v.InferOutput<typeof BasketAddRequestSchema>;

/** GA4-style e-commerce item pushed to window.dataLayer when tracking is on. */
export const GtmItemSchema = v.object({
  item_id: v.string(),
  item_name: v.string(),
  item_variant: v.string(),
  price: v.number(),
  quantity: v.number(),
});

export const GtmEventSchema = v.object({
  event: v.string(),
  ecommerce: v.object({
    currency: v.string(),
    value: v.number(),
    // Not capped here: a longer list must not fail the basket answer it comes with; the client
    // caps what it pushes to the dataLayer at 30 (spec §7, §9; core/basket/tracking.ts).
    items: v.array(GtmItemSchema),
  }),
});
export type GtmEvent = v.InferOutput<typeof GtmEventSchema>;

export const BasketAddResponseSchema = v.object({
  addedItems: v.array(BasketItemSchema),
  basket: BasketSchema,
  enableECommerceTracking: v.boolean(),
  gtmItem: v.nullable(GtmEventSchema),
  /** Units switched or reduced: the remove_from_cart counterpart of `gtmItem`. */
  gtmChangeUnits: v.nullable(GtmEventSchema),
});
export type BasketAddResponse = v.InferOutput<typeof BasketAddResponseSchema>;

export const BasketRemoveRequestSchema = v.pipe(v.array(v.object({ id: v.number() })), v.minLength(1));

export const BasketRemoveResponseSchema = v.object({
  removedItems: v.array(BasketItemSchema),
  basket: BasketSchema,
  gtmItem: v.nullable(GtmEventSchema),
});
export type BasketRemoveResponse = v.InferOutput<typeof BasketRemoveResponseSchema>;

export const BasketCalculateResponseSchema = v.object({ basket: BasketSchema });
export type BasketCalculateResponse = v.InferOutput<typeof BasketCalculateResponseSchema>;

/** One simulated call to the back office, shown in the Alt+R debug dialog. */
export const RestRequestSchema = v.object({
  id: v.number(),
  zeitpunkt: v.date(),
  url: v.string(),
  request: v.string(),
  response: v.nullable(v.string()),
  error: v.nullable(v.string()),
});
export type RestRequest = v.InferOutput<typeof RestRequestSchema>;

export const RestCommunicationResponseSchema = v.object({
  bestellungUid: v.string(),
  restRequests: v.array(RestRequestSchema),
});
export type RestCommunicationResponse = v.InferOutput<typeof RestCommunicationResponseSchema>;
