import type { DatabaseSync } from 'node:sqlite';
import { FACET_FILTERS, type FacetFilter } from '../../src/core/api/schemas/artikelsearch.ts';
import { regionTree, type RegionTree } from './region-tree.ts';
import { standardPreis, type ArticleRow } from './artikel.ts';
import { foldText, slugify } from './slug.ts';

const collator = new Intl.Collator('de-CH');
import { buildVocabulary, type Vocabulary } from './suggest.ts';

/** One article as the search sees it: everything a filter, a facet or a sort needs, precomputed. */
export interface IndexedArticle {
  artikelId: number;
  /** folded haystack for suchbegriff: designation, producer, grapes, region path, group, number */
  text: string;
  foldedName: string;
  /** position in the designation order (de collation) */
  nameRank: number;
  jahrgang: number | null;
  /** standard price per bottle incl. VAT, promotion applied */
  preis: number;
  istAktion: boolean;
  istNeuheit: boolean;
  /** per FACET_FILTERS entry, the ids of the facet values this article has (landRegion: its whole path) */
  facets: number[][];
}

/** Facet values are numbered per facet so that counting is array arithmetic, not string hashing. */
export interface FacetDictionary {
  values: string[];
  labels: string[];
  idOf: Map<string, number>;
  /** value ids in display order (vintages newest first, sizes ascending, else by label) */
  order: number[];
}

export interface SearchIndex {
  articles: IndexedArticle[];
  /** per FACET_FILTERS entry */
  dictionaries: FacetDictionary[];
  tree: RegionTree;
  vocabulary: Vocabulary;
  /** corrected queries already worked out (term → suggestion) */
  suggestions: Map<string, string | null>;
  /** distinct designations, for autocomplete */
  names: { folded: string; display: string }[];
}

const cache = new WeakMap<DatabaseSync, SearchIndex>();

/** The search index of this database, built on first use (tens of ms at 10 000 articles). */
export function searchIndex(db: DatabaseSync): SearchIndex {
  let index = cache.get(db);
  if (!index) {
    index = buildIndex(db);
    cache.set(db, index);
  }
  return index;
}

function inhaltLabel(cl: number): string {
  return `${cl} cl`; // de-CH writes 37.5 with a point
}

function buildIndex(db: DatabaseSync): SearchIndex {
  const tree = regionTree(db);
  const rows = db
    .prepare('SELECT a.*, p.name AS produzent FROM articles a LEFT JOIN producers p ON p.id = a.produzentId ORDER BY a.artikelId')
    .all() as unknown as ArticleRow[];
  const grapeRows = db
    .prepare('SELECT ag.artikelId, g.name FROM article_grapes ag JOIN grapes g ON g.id = ag.grapeId')
    .all() as unknown as { artikelId: number; name: string }[];
  const grapesOf = new Map<number, string[]>();
  for (const g of grapeRows) grapesOf.set(g.artikelId, [...(grapesOf.get(g.artikelId) ?? []), g.name]);

  const dictionaries: FacetDictionary[] = FACET_FILTERS.map(() => ({ values: [], labels: [], idOf: new Map(), order: [] }));
  const label = (facet: FacetFilter, value: string, text: string): string => {
    const dict = dictionaries[FACET_FILTERS.indexOf(facet)]!;
    if (!dict.idOf.has(value)) {
      dict.idOf.set(value, dict.values.length);
      dict.values.push(value);
      dict.labels.push(text);
    }
    return value;
  };
  for (const node of tree.byId.values()) label('landRegion', node.slug, node.name);

  const nameCollator = new Intl.Collator('de-CH', { sensitivity: 'base', numeric: true });
  const byName = rows.map((r) => r.bezeichnung).sort(nameCollator.compare);
  const rank = new Map<string, number>();
  byName.forEach((name, i) => rank.has(name) || rank.set(name, i));

  const articles = rows.map((r): IndexedArticle => {
    const grapes = grapesOf.get(r.artikelId) ?? [];
    const region = r.landRegionId == null ? undefined : tree.byId.get(r.landRegionId);
    const path = region ? region.path.map((id) => tree.byId.get(id)!) : [];
    const genussreif = r.genussreifAb?.slice(0, 4);
    const values: Record<FacetFilter, string[]> = {
      eGruppe: [label('eGruppe', slugify(r.eGruppe), r.eGruppe)],
      landRegion: path.map((n) => n.slug),
      produzent: r.produzent ? [label('produzent', slugify(r.produzent), r.produzent)] : [],
      traubensorte: grapes.map((g) => label('traubensorte', slugify(g), g)),
      jahrgang: r.jahrgang ? [label('jahrgang', String(r.jahrgang), String(r.jahrgang))] : [],
      inhaltCl: [label('inhaltCl', String(r.inhaltInCl), inhaltLabel(r.inhaltInCl))],
      genussreifAb: genussreif ? [label('genussreifAb', genussreif, `ab ${genussreif}`)] : [],
      sortiment: r.sortiment ? [label('sortiment', slugify(r.sortiment), r.sortiment)] : [],
      artikelkategorie: [label('artikelkategorie', slugify(r.artikelkategorie), r.artikelkategorie)],
      klassifikation: r.klassifikation ? [label('klassifikation', slugify(r.klassifikation), r.klassifikation)] : [],
    };
    return {
      artikelId: r.artikelId,
      text: foldText(
        [
          r.bezeichnung,
          r.produzent ?? '',
          ...grapes,
          ...path.map((n) => n.name),
          r.eGruppe,
          r.artikelnummer,
          r.klassifikation ?? '',
          r.jahrgang ?? '',
        ].join(' '),
      ),
      foldedName: foldText(r.bezeichnung),
      nameRank: rank.get(r.bezeichnung)!,
      jahrgang: r.jahrgang,
      preis: standardPreis(r),
      istAktion: !!r.rabattProzent,
      istNeuheit: r.istNeuheit === 1,
      facets: FACET_FILTERS.map((f, i) => values[f].map((value) => dictionaries[i]!.idOf.get(value)!)),
    };
  });

  FACET_FILTERS.forEach((name, i) => {
    const dict = dictionaries[i]!;
    const ids = dict.values.map((_, id) => id);
    const num = (id: number): number => Number(dict.values[id]);
    if (name === 'jahrgang') ids.sort((a, b) => num(b) - num(a));
    else if (name === 'inhaltCl' || name === 'genussreifAb') ids.sort((a, b) => num(a) - num(b));
    else ids.sort((a, b) => collator.compare(dict.labels[a]!, dict.labels[b]!));
    dict.order = ids;
  });

  const seen = new Set<string>();
  const names = rows
    .filter((r) => !seen.has(r.bezeichnung) && seen.add(r.bezeichnung))
    .map((r) => ({ folded: foldText(r.bezeichnung), display: r.bezeichnung }));
  const vocabulary = buildVocabulary(
    rows.flatMap((r) => [r.bezeichnung, r.produzent ?? '', r.eGruppe, ...(grapesOf.get(r.artikelId) ?? [])]),
    [...tree.byId.values()].map((n) => n.name),
  );
  return { articles, dictionaries, tree, vocabulary, names, suggestions: new Map() };
}
