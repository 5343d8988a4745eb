// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseSync } from 'node:sqlite';
import { seededDatabase } from '../support/seeded-database.ts';
import { searchArtikel } from '../../examples/catalogue/search.ts';
import { searchIndex } from '../../examples/catalogue/search-index.ts';
import {
  FACET_FILTERS,
  type ArtikelSearchResult,
  type FacetValue,
  type FilterValuesInput,
} from '../../src/core/api/schemas/artikelsearch.ts';

let db: DatabaseSync;
beforeAll(() => {
  db = seededDatabase({ articles: 250 });
});

const run = (filterValues: FilterValuesInput): ArtikelSearchResult => searchArtikel(db, { filterValues, pageSize: 1 }, { userId: null });
const facet = (r: ArtikelSearchResult, name: string): FacetValue[] => {
  const f = r.searchFieldData.find((x) => x.name === name);
  return f && 'values' in f ? f.values : [];
};
const flatten = (values: FacetValue[]): FacetValue[] => values.flatMap((v) => [v, ...flatten(v.children ?? [])]);

describe('facet counts', () => {
  it('equal the hits that selecting the value would give', () => {
    const base: FilterValuesInput = { eGruppe: ['rotwein', 'weisswein'], inhaltCl: ['75'] };
    const result = run(base);
    for (const name of ['eGruppe', 'jahrgang', 'traubensorte', 'produzent', 'klassifikation'] as const) {
      for (const value of facet(result, name).slice(0, 4)) {
        // disjunctive: within its own facet a value replaces the selection, elsewhere it adds
        const own = name === 'eGruppe' ? { ...base, eGruppe: [value.value] } : { ...base, [name]: [value.value] };
        expect(run(own).totalRecordCount, `${name}=${value.value}`).toBe(value.count);
      }
    }
  });

  it('count a landRegion node as its whole subtree, up to the leaves', () => {
    const result = run({});
    const nodes = flatten(facet(result, 'landRegion'));
    for (const node of nodes.filter((n) => n.children)) {
      expect(run({ landRegion: [node.value] }).totalRecordCount, node.value).toBe(node.count);
      const childSum = node.children!.reduce((s, c) => s + c.count, 0);
      expect(childSum).toBeLessThanOrEqual(node.count); // articles may sit on the node itself
    }
    expect(nodes.find((n) => n.value === 'dezaley')).toBeDefined(); // fourth level
    const roots = facet(result, 'landRegion');
    expect(roots.reduce((s, r) => s + r.count, 0)).toBe(result.totalRecordCount);
  });

  it('keep selected values visible even without hits', () => {
    const result = run({ eGruppe: ['spirituosen'], traubensorte: ['chasselas'] });
    expect(result.totalRecordCount).toBe(0);
    expect(facet(result, 'traubensorte')).toContainEqual({ value: 'chasselas', label: 'Chasselas', count: 0, selected: true });
    expect(facet(run({ jahrgang: ['1899'] }), 'jahrgang').some((v) => v.value === '1899')).toBe(false); // unknown values are dropped
  });

  it('give the price range without the price filter itself', () => {
    const all = run({});
    const narrowed = run({ preisMin: 20, preisMax: 25 });
    const range = (r: ArtikelSearchResult) => r.searchFieldData.find((f) => f.name === 'preis');
    expect(range(narrowed)).toEqual(range(all));
  });

  it('index every article with one value list per facet', () => {
    const index = searchIndex(db);
    expect(index.articles).toHaveLength(256);
    expect(index.articles.every((a) => a.facets.length === FACET_FILTERS.length)).toBe(true);
  });
});
