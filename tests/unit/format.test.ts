// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  formatArticlePrice,
  formatChf,
  formatDate,
  formatQuantity,
  formatVatRate,
  parseSwissDate,
  toIsoDate,
} from '../../src/core/format.ts';

describe('format (spec §9)', () => {
  it('shows CHF amounts with 2 decimals and Swiss grouping', () => {
    // Grouping sign and space differ between ICU builds (’ or ', NBSP): compare the shape.
    expect(formatChf(1234.5)).toMatch(/^CHF\s1['’]234\.50$/);
    expect(formatChf(0)).toMatch(/^CHF\s0\.00$/);
    // A credit note or discount: the sign stands with the number, apart from the currency.
    expect(formatChf(-45.6)).toMatch(/^CHF\s-45\.60$/);
    expect(formatChf(-1234.5)).toMatch(/^CHF\s-1['’]234\.50$/);
    expect(formatArticlePrice(-0.12345)).toMatch(/^CHF\s-0\.12345$/);
  });
  it('shows article prices with 2 to 5 decimals', () => {
    expect(formatArticlePrice(24.5)).toMatch(/^CHF\s24\.50$/);
    expect(formatArticlePrice(0.123456)).toMatch(/^CHF\s0\.12346$/);
    expect(formatArticlePrice(3.1234)).toMatch(/^CHF\s3\.1234$/);
  });
  it('shows quantities without decimals and VAT with 1 decimal', () => {
    expect(formatQuantity(12)).toBe('12');
    expect(formatVatRate(8.1)).toBe('8.1 %');
    expect(formatVatRate(8)).toBe('8.0 %');
  });
  it('shows dates as d.m.Y and sends them as ISO', () => {
    expect(formatDate(new Date(2026, 2, 5))).toBe('05.03.2026');
    expect(formatDate('2026-11-21')).toBe('21.11.2026');
    expect(toIsoDate(new Date(2026, 0, 9))).toBe('2026-01-09');
  });
  it('reads typed d.m.Y dates and rejects impossible ones', () => {
    expect(parseSwissDate('05.03.2026')?.getMonth()).toBe(2);
    expect(parseSwissDate('31.2.2026')).toBeNull();
    expect(parseSwissDate('morgen')).toBeNull();
  });
});
