/** Picks the incl. or excl. VAT variant of an amount, as the basket's kundeInklMwst says (spec §6). */
export function pick(kundeInklMwst: boolean, inkl: number, exkl: number): number {
  return kundeInklMwst ? inkl : exkl;
}

/** The shipping line (spec §3 Basket item: tag versandkosten) goes with the totals, not the lines. */
export const VERSANDKOSTEN_TAG = 'versandkosten';

/**
 * The unit price the shopper pays after the line's discounts (e.g. a promotion): the back office
 * sends the list price and the discount on the whole line, which read as if the price were taken off.
 * Null when the line has no discount. Rounded to the 5 decimals a unit price may have (spec §9).
 */
export function paidUnitPrice(preis: number, menge: number, rabatte: readonly number[]): number | null {
  if (rabatte.length === 0 || menge <= 0) return null;
  const total = rabatte.reduce((sum, betrag) => sum + betrag, 0);
  return Math.round(((preis * menge + total) / menge) * 1e5) / 1e5;
}
