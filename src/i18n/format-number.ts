/**
 * The first Intl.NumberFormat of a page loads ICU's number data: a 110–150 ms long task on a throttled
 * phone, on every page. Swiss numbers are simple enough to write by hand, digit for digit as Intl writes
 * them (tests/unit/format-number.test.ts holds this against Intl for each culture).
 *
 * Separators as ICU 78 / CLDR 48 write them (Node 24 and Chromium 156): all three group with the ASCII
 * apostrophe, not the typographic ’ of older CLDR releases; fr-CH writes a decimal comma, but a point in
 * money ("1'234,5" but "1'234.50 CHF") and puts the currency after the amount; it-CH groups a number only
 * from five integer digits ("1234", "12'345": CLDR's minimum grouping digits 2).
 */
export interface Culture {
  name: 'de-CH' | 'fr-CH' | 'it-CH';
  group: string;
  decimal: string;
  /** The decimal separator of amounts of money. */
  moneyDecimal: string;
  /** Integer digits from which thousands are grouped. */
  groupFrom: number;
  currencyAfter: boolean;
}

const CULTURES: Record<Culture['name'], Culture> = {
  'de-CH': { name: 'de-CH', group: "'", decimal: '.', moneyDecimal: '.', groupFrom: 4, currencyAfter: false },
  'fr-CH': { name: 'fr-CH', group: "'", decimal: ',', moneyDecimal: '.', groupFrom: 4, currencyAfter: true },
  'it-CH': { name: 'it-CH', group: "'", decimal: '.', moneyDecimal: '.', groupFrom: 5, currencyAfter: false },
};

let active: Culture = CULTURES['de-CH'];

/** The Swiss culture of a language: fr… → fr-CH, it… → it-CH, anything else (de, en, rm, …) → de-CH. */
export function cultureOf(language: string): Culture['name'] {
  const primary = language.toLowerCase().split(/[-_]/)[0];
  return primary === 'fr' ? 'fr-CH' : primary === 'it' ? 'it-CH' : 'de-CH';
}

/** Numbers follow the interface language (src/i18n/index.ts sets it when the language changes). */
export function setCulture(language: string): void {
  active = CULTURES[cultureOf(language)];
}

export function currentCulture(): Culture {
  return active;
}

interface Digits {
  /** Significant digits without leading or trailing zeros; '' is zero. */
  digits: string;
  /** Where the decimal point goes: the value is 0.<digits> × 10^point. */
  point: number;
}

/**
 * ICU rounds the shortest decimal that reads back as the same double (1.005 is "1.005", not
 * 1.00499999…), and so does this: `String()` gives exactly that decimal, in exponent form past 1e21.
 */
function shortestDigits(magnitude: number): Digits {
  const [mantissa = '', exponent = '0'] = String(magnitude).split('e');
  const [integer = '', fraction = ''] = mantissa.split('.');
  const all = integer + fraction;
  const significant = all.replace(/^0+/, '');
  const digits = significant.replace(/0+$/, '');
  return digits ? { digits, point: integer.length + Number(exponent) - (all.length - significant.length) } : { digits: '', point: 0 };
}

/** "129" → "130", "99" → "100", "" → "1". */
function increment(digits: string): string {
  const nines = digits.search(/9*$/);
  if (nines === 0) return `1${'0'.repeat(digits.length)}`;
  return `${digits.slice(0, nines - 1)}${Number(digits[nines - 1]) + 1}${'0'.repeat(digits.length - nines)}`;
}

/** Intl's default rounding mode, halfExpand: a half goes away from zero. */
function roundHalfExpand({ digits, point }: Digits, maxFraction: number): Digits {
  const kept = point + maxFraction;
  if (kept >= digits.length) return { digits, point };
  if (kept < 0) return { digits: '', point: 0 };
  const head = digits.slice(0, kept);
  const rounded = digits[kept]! >= '5' ? increment(head) : head;
  const trimmed = rounded.replace(/0+$/, '');
  return trimmed ? { digits: trimmed, point: point + rounded.length - head.length } : { digits: '', point: 0 };
}

/**
 * `value` as Intl.NumberFormat(culture, { minimumFractionDigits, maximumFractionDigits }) writes it in the
 * active culture (`money`: with the decimal separator of its currency format): grouped thousands, "-" also
 * for negative zero ("-0.00"), "NaN" and "∞".
 */
export function formatNumber(value: number, minFraction: number, maxFraction: number, money = false): string {
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  if (Number.isNaN(value)) return 'NaN';
  if (!Number.isFinite(value)) return `${sign}∞`;
  const { digits, point } = roundHalfExpand(shortestDigits(Math.abs(value)), maxFraction);
  const integer = point > 0 ? digits.slice(0, point).padEnd(point, '0') : '0';
  const fraction = (point >= 0 ? digits.slice(point) : `${'0'.repeat(-point)}${digits}`).padEnd(minFraction, '0');
  const grouped = integer.length < active.groupFrom ? integer : integer.replace(/\B(?=(\d{3})+$)/g, active.group);
  return `${sign}${grouped}${fraction ? (money ? active.moneyDecimal : active.decimal) + fraction : ''}`;
}
