import { describe, expect, it } from 'vitest';
import { formatDate } from '../../src/core/format.ts';

/** Spec §5/§9 d.m.Y: two-digit day and month, as Intl's de-CH writes a numeric date (held against Intl). */
const intl = new Intl.DateTimeFormat('de-CH', { day: '2-digit', month: '2-digit', year: 'numeric' });

describe('formatDate, held against Intl de-CH', () => {
  it('writes day and month with two digits', () => {
    expect(formatDate('2026-08-05')).toBe('05.08.2026');
    expect(formatDate(new Date(2026, 0, 9))).toBe('09.01.2026');
  });
  it('writes every day of a year as Intl does', () => {
    for (let day = 0; day < 366; day++) {
      const date = new Date(2028, 0, 1 + day);
      expect(formatDate(date)).toBe(intl.format(date));
    }
  });
});
