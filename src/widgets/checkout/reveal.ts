import type { CheckoutChoices } from './choices.ts';

/** The sections of the checkout that carry a module's messages (CheckoutSection's `name`). */
export type CheckoutSectionName = 'adresse' | 'lieferart' | 'lieferdatum' | 'zahlungsart' | 'gutschein' | 'agb' | 'hinweis';

const SECTION_OF_CHOICE: Readonly<Partial<Record<string, CheckoutSectionName>>> = {
  lieferAdresse: 'adresse',
  rechnungsAdresse: 'adresse',
  lieferadresseAdresspoolId: 'adresse',
  rechnungsadresseAdresspoolId: 'adresse',
  rechnungsadresseGleichLieferadresse: 'adresse',
  lieferartId: 'lieferart',
  lieferdatum: 'lieferdatum',
  zahlungsartId: 'zahlungsart',
  gutscheinCode: 'gutschein',
  agbAkzeptiert: 'agb',
  minimumAlter: 'agb',
  hinweis: 'hinweis',
};

/** The sections a change of choices touches. */
export function sectionsOfChange(change: CheckoutChoices): CheckoutSectionName[] {
  return Object.keys(change)
    .map((key) => SECTION_OF_CHOICE[key] ?? null)
    .filter((section): section is CheckoutSectionName => section !== null);
}

/** What the shopper has done so far: the sections touched, and whether an order was tried. */
export interface Reveal {
  touched: ReadonlySet<CheckoutSectionName>;
  attempted: boolean;
}

/**
 * A fresh checkout is not yet valid, and saying so in red before the shopper did anything reads as a
 * fault: on entry only the grey marks show; a section's messages once it was touched (changed or left),
 * all of them once an order was tried.
 */
export function showsMessages(reveal: Reveal, section: CheckoutSectionName): boolean {
  return reveal.attempted || reveal.touched.has(section);
}
