import { describe, expect, it } from 'vitest';
import { GUESS_THE_BEST_LEVELS, guessTheBestSmallestSet, isMostLiked, mostLikedCount } from './index';

describe('Guess the Best: which pick is right (§4 "the image with the most likes is correct")', () => {
  it('is right for the image with the most likes, and only that one when it stands alone', () => {
    expect([0, 1, 2].map((i) => isMostLiked([2, 8, 5], i))).toEqual([false, true, false]);
    expect(mostLikedCount([2, 8, 5])).toBe(1);
  });

  it('is right for every image tied for the most likes, wherever it is shown', () => {
    // Issue #13: a tie was judged by position (the first shown was right, the other wrong).
    expect(isMostLiked([4, 4], 0)).toBe(true);
    expect(isMostLiked([4, 4], 1)).toBe(true);
    expect([0, 1, 2, 3].map((i) => isMostLiked([1, 7, 3, 7], i))).toEqual([false, true, false, true]);
    expect(mostLikedCount([1, 7, 3, 7])).toBe(2);
    expect([0, 1, 2].map((i) => isMostLiked([0, 0, 0], i))).toEqual([true, true, true]);
  });

  it('is never right for an index outside the set', () => {
    expect(isMostLiked([3, 1], 2)).toBe(false);
    expect(isMostLiked([3, 1], -1)).toBe(false);
    expect(isMostLiked([], 0)).toBe(false);
  });
});

describe('Guess the Best: the smallest set of a level', () => {
  it('is the fewer images of the two layouts, so a level is playable if either layout can play it', () => {
    expect([1, 2, 3].map(guessTheBestSmallestSet)).toEqual([2, 2, 2]);
    for (const [i, wide] of GUESS_THE_BEST_LEVELS.wide.entries())
      expect(guessTheBestSmallestSet(i + 1)).toBeLessThanOrEqual(wide.images);
    expect(() => guessTheBestSmallestSet(4)).toThrow(RangeError);
  });
});
