import type { DatabaseSync } from 'node:sqlite';
import * as v from 'valibot';
import {
  ArtikelSearchRequestSchema,
  FACET_FILTERS,
  type ArtikelSearchRequest,
  type ArtikelSearchResult,
  type FacetFilter,
  type FacetValue,
  type FilterValues,
  type SearchField,
  type SearchParameters,
} from '../../src/core/api/schemas/artikelsearch.ts';
import { getUser } from '../account/index.ts';
import { exklMwst, getArtikelMany } from './artikel.ts';
import { merklisteArticleIds } from './merkliste-filter.ts';
import { MAX_TREE_DEPTH, type RegionNode } from './region-tree.ts';
import { searchIndex, type IndexedArticle, type SearchIndex } from './search-index.ts';
import { foldText } from './slug.ts';
import { suggestQuerySteps } from './suggest.ts';
import { runSteps, type Steps } from '../platform/sliced-work.ts';
import { serverMessage, type ServerMessageId } from '../platform/server-message.ts';

/** Spec §9: the page size comes from the server. */
export const DEFAULT_PAGE_SIZE = 24;

/** The facets' names (searchFieldData[].label), written in the request's language. */
const FACET_LABELS: Record<FacetFilter, ServerMessageId> = {
  eGruppe: 'facet.weinart',
  landRegion: 'facet.region',
  produzent: 'facet.produzent',
  traubensorte: 'facet.traubensorte',
  jahrgang: 'facet.jahrgang',
  inhaltCl: 'facet.inhalt',
  genussreifAb: 'facet.genussreifAb',
  sortiment: 'facet.sortiment',
  artikelkategorie: 'facet.kategorie',
  klassifikation: 'facet.klassifikation',
};

const collator = new Intl.Collator('de-CH');

// One bit per filter: an article's mask says which filters it fails (disjunctive facet counting).
const PREIS_BIT = 1 << FACET_FILTERS.length;
const AKTIONEN_BIT = PREIS_BIT << 1;
const NEUHEITEN_BIT = PREIS_BIT << 2;
const MERKLISTE_BIT = PREIS_BIT << 3;
const TEXT_BIT = PREIS_BIT << 4;

export interface SearchOptions {
  userId: number | null;
  /** the list page the answer's parameters apply to */
  baseUrl?: string;
}

interface Pricing {
  price(a: IndexedArticle): number;
}

function pricing(db: DatabaseSync, userId: number | null): Pricing {
  if (userId == null) return { price: (a) => a.preis };
  const individual = new Map(
    (
      db.prepare('SELECT artikelId, preis FROM individual_prices WHERE userId = ?').all(userId) as unknown as {
        artikelId: number;
        preis: number;
      }[]
    ).map((r) => [r.artikelId, r.preis]),
  );
  const inkl = getUser(db, userId)?.kundeInklMwst ?? true;
  return {
    price: (a) => {
      const p = individual.get(a.artikelId) ?? a.preis;
      return inkl ? p : exklMwst(p);
    },
  };
}

interface Pass {
  hits: IndexedArticle[];
  /** per facet: value id → count (disjunctive: as if that value were selected) */
  counts: Int32Array[];
  priceMin: number | null;
  priceMax: number | null;
  flagCounts: { aktionen: number; neuheiten: number; merkliste: number };
}

/** Per facet: a membership table of the selected value ids, or null when the facet does not filter. */
function selection(index: SearchIndex, f: FilterValues): (Uint8Array | null)[] {
  return FACET_FILTERS.map((name, i) => {
    if (!f[name].length) return null;
    const dict = index.dictionaries[i]!;
    const table = new Uint8Array(dict.values.length);
    for (const value of f[name]) {
      const id = dict.idOf.get(value);
      if (id !== undefined) table[id] = 1;
    }
    return table;
  });
}

/** Adds one article's values of facet `fi` to the counts (plain loops: this runs ~100 000 times a search). */
function countFacet(counts: Int32Array, values: number[]): void {
  for (let j = 0; j < values.length; j++) counts[values[j]!]!++;
}

function hasAll(text: string, tokens: string[]): boolean {
  for (let t = 0; t < tokens.length; t++) if (!text.includes(tokens[t]!)) return false;
  return true;
}

/** Articles filtered between two pauses of a sliced run. */
const ARTICLES_PER_STEP = 128;

function* filterPass(
  index: SearchIndex,
  f: FilterValues,
  price: Pricing['price'],
  onList: Set<number> | null,
  tokens: string[],
  withFacets: boolean,
): Steps<Pass> {
  const tables = selection(index, f);
  const active = tables.flatMap((table, i) => (table ? [i] : []));
  const min = f.preisMin || null;
  const max = f.preisMax || null;
  const pass: Pass = {
    hits: [],
    counts: index.dictionaries.map((d) => new Int32Array(withFacets ? d.values.length : 0)),
    priceMin: null,
    priceMax: null,
    flagCounts: { aktionen: 0, neuheiten: 0, merkliste: 0 },
  };
  const { articles } = index;
  const facetCount = tables.length;
  for (let k = 0; k < articles.length; k++) {
    if (k % ARTICLES_PER_STEP === ARTICLES_PER_STEP - 1) yield;
    const a = articles[k]!;
    const facets = a.facets;
    let mask = 0;
    for (let i = 0; i < active.length; i++) {
      const fi = active[i]!;
      const table = tables[fi]!;
      const values = facets[fi]!;
      let ok = false;
      for (let j = 0; j < values.length; j++) {
        if (table[values[j]!] === 1) {
          ok = true;
          break;
        }
      }
      if (!ok) mask |= 1 << fi;
    }
    const p = price(a);
    if ((min !== null && p < min) || (max !== null && p > max)) mask |= PREIS_BIT;
    if (f.aktionen && !a.istAktion) mask |= AKTIONEN_BIT;
    if (f.neuheiten && !a.istNeuheit) mask |= NEUHEITEN_BIT;
    if (onList && !onList.has(a.artikelId)) mask |= MERKLISTE_BIT;
    // The text test is the dearest: skip it when two failed filters already rule the article out.
    if (tokens.length && (mask & (mask - 1)) === 0 && !hasAll(a.text, tokens)) mask |= TEXT_BIT;

    if (mask === 0) pass.hits.push(a);
    if (!withFacets) continue;
    if (mask === 0) {
      for (let i = 0; i < facetCount; i++) countFacet(pass.counts[i]!, facets[i]!);
      if (a.istAktion) pass.flagCounts.aktionen++;
      if (a.istNeuheit) pass.flagCounts.neuheiten++;
      if (onList?.has(a.artikelId)) pass.flagCounts.merkliste++;
    } else if ((mask & (mask - 1)) === 0 && mask < PREIS_BIT) {
      // fails only this facet: the article counts for that facet's values (disjunctive counting)
      const fi = 31 - Math.clz32(mask);
      countFacet(pass.counts[fi]!, facets[fi]!);
    }
    if ((mask & ~PREIS_BIT) === 0) {
      pass.priceMin = pass.priceMin === null ? p : Math.min(pass.priceMin, p);
      pass.priceMax = pass.priceMax === null ? p : Math.max(pass.priceMax, p);
    }
  }
  return pass;
}

function sortHits(hits: IndexedArticle[], sort: SearchParameters['sort'], price: Pricing['price'], tokens: string[]): void {
  const byName = (a: IndexedArticle, b: IndexedArticle): number => a.nameRank - b.nameRank || a.artikelId - b.artikelId;
  switch (sort) {
    case 'bezeichnung-asc':
      hits.sort(byName);
      break;
    case 'bezeichnung-desc':
      hits.sort((a, b) => -byName(a, b));
      break;
    case 'jahrgang-asc':
    case 'jahrgang-desc': {
      const dir = sort === 'jahrgang-asc' ? 1 : -1;
      // articles without vintage go last either way
      hits.sort(
        (a, b) =>
          (a.jahrgang === null ? 1 : 0) - (b.jahrgang === null ? 1 : 0) || dir * ((a.jahrgang ?? 0) - (b.jahrgang ?? 0)) || byName(a, b),
      );
      break;
    }
    case 'preis-asc':
    case 'preis-desc': {
      const dir = sort === 'preis-asc' ? 1 : -1;
      const prices = new Map(hits.map((a) => [a, price(a)]));
      hits.sort((a, b) => dir * (prices.get(a)! - prices.get(b)!) || byName(a, b));
      break;
    }
    default:
      if (tokens.length) {
        // relevance: articles whose designation has more of the words come first
        const score = new Map(hits.map((a) => [a, tokens.filter((t) => a.foldedName.includes(t)).length]));
        hits.sort((a, b) => score.get(b)! - score.get(a)! || a.artikelId - b.artikelId);
      }
  }
}

function facetValues(facet: number, pass: Pass, index: SearchIndex, f: FilterValues): FacetValue[] {
  const name = FACET_FILTERS[facet]!;
  const dict = index.dictionaries[facet]!;
  const counts = pass.counts[facet]!;
  const selected = new Set(f[name]);
  const values: FacetValue[] = [];
  for (const id of dict.order) {
    const value = dict.values[id]!;
    if (counts[id]! > 0 || selected.has(value)) {
      values.push({ value, label: dict.labels[id]!, count: counts[id]!, selected: selected.has(value) });
    }
  }
  return values;
}

function treeValues(nodes: RegionNode[], count: (slug: string) => number, selected: Set<string>, depth: number): FacetValue[] {
  return nodes
    .filter((n) => count(n.slug) > 0 || selected.has(n.slug))
    .map((n) => {
      const children = depth < MAX_TREE_DEPTH ? treeValues(n.children, count, selected, depth + 1) : [];
      return {
        value: n.slug,
        label: n.name,
        count: count(n.slug),
        selected: selected.has(n.slug),
        ...(children.length ? { children } : {}),
      };
    });
}

function searchFields(pass: Pass, index: SearchIndex, f: FilterValues, loggedIn: boolean): SearchField[] {
  const fields: SearchField[] = FACET_FILTERS.map((name, i): SearchField =>
    name === 'landRegion'
      ? {
          name,
          label: serverMessage(FACET_LABELS[name]),
          type: 'tree',
          values: treeValues(
            index.tree.roots,
            (slug) => pass.counts[i]![index.dictionaries[i]!.idOf.get(slug) ?? -1] ?? 0,
            new Set(f.landRegion),
            1,
          ),
        }
      : { name, label: serverMessage(FACET_LABELS[name]), type: 'multiselect', values: facetValues(i, pass, index, f) },
  );
  fields.push({ name: 'preis', label: serverMessage('facet.preis'), type: 'range', min: pass.priceMin, max: pass.priceMax });
  fields.push({ name: 'aktionen', label: serverMessage('facet.aktionen'), type: 'flag', count: pass.flagCounts.aktionen });
  fields.push({ name: 'neuheiten', label: serverMessage('facet.neuheiten'), type: 'flag', count: pass.flagCounts.neuheiten });
  if (loggedIn) fields.push({ name: 'merkliste', label: serverMessage('facet.merkliste'), type: 'flag', count: pass.flagCounts.merkliste });
  return fields;
}

const tokenize = (term: string | null): string[] => (term ? foldText(term).split(/\s+/).filter(Boolean) : []);

/**
 * Facet values the catalogue does not know (an edited or outdated link: `?egruppe=gibtsnicht`) are
 * ignored rather than matched against nothing, and left out of the applied parameters (issue 5).
 */
function withKnownValues(index: SearchIndex, f: FilterValues): FilterValues {
  const known: Partial<Record<FacetFilter, string[]>> = {};
  FACET_FILTERS.forEach((name, i) => {
    const { idOf } = index.dictionaries[i]!;
    known[name] = f[name].filter((value) => idOf.has(value));
  });
  return { ...f, ...known };
}

/** Corrected terms kept per catalogue; a script sending random terms must not grow the map without end. */
const MAX_CACHED_SUGGESTIONS = 1000;

/** POST /api/artikelsearch/search: filters, facet counts, sort, paging and the suggested query. */
export const searchArtikel = (db: DatabaseSync, request: ArtikelSearchRequest, options: SearchOptions): ArtikelSearchResult =>
  runSteps(searchArtikelSteps(db, request, options));

/** searchArtikel as steps, for a sliced run (platform/sliced-work.ts). */
export function* searchArtikelSteps(
  db: DatabaseSync,
  request: ArtikelSearchRequest,
  { userId, baseUrl = '/shop' }: SearchOptions,
): Steps<ArtikelSearchResult> {
  const parsed = v.parse(ArtikelSearchRequestSchema, request);
  const index = searchIndex(db);
  const f: FilterValues = withKnownValues(index, { ...parsed.filterValues, suchbegriff: parsed.filterValues.suchbegriff?.trim() || null });
  const parameters: SearchParameters = {
    pageNumber: parsed.pageNumber,
    pageSize: parsed.pageSize ?? DEFAULT_PAGE_SIZE,
    filterValues: f,
    sort: parsed.sort,
    populateSearchFields: parsed.populateSearchFields,
  };
  const { price } = pricing(db, userId);
  const wantsList = f.merkliste || f.merklisten.length > 0;
  const onList =
    wantsList || (parsed.populateSearchFields && userId != null)
      ? merklisteArticleIds(db, userId, f.merklisten.length ? f.merklisten : null)
      : null;
  const run = function* (term: string | null): Steps<Pass> {
    // The merkliste flag only filters when asked for; otherwise onList just feeds its facet count.
    const flagFilter = wantsList ? onList : null;
    const pass = yield* filterPass(index, { ...f, suchbegriff: term }, price, flagFilter, tokenize(term), parameters.populateSearchFields);
    if (!wantsList && onList) pass.flagCounts.merkliste = pass.hits.filter((a) => onList.has(a.artikelId)).length;
    return pass;
  };

  let pass = yield* run(f.suchbegriff);
  let suggestedQuery: string | null = null;
  if (pass.hits.length === 0 && f.suchbegriff) {
    const key = foldText(f.suchbegriff);
    if (!index.suggestions.has(key)) {
      if (index.suggestions.size >= MAX_CACHED_SUGGESTIONS) index.suggestions.clear();
      index.suggestions.set(key, yield* suggestQuerySteps(index.vocabulary, f.suchbegriff));
    }
    const suggestion = index.suggestions.get(key) ?? null;
    if (suggestion) {
      const retry = yield* run(suggestion);
      if (retry.hits.length > 0) {
        pass = retry;
        suggestedQuery = suggestion;
      }
    }
  }
  sortHits(pass.hits, parameters.sort, price, tokenize(suggestedQuery ?? f.suchbegriff));
  const start = (parameters.pageNumber - 1) * parameters.pageSize;
  const pageIds = pass.hits.slice(start, start + parameters.pageSize).map((a) => a.artikelId);
  return {
    items: getArtikelMany(db, pageIds, { userId }),
    totalRecordCount: pass.hits.length,
    totalPageCount: Math.ceil(pass.hits.length / parameters.pageSize),
    searchParameters: parameters,
    suggestedQuery,
    baseUrl,
    searchFieldData: parameters.populateSearchFields ? searchFields(pass, index, f, userId != null) : [],
  };
}

const AUTOCOMPLETE_LIMIT = 10;

/** POST /api/artikelsearch/autocompletekeywords: known words completing the last word, then designations. */
export function autocompleteKeywords(db: DatabaseSync, term: string | null): string[] {
  const folded = foldText(term?.trim() ?? '');
  if (!folded) return [];
  const index = searchIndex(db);
  const words = folded.split(/\s+/);
  const last = words.pop()!;
  const head = term!.trim().split(/\s+/).slice(0, -1).join(' ');
  const completions = [...index.vocabulary]
    .filter(([key]) => key.startsWith(last))
    .sort(([, a], [, b]) => b.count - a.count || collator.compare(a.display, b.display))
    .slice(0, AUTOCOMPLETE_LIMIT)
    .map(([, e]) => (head ? `${head} ${e.display}` : e.display));
  const names = index.names.filter((n) => n.folded.includes(folded)).map((n) => n.display);
  const seen = new Set<string>();
  return [...completions, ...names]
    .filter((s) => {
      const k = foldText(s);
      return !seen.has(k) && seen.add(k);
    })
    .slice(0, AUTOCOMPLETE_LIMIT);
}
