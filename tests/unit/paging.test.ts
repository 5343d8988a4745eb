// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { historyModeAfterRetry, historyModeFor, lastPageFor, pagedUrl, pageFromUrl, pageToRetry } from '../../src/core/paging/paging.ts';

describe('a paged list address (spec §2; issue 5 bad input)', () => {
  it.each([null, '', ' ', 'abc', '-3', '0', '0.5', 'Infinity', '-Infinity', 'NaN', '1e300', '9007199254740993'])(
    'page=%s reads as page 1',
    (value) => {
      expect(pageFromUrl(value)).toBe(1);
    },
  );

  it('reads a page, and a fraction as the page it lies on', () => {
    expect(pageFromUrl('3')).toBe(3);
    expect(pageFromUrl('2.7')).toBe(2);
    expect(pageFromUrl('1e2')).toBe(100);
  });

  it('writes page only past page 1, after the other parameters, replacing one already there', () => {
    expect(pagedUrl('/suche', new URLSearchParams({ suchbegriff: 'Dézaley <b>' }), 1)).toBe('/suche?suchbegriff=D%C3%A9zaley+%3Cb%3E');
    expect(pagedUrl('/suche', new URLSearchParams({ suchbegriff: 'Versand' }), 3)).toBe('/suche?suchbegriff=Versand&page=3');
    expect(pagedUrl('/account/bestellungen', new URLSearchParams(), 1)).toBe('/account/bestellungen');
    expect(pagedUrl('/account/bestellungen', new URLSearchParams('page=7'), 2)).toBe('/account/bestellungen?page=2');
    expect(pagedUrl('/account/bestellungen', new URLSearchParams('page=7'), 1)).toBe('/account/bestellungen');
  });
});

describe('past the end', () => {
  it('lands an empty page past the end on the last page', () => {
    expect(pageToRetry(99, 13, 0)).toBe(13);
  });

  it('keeps a page that has items or lies within the pages, and an empty list on page 1', () => {
    expect(pageToRetry(3, 13, 0)).toBeNull();
    expect(pageToRetry(13, 13, 24)).toBeNull();
    expect(pageToRetry(1, 0, 0)).toBeNull();
  });

  it('never asks again for a result with no hits at all (no last page to land on)', () => {
    expect(pageToRetry(5, lastPageFor(0, 10), 0)).toBeNull();
  });

  it('counts a partly filled last page', () => {
    expect(lastPageFor(25, 10)).toBe(3);
    expect(lastPageFor(30, 10)).toBe(3);
  });
});

describe('history', () => {
  it('pushes what the shopper navigates to, replaces corrections and scroll-following, writes nothing on a restore', () => {
    expect(historyModeFor('navigation')).toBe('push');
    expect(historyModeFor('correction')).toBe('replace');
    expect(historyModeFor('scroll')).toBe('replace');
    expect(historyModeFor('restore')).toBe('none');
  });

  it('corrects the address when a restore landed on another page, and keeps a navigation a new entry', () => {
    expect(historyModeAfterRetry('none')).toBe('replace');
    expect(historyModeAfterRetry('push')).toBe('push');
    expect(historyModeAfterRetry('replace')).toBe('replace');
  });
});
