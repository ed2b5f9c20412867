import { describe, expect, it } from 'vitest';
import {
  POLL_OPEN_MS,
  checkDialogPoll,
  checkPoll,
  choiceOutcome,
  choiceValueOf,
  isCorrectAnswer,
  isPollOpen,
  percentsOf,
  tallyPoll,
} from './polls';

describe('checkPoll', () => {
  it('makes Yes and No for a yes/no poll, whatever choices were sent', () => {
    expect(checkPoll({ pollType: 'yesno', question: ' Coffee? ', choices: ['a'] })).toEqual({
      ok: true,
      poll: {
        pollType: 'yesno',
        question: 'Coffee?',
        choices: [
          { value: 'yes', text: 'Yes' },
          { value: 'no', text: 'No' },
        ],
      },
    });
  });

  it('takes the spec’s name when there is no question', () => {
    const check = checkPoll({ pollType: 'yesno', name: 'Lunch?' });
    expect(check.ok && check.poll.question).toBe('Lunch?');
  });

  it('needs a known type and a question', () => {
    expect(checkPoll({ pollType: 'vote', question: '' })).toEqual({
      ok: false,
      issues: [
        { field: 'pollType', message: 'pollType must be yesno, choice or quiz' },
        { field: 'question', message: 'question is required' },
      ],
    });
  });

  it('keeps 2 to 6 different choices, dropping blank ones, values defaulting to the text', () => {
    const check = checkPoll({
      pollType: 'choice',
      question: 'Pick',
      choices: ['Red', ' ', { text: 'Blue', value: 'b' }, ''],
    });
    expect(check).toEqual({
      ok: true,
      poll: {
        pollType: 'choice',
        question: 'Pick',
        choices: [
          { value: 'Red', text: 'Red' },
          { value: 'b', text: 'Blue' },
        ],
      },
    });
    expect(checkPoll({ pollType: 'choice', question: 'Pick', choices: ['Red'] })).toMatchObject({
      ok: false,
      issues: [{ field: 'choices', message: 'give at least 2 choices' }],
    });
    expect(
      checkPoll({ pollType: 'choice', question: 'Pick', choices: ['1', '2', '3', '4', '5', '6', '7'] }),
    ).toMatchObject({ ok: false, issues: [{ field: 'choices', message: 'give at most 6 choices' }] });
    expect(checkPoll({ pollType: 'choice', question: 'Pick', choices: ['Red', 'red'] })).toMatchObject({
      ok: false,
      issues: [
        { field: 'choices.1', message: 'each choice must be different' },
        { field: 'choices', message: 'give at least 2 choices' },
      ],
    });
    expect(checkPoll({ pollType: 'choice', question: 'Pick', choices: 'Red' })).toMatchObject({
      ok: false,
      issues: [{ field: 'choices', message: 'choices must be a list' }],
    });
  });

  it('needs a quiz’s answer among its choices, by value, text or index', () => {
    const base = {
      pollType: 'quiz',
      question: '2+2?',
      choices: [
        { value: 'a', text: '3' },
        { value: 'b', text: '4' },
      ],
    };
    expect(checkPoll({ ...base, answer: 'b' })).toMatchObject({ ok: true, poll: { answer: 'b' } });
    expect(checkPoll({ ...base, answer: '4' })).toMatchObject({ ok: true, poll: { answer: 'b' } });
    expect(checkPoll({ ...base, answer: 1 })).toMatchObject({ ok: true, poll: { answer: 'b' } });
    expect(checkPoll({ ...base, answer: 'five' })).toMatchObject({
      ok: false,
      issues: [{ field: 'answer', message: 'the answer must be one of the choices' }],
    });
    expect(checkPoll(base)).toMatchObject({
      ok: false,
      issues: [{ field: 'answer', message: 'a quiz needs its answer' }],
    });
    expect(checkPoll({ ...base, answer: 2 })).toMatchObject({ ok: false });
  });
});

describe('checkDialogPoll', () => {
  it('reads the ShowPoll JSON and names bad fields under poll', () => {
    expect(checkDialogPoll('{"pollType":"yesno","question":"Ready?"}')).toMatchObject({
      ok: true,
      poll: { question: 'Ready?' },
    });
    expect(checkDialogPoll('{oops')).toEqual({
      ok: false,
      issues: [{ field: 'poll', message: 'poll must be a poll written as JSON' }],
    });
    expect(checkDialogPoll({ pollType: 'choice', question: 'x', choices: [] })).toMatchObject({
      ok: false,
      issues: [{ field: 'poll.choices' }],
    });
    expect(checkDialogPoll('3')).toMatchObject({ ok: false });
  });
});

describe('percentsOf', () => {
  it('adds up to exactly 100 when anyone voted', () => {
    expect(percentsOf([1, 1, 1])).toEqual([34, 33, 33]);
    expect(percentsOf([2, 1])).toEqual([67, 33]);
    expect(percentsOf([1, 1, 1, 1, 1, 1])).toEqual([17, 17, 17, 17, 16, 16]);
    expect(percentsOf([5, 0])).toEqual([100, 0]);
    for (const counts of [
      [1, 2, 3],
      [7, 7, 7, 1],
      [13, 29, 58, 1, 1, 1],
      [999, 1],
    ])
      expect(percentsOf(counts).reduce((a, b) => a + b, 0)).toBe(100);
  });

  it('gives the extra point to the largest remainder, not the first choice', () => {
    // 1/7 = 14.29, 2/7 = 28.57, 4/7 = 57.14: floors 14+28+57 = 99, the point goes to 28.57.
    expect(percentsOf([1, 2, 4])).toEqual([14, 29, 57]);
  });

  it('is all zeros without votes', () => {
    expect(percentsOf([0, 0])).toEqual([0, 0]);
    expect(percentsOf([])).toEqual([]);
  });
});

describe('tallyPoll and quiz outcomes', () => {
  const quiz = {
    pollType: 'quiz' as const,
    question: 'Capital of France?',
    choices: [
      { value: 'paris', text: 'Paris' },
      { value: 'rome', text: 'Rome' },
    ],
    answer: 'paris',
  };

  it('counts votes per choice, ignores unknown values and counts right answers', () => {
    expect(tallyPoll(quiz, { paris: 3, rome: 1, old: 9 })).toEqual({
      choices: [
        { value: 'paris', text: 'Paris', result: 3, percent: 75 },
        { value: 'rome', text: 'Rome', result: 1, percent: 25 },
      ],
      total: 4,
      correct: 3,
    });
  });

  it('tells right from wrong', () => {
    expect(isCorrectAnswer(quiz, 'paris')).toBe(true);
    expect(isCorrectAnswer(quiz, 'rome')).toBe(false);
    expect(isCorrectAnswer({}, 'paris')).toBe(false);
    expect(choiceOutcome(quiz, 'paris', 'rome')).toBe('correct');
    expect(choiceOutcome(quiz, 'rome', 'rome')).toBe('wrong');
    expect(choiceOutcome(quiz, 'rome', 'paris')).toBe('plain');
    expect(choiceOutcome({ pollType: 'choice' }, 'rome', 'rome')).toBe('plain');
  });

  it('matches a vote to a choice, ignoring case', () => {
    expect(choiceValueOf(quiz, 'Paris')).toBe('paris');
    expect(choiceValueOf({ choices: [{ value: 'a', text: 'Pricing' }] }, 'pricing')).toBe('a');
    expect(choiceValueOf(quiz, 'Berlin')).toBeUndefined();
  });
});

describe('isPollOpen', () => {
  it('is open until closed or until its time is up', () => {
    const startedAt = '2026-01-01T00:00:00.000Z';
    const t0 = Date.parse(startedAt);
    expect(isPollOpen({ startedAt, closedAt: null }, t0 + 1000)).toBe(true);
    expect(isPollOpen({ startedAt, closedAt: null }, t0 + POLL_OPEN_MS)).toBe(false);
    expect(isPollOpen({ startedAt, closedAt: startedAt }, t0 + 1000)).toBe(false);
  });
});
