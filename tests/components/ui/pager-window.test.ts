// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pageCount, pagerWindow } from '../../../src/core/ui/pager-window.ts';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);

describe('pagerWindow (spec §9: up to 10 links, shifting after page 6)', () => {
  it.each([
    [1, 30, range(1, 10)],
    [6, 30, range(1, 10)],
    [7, 30, range(2, 11)],
    [20, 30, range(15, 24)],
    [27, 30, range(21, 30)],
    [30, 30, range(21, 30)],
    [1, 3, range(1, 3)],
    [3, 3, range(1, 3)],
    [8, 8, range(1, 8)],
    [9, 12, range(3, 12)],
  ])('page %i of %i → %j', (page, pages, expected) => {
    expect(pagerWindow(page, pages)).toEqual(expected);
  });

  it('clamps pages outside the range', () => {
    expect(pagerWindow(0, 5)).toEqual(range(1, 5));
    expect(pagerWindow(99, 30)).toEqual(range(21, 30));
    expect(pagerWindow(1, 0)).toEqual([1]);
  });

  it('counts pages from records and page size', () => {
    expect(pageCount(300, 10)).toBe(30);
    expect(pageCount(301, 10)).toBe(31);
    expect(pageCount(0, 10)).toBe(1);
  });
});
