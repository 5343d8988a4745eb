import type { BackofficeTexts } from './de.ts';

/** The demo back office's data in French (de.ts says what belongs here). */
export const fr: BackofficeTexts = {
  lieferarten: {
    1: { name: 'Poste', text: 'Livraison en 1 à 3 jours ouvrables' },
    2: { name: 'Coursier', text: 'Livraison le jour souhaité' },
    3: { name: 'Retrait', text: 'Retrait à la Vinothek, Rebgasse 12, 1096 Cully' },
  },
  zahlungsarten: { 1: 'Facture', 2: 'TWINT', 3: 'Carte de crédit', 4: 'PostFinance', 5: 'Apple Pay', 6: 'Google Pay' },
  laender: { 1: 'Suisse', 2: 'Liechtenstein', 3: 'Allemagne', 4: 'Autriche', 5: 'France', 6: 'Italie' },
  anreden: { frau: 'Madame', herr: 'Monsieur', familie: 'Famille', firma: 'Entreprise' },
  veg: 'TEA bouteilles en verre',
  promotion: 'Promotion',
  promotionPercent: 'Promotion −{percent} %',
  shipping: "Frais d'envoi {type}",
  shippingFree: "Envoi {type} (gratuit dès CHF {limit} d'achat)",
  voucher: 'Bon {code} ({percent} %)',
  bottle: 'Bouteille {size}',
  case: 'Carton de {count}',
  imageAlt: '{name} – image {number}',
};
