// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { searchArtikel, NO_FILTERS } from '../../src/core/api/artikelsearch.ts';
import { postBasketAdd } from '../../src/core/api/basket.ts';
import { refreshSession } from '../../src/core/api/session.ts';
import { configAtom } from '../../src/core/state/config.ts';
import { toastsAtom } from '../../src/core/state/toasts.ts';
import { startDemoApi } from '../helpers/demo-api.ts';

afterEach(() => vi.unstubAllGlobals());

/** A page served from a full-page cache carries another visitor's token, or none (README "Full-page caching"). */
describe('pages from a full-page cache: safe reads need no token, a state change refreshes a stale one once', () => {
  it('searches with a stale token or none, without a token request and without a toast', async () => {
    const api = await startDemoApi({ articles: 30 });
    api.store.set(configAtom, { ...api.store.get(configAtom), csrfToken: 'jemand-anderes' });
    const result = await searchArtikel(api.store, {
      pageNumber: 1,
      pageSize: 6,
      filterValues: NO_FILTERS,
      sort: null,
      populateSearchFields: false,
    });
    expect(result.items.length).toBeGreaterThan(0);
    api.store.set(configAtom, { ...api.store.get(configAtom), csrfToken: '' });
    await searchArtikel(api.store, { pageNumber: 1, pageSize: 6, filterValues: NO_FILTERS, sort: null, populateSearchFields: false });
    expect(api.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'POST /api/artikelsearch/search',
      'POST /api/artikelsearch/search',
    ]);
    expect(api.store.get(toastsAtom)).toEqual([]);
  });

  it('a stale token costs one extra request (GET session) and one retry, never an error the shopper sees', async () => {
    const api = await startDemoApi({ articles: 30 });
    const fresh = api.store.get(configAtom).csrfToken;
    api.store.set(configAtom, { ...api.store.get(configAtom), csrfToken: 'jemand-anderes' });
    const artikelId = (
      await searchArtikel(api.store, { pageNumber: 1, pageSize: 24, filterValues: NO_FILTERS, sort: null, populateSearchFields: false })
    ).items.find((artikel) => artikel.bestellbar)!.artikelId;
    api.requests.length = 0;

    const answer = await postBasketAdd(api.store, [{ artikelId, bestelleinheit: 'Abfuellung', mengeBestelleinheit: 1 }]);
    expect(answer.basket.items.some((item) => item.artikelId === artikelId)).toBe(true);
    expect(api.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'POST /api/basket/add',
      'GET /api/session',
      'POST /api/basket/add',
    ]);
    expect(api.store.get(configAtom).csrfToken).toBe(fresh);
    expect(api.store.get(toastsAtom)).toEqual([]);

    // the token now fits: the next change is one request
    api.requests.length = 0;
    await postBasketAdd(api.store, [{ artikelId, bestelleinheit: 'Abfuellung', mengeBestelleinheit: 2 }]);
    expect(api.requests).toHaveLength(1);
  });

  it('a state change without any token (a standalone app) reads the session first: no 403 at all', async () => {
    const api = await startDemoApi({ articles: 30 });
    api.store.set(configAtom, { ...api.store.get(configAtom), csrfToken: '' });
    await postBasketAdd(api.store, []).catch(() => undefined); // an empty add is a 400; what matters is the order
    expect(api.requests.map((request) => `${request.method} ${request.path}`)).toEqual(['GET /api/session', 'POST /api/basket/add']);
    expect(api.requests.some((request) => request.path === '/api/basket/add' && request.method === 'POST')).toBe(true);
  });

  it('GET session answers the token and the user of the visitor, logged in or not', async () => {
    const api = await startDemoApi({ articles: 30 });
    api.store.set(configAtom, { ...api.store.get(configAtom), csrfToken: '' });
    expect(await refreshSession(api.store)).toBe(true);
    expect(api.store.get(configAtom).csrfToken).toBe(api.session.csrfToken);
    expect(api.store.get(configAtom).user.authenticated).toBe(false);
    await api.login();
    api.store.set(configAtom, { ...api.store.get(configAtom), user: { authenticated: false, kundeInklMwst: true } });
    expect(await refreshSession(api.store)).toBe(true);
    expect(api.store.get(configAtom).user.authenticated).toBe(true);
  });
});
