import type { BackofficeTexts } from './de.ts';

/** The demo back office's data in English (de.ts says what belongs here). */
export const en: BackofficeTexts = {
  lieferarten: {
    1: { name: 'Post', text: 'Delivery in 1–3 working days' },
    2: { name: 'Courier', text: 'Delivery on the day you choose' },
    3: { name: 'Collection', text: 'Collection at the Vinothek, Rebgasse 12, 1096 Cully' },
  },
  zahlungsarten: { 1: 'Invoice', 2: 'TWINT', 3: 'Credit card', 4: 'PostFinance', 5: 'Apple Pay', 6: 'Google Pay' },
  laender: { 1: 'Switzerland', 2: 'Liechtenstein', 3: 'Germany', 4: 'Austria', 5: 'France', 6: 'Italy' },
  anreden: { frau: 'Ms', herr: 'Mr', familie: 'Family', firma: 'Company' },
  veg: 'ADF glass bottles',
  promotion: 'Offer',
  promotionPercent: 'Offer −{percent} %',
  shipping: 'Shipping {type}',
  shippingFree: 'Shipping {type} (free from CHF {limit} of goods)',
  voucher: 'Voucher {code} ({percent} %)',
  bottle: 'Bottle {size}',
  case: 'Case of {count}',
  imageAlt: '{name} – picture {number}',
};
