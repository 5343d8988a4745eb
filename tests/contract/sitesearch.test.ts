// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { SiteSearchResultSchema, type SiteSearchParametersInput } from '../../src/core/api/schemas/sitesearch.ts';
import { DemoSession, createDemoApp, parseAnswer } from '../support/demo-session.ts';

let session: DemoSession;

beforeAll(async () => {
  session = await new DemoSession(createDemoApp({ articles: 20 })).start();
});

async function siteSearch(parameters: SiteSearchParametersInput) {
  const res = await session.request('/api/sitesearch/search', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'de-CH' },
    body: JSON.stringify(parameters),
  });
  expect(res.status).toBe(200);
  return parseAnswer(res, SiteSearchResultSchema);
}

describe('POST /api/sitesearch/search', () => {
  it('finds content pages for Versand', async () => {
    const result = await siteSearch({ pageSize: 10, currentPage: 1, filterValues: { searchterm: 'Versand' } });
    expect(result.totalRecordCount).toBeGreaterThan(1);
    expect(result.items[0]).toMatchObject({ url: '/versand', title: 'Versand und Lieferung' });
    expect(result.items.every((i) => i.title && i.description && i.url.startsWith('/'))).toBe(true);
    expect(result.searchParameters).toEqual({ pageSize: 10, currentPage: 1, filterValues: { searchterm: 'Versand' } });
    expect(result.suggestedQuery).toBeNull();
  });

  it('has no hits for xyzzy', async () => {
    const result = await siteSearch({ pageSize: 10, currentPage: 1, filterValues: { searchterm: 'xyzzy' } });
    expect(result).toMatchObject({ totalRecordCount: 0, items: [], suggestedQuery: null });
  });

  it('searches a corrected term when nothing is found', async () => {
    const result = await siteSearch({ currentPage: 1, filterValues: { searchterm: 'Versant' } });
    expect(result.suggestedQuery).toBe('Versand');
    expect(result.totalRecordCount).toBeGreaterThan(0);
  });

  it('pages with the given page size and finds region pages', async () => {
    const first = await siteSearch({ pageSize: 2, currentPage: 1, filterValues: { searchterm: 'Wein' } });
    const second = await siteSearch({ pageSize: 2, currentPage: 2, filterValues: { searchterm: 'Wein' } });
    expect(first.items).toHaveLength(2);
    expect(second.items[0]?.url).not.toBe(first.items[0]?.url);
    const region = await siteSearch({ currentPage: 1, filterValues: { searchterm: 'Lavaux' } });
    expect(region.items.map((i) => i.url)).toContain('/regionen/lavaux');
  });

  it('rejects a body without filterValues with a validationResult', async () => {
    const res = await session.post('/api/sitesearch/search', { pageSize: 10 });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ validationResult: { filterValues: { isValid: false } } });
  });
});
