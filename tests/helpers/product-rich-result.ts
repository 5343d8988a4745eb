/**
 * Google's rules for a Product rich result (developers.google.com/search/docs/appearance/structured-data/product-snippet),
 * as a list of what a JSON-LD object breaks: required `name`; at least one of `offers`, `review`, `aggregateRating`;
 * an offer needs `price` (a number ≥ 0, or such a string), `priceCurrency` (ISO 4217) and, recommended, `availability`
 * as a schema.org URL; an aggregate rating a `ratingValue` within its scale and a count. Empty list: accepted.
 */
const AVAILABILITY =
  /^https:\/\/schema\.org\/(BackOrder|Discontinued|InStock|InStoreOnly|LimitedAvailability|MadeToOrder|OnlineOnly|OutOfStock|PreOrder|PreSale|Reserved|SoldOut)$/;

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const isAbsoluteUrl = (value: unknown) => typeof value === 'string' && /^https?:\/\//.test(value);

function offerProblems(offer: unknown): string[] {
  if (!isObject(offer)) return ['offers is not an object'];
  const problems: string[] = [];
  if (offer['@type'] !== 'Offer') problems.push(`offers @type is ${String(offer['@type'])}`);
  const price = typeof offer.price === 'string' ? Number(offer.price) : offer.price;
  if (typeof price !== 'number' || !Number.isFinite(price) || price < 0) problems.push('offers.price is not a price');
  if (typeof offer.priceCurrency !== 'string' || !/^[A-Z]{3}$/.test(offer.priceCurrency))
    problems.push('offers.priceCurrency is no ISO 4217 code');
  if (!AVAILABILITY.test(String(offer.availability)))
    problems.push(`offers.availability ${String(offer.availability)} is no schema.org ItemAvailability URL`);
  return problems;
}

function ratingProblems(rating: unknown): string[] {
  if (!isObject(rating)) return ['aggregateRating is not an object'];
  const best = typeof rating.bestRating === 'number' ? rating.bestRating : 5;
  const worst = typeof rating.worstRating === 'number' ? rating.worstRating : 1;
  const problems: string[] = [];
  if (typeof rating.ratingValue !== 'number' || rating.ratingValue < worst || rating.ratingValue > best)
    problems.push('aggregateRating.ratingValue is outside its scale');
  const count = rating.ratingCount ?? rating.reviewCount;
  if (typeof count !== 'number' || count < 1) problems.push('aggregateRating has no ratingCount or reviewCount');
  return problems;
}

export function productRichResultProblems(data: unknown): string[] {
  if (!isObject(data)) return ['not an object'];
  const problems: string[] = [];
  if (data['@context'] !== 'https://schema.org') problems.push('@context is not https://schema.org');
  if (data['@type'] !== 'Product') problems.push(`@type is ${String(data['@type'])}`);
  if (typeof data.name !== 'string' || data.name.trim() === '') problems.push('no name');
  if (!('offers' in data) && !('review' in data) && !('aggregateRating' in data)) problems.push('none of offers, review, aggregateRating');
  if ('offers' in data) problems.push(...offerProblems(data.offers));
  if ('aggregateRating' in data) problems.push(...ratingProblems(data.aggregateRating));
  // Recommended: images and the product's address, crawlable (absolute), an identifier and the brand.
  const images = Array.isArray(data.image) ? data.image : [data.image];
  if (images.length === 0 || !images.every(isAbsoluteUrl)) problems.push('image is not a list of absolute URLs');
  if ('url' in data && !isAbsoluteUrl(data.url)) problems.push('url is not absolute');
  if (typeof data.sku !== 'string') problems.push('no sku');
  if ('brand' in data && !(isObject(data.brand) && typeof data.brand.name === 'string')) problems.push('brand has no name');
  return problems;
}
