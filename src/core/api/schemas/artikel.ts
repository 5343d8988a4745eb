import * as v from 'valibot';

/** Spec §3 Article. Field names are kept exactly as the spec spells them. */

export const BestelleinheitSchema = v.picklist(['Abfuellung', 'Grossgebinde']);
export type Bestelleinheit = v.InferOutput<typeof BestelleinheitSchema>;

/** One order unit an article can be bought in (a bottle, or a case of `mengeAbfuellung` bottles). */
export const ArtikelBestelleinheitSchema = v.object({
  bestelleinheit: BestelleinheitSchema,
  /** e.g. "Flasche 75 cl", "6er-Karton" */
  bezeichnung: v.string(),
  /** bottles per unit: 1 for Abfuellung, e.g. 6 for a case */
  mengeAbfuellung: v.number(),
  /** price of one unit (mengeAbfuellung × preis), incl. or excl. VAT per kundeInklMwst */
  preis: v.number(),
});
export type ArtikelBestelleinheit = v.InferOutput<typeof ArtikelBestelleinheitSchema>;

export const AbfuellungSchema = v.object({
  kuerzel: v.string(),
  bezeichnung: v.string(),
  inhaltInCl: v.number(),
});
export type Abfuellung = v.InferOutput<typeof AbfuellungSchema>;

export const GebindeSchema = v.object({
  kuerzel: v.string(),
  bezeichnung: v.string(),
  anzahl: v.number(),
});
export type Gebinde = v.InferOutput<typeof GebindeSchema>;

export const ArtikelImageSchema = v.object({
  urlDetailImage: v.string(),
  urlLargeImage: v.string(),
  alt: v.string(),
});
export type ArtikelImage = v.InferOutput<typeof ArtikelImageSchema>;

export const WeininfoTextSchema = v.object({ id: v.number(), title: v.string(), text: v.string() });

export const BewertungSchema = v.object({ text: v.string(), bewertungsart: v.string() });

/** Awards with points (spec §2 Article detail attribute list). */
export const AuszeichnungSchema = v.object({ bezeichnung: v.string(), punkte: v.nullable(v.number()) });

/** Prefill values of the stock reminder form. */
export const ArtikelErinnerungDataSchema = v.object({
  vorname: v.string(),
  nachname: v.string(),
  email: v.string(),
});
export type ArtikelErinnerungData = v.InferOutput<typeof ArtikelErinnerungDataSchema>;

export const FieldMetaDataSchema = v.object({
  displayName: v.string(),
  isRequired: v.boolean(),
  selectListItems: v.nullable(v.array(v.object({ value: v.string(), text: v.string() }))),
});

export const ArtikelErinnerungMetaDataSchema = v.object({
  vorname: FieldMetaDataSchema,
  nachname: FieldMetaDataSchema,
  email: FieldMetaDataSchema,
});
export type ArtikelErinnerungMetaData = v.InferOutput<typeof ArtikelErinnerungMetaDataSchema>;

export const ArtikelSchema = v.object({
  // identity
  artikelId: v.number(),
  artikelnummer: v.string(),
  bezeichnung: v.string(),
  produzent: v.nullable(v.string()),
  /** group, e.g. "Rotwein", "Weisswein", "Schaumwein" */
  eGruppe: v.string(),
  /** category, e.g. "Wein", "Spirituosen" */
  artikelkategorie: v.string(),
  // filling and size
  abfuellung: AbfuellungSchema,
  gebinde: v.nullable(GebindeSchema),
  /** alcohol by volume in percent */
  volumen: v.nullable(v.number()),
  inhaltInCl: v.number(),
  // origin
  land: v.nullable(v.string()),
  region: v.nullable(v.string()),
  urlRegionDetail: v.nullable(v.string()),
  // links and images
  urlArtikelDetail: v.string(),
  urlListImage: v.string(),
  images: v.array(ArtikelImageSchema),
  // price and promotion (per bottle; incl. or excl. VAT per kundeInklMwst)
  preis: v.number(),
  preisOhneAktion: v.nullable(v.number()),
  istAktion: v.boolean(),
  rabattProzent: v.nullable(v.number()),
  istNeuheit: v.boolean(),
  /** true when this is the logged-in customer's individual price */
  istIndividualpreis: v.boolean(),
  /** the same per-bottle price with and without VAT (basket pricing needs both) */
  preisInklMwst: v.number(),
  preisExklMwst: v.number(),
  // availability
  bestellbar: v.boolean(),
  /** available stock in bottles; null = not tracked (plenty) */
  verfuegbareMenge: v.nullable(v.number()),
  // display flags
  kundeInklMwst: v.boolean(),
  zeigeInfoPunkt: v.boolean(),
  // order units
  bestelleinheitAbfuellung: v.nullable(ArtikelBestelleinheitSchema),
  bestelleinheitGrossgebinde: v.nullable(ArtikelBestelleinheitSchema),
  // texts and ratings
  memo: v.nullable(v.string()),
  artikelInfo: v.nullable(v.string()),
  hasWeininfo: v.boolean(),
  weininfoTexts: v.array(WeininfoTextSchema),
  bewertungen: v.array(BewertungSchema),
  auszeichnungen: v.array(AuszeichnungSchema),
  // reminder data (set when the article is not orderable)
  artikelErinnerungData: v.nullable(ArtikelErinnerungDataSchema),
  artikelErinnerungMetaData: v.nullable(ArtikelErinnerungMetaDataSchema),
  artikelErinnerungEinleitungstext: v.nullable(v.string()),
  // further labelled attributes
  jahrgang: v.nullable(v.number()),
  klassifikation: v.nullable(v.string()),
  traubensorten: v.array(v.string()),
  sortiment: v.nullable(v.string()),
  /** ready to drink from: plain ISO date "2027-01-01" (stays a string) */
  genussreifAb: v.nullable(v.string()),
});
export type Artikel = v.InferOutput<typeof ArtikelSchema>;
