import { atom, type Atom } from 'jotai/vanilla';
import type { Bestelleinheit } from '../api/schemas/basket.ts';
import { basketAtom, busyAtom, findLine, lineKey, offlineLinesAtom, pendingQuantitiesAtom } from './atoms.ts';

/** One order unit of an article as its basket control sees it. */
export interface ArticleLine {
  /** The quantity of its basket line; undefined while it has none. */
  quantity: number | undefined;
  /** A quantity typed and not yet sent (debounced). */
  pending: number | undefined;
  /** A request for this line is on its way. */
  busy: boolean;
  /** The quantity a lost connection keeps for this line (0: a kept removal); sent when the connection returns. */
  waiting: number | undefined;
}
export type ArticleLines = Record<Bestelleinheit, ArticleLine>;

const UNITS: Bestelleinheit[] = ['Abfuellung', 'Grossgebinde'];
const NONE: ArticleLine = { quantity: undefined, pending: undefined, busy: false, waiting: undefined };

/** No lines: what the server renders with (it knows no basket). */
export const NO_ARTICLE_LINES: ArticleLines = { Abfuellung: NONE, Grossgebinde: NONE };

const sameLine = (a: ArticleLine, b: ArticleLine) =>
  a.quantity === b.quantity && a.pending === b.pending && a.busy === b.busy && a.waiting === b.waiting;

/**
 * One article's share of the basket, pending quantities and busy lines, as an atom whose value stays the same
 * object while that share does. A list has two dozen basket controls: on reading the whole basket each rendered
 * again for every add anywhere (INP of add to basket, ARCHITECTURE.md §8); now only the article's own does.
 */
export function articleLinesAtom(artikelId: number): Atom<ArticleLines> {
  let last = NO_ARTICLE_LINES;
  return atom((get) => {
    const basket = get(basketAtom);
    const pending = get(pendingQuantitiesAtom);
    const busy = get(busyAtom);
    const offline = get(offlineLinesAtom);
    const next = Object.fromEntries(
      UNITS.map((unit) => {
        const key = lineKey(artikelId, unit);
        const line: ArticleLine = {
          quantity: findLine(basket, artikelId, unit)?.mengeBestelleinheit,
          pending: pending[key],
          busy: busy.has(key),
          waiting: offline[key]?.mengeBestelleinheit,
        };
        return [unit, line];
      }),
    ) as ArticleLines;
    if (UNITS.every((unit) => sameLine(last[unit], next[unit]))) return last;
    return (last = next);
  });
}
