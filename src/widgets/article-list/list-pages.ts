import type { Artikel } from '../../core/api/index.ts';

/** Spec §4, §9: when the loaded span reaches this many pages, the far end is dropped. */
export const MAX_LOADED_SPAN = 4;

/** The contiguous pages an infinite list holds: `pages[0]` is page `first`. */
export interface LoadedPages {
  first: number;
  pages: Artikel[][];
}

export function lastPage(loaded: LoadedPages): number {
  return loaded.first + loaded.pages.length - 1;
}

/**
 * Merges a freshly loaded page (spec §4 Article list paging): the next page is appended, the previous
 * one prepended, anything else starts over. A span reaching MAX_LOADED_SPAN loses pages at the end
 * away from the new one, so the DOM never holds more than MAX_LOADED_SPAN − 1 pages.
 */
export function mergePage(loaded: LoadedPages | null, pageNumber: number, items: Artikel[]): LoadedPages {
  if (!loaded || loaded.pages.length === 0) return { first: pageNumber, pages: [items] };
  if (pageNumber === lastPage(loaded) + 1) {
    const pages = [...loaded.pages, items];
    const drop = Math.max(0, pages.length - (MAX_LOADED_SPAN - 1));
    return { first: loaded.first + drop, pages: pages.slice(drop) };
  }
  if (pageNumber === loaded.first - 1) {
    const pages = [items, ...loaded.pages];
    return { first: pageNumber, pages: pages.slice(0, MAX_LOADED_SPAN - 1) };
  }
  if (pageNumber >= loaded.first && pageNumber <= lastPage(loaded)) {
    return { first: loaded.first, pages: loaded.pages.map((page, index) => (loaded.first + index === pageNumber ? items : page)) };
  }
  return { first: pageNumber, pages: [items] };
}
