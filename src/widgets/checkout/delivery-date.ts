/**
 * Spec §5 / §9 delivery date: orders before 11:00 Swiss time can be delivered today, later ones tomorrow
 * at the earliest. The element and the demo back end share this file, so both count in Europe/Zurich.
 */
export const CUTOFF_HOUR = 11;
export const SHOP_TIME_ZONE = 'Europe/Zurich';

let zurichParts: Intl.DateTimeFormat | null = null;

/** The calendar date (YYYY-MM-DD) and hour in Zurich at `instant` (DST handled by Intl). */
export function zurichDateAndHour(instant: Date): { date: string; hour: number } {
  zurichParts ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: SHOP_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    hourCycle: 'h23',
  });
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

/** Whether an ISO date names a real calendar day (no 31 April, no 29 February outside leap years). */
export function isRealDate(isoDate: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/**
 * What the shopper typed as d.m.Y ("1.12.2026", "01.12.2026") → ISO; '' → '' (as soon as possible); null when not
 * a date. A phone's number pad (the field is `inputmode=numeric`) has no dot: eight digits are ddmmyyyy
 * ("04122026"), and a slash, dash or space stands for a dot.
 */
export function parseLieferdatum(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return '';
  const digits = /^(\d{2})(\d{2})(\d{4})$/.exec(trimmed);
  const match = digits ?? /^(\d{1,2})[./\- ](\d{1,2})[./\- ](\d{4})$/.exec(trimmed);
  if (!match) return null;
  const iso = `${match[3]}-${match[2]!.padStart(2, '0')}-${match[1]!.padStart(2, '0')}`;
  return isRealDate(iso) ? iso : null;
}
