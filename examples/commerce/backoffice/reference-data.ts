import type { DeliveryType } from '../../../src/core/api/schemas/checkout.ts';
import { BACKOFFICE_DE } from '../../platform/backoffice-texts/index.ts';
import { fill } from '../../platform/texts/index.ts';

/** ARCHITECTURE.md §6 delivery types; 'Abholung' means pickup (no shipping line). */
// Names and texts in German, the back office's language (platform/backoffice-texts/ has them in the others).
const delivery = (id: 1 | 2 | 3, versandkostenArt: string): DeliveryType => ({
  id,
  recordDisplayName: BACKOFFICE_DE.lieferarten[id].name,
  additionalText: BACKOFFICE_DE.lieferarten[id].text,
  versandkostenArt,
});
export const LIEFERARTEN: readonly DeliveryType[] = [delivery(1, 'Post'), delivery(2, 'Kurier'), delivery(3, 'Abholung')];

// The payment methods are the kernel's: the checkout offers them, and an open invoice in the account the online ones.
export { ZAHLUNGSARTEN, findZahlungsart } from '../../platform/payment-methods.ts';

export const findLieferart = (id: number | null | undefined): DeliveryType | null => LIEFERARTEN.find((l) => l.id === id) ?? null;

/** Pricing constants of the demo back office (ARCHITECTURE.md §6 pricing). */
export const VERSANDKOSTEN_INKL = 12.5;
export const VERSANDKOSTENFREI_AB_INKL = 150;
export const VERSANDKOSTEN_ARTIKEL_ID = 9900;
/** Advance disposal fee on glass bottles, charged per bottle (Swiss VEG). */
export const VEG_ARTIKEL_ID = 9901;
export const VEG_BEZEICHNUNG = BACKOFFICE_DE.veg;
export const VEG_PRO_FLASCHE_INKL = 0.06;
/** Deposit-free shipping case, charged per Grossgebinde unit. */
export const KARTON_PREIS_INKL = 1.0;

export const GUTSCHEINE: Readonly<Record<string, { bezeichnung: string; prozent: number }>> = {
  WILLKOMMEN10: { bezeichnung: fill(BACKOFFICE_DE.voucher, { code: 'WILLKOMMEN10', percent: 10 }), prozent: 10 },
};

export function findGutschein(code: string | null | undefined): { code: string; bezeichnung: string; prozent: number } | null {
  const key = (code ?? '').trim().toUpperCase();
  const g = GUTSCHEINE[key];
  return g ? { code: key, ...g } : null;
}
