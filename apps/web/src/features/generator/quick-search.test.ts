import { describe, expect, it } from 'vitest';
import {
  SIMILAR_DEBOUNCE_MS,
  SIMILAR_MAX_CHARS,
  SIMILAR_MIN_CHARS,
  canSearch,
  nextSimilarIndex,
  searchKeywords,
  uniqueItems,
} from './quick-search';

const page = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => ({ _id: `i${from + i}` }));

describe('quick search (music-and-extras.md §5, §9)', () => {
  it('starts at 3 characters after 1 s', () => {
    expect(SIMILAR_MIN_CHARS).toBe(3);
    expect(SIMILAR_DEBOUNCE_MS).toBe(1000);
    expect(canSearch('ab')).toBe(false);
    expect(canSearch('fox')).toBe(true);
  });

  it('counts the characters of the trimmed keywords', () => {
    expect(searchKeywords('  a   fox  ')).toBe('a fox');
    expect(canSearch(searchKeywords('  ab   '))).toBe(false);
    expect(searchKeywords('x'.repeat(800))).toHaveLength(SIMILAR_MAX_CHARS);
  });
});

describe('nextSimilarIndex', () => {
  it('asks for page N with index N while pages are full', () => {
    expect(nextSimilarIndex([page(0, 20)])).toBe(1);
    expect(nextSimilarIndex([page(0, 20), page(20, 20)])).toBe(2);
  });

  it('stops after a short page (§9)', () => {
    expect(nextSimilarIndex([page(0, 7)])).toBeUndefined();
    expect(nextSimilarIndex([page(0, 20), page(20, 19)])).toBeUndefined();
    expect(nextSimilarIndex([page(0, 20), []])).toBeUndefined();
    expect(nextSimilarIndex([])).toBeUndefined();
  });

  it('stops when a full page repeats what came before (a server ignoring index)', () => {
    expect(nextSimilarIndex([page(0, 20), page(0, 20)])).toBeUndefined();
    expect(nextSimilarIndex([page(0, 20), page(10, 20)])).toBe(2);
  });
});

describe('uniqueItems', () => {
  it('flattens pages in order and keeps the first of repeats', () => {
    expect(uniqueItems([page(0, 2), page(1, 2)]).map((i) => i._id)).toEqual(['i0', 'i1', 'i2']);
    expect(uniqueItems(undefined)).toEqual([]);
  });
});
