import { BACKOFFICE_DE } from '../../platform/backoffice-texts/index.ts';
import { fill } from '../../platform/texts/index.ts';
import type { Artikel, ArtikelBestelleinheit } from '../../../src/core/api/schemas/artikel.ts';
import type {
  Basket,
  BasketGebinde,
  BasketItem,
  Bestelleinheit,
  Gebuehr,
  Rabatt,
  Versandkostenfrei,
} from '../../../src/core/api/schemas/basket.ts';
import type { DeliveryType } from '../../../src/core/api/schemas/checkout.ts';
import { MWST_PROZENT } from '../../platform/vat.ts';
import { serverMessage } from '../../platform/server-message.ts';
import { betrag, round2, sum, type Betrag } from './money.ts';
import {
  KARTON_PREIS_INKL,
  VEG_ARTIKEL_ID,
  VEG_BEZEICHNUNG,
  VEG_PRO_FLASCHE_INKL,
  VERSANDKOSTEN_ARTIKEL_ID,
  VERSANDKOSTEN_INKL,
  VERSANDKOSTENFREI_AB_INKL,
  findGutschein,
} from './reference-data.ts';

/** One stored basket line with the article as the customer sees it (individual price, VAT side). */
export interface PricingLine {
  id: number;
  artikel: Artikel | null;
  bestelleinheit: Bestelleinheit;
  mengeBestelleinheit: number;
}

export interface PricingInput {
  lines: readonly PricingLine[];
  kundeInklMwst: boolean;
  lieferart: DeliveryType | null;
  gutscheinCode: string | null;
  /** false when the back office is unreachable: article prices only, nothing binding */
  online: boolean;
}

export type BasketTotals = Pick<
  Basket,
  | 'isCalculated'
  | 'kundeInklMwst'
  | 'warenwertInklMwst'
  | 'warenwertExklMwst'
  | 'totalInklMwst'
  | 'totalExklMwst'
  | 'gebinde'
  | 'rabatte'
  | 'gebuehren'
  | 'mwstZusammenfassung'
  | 'versandkostenfrei'
>;

export interface PricingResult {
  items: BasketItem[];
  /** quantities the back office changed (stock limits); 0 means the line is gone; a unit when it offers another */
  adjustments: { id: number; mengeBestelleinheit: number; bestelleinheit?: Bestelleinheit }[];
  warningMessages: string[];
  totals: BasketTotals;
}

/** Id of the synthetic shipping line (never stored, cannot be removed). */
export const VERSANDKOSTEN_LINE_ID = -1;

const FIXED_INKL = true; // fees, cases and shipping are priced incl. VAT for everybody

function unitOf(artikel: Artikel, bestelleinheit: Bestelleinheit): ArtikelBestelleinheit | null {
  return bestelleinheit === 'Abfuellung' ? artikel.bestelleinheitAbfuellung : artikel.bestelleinheitGrossgebinde;
}

function unitOptions(artikel: Artikel): BasketItem['bestelleinheiten'] {
  return [artikel.bestelleinheitAbfuellung, artikel.bestelleinheitGrossgebinde]
    .filter((u): u is ArtikelBestelleinheit => u != null)
    .map((u) => ({ bestelleinheit: u.bestelleinheit, bezeichnung: u.bezeichnung, anzahlAbfuellungen: u.mengeAbfuellung }));
}

const negate = (b: Betrag): Betrag => ({ inkl: -b.inkl, exkl: -b.exkl });

interface LineDraft {
  item: BasketItem;
  counts: boolean;
  net: Betrag;
  gebinde: { bezeichnung: string; anzahl: number } | null;
  veg: Betrag | null;
}

function priceLine(
  line: PricingLine,
  artikel: Artikel,
  unit: ArtikelBestelleinheit,
  menge: number,
  input: PricingInput,
  hinweis: string | null,
): LineDraft {
  const masterInkl = input.kundeInklMwst;
  const bottles = menge * unit.mengeAbfuellung;
  const listUnit =
    input.online && artikel.istAktion && artikel.preisOhneAktion != null
      ? round2(artikel.preisOhneAktion * unit.mengeAbfuellung)
      : unit.preis;
  const preis = betrag(listUnit, masterInkl);
  const net = betrag(unit.preis * menge, masterInkl);
  const rabatte: Rabatt[] = [];
  if (listUnit > unit.preis) {
    const r = betrag(unit.preis * menge - listUnit * menge, masterInkl);
    const label =
      artikel.rabattProzent != null ? fill(BACKOFFICE_DE.promotionPercent, { percent: artikel.rabattProzent }) : BACKOFFICE_DE.promotion;
    rabatte.push({ bezeichnung: label, betragInkl: r.inkl, betragExkl: r.exkl });
  }
  const isCase = input.online && line.bestelleinheit === 'Grossgebinde';
  const karton = isCase ? betrag(KARTON_PREIS_INKL * menge, FIXED_INKL) : null;
  const veg = input.online ? betrag(VEG_PRO_FLASCHE_INKL * bottles, FIXED_INKL) : null;
  return {
    counts: artikel.bestellbar,
    net,
    gebinde: isCase ? { bezeichnung: unit.bezeichnung, anzahl: menge } : null,
    veg,
    item: {
      id: line.id,
      artikelId: artikel.artikelId,
      bezeichnung: artikel.bezeichnung,
      urlArtikelDetail: artikel.urlArtikelDetail,
      urlListImage: artikel.urlListImage,
      bestelleinheit: line.bestelleinheit,
      bestelleinheiten: unitOptions(artikel),
      mengeBestelleinheit: menge,
      mengeAbfuellung: bottles,
      hinweisVerfuegbareMenge: hinweis,
      isProtected: false,
      removeOnly: !artikel.bestellbar,
      tag: null,
      preisInklMwst: preis.inkl,
      preisExklMwst: preis.exkl,
      warenwertMitDiscountInklMwst: net.inkl,
      warenwertMitDiscountExklMwst: net.exkl,
      rabatte,
      gebinde: karton ? [{ anzahl: menge, bezeichnung: unit.bezeichnung, totalInkl: karton.inkl, totalExkl: karton.exkl }] : [],
      gebuehrenArtikelID: veg ? VEG_ARTIKEL_ID : null,
      gebuehrenArtikelBezeichnung: veg ? VEG_BEZEICHNUNG : null,
      betragGebuehrenInkl: veg?.inkl ?? 0,
      betragGebuehrenExkl: veg?.exkl ?? 0,
    },
  };
}

function shippingLine(lieferart: DeliveryType | null, warenwertInkl: number): { item: BasketItem; amount: Betrag } {
  const free = warenwertInkl >= VERSANDKOSTENFREI_AB_INKL;
  const amount = betrag(free ? 0 : VERSANDKOSTEN_INKL, FIXED_INKL);
  const art = lieferart?.recordDisplayName ?? 'Post';
  return {
    amount,
    item: {
      id: VERSANDKOSTEN_LINE_ID,
      artikelId: VERSANDKOSTEN_ARTIKEL_ID,
      bezeichnung: free
        ? fill(BACKOFFICE_DE.shippingFree, { type: art, limit: VERSANDKOSTENFREI_AB_INKL.toFixed(2) })
        : fill(BACKOFFICE_DE.shipping, { type: art }),
      urlArtikelDetail: null,
      urlListImage: null,
      bestelleinheit: 'Abfuellung',
      bestelleinheiten: [],
      mengeBestelleinheit: 1,
      mengeAbfuellung: 1,
      hinweisVerfuegbareMenge: null,
      isProtected: true,
      removeOnly: false,
      tag: 'versandkosten',
      preisInklMwst: amount.inkl,
      preisExklMwst: amount.exkl,
      warenwertMitDiscountInklMwst: amount.inkl,
      warenwertMitDiscountExklMwst: amount.exkl,
      rabatte: [],
      gebinde: [],
      gebuehrenArtikelID: null,
      gebuehrenArtikelBezeichnung: null,
      betragGebuehrenInkl: 0,
      betragGebuehrenExkl: 0,
    },
  };
}

/** Below the threshold the answer says how much is missing to free shipping (the rule applies to the value incl. VAT). */
function freeShippingRule(warenwertInkl: number): Versandkostenfrei | null {
  if (warenwertInkl >= VERSANDKOSTENFREI_AB_INKL) return null;
  const ab = betrag(VERSANDKOSTENFREI_AB_INKL, FIXED_INKL);
  const fehlend = betrag(VERSANDKOSTENFREI_AB_INKL - warenwertInkl, FIXED_INKL);
  return { abWarenwertInkl: ab.inkl, abWarenwertExkl: ab.exkl, fehlendInkl: fehlend.inkl, fehlendExkl: fehlend.exkl };
}

/**
 * The demo back office's price calculation (ARCHITECTURE.md §6 pricing): promotions, cases, VEG fee,
 * stock limits, shipping (none for pickup, free from CHF 150 goods value), voucher, VAT summary.
 * Pure: the caller loads the lines and persists `adjustments`.
 */
export function priceBasket(input: PricingInput): PricingResult {
  const masterInkl = input.kundeInklMwst;
  const warningMessages: string[] = [];
  const adjustments: PricingResult['adjustments'] = [];
  const drafts: LineDraft[] = [];

  for (const line of input.lines) {
    const artikel = line.artikel;
    const unit = artikel ? unitOf(artikel, line.bestelleinheit) : null;
    if (!artikel || !unit) {
      adjustments.push({ id: line.id, mengeBestelleinheit: 0 });
      warningMessages.push(serverMessage('artikelNoLongerSold'));
      continue;
    }
    let menge = line.mengeBestelleinheit;
    let priced = line;
    let pricedUnit = unit;
    let hinweis: string | null = null;
    const available = artikel.verfuegbareMenge;
    if (available != null && menge * unit.mengeAbfuellung > available) {
      menge = Math.floor(available / unit.mengeAbfuellung);
      const bottles = artikel.bestelleinheitAbfuellung;
      const otherLine = input.lines.some(
        (other) => other !== line && other.artikel?.artikelId === artikel.artikelId && other.bestelleinheit === 'Abfuellung',
      );
      if (menge === 0 && available > 0 && bottles && line.bestelleinheit !== 'Abfuellung' && !otherLine) {
        // Fewer bottles than one case: a real back office offers what is there, in bottles.
        menge = available;
        priced = { ...line, bestelleinheit: 'Abfuellung' };
        pricedUnit = bottles;
        adjustments.push({ id: line.id, mengeBestelleinheit: menge, bestelleinheit: 'Abfuellung' });
        hinweis = serverMessage('stockUnitChanged', {
          count: available,
          unit: unit.bezeichnung,
          replacement: `${menge} × ${bottles.bezeichnung}`,
        });
      } else {
        adjustments.push({ id: line.id, mengeBestelleinheit: menge });
        if (menge === 0) {
          warningMessages.push(
            available > 0
              ? serverMessage('stockLineRemoved', { artikel: artikel.bezeichnung, count: available })
              : serverMessage('artikelGoneLineRemoved', { artikel: artikel.bezeichnung }),
          );
          continue;
        }
        hinweis = serverMessage('stockQuantityChanged', { count: available, menge: `${menge} × ${unit.bezeichnung}` });
      }
      warningMessages.push(serverMessage('artikelHinweis', { artikel: artikel.bezeichnung, hinweis }));
    }
    if (!artikel.bestellbar) {
      warningMessages.push(serverMessage('artikelUnavailableNotOrdered', { artikel: artikel.bezeichnung }));
    }
    drafts.push(priceLine(priced, artikel, pricedUnit, menge, input, hinweis));
  }

  const counted = drafts.filter((d) => d.counts);
  const warenwert = betrag(sum(counted.map((d) => (masterInkl ? d.net.inkl : d.net.exkl))), masterInkl);
  const items = drafts.map((d) => d.item);
  const parts: Betrag[] = [warenwert];

  // Every amount is rounded once, on its line; a sum shows the sum of the lines' rounded amounts, never an amount
  // worked out again from a rounded total (issue 36: a business customer's net fees 0.93 + 0.93 showed 1.85).
  const gebindeMap = new Map<string, { anzahl: number; total: Betrag }>();
  for (const d of counted) {
    const karton = d.item.gebinde[0];
    if (!d.gebinde || !karton) continue;
    const soFar = gebindeMap.get(d.gebinde.bezeichnung) ?? { anzahl: 0, total: { inkl: 0, exkl: 0 } };
    gebindeMap.set(d.gebinde.bezeichnung, {
      anzahl: soFar.anzahl + d.gebinde.anzahl,
      total: { inkl: sum([soFar.total.inkl, karton.totalInkl]), exkl: sum([soFar.total.exkl, karton.totalExkl]) },
    });
  }
  const gebinde: BasketGebinde[] = [...gebindeMap].map(([bezeichnung, { anzahl, total }]) => {
    const einzel = betrag(KARTON_PREIS_INKL, FIXED_INKL);
    parts.push(total);
    return {
      bezeichnung,
      anzahl,
      einzelpreisInkl: einzel.inkl,
      einzelpreisExkl: einzel.exkl,
      totalInkl: total.inkl,
      totalExkl: total.exkl,
    };
  });

  const gebuehren: Gebuehr[] = [];
  const vegInkl = sum(counted.map((d) => d.veg?.inkl ?? 0));
  if (vegInkl > 0) {
    const veg = { inkl: vegInkl, exkl: sum(counted.map((d) => d.veg?.exkl ?? 0)) };
    parts.push(veg);
    gebuehren.push({ bezeichnung: VEG_BEZEICHNUNG, betragInkl: veg.inkl, betragExkl: veg.exkl });
  }

  const rabatte: Rabatt[] = [];
  const gutschein = input.online ? findGutschein(input.gutscheinCode) : null;
  if (gutschein && counted.length > 0) {
    const master = masterInkl ? warenwert.inkl : warenwert.exkl;
    const r = negate(betrag((master * gutschein.prozent) / 100, masterInkl));
    parts.push(r);
    rabatte.push({ bezeichnung: gutschein.bezeichnung, betragInkl: r.inkl, betragExkl: r.exkl });
  }

  let versandkostenfrei: Versandkostenfrei | null = null;
  if (input.online && counted.length > 0 && input.lieferart?.versandkostenArt !== 'Abholung') {
    const shipping = shippingLine(input.lieferart, warenwert.inkl);
    parts.push(shipping.amount);
    items.push(shipping.item);
    versandkostenfrei = freeShippingRule(warenwert.inkl);
  }

  const total = betrag(sum(parts.map((p) => (masterInkl ? p.inkl : p.exkl))), masterInkl);
  return {
    items,
    adjustments,
    warningMessages,
    totals: {
      isCalculated: input.online,
      kundeInklMwst: input.kundeInklMwst,
      warenwertInklMwst: warenwert.inkl,
      warenwertExklMwst: warenwert.exkl,
      totalInklMwst: total.inkl,
      totalExklMwst: total.exkl,
      gebinde,
      rabatte,
      gebuehren,
      versandkostenfrei,
      mwstZusammenfassung:
        total.inkl > 0 ? [{ mwstProzent: MWST_PROZENT, betragExkl: total.exkl, mwstBetrag: round2(total.inkl - total.exkl) }] : [],
    },
  };
}
