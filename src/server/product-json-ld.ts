import type { Artikel } from '../core/api/index.ts';
import type { ShopConfig } from '../core/config.ts';
import { absoluteUrl } from './absolute-url.ts';

const SCHEMA = 'https://schema.org/';

/** Wine competitions score on the 100-point scale, whose lowest mark is 50. */
const AWARD_SCALE = { best: 100, worst: 50 };

/** Spec §2: a low stock is what the info dot marks; not orderable is out of stock. */
function availability(artikel: Artikel): string {
  if (!artikel.bestellbar) return `${SCHEMA}OutOfStock`;
  return artikel.zeigeInfoPunkt ? `${SCHEMA}LimitedAvailability` : `${SCHEMA}InStock`;
}

/**
 * The article as a schema.org `Product` (Google's product rich results): name, images, sku, producer as
 * brand, the public price as an offer, and the award points as its rating.
 *
 * Individual prices never go in: a crawler sees the anonymous page, and a page rendered for a logged-in
 * customer may carry prices only that customer gets (not every back end flags them, `istIndividualpreis`),
 * so its JSON-LD has no offer at all. An anonymous page's offer is the article's price incl. VAT, the price
 * every visitor sees.
 */
export function productJsonLd(artikel: Artikel, config: ShopConfig, pageUrl?: string): Record<string, unknown> {
  const name = [artikel.bezeichnung, artikel.jahrgang].filter(Boolean).join(' ');
  const url = absoluteUrl(artikel.urlArtikelDetail, pageUrl);
  const points = artikel.auszeichnungen.flatMap((award) => (award.punkte === null ? [] : [award.punkte]));
  const description = artikel.memo ?? artikel.artikelInfo;
  const publicPrice = !config.user.authenticated && !artikel.istIndividualpreis;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name,
    url,
    sku: artikel.artikelnummer,
    image: artikel.images.map((image) => absoluteUrl(image.urlLargeImage, pageUrl)),
    ...(description ? { description } : {}),
    ...(artikel.produzent ? { brand: { '@type': 'Brand', name: artikel.produzent } } : {}),
    category: artikel.eGruppe,
    ...(artikel.auszeichnungen.length > 0 ? { award: artikel.auszeichnungen.map((award) => award.bezeichnung) } : {}),
    ...(points.length > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: Math.round((points.reduce((sum, value) => sum + value, 0) / points.length) * 10) / 10,
            ratingCount: points.length,
            bestRating: AWARD_SCALE.best,
            worstRating: AWARD_SCALE.worst,
          },
        }
      : {}),
    ...(publicPrice
      ? {
          offers: {
            '@type': 'Offer',
            url,
            price: artikel.preisInklMwst,
            priceCurrency: config.currency,
            availability: availability(artikel),
            itemCondition: `${SCHEMA}NewCondition`,
          },
        }
      : {}),
  };
}
