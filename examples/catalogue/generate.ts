import { createPrng, type Prng } from '../platform/prng.ts';
import type { ArticleSeed } from './seed-writer.ts';
import {
  AWARDS,
  CLASSIFICATIONS,
  FAMILY_NAMES,
  GRAPES,
  PRODUCER_PREFIXES,
  RATING_SOURCES,
  REGIONS,
  SORTIMENTE,
  SPIRITS,
  STYLE_NAMES,
  SWISS_PREFIXES,
  VINEYARDS,
  WINEINFO_TITLES,
  type RegionSeed,
  type WineType,
} from './seed-data.ts';

export const FIRST_GENERATED_ID = 2001;

const TYPES: [WineType, number][] = [
  ['Weisswein', 0.33],
  ['Rotwein', 0.38],
  ['Rosé', 0.06],
  ['Schaumwein', 0.08],
  ['Süsswein', 0.06],
  ['Spirituosen', 0.09],
];
const FOREIGN_LANDS = ['frankreich', 'italien', 'spanien', 'oesterreich', 'deutschland', 'portugal'];

function weighted<T>(rng: Prng, items: [T, number][]): T {
  let r = rng.next() * items.reduce((s, [, w]) => s + w, 0);
  for (const [item, w] of items) if ((r -= w) < 0) return item;
  return items[items.length - 1]![0];
}

/** Nodes below a land, as [regionName, slug] leaf choices (region itself or one of its subregions). */
function leafChoices(land: RegionSeed): RegionSeed[] {
  const out: RegionSeed[] = [];
  const walk = (n: RegionSeed): void => {
    out.push(n);
    n.children?.forEach(walk);
  };
  land.children?.forEach(walk);
  return out;
}

const lands = new Map(REGIONS.map((l) => [l.slug, l]));
/** The second-level region a leaf belongs to (for naming and producers). */
const regionOfLeaf = new Map<string, RegionSeed>();
for (const land of REGIONS)
  for (const region of land.children ?? []) for (const leaf of [region, ...leafChoices(region)]) regionOfLeaf.set(leaf.slug, region);

function priceEnding(rng: Prng, value: number): number {
  return Math.max(9, Math.floor(value)) + rng.pick([0, 0.5, 0.9]);
}

function pickGrapes(rng: Prng, type: Exclude<WineType, 'Spirituosen'>, landSlug: string): string[] {
  const pool = GRAPES[type][landSlug] ?? GRAPES[type].schweiz ?? [];
  const first = rng.pick(pool);
  if (type !== 'Rotwein' || rng.chance(0.75) || pool.length < 2) return [first];
  const second = rng.pick(pool.filter((g) => g !== first));
  return [first, second];
}

function designation(rng: Prng, type: WineType, grapes: string[], region: RegionSeed, leaf: RegionSeed): string {
  const place = rng.chance(0.5) ? leaf.name : region.name;
  const vineyard = rng.chance(0.35) ? ` ${rng.pick(VINEYARDS)}` : '';
  if (type === 'Schaumwein') return `${rng.pick(['Brut', 'Extra Brut', 'Brut Nature', 'Blanc de Blancs', 'Rosé Brut'])} ${place}`;
  if (type === 'Süsswein') return `${grapes[0]} ${rng.pick(['Flétri', 'Spätlese', 'Grains Nobles', 'Auslese'])} ${place}`;
  if (grapes.length > 1) return `${rng.pick(['Assemblage', 'Cuvée', 'Sélection'])} ${rng.pick(VINEYARDS)} ${place}`;
  const styles = STYLE_NAMES[grapes[0]!];
  const style = styles?.[leaf.slug] ?? styles?.[region.slug];
  const name = style && rng.chance(0.6) ? rng.pick(style) : grapes[0]!;
  return `${name}${type === 'Rosé' ? ' Rosé' : ''} ${place}${vineyard}`;
}

function wineInfo(rng: Prng, grapes: string[], regionName: string): { title: string; text: string }[] {
  if (!rng.chance(0.5)) return [];
  const texts: Record<string, string> = {
    Degustationsnotiz: `Typischer ${grapes.join('/')} aus der Region ${regionName}: ${rng.pick(['frisch und fruchtig', 'elegant und mineralisch', 'kraftvoll mit reifen Tanninen', 'saftig mit feiner Würze'])}.`,
    Speiseempfehlung: rng.pick([
      'Zu Fisch und hellem Fleisch.',
      'Zu Wild, Rind und kräftigem Käse.',
      'Als Apéro oder zu Vorspeisen.',
      'Zu Pasta, Risotto und Pilzgerichten.',
    ]),
    Vinifikation: rng.pick(['Ausbau im Stahltank.', 'Zwölf Monate im Barrique.', 'Spontanvergärung, Ausbau im grossen Holzfass.']),
    'Lagerung und Trinktemperatur': `Bei ${rng.pick(['8–10', '10–12', '14–16', '16–18'])} °C servieren.`,
  };
  return WINEINFO_TITLES.slice(0, rng.int(2, 4)).map((title) => ({ title, text: texts[title]! }));
}

function one(rng: Prng, artikelId: number): ArticleSeed {
  const type = weighted(rng, TYPES);
  const swiss = type === 'Spirituosen' || rng.chance(0.7);
  let landSlug = swiss ? 'schweiz' : rng.pick(FOREIGN_LANDS);
  if (type !== 'Spirituosen' && !GRAPES[type][landSlug]) landSlug = type === 'Schaumwein' ? 'frankreich' : 'schweiz';
  const land = lands.get(landSlug)!;
  // French sparkling wine comes from the Champagne, and only sparkling wine does.
  const leaf = rng.pick(leafChoices(land).filter((l) => landSlug !== 'frankreich' || (type === 'Schaumwein') === (l.slug === 'champagne')));
  const region = regionOfLeaf.get(leaf.slug)!;
  const prefixes = (landSlug === 'schweiz' && SWISS_PREFIXES[region.slug]) || PRODUCER_PREFIXES[landSlug]!;
  const producer = `${rng.pick(prefixes)} ${rng.pick(FAMILY_NAMES[landSlug]!)}`;

  if (type === 'Spirituosen') {
    const spirit = rng.pick(SPIRITS);
    return {
      artikelId,
      bezeichnung: `${spirit.name} ${region.name}`,
      produzent: producer,
      regionSlug: leaf.slug,
      eGruppe: 'Spirituosen',
      artikelkategorie: 'Spirituosen',
      inhaltInCl: rng.pick([50, 70]),
      gebindeAnzahl: null,
      hatAbfuellung: true,
      hatGrossgebinde: false,
      volumen: spirit.volumen,
      preisStandard: priceEnding(rng, 35 + rng.next() * 50),
      rabattProzent: null,
      istNeuheit: rng.chance(0.05),
      bestellbar: rng.chance(0.96),
      verfuegbareMenge: rng.int(5, 200),
      memo: null,
      artikelInfo: 'Abgabe nur an Personen ab 18 Jahren.',
      jahrgang: null,
      klassifikation: null,
      sortiment: rng.chance(0.5) ? rng.pick(SORTIMENTE) : null,
      genussreifAb: null,
      imageCount: rng.int(1, 2),
      grapes: [],
      awards: [],
      ratings: [],
      weininfo: [],
    };
  }

  const grapes = pickGrapes(rng, type, landSlug);
  const jahrgang = type === 'Schaumwein' && rng.chance(0.4) ? null : 2024 - Math.floor(rng.next() ** 2 * 12);
  const inhaltInCl =
    type === 'Süsswein'
      ? rng.pick([37.5, 50, 75])
      : weighted(rng, [
          [75, 0.82],
          [37.5, 0.08],
          [150, 0.1],
        ]);
  const klassifikation = rng.pick(CLASSIFICATIONS[landSlug]!);
  const premium = /Grand|Premier|DOCG|Reserva|Smaragd|Grosse/.test(klassifikation) ? 1.8 : 1;
  const bottle = (type === 'Schaumwein' ? 28 : 15) + rng.next() * 30 * premium;
  const size = inhaltInCl === 150 ? 2.1 : inhaltInCl < 75 ? 0.6 : 1;
  const gebindeAnzahl =
    inhaltInCl === 150 ? (rng.chance(0.5) ? 3 : null) : inhaltInCl < 75 ? 12 : rng.chance(0.8) ? 6 : rng.chance(0.5) ? 12 : null;
  const stockRoll = rng.next();
  const ageing = type === 'Rotwein' ? rng.int(2, 6) : rng.int(0, 3);
  return {
    artikelId,
    bezeichnung: designation(rng, type, grapes, region, leaf),
    produzent: producer,
    regionSlug: leaf.slug,
    eGruppe: type,
    artikelkategorie: type === 'Schaumwein' ? 'Schaumwein' : type === 'Süsswein' ? 'Dessertwein' : 'Stillwein',
    inhaltInCl,
    gebindeAnzahl,
    hatAbfuellung: gebindeAnzahl === null || rng.chance(0.88),
    hatGrossgebinde: gebindeAnzahl !== null,
    volumen: (type === 'Rotwein' ? 12.5 : 11.5) + rng.int(0, 4) * 0.5,
    preisStandard: priceEnding(rng, bottle * size),
    rabattProzent: rng.chance(0.06) ? rng.pick([10, 15, 20, 25]) : null,
    istNeuheit: jahrgang !== null && jahrgang >= 2023 && rng.chance(0.25),
    bestellbar: rng.chance(0.96),
    verfuegbareMenge: stockRoll < 0.06 ? rng.int(1, 11) : stockRoll < 0.08 ? 0 : rng.int(12, 900),
    memo: rng.chance(0.1) ? 'Limitierte Menge – solange Vorrat.' : null,
    artikelInfo: 'Enthält Sulfite.',
    jahrgang,
    klassifikation,
    sortiment: rng.chance(0.7) ? rng.pick(SORTIMENTE) : null,
    genussreifAb: jahrgang === null ? null : `${jahrgang + ageing}-01-01`,
    imageCount: rng.int(1, 3),
    grapes,
    awards: rng.chance(0.1) ? [{ bezeichnung: `${rng.pick(AWARDS)} – ${rng.pick(['Gold', 'Silber'])}`, punkte: rng.int(88, 96) }] : [],
    ratings: rng.chance(0.2)
      ? [
          {
            text: rng.pick([
              'Sehr schöne Balance zwischen Frucht und Säure.',
              'Ein Wein mit Charakter und Tiefe.',
              'Preis-Leistung hervorragend.',
            ]),
            bewertungsart: rng.pick(RATING_SOURCES),
          },
        ]
      : [],
    weininfo: wineInfo(rng, grapes, region.name),
  };
}

/** `count` articles with ids from 2001, the same for the same count. */
export function* generateArticles(count: number): Generator<ArticleSeed> {
  const rng = createPrng(20261121);
  for (let i = 0; i < count; i++) yield one(rng, FIRST_GENERATED_ID + i);
}

/** Which generated articles get an individual price for demo@ (about 1 in 20, 8–12 % below standard). */
export function individualPriceFor(artikelId: number, preisStandard: number): number | null {
  const rng = createPrng(artikelId * 7919);
  if (!rng.chance(0.05)) return null;
  return Math.round(preisStandard * (0.88 + rng.next() * 0.04) * 20) / 20;
}
