import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDate } from '../../src/core/format.ts';
import { setCulture } from '../../src/i18n/format-number.ts';

/** Spec §5/§9 d.m.Y: two-digit day and month, as Intl's de-CH, fr-CH and it-CH write a numeric date (held against Intl). */
describe.each(['de-CH', 'fr-CH', 'it-CH'])('formatDate, held against Intl %s', (culture) => {
  const intl = new Intl.DateTimeFormat(culture, { day: '2-digit', month: '2-digit', year: 'numeric' });
  beforeAll(() => setCulture(culture));
  afterAll(() => setCulture('de'));

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
