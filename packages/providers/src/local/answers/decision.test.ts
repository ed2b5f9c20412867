import { describe, expect, it } from 'vitest';
import { ANSWER_PROBABILITY, answerProbability, FOREIGN_LIMIT, type DecisionFeatures } from './decision';

const base: DecisionFeatures = {
  score: 0.9,
  lexical: 0.9,
  semantic: 0.5,
  foreign: 0,
  known: 1,
  share: 0.9,
  unrelated: 0,
  unmet: 0,
  sentence: 0.6,
  margin: 0.3,
  pair: 0,
};

describe('answerProbability (the fitted decision model)', () => {
  it('answers a candidate that meets the whole question in its own words', () => {
    expect(answerProbability(base)).toBeGreaterThan(ANSWER_PROBABILITY);
  });

  it('declines a candidate that meets little of a question about something else', () => {
    expect(
      answerProbability({
        ...base,
        score: 0.2,
        lexical: 0,
        semantic: 0.05,
        foreign: 0.6,
        unrelated: 0.6,
        margin: 0,
      }),
    ).toBeLessThan(ANSWER_PROBABILITY);
  });

  it('grows with the score, the meaning and how well the office knows the words', () => {
    expect(answerProbability({ ...base, score: 0.5 })).toBeLessThan(answerProbability(base));
    expect(answerProbability({ ...base, semantic: 0.1 })).toBeLessThan(answerProbability(base));
    expect(answerProbability({ ...base, known: 0.5 })).toBeLessThan(answerProbability(base));
  });

  it('never answers when words nothing in the office relates to carry half the question', () => {
    expect(answerProbability({ ...base, foreign: FOREIGN_LIMIT })).toBe(0);
    expect(answerProbability({ ...base, foreign: FOREIGN_LIMIT - 0.1 })).toBeGreaterThan(0);
  });
});
