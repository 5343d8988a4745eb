// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDate, shopCalendarDay } from '../../src/core/format.ts';
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

describe("formatDate of a date-time: the shop's calendar day, whatever the zone the code runs in", () => {
  it('writes an order placed at 00:30 in Zurich on that day, in winter and in summer', () => {
    expect(formatDate('2026-03-04T23:30:00.000Z')).toBe('05.03.2026');
    expect(formatDate('2026-07-04T22:30:00.000Z')).toBe('05.07.2026');
    expect(formatDate('2026-07-04T21:30:00.000Z')).toBe('04.07.2026');
    expect(formatDate(new Date('2026-03-04T23:30:00.000Z'))).toBe('05.03.2026');
  });
  it('switches to summer time on the last Sunday of March and back on the last Sunday of October, at 01:00 UTC', () => {
    expect(shopCalendarDay(new Date('2026-03-28T22:30:00Z'))).toBe('2026-03-28');
    expect(shopCalendarDay(new Date('2026-03-29T22:30:00Z'))).toBe('2026-03-30');
    expect(shopCalendarDay(new Date('2026-10-24T22:30:00Z'))).toBe('2026-10-25');
    expect(shopCalendarDay(new Date('2026-10-25T22:30:00Z'))).toBe('2026-10-25');
  });
  it('agrees with Intl for Europe/Zurich at every hour of a year', () => {
    const zurich = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zurich', year: 'numeric', month: '2-digit', day: '2-digit' });
    for (let hour = 0; hour < 366 * 24; hour++) {
      const instant = new Date(Date.UTC(2026, 0, 1) + hour * 3_600_000);
      expect(shopCalendarDay(instant)).toBe(zurich.format(instant));
    }
  });
});
