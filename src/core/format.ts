/**
 * Every number and date rule of spec §9. Formatters are created once and cached: constructing an
 * Intl.NumberFormat is far slower than using one.
 */
const CULTURE = 'de-CH';

const cache = new Map<string, Intl.NumberFormat>();
function numberFormat(key: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  let format = cache.get(key);
  if (!format) {
    format = new Intl.NumberFormat(CULTURE, options);
    cache.set(key, format);
  }
  return format;
}

/**
 * de-CH writes a negative amount as "CHF-45.60", which reads like a hyphenated word; Swiss invoices write
 * "CHF -45.60" (credit notes, discounts).
 */
function currency(format: Intl.NumberFormat, amount: number): string {
  if (!(amount < 0)) return format.format(amount);
  return format
    .formatToParts(amount)
    .map((part) => (part.type === 'currency' ? `${part.value}\u00a0` : part.type === 'literal' && /^\s+$/.test(part.value) ? '' : part.value))
    .join('');
}

/** Basket amounts and CHF amounts: always 2 decimals, e.g. "CHF 1’234.50", "CHF -45.60". */
export function formatChf(amount: number): string {
  return currency(numberFormat('chf', { style: 'currency', currency: 'CHF', minimumFractionDigits: 2, maximumFractionDigits: 2 }), amount);
}

/** A plain amount with 2 decimals and no currency sign, for table columns headed "CHF". */
export function formatAmount(amount: number): string {
  return numberFormat('amount', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);
}

/** Article and unit prices: 2 to 5 decimals ("CHF 0.12345", "CHF 24.50"). */
export function formatArticlePrice(amount: number): string {
  return currency(numberFormat('article', { style: 'currency', currency: 'CHF', minimumFractionDigits: 2, maximumFractionDigits: 5 }), amount);
}

/** Quantities: no decimals. */
export function formatQuantity(quantity: number): string {
  return numberFormat('quantity', { maximumFractionDigits: 0 }).format(quantity);
}

/** VAT rate with 1 decimal: 8.1 → "8.1 %". */
export function formatVatRate(percent: number): string {
  return `${numberFormat('vat', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(percent)} %`;
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** Dates are shown as d.m.Y (e.g. 5.3.2026). Takes a Date or an ISO date string. */
export function formatDate(date: Date | string): string {
  const value = typeof date === 'string' ? parseIsoDate(date) : date;
  if (!value) return '';
  return `${value.getDate()}.${value.getMonth() + 1}.${value.getFullYear()}`;
}

/** Dates are sent as ISO (YYYY-MM-DD), in the local calendar day the shopper picked. */
export function toIsoDate(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Reads "YYYY-MM-DD" (or a full ISO date-time) as a local date; null when it is not one. */
export function parseIsoDate(text: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(text);
  if (!match) return null;
  const date = text.length > 10 ? new Date(text) : new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Reads d.m.Y as typed by a shopper ("5.3.2026", "05.03.2026"); null when it is not a real date. */
export function parseSwissDate(text: string): Date | null {
  const match = /^\s*(\d{1,2})\.(\d{1,2})\.(\d{4})\s*$/.exec(text);
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  return date.getDate() === day && date.getMonth() === month - 1 ? date : null;
}
