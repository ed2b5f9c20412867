import { describe, expect, it } from 'vitest';
import {
  INSIGHT_MAX_CREDITS,
  INSIGHT_MIN_CREDITS,
  INSIGHT_QUESTIONS_PER_DAY,
  INSIGHT_WINS_PER_DAY,
  guessTheBestMaxScore,
  insightCredits,
  pickGameImages,
  shownOnetimeItems,
} from './index';

describe('one-time items shown', () => {
  it('shows guests only the email item and accounts the others', () => {
    expect(shownOnetimeItems(true, [])).toEqual(['email']);
    expect(shownOnetimeItems(false, [])).toEqual(['emailReview', 'canvaSignin']);
  });
  it('keeps an earned, unclaimed item visible to the account', () => {
    expect(shownOnetimeItems(false, ['email'])).toEqual(['email', 'emailReview', 'canvaSignin']);
  });
});

describe('game bounds', () => {
  it('caps a level score at 100 a round of its longest layout', () => {
    expect([1, 2, 3].map(guessTheBestMaxScore)).toEqual([200, 1000, 2000]);
    expect(() => guessTheBestMaxScore(4)).toThrow(RangeError);
    expect(() => guessTheBestMaxScore(0)).toThrow(RangeError);
  });
  it('keeps Insight credits within 1..5 and the day bounded', () => {
    expect([0, 1, 2.6, 5, 9, Number.NaN].map(insightCredits)).toEqual([
      INSIGHT_MIN_CREDITS,
      1,
      3,
      5,
      INSIGHT_MAX_CREDITS,
      INSIGHT_MIN_CREDITS,
    ]);
    expect(INSIGHT_WINS_PER_DAY).toBeLessThanOrEqual(INSIGHT_QUESTIONS_PER_DAY);
  });
});

describe('Guess the Best image pick', () => {
  it('picks distinct like counts when the pool has them, so one image is right', () => {
    const pool = [3, 3, 3, 5, 5, 9, 1].map((likes, i) => ({ id: i, likes }));
    for (let seed = 0; seed < 50; seed++) {
      let s = seed + 1;
      const random = () => ((s = (s * 16807) % 2147483647) - 1) / 2147483646;
      const picked = pickGameImages(pool, 4, random);
      expect(new Set(picked.map((p) => p.likes)).size).toBe(4);
      const best = Math.max(...picked.map((p) => p.likes));
      expect(picked.filter((p) => p.likes === best)).toHaveLength(1);
    }
  });
  it('fills from the pool when distinct counts run out, and never repeats an image', () => {
    const pool = [2, 2, 2].map((likes, i) => ({ id: i, likes }));
    const picked = pickGameImages(pool, 3);
    expect(new Set(picked.map((p) => p.id)).size).toBe(3);
    expect(pickGameImages(pool, 5)).toHaveLength(3);
  });
});
