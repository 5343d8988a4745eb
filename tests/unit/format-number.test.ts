// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatAlcohol, formatAmount, formatArticlePrice, formatChf, formatQuantity, formatVatRate } from '../../src/core/format.ts';
import { setCulture } from '../../src/i18n/format-number.ts';

/**
 * format.ts writes de-CH, fr-CH and it-CH numbers without Intl (src/i18n/format-number.ts); Intl is the
 * oracle here, with the options format.ts used to give it. Only the currency sign differs on purpose where
 * it comes first: "CHF -45.60", as the Intl-based version made it from Intl's parts.
 */
const CULTURES = ['de-CH', 'fr-CH', 'it-CH'] as const;

/** The former rule: the currency sign, a no-break space, then the number with its sign. */
function intlCurrency(format: Intl.NumberFormat, amount: number): string {
  const parts = format.formatToParts(amount);
  if (!parts.some((part) => part.type === 'minusSign') || parts[0]!.type !== 'currency') return format.format(amount);
  return parts
    .map((part) =>
      part.type === 'currency' ? `${part.value}\u00a0` : part.type === 'literal' && /^\s+$/.test(part.value) ? '' : part.value,
    )
    .join('');
}

/** An amount of money without its sign: the currency format's parts without the currency (fr-CH: "1'234.50", not "1'234,50"). */
function intlAmount(format: Intl.NumberFormat, amount: number): string {
  return format
    .formatToParts(amount)
    .filter((part) => part.type !== 'currency' && !(part.type === 'literal' && /^\s+$/.test(part.value)))
    .map((part) => part.value)
    .join('');
}

function formatsOf(culture: string): [string, (value: number) => string, (value: number) => string][] {
  const intl = (options: Intl.NumberFormatOptions) => new Intl.NumberFormat(culture, options);
  const chf = intl({ style: 'currency', currency: 'CHF', minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const articlePrice = intl({ style: 'currency', currency: 'CHF', minimumFractionDigits: 2, maximumFractionDigits: 5 });
  const quantity = intl({ maximumFractionDigits: 0 });
  const vat = intl({ minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const alcohol = intl({ maximumFractionDigits: 1 });
  return [
    ['formatChf', formatChf, (value) => intlCurrency(chf, value)],
    ['formatArticlePrice', formatArticlePrice, (value) => intlCurrency(articlePrice, value)],
    ['formatAmount', formatAmount, (value) => intlAmount(chf, value)],
    ['formatQuantity', formatQuantity, (value) => quantity.format(value)],
    ['formatVatRate', formatVatRate, (value) => `${vat.format(value)} %`],
    ['formatAlcohol', formatAlcohol, (value) => alcohol.format(value)],
  ];
}

/** mulberry32: the same values on every run. */
function random(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const EDGES = [
  0,
  -0,
  1,
  -1,
  0.5,
  1.5,
  2.5,
  -2.5,
  0.05,
  0.15,
  0.25,
  0.45,
  0.005,
  1.005,
  1.015,
  2.675,
  4.35,
  8.1,
  999.995,
  999.5,
  9.95,
  99.95,
  0.125,
  0.000005,
  0.0000049999,
  0.0000050001,
  0.000015,
  1e-7,
  5e-7,
  -1e-7,
  1.23e-10,
  1e20,
  123456789012345680000,
  1e21,
  -1e21,
  1.5e21,
  1.2345678901234566e25,
  1e300,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_VALUE,
  Number.MIN_VALUE,
  -Number.MIN_VALUE,
  0.1 + 0.2,
  1234.5,
  -45.6,
  -0.001,
  -0.004,
  -0.005,
  -0.12345,
  0.123456,
  1000,
  999,
  100000,
  1e6 - 0.5,
  NaN,
  Infinity,
  -Infinity,
];

function values(): number[] {
  const next = random(0x5eed);
  const signed = (value: number) => (next() < 0.3 ? -value : value);
  const list = [...EDGES];
  for (let i = 0; i < 1500; i++) {
    // Short decimals, as prices and amounts are: many sit exactly on a half at some precision.
    const decimals = Math.floor(next() * 7);
    list.push(signed(Math.round(next() * 10 ** Math.floor(next() * 9)) / 10 ** decimals));
    // Exact halves at the precisions format.ts rounds to (0, 1, 2, 5 decimals).
    const precision = [0, 1, 2, 5][Math.floor(next() * 4)]!;
    list.push(signed((Math.floor(next() * 1e6) + 0.5) / 10 ** precision));
    // Doubles with all their digits, from 1e-9 to 1e25.
    list.push(signed(next() * 10 ** (Math.floor(next() * 35) - 9)));
    // Integers, some past 2^53.
    list.push(signed(Math.floor(next() * 10 ** Math.floor(next() * 22))));
  }
  return list;
}

describe.each(CULTURES)('%s numbers without Intl, held against Intl', (culture) => {
  const all = values();
  beforeAll(() => setCulture(culture));
  afterAll(() => setCulture('de'));

  for (const [name, own, oracle] of formatsOf(culture)) {
    it(`${name} writes ${all.length} values as Intl does`, () => {
      const differing = all.filter((value) => own(value) !== oracle(value)).map((value) => `${value}: ${own(value)} ≠ ${oracle(value)}`);
      expect(differing).toEqual([]);
    });
  }
});

describe('de-CH numbers: rounding and edges', () => {
  it('rounds the shortest decimal half away from zero, as ICU does', () => {
    expect(formatAmount(1.005)).toBe('1.01');
    expect(formatAmount(-2.675)).toBe('-2.68');
    expect(formatQuantity(0.5)).toBe('1');
    expect(formatArticlePrice(0.000005)).toBe('CHF\u00a00.00001');
    expect(formatChf(999.995)).toBe("CHF\u00a01'000.00");
  });

  it('writes exponent-sized values in full and negative zero with its sign', () => {
    expect(formatQuantity(1e21)).toBe("1'000'000'000'000'000'000'000");
    expect(formatAmount(1e-7)).toBe('0.00');
    expect(formatChf(-0.001)).toBe('CHF\u00a0-0.00');
  });
});

describe('fr-CH and it-CH as their shops write them', () => {
  afterAll(() => setCulture('de'));

  it('fr-CH: decimal comma in numbers, point in money, the currency after the amount', () => {
    setCulture('fr');
    expect(formatChf(1234.5)).toBe("1'234.50\u00a0CHF");
    expect(formatChf(-45.6)).toBe('-45.60\u00a0CHF');
    expect(formatArticlePrice(0.12345)).toBe('0.12345\u00a0CHF');
    expect(formatQuantity(1206)).toBe("1'206");
    expect(formatVatRate(8.1)).toBe('8,1 %');
    expect(formatAlcohol(13.5)).toBe('13,5');
  });

  it('it-CH: groups from five integer digits, the currency first', () => {
    setCulture('it-CH');
    expect(formatChf(1234.5)).toBe('CHF\u00a01234.50');
    expect(formatChf(12345.5)).toBe("CHF\u00a012'345.50");
    expect(formatChf(-45.6)).toBe('CHF\u00a0-45.60');
    expect(formatQuantity(1206)).toBe('1206');
    expect(formatVatRate(8.1)).toBe('8.1 %');
  });

  it('any other language writes de-CH', () => {
    for (const language of ['de', 'en', 'rm', 'en-GB']) {
      setCulture(language);
      expect(formatChf(1234.5)).toBe("CHF\u00a01'234.50");
    }
  });
});
