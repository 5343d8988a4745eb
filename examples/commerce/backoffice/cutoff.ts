/** Spec §5 / §9: orders before 11:00 Swiss time can be delivered today, later ones tomorrow at the earliest. */
export const CUTOFF_HOUR = 11;
export const SHOP_TIME_ZONE = 'Europe/Zurich';

const zurichParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  hourCycle: 'h23',
});

/** The calendar date (YYYY-MM-DD) and hour in Zurich at `instant` (DST handled by Intl). */
export function zurichDateAndHour(instant: Date): { date: string; hour: number } {
  const parts = Object.fromEntries(zurichParts.formatToParts(instant).map((p) => [p.type, p.value]));
  return { date: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour) };
}

/** Adds calendar days to an ISO date (no time zone involved). */
export function addDays(isoDate: string, days: number): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The earliest selectable delivery date at `now`: today before 11:00 Zurich time, else tomorrow. */
export function earliestLieferdatum(now: Date): string {
  const { date, hour } = zurichDateAndHour(now);
  return hour < CUTOFF_HOUR ? date : addDays(date, 1);
}

/** "2026-11-21" → "21.11.2026" (spec §5: dates are shown as d.m.Y). */
export function formatDatum(isoDate: string): string {
  const [y, m, d] = isoDate.split('-');
  return `${d}.${m}.${y}`;
}
