import { MWST_PROZENT } from '../../platform/vat.ts';

const FACTOR = 1 + MWST_PROZENT / 100;

/** Rounds CHF to the cent, away from float noise (0.1 + 0.2 and friends). */
export function round2(amount: number): number {
  return Math.round((amount + Number.EPSILON) * 100) / 100;
}

export function exklFromInkl(inkl: number): number {
  return round2(inkl / FACTOR);
}

export function inklFromExkl(exkl: number): number {
  return round2(exkl * FACTOR);
}

/** An amount on both sides of VAT, derived from the side the customer is billed in. */
export interface Betrag {
  inkl: number;
  exkl: number;
}

export function betrag(amount: number, masterInkl: boolean): Betrag {
  const master = round2(amount);
  return masterInkl ? { inkl: master, exkl: exklFromInkl(master) } : { inkl: inklFromExkl(master), exkl: master };
}

export function sum(values: readonly number[]): number {
  return round2(values.reduce((a, b) => a + b, 0));
}
