// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { buildVocabulary, editDistance, nearestWord, suggestQuery } from '../../examples/catalogue/suggest.ts';

const vocabulary = buildVocabulary(
  ['Chasselas Lavaux', 'Chasselas Féchy', 'Pinot Noir Wallis', 'Dézaley Grand Cru', 'Chardonnay'],
  ['Chamoson'],
);

describe('editDistance', () => {
  it('counts insertions, deletions and substitutions', () => {
    expect(editDistance('chasselat', 'chasselas', 2)).toBe(1);
    expect(editDistance('pinot', 'pinto', 2)).toBe(1); // a transposition is one typo
    expect(editDistance('pinot', 'pinta', 2)).toBe(2);
    expect(editDistance('wein', 'weine', 2)).toBe(1);
    expect(editDistance('', 'abc', 5)).toBe(3);
  });

  it('gives up early beyond the limit', () => {
    expect(editDistance('chasselas', 'chardonnay', 2)).toBe(3);
    expect(editDistance('a', 'abcdef', 2)).toBe(3);
  });
});

describe('suggestQuery', () => {
  it('corrects Chasselat to Chasselas', () => {
    expect(suggestQuery(vocabulary, 'Chasselat')).toBe('Chasselas');
  });

  it('keeps known words and corrects only the unknown one', () => {
    expect(suggestQuery(vocabulary, 'Pinot Nior')).toBe('Pinot Noir');
  });

  it('matches accent-free typing against accented words', () => {
    expect(nearestWord(vocabulary, 'Dezaly')).toBe('Dézaley');
  });

  it('prefers the more frequent word on equal distance', () => {
    const v = buildVocabulary(['Merlot Merlot Merlot', 'Merlon']);
    expect(nearestWord(v, 'Merloz')).toBe('Merlot');
  });

  it('answers null when nothing is close or the term is known', () => {
    expect(suggestQuery(vocabulary, 'xyzzy')).toBeNull();
    expect(suggestQuery(vocabulary, 'Chasselas')).toBeNull();
    expect(suggestQuery(vocabulary, 'abc')).toBeNull(); // too short to guess
  });
});
