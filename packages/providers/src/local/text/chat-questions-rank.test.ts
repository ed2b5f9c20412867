import { describe, expect, it } from 'vitest';
import { leansOnPrevious, rankSentences, termsOf } from './chat-questions-rank';
import { readSentences } from './chat-questions-text';

describe('termsOf', () => {
  it('keeps stemmed content words and numbers, drops stop words', () => {
    expect(termsOf('The bikes were repaired in 1987 by the mechanics.')).toEqual([
      'bike',
      'repair',
      '1987',
      'mechan',
    ]);
  });
});

describe('rankSentences', () => {
  const text = [
    'Honey bees live in large colonies with one queen.',
    'The queen of a honey bee colony lays up to two thousand eggs a day.',
    'Worker bees feed the queen and the young bees of the colony.',
    'A colony of honey bees can hold sixty thousand worker bees.',
    'The weather was nice yesterday.',
  ].join(' ');
  const sentences = readSentences(text);
  const ranked = rankSentences(sentences, 'honey bees');

  it('ranks sentences that share the text’s subject above an unrelated one', () => {
    const unrelated = ranked.score[4] ?? 0;
    for (const i of [0, 1, 2, 3]) expect(ranked.score[i]).toBeGreaterThan(unrelated);
  });

  it('measures similarity symmetrically, higher for sentences about the same thing', () => {
    expect(ranked.similarity(0, 3)).toBeCloseTo(ranked.similarity(3, 0));
    expect(ranked.similarity(0, 3)).toBeGreaterThan(ranked.similarity(0, 4));
    expect(ranked.similarity(2, 2)).toBe(1);
  });

  it('scores sentences that may not be answers at zero', () => {
    const withFiller = readSentences('Welcome to our website! A repair costs forty dollars at our shop.');
    expect(rankSentences(withFiller, '').score[0]).toBe(0);
    expect(rankSentences(withFiller, '').score[1]).toBeGreaterThan(0);
  });

  it('prefers a sentence with facts (numbers, names) over a vague one of the same length', () => {
    const pair = readSentences(
      'Our mechanics repair bicycles with great care and attention. Maria Olsen repairs 40 bicycles every week in Bergen.',
    );
    const scores = rankSentences(pair, '').score;
    expect(scores[1]).toBeGreaterThan(scores[0] ?? 0);
  });
});

describe('leansOnPrevious', () => {
  it.each([
    ['She opened the first workshop in 1988.', true],
    ['Many historians consider it the first program.', true],
    ['This makes the chain last longer.', true],
    ['The shop opened its first workshop in 1988.', false],
    ['There are three ways to pay.', false],
  ])('%s → %s', (sentence, expected) => {
    expect(leansOnPrevious(sentence)).toBe(expected);
  });
});
