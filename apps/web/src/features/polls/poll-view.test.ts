import { describe, expect, it } from 'vitest';
import type { Poll } from '@muse/contracts';
import {
  choiceTone,
  draftBody,
  draftProblems,
  editChoice,
  emptyDraft,
  votesLabel,
  withResults,
} from './poll-view';

const quiz: Poll = {
  _id: 'p1',
  type: 'poll',
  pollType: 'quiz',
  officeId: 'o1',
  question: 'Capital of France?',
  name: 'Capital of France?',
  choices: [
    { value: 'paris', text: 'Paris', result: 0, percent: 0 },
    { value: 'rome', text: 'Rome', result: 0, percent: 0 },
  ],
  answer: 'paris',
  results: { total: 0, correct: 0 },
  source: 'live',
  open: true,
  startedAt: '2026-01-01T00:00:00.000Z',
  closesAt: null,
  closedAt: null,
  myVote: 'rome',
};

describe('withResults', () => {
  it('takes the counts of its own poll and keeps the answer', () => {
    const next = withResults(quiz, {
      pollId: 'p1',
      officeId: 'o1',
      total: 4,
      choices: [
        { value: 'paris', result: 3, percent: 75 },
        { value: 'rome', result: 1, percent: 25 },
      ],
    });
    expect(next.choices.map((c) => [c.result, c.percent])).toEqual([
      [3, 75],
      [1, 25],
    ]);
    expect(next.results).toEqual({ total: 4, correct: 3 });
    expect(next.answer).toBe('paris');
  });
  it('ignores another poll’s counts', () => {
    expect(withResults(quiz, { pollId: 'p2', officeId: 'o1', total: 1, choices: [] })).toBe(quiz);
  });
});

describe('choiceTone', () => {
  it('colours the right answer green and a wrong pick red', () => {
    expect(choiceTone(quiz, 'paris')).toBe('correct');
    expect(choiceTone(quiz, 'rome')).toBe('wrong');
    expect(choiceTone({ ...quiz, pollType: 'choice' }, 'rome')).toBe('plain');
  });
});

describe('the start-a-poll form', () => {
  it('adds a blank row when the last is typed in and drops it when emptied', () => {
    expect(editChoice(['', ''], 1, 'B')).toEqual(['', 'B', '']);
    expect(editChoice(['A', 'B', ''], 1, '')).toEqual(['A', '']);
    expect(editChoice(['A', ''], 0, 'Ab')).toEqual(['Ab', '']);
    expect(editChoice(['A', 'B', 'C', ''], 2, '')).toEqual(['A', 'B', '']);
    expect(editChoice(['1', '2', '3', '4', '5', ''], 5, '6')).toEqual(['1', '2', '3', '4', '5', '6']);
  });

  it('names what is missing', () => {
    expect(draftProblems(emptyDraft())).toEqual({ question: 'Write the question' });
    expect(draftProblems({ ...emptyDraft('choice'), question: 'Q', choices: ['A', ''] })).toEqual({
      choices: 'Give at least 2 choices',
    });
    expect(draftProblems({ ...emptyDraft('choice'), question: 'Q', choices: ['A', 'a', ''] })).toEqual({
      choices: 'Each choice must be different',
    });
    expect(draftProblems({ pollType: 'quiz', question: 'Q', choices: ['A', 'B', ''], answer: null })).toEqual(
      {
        answer: 'Mark the right answer',
      },
    );
    expect(draftProblems({ pollType: 'quiz', question: 'Q', choices: ['A', 'B', ''], answer: 1 })).toEqual(
      {},
    );
  });

  it('sends the filled choices and the quiz’s answer', () => {
    expect(
      draftBody('o1', { pollType: 'quiz', question: ' Q ', choices: [' A', 'B', ''], answer: 1 }),
    ).toEqual({
      officeId: 'o1',
      pollType: 'quiz',
      question: 'Q',
      choices: ['A', 'B'],
      answer: 'B',
    });
    expect(draftBody('o1', { ...emptyDraft(), question: 'Q', choices: ['x'] })).toEqual({
      officeId: 'o1',
      pollType: 'yesno',
      question: 'Q',
    });
  });

  it('counts votes in words', () => {
    expect(votesLabel(0)).toBe('No votes yet');
    expect(votesLabel(1)).toBe('1 vote');
    expect(votesLabel(12)).toBe('12 votes');
  });
});
