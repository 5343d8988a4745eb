// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Artikel, ArtikelBestelleinheit } from '../../src/core/api/schemas/artikel.ts';
import type { DeliveryType } from '../../src/core/api/schemas/checkout.ts';
import { priceBasket, type PricingInput } from '../../examples/commerce/backoffice/pricing.ts';
import { LIEFERARTEN } from '../../examples/commerce/backoffice/reference-data.ts';
import { inServerLanguage } from '../../examples/platform/server-message.ts';

const unit = (bestelleinheit: ArtikelBestelleinheit['bestelleinheit'], mengeAbfuellung: number, preis: number): ArtikelBestelleinheit => ({
  bestelleinheit,
  bezeichnung: bestelleinheit === 'Abfuellung' ? 'Flasche 75 cl' : `${mengeAbfuellung}er-Karton`,
  mengeAbfuellung,
  preis,
});

/** Only the fields pricing reads; the rest of an Artikel does not matter here. */
function artikel(over: Partial<Artikel> & { preis: number }): Artikel {
  return {
    artikelId: 1,
    artikelnummer: '1',
    bezeichnung: 'Testwein',
    urlArtikelDetail: '/shop/1-testwein',
    urlListImage: '/img.webp',
    abfuellung: { kuerzel: '75 cl', bezeichnung: 'Flasche 75 cl', inhaltInCl: 75 },
    istAktion: false,
    preisOhneAktion: null,
    rabattProzent: null,
    bestellbar: true,
    verfuegbareMenge: null,
    bestelleinheitAbfuellung: unit('Abfuellung', 1, over.preis),
    bestelleinheitGrossgebinde: unit('Grossgebinde', 6, over.preis * 6),
    ...over,
  } as Artikel;
}

const post = LIEFERARTEN[0] as DeliveryType;
const abholung = LIEFERARTEN.find((l) => l.versandkostenArt === 'Abholung') as DeliveryType;

function price(over: Partial<PricingInput>) {
  return priceBasket({ lines: [], kundeInklMwst: true, lieferart: post, gutscheinCode: null, online: true, ...over });
}

const line = (a: Artikel, bestelleinheit: 'Abfuellung' | 'Grossgebinde', menge: number, id = 1) => ({
  id,
  artikel: a,
  bestelleinheit,
  mengeBestelleinheit: menge,
});

describe('priceBasket', () => {
  it('prices bottles with VEG fee, shipping below CHF 150 and the VAT summary', () => {
    const r = price({ lines: [line(artikel({ preis: 20 }), 'Abfuellung', 3)] });
    const [wine, shipping] = r.items;
    expect(wine).toMatchObject({ preisInklMwst: 20, warenwertMitDiscountInklMwst: 60, mengeAbfuellung: 3, betragGebuehrenInkl: 0.18 });
    expect(shipping).toMatchObject({ tag: 'versandkosten', isProtected: true, preisInklMwst: 12.5 });
    expect(r.totals.warenwertInklMwst).toBe(60);
    expect(r.totals.gebuehren).toEqual([{ bezeichnung: 'VEG Glasflaschen', betragInkl: 0.18, betragExkl: 0.17 }]);
    expect(r.totals.totalInklMwst).toBe(72.68);
    expect(r.totals.totalExklMwst).toBe(67.23);
    expect(r.totals.mwstZusammenfassung).toEqual([{ mwstProzent: 8.1, betragExkl: 67.23, mwstBetrag: 5.45 }]);
  });

  it('ships free from CHF 150 goods value and not at all for pickup', () => {
    const a = artikel({ preis: 25 });
    expect(price({ lines: [line(a, 'Grossgebinde', 1)] }).items.find((i) => i.tag === 'versandkosten')?.preisInklMwst).toBe(0);
    expect(price({ lines: [line(a, 'Abfuellung', 1)], lieferart: abholung }).items.some((i) => i.tag === 'versandkosten')).toBe(false);
  });

  it('adds a case line per Grossgebinde and summarises the cases', () => {
    const r = price({ lines: [line(artikel({ preis: 30 }), 'Grossgebinde', 2)] });
    expect(r.items[0]?.gebinde).toEqual([{ anzahl: 2, bezeichnung: '6er-Karton', totalInkl: 2, totalExkl: 1.85 }]);
    expect(r.totals.gebinde).toEqual([
      { bezeichnung: '6er-Karton', anzahl: 2, einzelpreisInkl: 1, einzelpreisExkl: 0.93, totalInkl: 2, totalExkl: 1.85 },
    ]);
    expect(r.items[0]?.mengeAbfuellung).toBe(12);
  });

  it('rounds each fee once, on its line: the summary shows the sum of the lines (issue 36, a business customer)', () => {
    const lines = [line(artikel({ preis: 30 }), 'Grossgebinde', 1, 1), line(artikel({ artikelId: 2, preis: 20 }), 'Grossgebinde', 1, 2)];
    const r = price({ lines, kundeInklMwst: false });
    const wines = r.items.filter((item) => item.tag === null);
    expect(wines.map((item) => item.gebinde[0]?.totalExkl)).toEqual([0.93, 0.93]);
    expect(r.totals.gebinde[0]).toMatchObject({ anzahl: 2, totalInkl: 2, totalExkl: 1.86 });
    expect(wines.map((item) => item.betragGebuehrenExkl)).toEqual([0.33, 0.33]);
    expect(r.totals.gebuehren).toEqual([{ bezeichnung: 'VEG Glasflaschen', betragInkl: 0.72, betragExkl: 0.66 }]);
  });

  it('shows promotions as list price with a line discount', () => {
    const a = artikel({ preis: 16, istAktion: true, preisOhneAktion: 20, rabattProzent: 20 });
    const r = price({ lines: [line(a, 'Abfuellung', 2)] });
    expect(r.items[0]).toMatchObject({ preisInklMwst: 20, warenwertMitDiscountInklMwst: 32 });
    expect(r.items[0]?.rabatte).toEqual([{ bezeichnung: 'Aktion −20 %', betragInkl: -8, betragExkl: -7.4 }]);
  });

  it('takes 10 % off goods with WILLKOMMEN10 (any case), nothing with another code', () => {
    const lines = [line(artikel({ preis: 50 }), 'Abfuellung', 2)];
    expect(price({ lines, gutscheinCode: ' willkommen10 ' }).totals.rabatte).toEqual([
      { bezeichnung: 'Gutschein WILLKOMMEN10 (10 %)', betragInkl: -10, betragExkl: -9.25 },
    ]);
    expect(price({ lines, gutscheinCode: 'XYZ' }).totals.rabatte).toEqual([]);
  });

  it('bills business customers excl. VAT (individual prices come in via the article)', () => {
    const r = price({ kundeInklMwst: false, lines: [line(artikel({ preis: 18.5, kundeInklMwst: false }), 'Abfuellung', 10)] });
    expect(r.items[0]).toMatchObject({ preisExklMwst: 18.5, preisInklMwst: 20, warenwertMitDiscountExklMwst: 185 });
    expect(r.totals.kundeInklMwst).toBe(false);
    expect(r.totals.warenwertExklMwst).toBe(185);
    expect(r.totals.totalInklMwst).toBe(Math.round(r.totals.totalExklMwst * 108.1) / 100);
  });

  it('limits to the available quantity and drops what is not there', () => {
    const r = price({
      lines: [
        line(artikel({ preis: 30, verfuegbareMenge: 4 }), 'Abfuellung', 10, 1),
        line(artikel({ artikelId: 2, preis: 30, verfuegbareMenge: 0 }), 'Grossgebinde', 1, 2),
      ],
    });
    expect(r.adjustments).toEqual([
      { id: 1, mengeBestelleinheit: 4 },
      { id: 2, mengeBestelleinheit: 0 },
    ]);
    expect(r.items[0]?.hinweisVerfuegbareMenge).toMatch(/nur noch 4 Flaschen/);
    expect(r.items.filter((i) => !i.isProtected)).toHaveLength(1);
    expect(r.warningMessages).toHaveLength(2);
  });

  it('offers fewer bottles than a case in bottles instead of removing the line', () => {
    const r = price({ lines: [line(artikel({ artikelId: 2, preis: 30, verfuegbareMenge: 4 }), 'Grossgebinde', 2, 2)] });
    expect(r.adjustments).toEqual([{ id: 2, mengeBestelleinheit: 4, bestelleinheit: 'Abfuellung' }]);
    expect(r.items[0]).toMatchObject({
      bestelleinheit: 'Abfuellung',
      mengeBestelleinheit: 4,
      mengeAbfuellung: 4,
      warenwertMitDiscountInklMwst: 120,
    });
    expect(r.items[0]?.hinweisVerfuegbareMenge).toBe(
      'Von diesem Artikel sind nur noch 4 Flaschen verfügbar, weniger als ein 6er-Karton. Die Position wurde auf 4 × Flasche 75 cl umgestellt.',
    );
    expect(r.warningMessages).toEqual([`Testwein: ${r.items[0]?.hinweisVerfuegbareMenge}`]);
  });

  it("writes its notes and warnings by message id in the reader's language, also the line it removes (issue 31)", () => {
    const lines = [
      line(artikel({ preis: 30, verfuegbareMenge: 4 }), 'Abfuellung', 10, 1),
      line(artikel({ artikelId: 2, preis: 30, verfuegbareMenge: 0 }), 'Grossgebinde', 1, 2),
      line(artikel({ artikelId: 3, preis: 30, verfuegbareMenge: 3, bestelleinheitAbfuellung: null }), 'Grossgebinde', 1, 3),
    ];
    const r = inServerLanguage('fr', () => price({ lines }));
    expect(r.items[0]?.hinweisVerfuegbareMenge).toBe(
      'Il ne reste que 4 bouteilles de cet article. La quantité a été adaptée à 4 × Flasche 75 cl.',
    );
    expect(r.warningMessages).toEqual([
      `Testwein: ${r.items[0]?.hinweisVerfuegbareMenge}`,
      'Testwein: plus disponible, la position a été supprimée.',
      'Testwein: il ne reste que 3 bouteilles, plus dans cette quantité ; la position a été supprimée.',
    ]);
    // German outside a request, as the back office writes it
    expect(price({ lines }).warningMessages[1]).toBe('Testwein: nicht mehr verfügbar, die Position wurde entfernt.');
  });

  it('marks lines of articles no longer orderable as removeOnly and leaves them out of the totals', () => {
    const r = price({ lines: [line(artikel({ preis: 30, bestellbar: false }), 'Abfuellung', 1)] });
    expect(r.items).toHaveLength(1);
    expect(r.items[0]?.removeOnly).toBe(true);
    expect(r.totals.totalInklMwst).toBe(0);
  });

  it('when the back office is down: article prices only, not calculated', () => {
    const a = artikel({ preis: 16, istAktion: true, preisOhneAktion: 20, rabattProzent: 20 });
    const r = price({ online: false, gutscheinCode: 'WILLKOMMEN10', lines: [line(a, 'Grossgebinde', 1)] });
    expect(r.totals.isCalculated).toBe(false);
    expect(r.items).toHaveLength(1);
    expect(r.items[0]).toMatchObject({ preisInklMwst: 96, rabatte: [], gebinde: [], betragGebuehrenInkl: 0 });
    expect(r.totals).toMatchObject({ rabatte: [], gebinde: [], gebuehren: [], totalInklMwst: 96 });
  });
});
