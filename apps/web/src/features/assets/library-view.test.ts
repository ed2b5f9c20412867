import { describe, expect, it } from 'vitest';
import type { Asset } from '@muse/contracts';
import { draftOf, emptyPollDraft, pollFormProblems, saveMessage } from './library-view';

describe('the poll form', () => {
  it('asks for a name and at least one choice, in the user’s words', () => {
    expect(pollFormProblems(emptyPollDraft())).toEqual({
      name: 'Give the poll a name',
      choices: 'Write at least one choice',
    });
    expect(pollFormProblems({ ...emptyPollDraft(), name: 'Lunch', choices: ['Pizza', ''] })).toEqual({});
  });

  it('asks a quiz for its right answer', () => {
    const quiz = { ...emptyPollDraft(), name: 'Capitals', pollType: 'quiz' as const, choices: ['Paris', ''] };
    expect(pollFormProblems(quiz)).toEqual({ answer: 'Mark the right answer' });
    expect(pollFormProblems({ ...quiz, answer: 0 })).toEqual({});
  });

  it('sends the rows as they are, the answer only for a quiz', () => {
    const draft = { ...emptyPollDraft(), name: 'Lunch', choices: ['Pizza', ''], answer: 0 };
    expect(saveMessage(draft)).toEqual({
      name: 'Lunch',
      pollType: 'choice',
      question: '',
      choices: ['Pizza', ''],
    });
    expect(saveMessage({ ...draft, pollType: 'quiz', _id: 'a1' })).toMatchObject({ _id: 'a1', answer: 0 });
  });

  it('opens a saved poll with its trailing blank row, the question empty when it is the name', () => {
    const asset: Asset = {
      _id: 'a1',
      type: 'poll',
      source: 'poll',
      url: null,
      musicUrl: null,
      width: null,
      height: null,
      filename: '',
      userId: 'u1',
      tags: [],
      name: 'Lunch',
      description: 'Lunch',
      poll: { pollType: 'quiz', question: 'Lunch', choices: [{ value: 'Pizza', text: 'Pizza' }], answer: 0 },
      createdAt: '2026-01-01T00:00:00.000Z',
    };
    expect(draftOf(asset)).toEqual({
      _id: 'a1',
      name: 'Lunch',
      question: '',
      pollType: 'quiz',
      choices: ['Pizza', ''],
      answer: 0,
    });
  });
});
