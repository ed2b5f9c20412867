import { describe, expect, it } from 'vitest';
import { MAX_QUESTION_WORDS, questionProblem } from './question-validator';

describe('questionProblem: a question must read like one a person asked', () => {
  it.each([
    // Seen in generated Q&A before the validator.
    ['When is and Mondays the shop closed?', 'dangling-conjunction'],
    ['Should I anyone?', 'no-verb'],
    ['How old must runners?', 'no-verb'],
    ['How many runners does registration close on 31 March or when have entered?', 'dangling-conjunction'],
    ['What should I know about the outside the state?', 'dangling-word'],
    ['How long do most adults need between of sleep a night?', 'dangling-word'],
    ['When should I check in at the Harbour View Hotel is?', 'dangling-word'],
    ['Where was Marie Curie born Maria Skłodowska?', 'dangling-word'],
    ['What can you tell me about the bread its sour taste?', 'dangling-word'],
    // Not questions at all.
    ['The shop is closed on Mondays.', 'not-a-question'],
    ['The shop closed on Mondays?', 'not-a-question'],
    ['And the shop?', 'dangling-conjunction'],
  ])('rejects "%s" (%s)', (question, problem) => {
    expect(questionProblem(question)).toBe(problem);
  });

  it('rejects a question longer than 14 words', () => {
    const long =
      'When did the Riverside Community Garden open on the former parking lot near the old stream?';
    expect(long.split(' ').length).toBeGreaterThan(MAX_QUESTION_WORDS);
    expect(questionProblem(long)).toBe('too-long');
  });

  it.each([
    'When did the Riverside Community Garden open?',
    'How often is the garden open?',
    'Who founded Harbor Bikes?',
    'How many people work there?',
    'What is a starter?',
    'Who was Ada Lovelace?',
    'How much does a basic service cost?',
    'How much can city bikes be rented for?',
    'What does the derailleur do?',
    'What do you repair?',
    'How old must runners be?',
    'Do screens give off blue light?',
    'Is the studio open on Sundays?',
    'Are there showers?',
    'Since when has the shop been open?',
    "Why shouldn't I ride on a completely flat tyre?",
    'How do I remove the wheel?',
    'What should I do if my chain squeaks?',
    'Could you tell me more about the seed exchange?',
    'What can you tell me about Pudding Lane?',
  ])('accepts "%s"', (question) => {
    expect(questionProblem(question)).toBeNull();
  });
});

describe('questions with a second clause run in', () => {
  it('rejects a second question word after the verb and a second modal', () => {
    expect(questionProblem('When was when Mary about twelve?')).toBe('dangling-word');
    expect(questionProblem('Should I gift cards cannot be exchanged for cash?')).toBe('dangling-word');
    expect(questionProblem('How do I know when the bread is ready?')).toBeNull();
    expect(questionProblem('Where can I park when I visit?')).toBeNull();
  });
});
