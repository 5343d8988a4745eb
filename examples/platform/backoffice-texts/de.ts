/**
 * The demo back office's data in German, its own language and the default (issue 36): names of delivery types
 * and payment methods (by id), countries (by landId), salutations, and the labels of the lines it prices (fee,
 * shipping, voucher, promotion), order units and image descriptions. `{name}` marks a value put in. The back
 * office writes these German texts (commerce/backoffice/reference-data.ts reads them from here); an answer to
 * another language has them in that language's table (localize-data.ts).
 */
export const de = {
  lieferarten: {
    1: { name: 'Post', text: 'Lieferung in 1–3 Werktagen' },
    2: { name: 'Kurier', text: 'Lieferung am Wunschtag' },
    3: { name: 'Abholung', text: 'Abholung in der Vinothek, Rebgasse 12, 1096 Cully' },
  },
  zahlungsarten: { 1: 'Rechnung', 2: 'TWINT', 3: 'Kreditkarte', 4: 'PostFinance', 5: 'Apple Pay', 6: 'Google Pay' },
  laender: { 1: 'Schweiz', 2: 'Liechtenstein', 3: 'Deutschland', 4: 'Österreich', 5: 'Frankreich', 6: 'Italien' },
  anreden: { frau: 'Frau', herr: 'Herr', familie: 'Familie', firma: 'Firma' },
  veg: 'VEG Glasflaschen',
  promotion: 'Aktion',
  promotionPercent: 'Aktion −{percent} %',
  shipping: 'Versandkosten {type}',
  shippingFree: 'Versand {type} (ab CHF {limit} Warenwert gratis)',
  voucher: 'Gutschein {code} ({percent} %)',
  bottle: 'Flasche {size}',
  case: '{count}er-Karton',
  imageAlt: '{name} – Bild {number}',
};

export type BackofficeTexts = {
  lieferarten: Record<keyof typeof de.lieferarten, { name: string; text: string }>;
  zahlungsarten: Record<keyof typeof de.zahlungsarten, string>;
  laender: Record<keyof typeof de.laender, string>;
  anreden: Record<keyof typeof de.anreden, string>;
} & Record<Exclude<keyof typeof de, 'lieferarten' | 'zahlungsarten' | 'laender' | 'anreden'>, string>;
