// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { listStateFromUrl, listStateToUrl } from '../../src/core/api/schemas/artikelsearch-url.ts';

const read = (query: string) => listStateFromUrl(new URLSearchParams(query));

describe('list address (spec §2 Article list; issue 5 bad input)', () => {
  it.each(['page=abc', 'page=-3', 'page=0', 'page=0.5', 'page=', 'page=Infinity', 'page=1e300'])('%s reads as page 1', (query) => {
    expect(read(query).pageNumber).toBe(1);
  });

  it('reads a fractional page as the page it lies on', () => {
    expect(read('page=2.7').pageNumber).toBe(2);
  });

  it('round-trips filters, sort and page with lower-case names and no page for 1', () => {
    const state = read('egruppe=rotwein&egruppe=weisswein&landregion=wallis&preismin=20&aktionen=true&sort=preis-desc&page=3');
    expect(state.filterValues).toMatchObject({ eGruppe: ['rotwein', 'weisswein'], landRegion: ['wallis'], preisMin: 20, aktionen: true });
    expect(listStateToUrl(state)).toBe(
      'egruppe=rotwein&egruppe=weisswein&landregion=wallis&preismin=20&aktionen=true&sort=preis-desc&page=3',
    );
    expect(listStateToUrl({ ...state, pageNumber: 1 })).not.toContain('page=');
  });
});
