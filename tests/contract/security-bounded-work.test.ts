// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { MAX_SEARCH_TERM_LENGTH, MAX_SEARCH_WORDS } from '../../src/core/api/schemas/search-term.ts';
import { SEARCHES_PER_MINUTE } from '../../examples/platform/search-guard.ts';
import { commerceShop } from '../support/commerce-shop.ts';
import type { DemoSession } from '../support/demo-session.ts';

/** Issue 34 finding 1: one request must not stall the shop. */

/** Random lowercase words: unknown to the catalogue, so the search tries to correct every one (its dearest path). */
function randomWords(count: number, length: number): string {
  let seed = 7;
  const letter = () => String.fromCharCode(97 + ((seed = (seed * 48271) % 2147483647) % 26));
  return Array.from({ length: count }, () => Array.from({ length }, letter).join('')).join(' ');
}

/** The dearest term the API accepts: as many words as allowed, each long enough for two typos. */
const MAXIMAL_TERM = randomWords(MAX_SEARCH_WORDS, Math.floor((MAX_SEARCH_TERM_LENGTH + 1) / MAX_SEARCH_WORDS) - 1);

const siteSearch = (s: DemoSession, searchterm: string) =>
  s.post('/api/sitesearch/search', { currentPage: 1, filterValues: { searchterm } });
const artikelSearch = (s: DemoSession, suchbegriff: string) =>
  s.post('/api/artikelsearch/search', { pageNumber: 1, filterValues: { suchbegriff }, populateSearchFields: true });

describe('bounded work per request', () => {
  it('refuses search terms over the caps with a German 400, in the API and on the pages', async () => {
    const s = await commerceShop().visitor();
    const long = randomWords(7500, 7); // ~60 KB, the probe's term
    for (const res of [await siteSearch(s, long), await artikelSearch(s, long)]) {
      expect(res.status).toBe(400);
      const { validationResult } = (await res.json()) as { validationResult: Record<string, { message: string }> };
      expect(Object.values(validationResult)).toEqual([
        { isValid: false, message: `Bitte geben Sie höchstens ${MAX_SEARCH_TERM_LENGTH} Zeichen ein.` },
      ]);
    }
    const tooManyWords = randomWords(MAX_SEARCH_WORDS + 1, 3);
    const res = await siteSearch(s, tooManyWords);
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toContain(`höchstens ${MAX_SEARCH_WORDS} Wörter`);
    expect((await artikelSearch(s, MAXIMAL_TERM)).status).toBe(200);

    const page = await s.request(`/suche?suchbegriff=${encodeURIComponent(randomWords(1500, 7))}`);
    expect(page.status).toBe(400);
    expect(await page.text()).toContain('Suchbegriff zu lang');
    expect((await s.request(`/shop?suchbegriff=${encodeURIComponent(long.slice(0, 12_000))}`)).status).toBe(400);
    expect((await s.request('/suche?suchbegriff=Versand')).status).toBe(200);
  });

  it('counts searches per client address: over the limit a German 429 with Retry-After, a minute later again answers', async () => {
    const shop = commerceShop();
    const s = await shop.visitor();
    for (let n = 0; n < SEARCHES_PER_MINUTE.max; n++) expect((await siteSearch(s, 'Versand')).status).toBe(200);
    const res = await artikelSearch(s, 'Chasselas');
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await res.json()).toEqual({ message: expect.stringMatching(/^Zu viele Anfragen/) });
    expect((await s.request('/suche?suchbegriff=Versand')).status).toBe(429);
    shop.clock.now = new Date(shop.clock.now.getTime() + SEARCHES_PER_MINUTE.windowMs);
    expect((await siteSearch(s, 'Versand')).status).toBe(200);
  });

  it('answers a cheap request started after the dearest searches before them (a search does not hold the server)', async () => {
    const s = await commerceShop().visitor();
    const finished: string[] = [];
    const track = (name: string, request: Promise<Response>) =>
      request.then(async (res) => {
        expect(res.status).toBe(200);
        await res.text();
        finished.push(name);
      });
    const dear = [
      track('site search', siteSearch(s, MAXIMAL_TERM)),
      track('article search', artikelSearch(s, MAXIMAL_TERM)),
      track('search page', s.request(`/suche?suchbegriff=${encodeURIComponent(MAXIMAL_TERM)}`)),
    ];
    // One turn of the event loop: the searches have begun (a search that holds the thread has even finished).
    await new Promise((resolve) => setImmediate(resolve));
    await track('session', s.request('/api/session'));
    await Promise.all(dear);
    expect(finished[0]).toBe('session');
  });
});
