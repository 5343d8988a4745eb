// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ArtikelPreiseResultSchema,
  ArtikelSearchResultSchema,
  AutocompleteKeywordsResultSchema,
  SORT_VALUES,
  type ArtikelSearchRequest,
  type ArtikelSearchResult,
  type FacetValue,
} from '../../src/core/api/schemas/artikelsearch.ts';
import { DemoSession, createDemoApp, parseAnswer } from '../support/demo-session.ts';

let anonymous: DemoSession;
let customer: DemoSession;

beforeAll(async () => {
  const app = createDemoApp();
  anonymous = await new DemoSession(app).start();
  customer = new DemoSession(app);
  await customer.login();
});

async function search(request: ArtikelSearchRequest, session = anonymous): Promise<ArtikelSearchResult> {
  const res = await session.post('/api/artikelsearch/search', request);
  expect(res.status).toBe(200);
  return parseAnswer(res, ArtikelSearchResultSchema);
}

const field = (result: ArtikelSearchResult, name: string) => result.searchFieldData.find((f) => f.name === name);
const values = (result: ArtikelSearchResult, name: string): FacetValue[] => {
  const f = field(result, name);
  return f && 'values' in f ? f.values : [];
};

describe('POST /api/artikelsearch/search', () => {
  it('answers the first page with the server page size and facets', async () => {
    const result = await search({ pageNumber: 1, populateSearchFields: true });
    expect(result.searchParameters.pageSize).toBe(24);
    expect(result.items).toHaveLength(24);
    expect(result.totalRecordCount).toBe(306);
    expect(result.totalPageCount).toBe(Math.ceil(306 / 24));
    expect(result.baseUrl).toBe('/shop');
    expect(result.suggestedQuery).toBeNull();
    expect(result.items[0]?.artikelId).toBe(1001);
    expect(values(result, 'eGruppe').map((v) => v.label)).toContain('Weisswein');
  });

  it('describes the fixed articles as ARCHITECTURE.md §6 says', async () => {
    const result = await search({ pageSize: 6 });
    const byId = new Map(result.items.map((a) => [a.artikelId, a]));
    const dezaley = byId.get(1001)!;
    expect(dezaley).toMatchObject({
      bezeichnung: 'Dézaley Grand Cru',
      region: 'Lavaux',
      land: 'Schweiz',
      inhaltInCl: 75,
      bestellbar: true,
      traubensorten: ['Chasselas'],
    });
    expect(dezaley.images).toHaveLength(3);
    expect(dezaley.bestelleinheitAbfuellung).not.toBeNull();
    expect(dezaley.bestelleinheitGrossgebinde?.mengeAbfuellung).toBe(6);
    expect(dezaley.auszeichnungen.length).toBeGreaterThan(0);
    expect(dezaley.bewertungen.length).toBeGreaterThan(0);
    expect(dezaley.hasWeininfo).toBe(true);
    expect(byId.get(1002)).toMatchObject({ bestellbar: false });
    expect(byId.get(1002)?.artikelErinnerungMetaData?.email.isRequired).toBe(true);
    expect(byId.get(1003)).toMatchObject({ istAktion: true, rabattProzent: 20, preisOhneAktion: 28, preis: 22.4 });
    expect(byId.get(1004)).toMatchObject({ istNeuheit: true });
    expect(byId.get(1005)).toMatchObject({ zeigeInfoPunkt: true, verfuegbareMenge: 4 });
    expect(byId.get(1006)).toMatchObject({ bestelleinheitGrossgebinde: null });
    expect(byId.get(1006)?.bestelleinheitAbfuellung).not.toBeNull();
  });

  it('filters by the landRegion tree: a node selects its whole subtree', async () => {
    const waadt = await search({ filterValues: { landRegion: ['waadt'] }, pageSize: 200 });
    expect(waadt.totalRecordCount).toBeGreaterThan(0);
    expect(waadt.items.some((a) => a.artikelId === 1001)).toBe(true); // Lavaux is below Waadt
    const tree = values(waadt, 'landRegion');
    const schweiz = tree.find((n) => n.value === 'schweiz')!;
    const waadtNode = schweiz.children?.find((n) => n.value === 'waadt');
    expect(waadtNode).toMatchObject({ selected: true, count: waadt.totalRecordCount });
    expect(waadtNode?.children?.find((n) => n.value === 'lavaux')?.count).toBeGreaterThan(0);
  });

  it('counts facets disjunctively: values of a filtered facet keep their own counts', async () => {
    const all = await search({});
    const red = await search({ filterValues: { eGruppe: ['rotwein'] } });
    const countOf = (r: ArtikelSearchResult, value: string) => values(r, 'eGruppe').find((v) => v.value === value)?.count;
    expect(countOf(red, 'weisswein')).toBe(countOf(all, 'weisswein'));
    expect(countOf(red, 'rotwein')).toBe(red.totalRecordCount);
    // other facets count within the filtered result
    const vintages = values(red, 'jahrgang').reduce((sum, v) => sum + v.count, 0);
    expect(vintages).toBeLessThanOrEqual(red.totalRecordCount);
    const both = await search({ filterValues: { eGruppe: ['rotwein', 'weisswein'] } });
    expect(both.totalRecordCount).toBe((countOf(all, 'rotwein') ?? 0) + (countOf(all, 'weisswein') ?? 0));
  });

  it('applies every other filter of spec §3', async () => {
    const promo = await search({ filterValues: { aktionen: true }, pageSize: 200 });
    expect(promo.items.every((a) => a.istAktion)).toBe(true);
    const neu = await search({ filterValues: { neuheiten: true }, pageSize: 200 });
    expect(neu.items.every((a) => a.istNeuheit)).toBe(true);
    const priced = await search({ filterValues: { preisMin: 20, preisMax: 30 }, pageSize: 200 });
    expect(priced.items.every((a) => a.preis >= 20 && a.preis <= 30)).toBe(true);
    const zero = await search({ filterValues: { preisMin: 0, preisMax: 0 } });
    expect(zero.totalRecordCount).toBe(306); // spec §5: empty or zero is no bound
    const chasselas = await search({ filterValues: { traubensorte: ['chasselas'], jahrgang: ['2022'], inhaltCl: ['75'] }, pageSize: 200 });
    expect(chasselas.items.every((a) => a.traubensorten.includes('Chasselas') && a.jahrgang === 2022 && a.inhaltInCl === 75)).toBe(true);
    const all = await search({});
    for (const name of ['produzent', 'genussreifAb', 'sortiment', 'artikelkategorie', 'klassifikation'] as const) {
      const value = values(all, name)[0]!;
      const filtered = await search({ filterValues: { [name]: [value.value] } });
      expect(filtered.totalRecordCount, name).toBe(value.count);
    }
    const text = await search({ filterValues: { suchbegriff: 'dezaley grand' } });
    expect(text.items[0]?.artikelId).toBe(1001);
  });

  it('sorts by every sort value; null resets', async () => {
    for (const sort of SORT_VALUES) {
      const result = await search({ sort, pageSize: 50, filterValues: { eGruppe: ['rotwein'] } });
      const key = sort.split('-')[0] as 'bezeichnung' | 'jahrgang' | 'preis';
      const keys = result.items.map((a) => a[key]).filter((k) => k !== null);
      const sorted = [...keys].sort((a, b) =>
        typeof a === 'string'
          ? a.localeCompare(b as string, 'de-CH', { sensitivity: 'base', numeric: true })
          : (a as number) - (b as number),
      );
      expect(keys, sort).toEqual(sort.endsWith('desc') ? sorted.reverse() : sorted);
    }
    const reset = await search({ sort: null });
    expect(reset.items[0]?.artikelId).toBe(1001);
  });

  it('pages through the result', async () => {
    const first = await search({ pageNumber: 1, pageSize: 10 });
    const second = await search({ pageNumber: 2, pageSize: 10 });
    expect(second.searchParameters.pageNumber).toBe(2);
    expect(second.items.map((a) => a.artikelId)).not.toContain(first.items[0]?.artikelId);
  });

  it('answers suggestedQuery and its hits when a term finds nothing', async () => {
    const result = await search({ filterValues: { suchbegriff: 'Chasselat' } });
    expect(result.suggestedQuery).toBe('Chasselas');
    expect(result.totalRecordCount).toBeGreaterThan(0);
    expect(result.searchParameters.filterValues.suchbegriff).toBe('Chasselat');
    const none = await search({ filterValues: { suchbegriff: 'xyzzyqq' } });
    expect(none).toMatchObject({ totalRecordCount: 0, suggestedQuery: null, items: [] });
  });

  it('leaves facets out when populateSearchFields is false', async () => {
    expect((await search({ populateSearchFields: false })).searchFieldData).toEqual([]);
  });

  it('shows individual prices and the merkliste facet to the logged-in customer', async () => {
    const anon = await search({ filterValues: { suchbegriff: 'Petite Arvine de Fully' } }, anonymous);
    const mine = await search({ filterValues: { suchbegriff: 'Petite Arvine de Fully' } }, customer);
    expect(anon.items[0]).toMatchObject({ artikelId: 1004, preis: 29.5, istIndividualpreis: false });
    expect(mine.items[0]).toMatchObject({ artikelId: 1004, preis: 26.9, istIndividualpreis: true });
    expect(field(mine, 'merkliste')).toMatchObject({ type: 'flag' });
    expect(field(anon, 'merkliste')).toBeUndefined();
    const onList = await search({ filterValues: { merkliste: true }, pageSize: 100 }, customer);
    expect(onList.totalRecordCount).toBeGreaterThan(0);
    expect((await search({ filterValues: { merkliste: true } }, anonymous)).totalRecordCount).toBe(0);
  });

  it('answers 400 with a German validationResult for a bad body', async () => {
    const res = await anonymous.post('/api/artikelsearch/search', { pageNumber: 0, sort: 'wild' });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { validationResult: Record<string, { isValid: boolean; message: string }> };
    expect(body.validationResult.pageNumber?.isValid).toBe(false);
    expect(body.validationResult.sort?.message).toMatch(/Ungültig/);
  });
});

describe('POST /api/artikelsearch/autocompletekeywords', () => {
  it('answers keywords completing the term', async () => {
    const res = await anonymous.post('/api/artikelsearch/autocompletekeywords', {
      populateSearchFields: false,
      filterValues: { suchbegriff: 'Chas' },
    });
    const words = await parseAnswer(res, AutocompleteKeywordsResultSchema);
    expect(words).toContain('Chasselas');
    expect(words.length).toBeLessThanOrEqual(10);
  });

  it('answers an empty list for an empty term', async () => {
    const res = await anonymous.post('/api/artikelsearch/autocompletekeywords', {
      populateSearchFields: false,
      filterValues: { suchbegriff: '' },
    });
    expect(await parseAnswer(res, AutocompleteKeywordsResultSchema)).toEqual([]);
  });
});

describe("POST /api/artikelsearch/preise (a cached page's prices, issue 30)", () => {
  const preise = async (session: DemoSession, body: unknown) => {
    const res = await session.request('/api/artikelsearch/preise', {
      method: 'POST',
      // a safe read: a cached page's token is nobody's, so none is sent
      headers: { 'content-type': 'application/json', RequestVerificationToken: '' },
      body: JSON.stringify(body),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    return parseAnswer(res, ArtikelPreiseResultSchema);
  };

  it("answers the session's prices: public for a visitor, the customer's individual ones for demo@", async () => {
    const { items: publicPrices } = await preise(anonymous, { artikelIds: [2071, 1006, 999_999] });
    expect(publicPrices.map((item) => [item.artikelId, item.preis, item.istIndividualpreis])).toEqual([
      [2071, 81.5, false],
      [1006, expect.any(Number), false],
    ]);
    const { items: own } = await preise(customer, { artikelIds: [2071] });
    expect(own[0]).toMatchObject({ artikelId: 2071, preis: 73.65, istIndividualpreis: true, kundeInklMwst: true });
    expect(own[0]?.bestelleinheitAbfuellung?.preis).toBe(73.65);
  });

  it('refuses a body that is not a list of ids with a validationResult', async () => {
    const res = await anonymous.post('/api/artikelsearch/preise', { artikelIds: 'eins' });
    expect(res.status).toBe(400);
    expect(await res.json()).toHaveProperty(['validationResult']);
  });
});
