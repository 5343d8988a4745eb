import { currentCulture, formatNumber } from '../i18n/format-number.ts';

/**
 * Every number and date rule of spec §9, without Intl: the first Intl formatter of a page costs a long
 * task (src/i18n/format-number.ts), and every page shows a number on its first render. Numbers follow
 * the interface language's culture (de-CH, fr-CH, it-CH; ARCHITECTURE.md §2).
 */

/**
 * Intl's de-CH and it-CH write a negative amount as "CHF-45.60", which reads like a hyphenated word; Swiss
 * invoices write "CHF -45.60" (credit notes, discounts), so the space stays whatever the sign. fr-CH puts
 * the currency after the amount ("-45.60 CHF"), as Intl does.
 */
function currency(amount: string): string {
  return currentCulture().currencyAfter ? `${amount}\u00a0CHF` : `CHF\u00a0${amount}`;
}

/** Basket amounts and CHF amounts: always 2 decimals, e.g. "CHF 1'234.50", "CHF -45.60", "1'234.50 CHF". */
export function formatChf(amount: number): string {
  return currency(formatAmount(amount));
}

/** A plain amount of money with 2 decimals and no currency sign, for table columns headed "CHF". */
export function formatAmount(amount: number): string {
  return formatNumber(amount, 2, 2, true);
}

/** Article and unit prices: 2 to 5 decimals ("CHF 0.12345", "CHF 24.50"). */
export function formatArticlePrice(amount: number): string {
  return currency(formatNumber(amount, 2, 5, true));
}

/** Quantities: no decimals. */
export function formatQuantity(quantity: number): string {
  return formatNumber(quantity, 0, 0);
}

/** VAT rate with 1 decimal: 8.1 → "8.1 %" ("8,1 %" in fr-CH). */
export function formatVatRate(percent: number): string {
  return `${formatNumber(percent, 1, 1)} %`;
}

/** Alcohol content with up to 1 decimal: 13.5 → "13.5" ("13,5" in fr-CH), 12 → "12" (the unit is in the text). */
export function formatAlcohol(percent: number): string {
  return formatNumber(percent, 0, 1);
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/**
 * Dates are shown as d.m.Y with two-digit day and month (05.03.2026), as Intl's de-CH, fr-CH and it-CH write them.
 * An ISO date ("2026-03-05") is shown as written; a moment (a Date, as the API's date-times arrive, or an ISO
 * date-time) as the shop's calendar day: an order placed at 00:30 in Zurich shows that day on a server in UTC
 * and in a browser anywhere, so the server's render and the browser's agree (README "Server rendering").
 */
export function formatDate(date: Date | string): string {
  const value = typeof date === 'string' ? parseIsoDate(date) : date;
  if (!value) return '';
  return formatIsoDay(typeof date === 'string' && date.length === 10 ? date : shopCalendarDay(value));
}

function formatIsoDay(isoDay: string): string {
  const [year, month, day] = isoDay.split('-');
  return `${day}.${month}.${year}`;
}

/** The last Sunday of a month (UTC), at 01:00 UTC: when Europe switches to and from summer time. */
function lastSundayAtOne(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

/**
 * The shop's calendar day (Europe/Zurich: CET, CEST from the last Sunday of March to the last Sunday of
 * October) at `instant`, as YYYY-MM-DD. Without Intl (see above), and the same on a server in UTC as in the
 * shopper's browser: what is overdue and which day an order was placed on do not depend on either's zone.
 */
export function shopCalendarDay(instant: Date = new Date()): string {
  const time = instant.getTime();
  const year = instant.getUTCFullYear();
  const summer = time >= lastSundayAtOne(year, 2) && time < lastSundayAtOne(year, 9);
  return new Date(time + (summer ? 2 : 1) * 3_600_000).toISOString().slice(0, 10);
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
