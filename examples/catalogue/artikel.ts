import type { DatabaseSync } from 'node:sqlite';
import type { Artikel, ArtikelErinnerungMetaData } from '../../src/core/api/schemas/artikel.ts';
import { getUser } from '../account/index.ts';
import { regionTree, regionUrl } from './region-tree.ts';
import { artikelImages, listImageUrl } from './image-urls.ts';
import { MWST_PROZENT } from '../platform/vat.ts';
import { BACKOFFICE_DE } from '../platform/backoffice-texts/index.ts';
import { fill } from '../platform/texts/index.ts';
import { serverMessage } from '../platform/server-message.ts';

/** Below this many bottles the detail page shows the low-stock info dot (spec §2). */
export const LOW_STOCK_BELOW = 12;

export interface ArticleRow {
  artikelId: number;
  artikelnummer: string;
  bezeichnung: string;
  slug: string;
  produzentId: number | null;
  produzent: string | null;
  eGruppe: string;
  artikelkategorie: string;
  landRegionId: number | null;
  inhaltInCl: number;
  gebindeAnzahl: number | null;
  hatAbfuellung: number;
  hatGrossgebinde: number;
  volumen: number | null;
  preisStandard: number;
  rabattProzent: number | null;
  istNeuheit: number;
  bestellbar: number;
  verfuegbareMenge: number | null;
  memo: string | null;
  artikelInfo: string | null;
  jahrgang: number | null;
  klassifikation: string | null;
  sortiment: string | null;
  genussreifAb: string | null;
  imageCount: number;
}

export const ARTICLE_SELECT = `SELECT a.*, p.name AS produzent FROM articles a LEFT JOIN producers p ON p.id = a.produzentId`;

/** Promotion prices end on 5 Rappen, as Swiss prices do. */
export const roundRappen = (x: number): number => Math.round(x * 20) / 20;
/**
 * Net price of a gross one. A real back office keeps net prices for business customers on the cent grid
 * (its price list, not a division): "CHF 29.60" rather than "CHF 29.60222".
 */
export const exklMwst = (inkl: number): number => Math.round((inkl / (1 + MWST_PROZENT / 100)) * 100) / 100;

export function artikelUrl(row: Pick<ArticleRow, 'artikelnummer' | 'slug'>): string {
  return `/shop/${row.artikelnummer}-${row.slug}`;
}

/** Standard (anonymous) price per bottle incl. VAT, promotion applied. */
export function standardPreis(row: Pick<ArticleRow, 'preisStandard' | 'rabattProzent'>): number {
  return row.rabattProzent ? roundRappen(row.preisStandard * (1 - row.rabattProzent / 100)) : row.preisStandard;
}

/** The stock reminder's fields, named in the request's language. */
const erinnerungMeta = (): ArtikelErinnerungMetaData => ({
  vorname: { displayName: serverMessage('field.vorname'), isRequired: true, selectListItems: null },
  nachname: { displayName: serverMessage('field.nachname'), isRequired: true, selectListItems: null },
  email: { displayName: serverMessage('field.email'), isRequired: true, selectListItems: null },
});

function placeholders(n: number): string {
  return Array.from({ length: n }, () => '?').join(',');
}

function groupBy<T extends { artikelId: number }>(rows: T[]): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const r of rows) {
    const list = map.get(r.artikelId);
    if (list) list.push(r);
    else map.set(r.artikelId, [r]);
  }
  return map;
}

export interface ArtikelOptions {
  /** the logged-in customer: individual prices and kundeInklMwst */
  userId: number | null;
}

/**
 * The API `Artikel` objects for these ids, in the order given (unknown ids are skipped).
 * Prices are per bottle and follow the user's kundeInklMwst; `preisInklMwst`/`preisExklMwst` give both.
 */
export function getArtikelMany(db: DatabaseSync, ids: readonly number[], { userId }: ArtikelOptions): Artikel[] {
  const unique = [...new Set(ids)].filter((id) => Number.isInteger(id));
  if (unique.length === 0) return [];
  const inList = `(${placeholders(unique.length)})`;
  const rows = db.prepare(`${ARTICLE_SELECT} WHERE a.artikelId IN ${inList}`).all(...unique) as unknown as ArticleRow[];
  const grapes = groupBy(
    db
      .prepare(
        `SELECT ag.artikelId, g.name FROM article_grapes ag JOIN grapes g ON g.id = ag.grapeId WHERE ag.artikelId IN ${inList} ORDER BY ag.anteil DESC, g.name`,
      )
      .all(...unique) as unknown as { artikelId: number; name: string }[],
  );
  const awards = groupBy(
    db
      .prepare(`SELECT artikelId, bezeichnung, punkte FROM article_awards WHERE artikelId IN ${inList} ORDER BY id`)
      .all(...unique) as unknown as { artikelId: number; bezeichnung: string; punkte: number | null }[],
  );
  const ratings = groupBy(
    db
      .prepare(`SELECT artikelId, text, bewertungsart FROM article_ratings WHERE artikelId IN ${inList} ORDER BY id`)
      .all(...unique) as unknown as { artikelId: number; text: string; bewertungsart: string }[],
  );
  const texts = groupBy(
    db
      .prepare(`SELECT id, artikelId, title, text FROM wine_info_texts WHERE artikelId IN ${inList} ORDER BY sort`)
      .all(...unique) as unknown as { id: number; artikelId: number; title: string; text: string }[],
  );
  const individual = new Map<number, number>();
  if (userId != null) {
    for (const r of db
      .prepare(`SELECT artikelId, preis FROM individual_prices WHERE userId = ? AND artikelId IN ${inList}`)
      .all(userId, ...unique) as unknown as { artikelId: number; preis: number }[]) {
      individual.set(r.artikelId, r.preis);
    }
  }
  const user = userId == null ? null : getUser(db, userId);
  const kundeInklMwst = user?.kundeInklMwst ?? true;
  const tree = regionTree(db);
  const byId = new Map(rows.map((r) => [r.artikelId, r]));

  return unique.flatMap((id): Artikel[] => {
    const row = byId.get(id);
    if (!row) return [];
    const region = row.landRegionId == null ? undefined : tree.byId.get(row.landRegionId);
    const land = region ? tree.byId.get(region.path[0]!) : undefined;
    const individualPreis = individual.get(id);
    const inkl = individualPreis ?? standardPreis(row);
    const shown = (x: number): number => (kundeInklMwst ? x : exklMwst(x));
    const istAktion = individualPreis === undefined && !!row.rabattProzent;
    const bestellbar = row.bestellbar === 1;
    const abfuellungName = `${row.inhaltInCl} cl`;
    const gebindeName = row.gebindeAnzahl ? fill(BACKOFFICE_DE.case, { count: row.gebindeAnzahl }) : null;
    const grapeNames = (grapes.get(id) ?? []).map((g) => g.name);
    const weininfoTexts = (texts.get(id) ?? []).map(({ id: textId, title, text }) => ({ id: textId, title, text }));
    return [
      {
        artikelId: id,
        artikelnummer: row.artikelnummer,
        bezeichnung: row.bezeichnung,
        produzent: row.produzent,
        eGruppe: row.eGruppe,
        artikelkategorie: row.artikelkategorie,
        abfuellung: {
          kuerzel: abfuellungName,
          bezeichnung: fill(BACKOFFICE_DE.bottle, { size: abfuellungName }),
          inhaltInCl: row.inhaltInCl,
        },
        gebinde: row.gebindeAnzahl ? { kuerzel: `${row.gebindeAnzahl}er`, bezeichnung: gebindeName!, anzahl: row.gebindeAnzahl } : null,
        volumen: row.volumen,
        inhaltInCl: row.inhaltInCl,
        land: land?.name ?? null,
        region: region?.name ?? null,
        urlRegionDetail: region ? regionUrl(region.slug) : null,
        urlArtikelDetail: artikelUrl(row),
        urlListImage: listImageUrl(id),
        images: artikelImages(id, row.bezeichnung, row.imageCount),
        preis: shown(inkl),
        preisOhneAktion: istAktion || individualPreis !== undefined ? shown(row.preisStandard) : null,
        istAktion,
        rabattProzent: istAktion ? row.rabattProzent : null,
        istNeuheit: row.istNeuheit === 1,
        istIndividualpreis: individualPreis !== undefined,
        preisInklMwst: inkl,
        preisExklMwst: exklMwst(inkl),
        bestellbar,
        verfuegbareMenge: row.verfuegbareMenge,
        kundeInklMwst,
        zeigeInfoPunkt: bestellbar && row.verfuegbareMenge !== null && row.verfuegbareMenge < LOW_STOCK_BELOW,
        bestelleinheitAbfuellung: row.hatAbfuellung
          ? {
              bestelleinheit: 'Abfuellung',
              bezeichnung: fill(BACKOFFICE_DE.bottle, { size: abfuellungName }),
              mengeAbfuellung: 1,
              preis: shown(inkl),
            }
          : null,
        bestelleinheitGrossgebinde:
          row.hatGrossgebinde && row.gebindeAnzahl
            ? {
                bestelleinheit: 'Grossgebinde',
                bezeichnung: gebindeName!,
                mengeAbfuellung: row.gebindeAnzahl,
                preis: roundCents(shown(inkl) * row.gebindeAnzahl),
              }
            : null,
        memo: row.memo,
        artikelInfo: row.artikelInfo,
        hasWeininfo: weininfoTexts.length > 0,
        weininfoTexts,
        bewertungen: (ratings.get(id) ?? []).map(({ text, bewertungsart }) => ({ text, bewertungsart })),
        auszeichnungen: (awards.get(id) ?? []).map(({ bezeichnung, punkte }) => ({ bezeichnung, punkte })),
        artikelErinnerungData: bestellbar
          ? null
          : { vorname: user?.firstName ?? '', nachname: user?.lastName ?? '', email: user?.userName ?? '' },
        artikelErinnerungMetaData: bestellbar ? null : erinnerungMeta(),
        artikelErinnerungEinleitungstext: bestellbar ? null : serverMessage('reminderIntroduction'),
        jahrgang: row.jahrgang,
        klassifikation: row.klassifikation,
        traubensorten: grapeNames,
        sortiment: row.sortiment,
        genussreifAb: row.genussreifAb,
      },
    ];
  });
}

const roundCents = (x: number): number => Math.round(x * 100) / 100;

export function getArtikel(db: DatabaseSync, artikelId: number, options: ArtikelOptions): Artikel | null {
  return getArtikelMany(db, [artikelId], options)[0] ?? null;
}

/** The article a detail URL `/shop/{artikelnummer}-{slug}` points to (the slug may be stale). */
export function findArtikelIdByNummer(db: DatabaseSync, artikelnummer: string): number | null {
  const row = db.prepare('SELECT artikelId FROM articles WHERE artikelnummer = ?').get(artikelnummer) as { artikelId: number } | undefined;
  return row?.artikelId ?? null;
}
