import type { BackofficeTexts } from './de.ts';

/** The demo back office's data in Italian (de.ts says what belongs here). */
export const it: BackofficeTexts = {
  lieferarten: {
    1: { name: 'Posta', text: 'Consegna in 1–3 giorni feriali' },
    2: { name: 'Corriere', text: 'Consegna nel giorno desiderato' },
    3: { name: 'Ritiro', text: 'Ritiro alla Vinothek, Rebgasse 12, 1096 Cully' },
  },
  zahlungsarten: { 1: 'Fattura', 2: 'TWINT', 3: 'Carta di credito', 4: 'PostFinance', 5: 'Apple Pay', 6: 'Google Pay' },
  laender: { 1: 'Svizzera', 2: 'Liechtenstein', 3: 'Germania', 4: 'Austria', 5: 'Francia', 6: 'Italia' },
  anreden: { frau: 'Signora', herr: 'Signor', familie: 'Famiglia', firma: 'Ditta' },
  veg: 'TSR bottiglie di vetro',
  promotion: 'Promozione',
  promotionPercent: 'Promozione −{percent} %',
  shipping: 'Spese di spedizione {type}',
  shippingFree: 'Spedizione {type} (gratuita da CHF {limit} di merce)',
  voucher: 'Buono {code} ({percent} %)',
  bottle: 'Bottiglia {size}',
  case: 'Cartone da {count}',
  imageAlt: '{name} – immagine {number}',
};
