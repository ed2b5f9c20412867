import { describe, expect, it } from 'vitest';
import { bestAnswerOf, contextOf, followUpsOf, type RetrievedItem } from './offices.vectors.answer';

const pair: RetrievedItem = {
  kind: 'qa',
  sourceId: 'p1',
  text: 'When do you open?',
  answer: 'At nine.',
  score: 0.8,
};
const passage: RetrievedItem = {
  kind: 'passage',
  sourceId: 'Rentals',
  text: 'Bikes can be rented by the day.',
  score: 0.6,
};

describe('answers from retrieved items', () => {
  it('grounds the chat model on every item, best first', () => {
    const context = contextOf([pair, passage]);
    expect(context).toBe(
      'What your training says about it:\nQ: When do you open?\nA: At nine.\n\nBikes can be rented by the day.',
    );
    expect(contextOf([])).toBe('Nothing in your training covers this question.');
  });

  it('answers with the best pair’s answer or passage’s text, or nothing', () => {
    expect(bestAnswerOf([pair, passage])).toBe('At nine.');
    expect(bestAnswerOf([passage, pair])).toBe('Bikes can be rented by the day.');
    expect(bestAnswerOf([])).toBeNull();
  });
});

describe('follow-up questions', () => {
  it('are the nearest other trained questions, once each, related at all, three at most', () => {
    const nearest = [
      { text: 'When do you open?', score: 0.9 },
      { text: 'Do you rent bikes?', score: 0.6 },
      { text: 'do you rent bikes? ', score: 0.55 },
      { text: 'Where are you?', score: 0.4 },
      { text: 'Is there parking?', score: 0.3 },
      { text: 'Do you sell pizza?', score: 0.2 },
    ];
    expect(followUpsOf(nearest, 'When do you open?')).toEqual([
      'Do you rent bikes?',
      'Where are you?',
      'Is there parking?',
    ]);
    expect(followUpsOf([{ text: 'Unrelated?', score: 0 }], null)).toEqual([]);
  });
});
