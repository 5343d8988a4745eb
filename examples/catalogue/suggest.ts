import { runSteps, type Steps } from '../platform/sliced-work.ts';
import { foldText } from './slug.ts';

/** Known words of a text corpus: folded word → how it is written and how often it occurs. */
export type Vocabulary = Map<string, { display: string; count: number }>;

const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu;

/** Words of at least 3 letters from `texts`; `extra` texts count once more (e.g. region names). */
export function buildVocabulary(texts: Iterable<string>, extra: Iterable<string> = []): Vocabulary {
  const vocabulary: Vocabulary = new Map();
  const add = (text: string): void => {
    for (const word of text.match(WORD) ?? []) {
      if (word.length < 3 || /^\d+$/.test(word)) continue;
      const key = foldText(word);
      const entry = vocabulary.get(key);
      if (entry) entry.count++;
      else vocabulary.set(key, { display: word, count: 1 });
    }
  };
  for (const t of texts) add(t);
  for (const t of extra) add(t);
  return vocabulary;
}

/**
 * Edit distance with adjacent transpositions (optimal string alignment: "Nior" → "Noir" is one
 * typo), giving up (returning max + 1) once it must exceed `max`.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2]! + 1);
      cur.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    before = prev;
    prev = cur;
  }
  return prev[b.length]!;
}

/** Typos allowed: 1 for short words, 2 from 6 letters on. */
const allowedDistance = (word: string): number => (word.length < 4 ? 0 : word.length < 6 ? 1 : 2);

/** Vocabulary entries compared between two pauses of a sliced run. */
const WORDS_PER_STEP = 256;

/** The known word nearest to `word` (fewest edits, then most frequent), or null; pauses every few hundred words. */
function* nearestWordSteps(vocabulary: Vocabulary, word: string): Steps<string | null> {
  const folded = foldText(word);
  const max = allowedDistance(folded);
  if (max === 0) return null;
  let best: { display: string; distance: number; count: number } | null = null;
  let n = 0;
  for (const [key, entry] of vocabulary) {
    if (++n % WORDS_PER_STEP === 0) yield;
    const distance = editDistance(folded, key, max);
    if (distance > max || distance === 0) continue;
    if (!best || distance < best.distance || (distance === best.distance && entry.count > best.count)) {
      best = { display: entry.display, distance, count: entry.count };
    }
  }
  return best?.display ?? null;
}

/** The known word nearest to `word` (fewest edits, then most frequent), or null. */
export const nearestWord = (vocabulary: Vocabulary, word: string): string | null => runSteps(nearestWordSteps(vocabulary, word));

/**
 * A corrected query for a term that found nothing: every word not known as written is replaced by
 * its nearest known word. Null when nothing could be corrected.
 */
export function* suggestQuerySteps(vocabulary: Vocabulary, term: string): Steps<string | null> {
  let changed = false;
  const words: string[] = [];
  for (const word of term.trim().split(/\s+/)) {
    const nearest = vocabulary.has(foldText(word)) ? null : yield* nearestWordSteps(vocabulary, word);
    changed ||= nearest !== null;
    words.push(nearest ?? word);
  }
  return changed ? words.join(' ') : null;
}

export const suggestQuery = (vocabulary: Vocabulary, term: string): string | null => runSteps(suggestQuerySteps(vocabulary, term));
