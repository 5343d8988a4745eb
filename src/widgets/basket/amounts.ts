/** Picks the incl. or excl. VAT variant of an amount, as the basket's kundeInklMwst says (spec §6). */
export function pick(kundeInklMwst: boolean, inkl: number, exkl: number): number {
  return kundeInklMwst ? inkl : exkl;
}

/** The shipping line (spec §3 Basket item: tag versandkosten) goes with the totals, not the lines. */
export const VERSANDKOSTEN_TAG = 'versandkosten';
