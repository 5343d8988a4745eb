import type { Basket, BasketChoicesInput, CheckoutModel, ModuleState } from '../../core/api/index.ts';
import { visibleItems } from '../../core/basket/index.ts';

/** The shopper's choices as the client sends them back (spec §3 Basket: addresses and order choices). */
export type CheckoutChoices = BasketChoicesInput;

/** Spec §4: these revalidate and recalculate; address, terms and remarks revalidate only. */
const CALCULATING: ReadonlySet<keyof CheckoutChoices> = new Set(['lieferartId', 'zahlungsartId', 'lieferdatum', 'gutscheinCode']);

export function needsCalculation(change: CheckoutChoices): boolean {
  return Object.keys(change).some((key) => CALCULATING.has(key as keyof CheckoutChoices));
}

/** The choices a basket holds; a pool address is sent as its id, an inline one as the address. */
export function choicesOf(basket: Basket): CheckoutChoices {
  return {
    bestellungUid: basket.bestellungUid,
    ...(basket.lieferadresseAdresspoolId != null
      ? { lieferadresseAdresspoolId: basket.lieferadresseAdresspoolId }
      : { lieferAdresse: basket.lieferAdresse }),
    ...(basket.rechnungsadresseAdresspoolId != null
      ? { rechnungsadresseAdresspoolId: basket.rechnungsadresseAdresspoolId }
      : { rechnungsAdresse: basket.rechnungsAdresse }),
    rechnungsadresseGleichLieferadresse: basket.rechnungsadresseGleichLieferadresse,
    zahlungsartId: basket.zahlungsartId,
    lieferartId: basket.lieferartId,
    lieferdatum: basket.lieferdatum,
    hinweis: basket.hinweis,
    agbAkzeptiert: basket.agbAkzeptiert,
    minimumAlter: basket.minimumAlter,
    gutscheinCode: basket.gutscheinCode,
  };
}

/** A change to one address drops the other form of it (pool id vs inline address). */
export function mergeChoices(base: CheckoutChoices, change: CheckoutChoices): CheckoutChoices {
  const next = { ...base, ...change };
  if ('lieferAdresse' in change) delete next.lieferadresseAdresspoolId;
  if ('lieferadresseAdresspoolId' in change) delete next.lieferAdresse;
  if ('rechnungsAdresse' in change) delete next.rechnungsadresseAdresspoolId;
  if ('rechnungsadresseAdresspoolId' in change) delete next.rechnungsAdresse;
  return next;
}

/** What the shopper ordered (articles, units, quantities): another tab changing it changes this key. */
export function basketContentKey(basket: Basket): string {
  return `${basket.bestellungUid}:${visibleItems(basket)
    .map((item) => `${item.artikelId}|${item.bestelleinheit}|${item.mengeBestelleinheit}`)
    .sort()
    .join(',')}`;
}

/** A module's messages: those of fields the section shows go to the fields, the rest to its warning box. */
export function moduleMessages(state: ModuleState, fieldKeys: readonly string[]): { fields: Record<string, string>; box: string[] } {
  const fields: Record<string, string> = {};
  const box: string[] = [];
  for (const [key, entry] of Object.entries(state.validationResult)) {
    if (entry.isValid) continue;
    if (fieldKeys.some((field) => key === field || key.startsWith(`${field}.`))) fields[key] = entry.message;
    else box.push(entry.message);
  }
  return { fields, box };
}

/** Whether the basket has anything to order (not only protected or shipping lines). */
export function hasGoods(model: CheckoutModel): boolean {
  return visibleItems(model.basket).length > 0;
}
