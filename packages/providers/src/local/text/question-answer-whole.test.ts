/**
 * Answers kept whole, with sentences written for these tests: a "how long" keeps the test that ends the
 * action and the place it is done in, a birthplace keeps the wider place it lies in, and a list kept past
 * a comma keeps its last "and" item.
 */
import { describe, expect, it } from 'vitest';
import { parseClause, tokenize } from './question-clause';
import { draftQuestions } from './question-forms';
import { pointedTime, withPointedTime } from './question-pointed-time';

const answerTo = (sentence: string, form: string): string | undefined =>
  draftQuestions(parseClause(tokenize(sentence))).find((d) => d.form === form)?.answer;

describe('whole answers', () => {
  it('keeps the "until" test that ends a timed step', () => {
    expect(answerTo('Roast the peppers for 25 minutes, until the skins are blackened.', 'how-long')).toBe(
      'For 25 minutes, until the skins are blackened.',
    );
    expect(answerTo('Simmer the stock for 40 minutes, or until the carrots are soft.', 'how-long')).toBe(
      'For 40 minutes, or until the carrots are soft.',
    );
  });

  it('keeps the place a timed step is done in', () => {
    // How long first, then where: "How long …?" "For two hours in a warm cupboard."
    expect(answerTo('Leave the dough in a warm cupboard for two hours.', 'how-long')).toBe(
      'For two hours in a warm cupboard.',
    );
    expect(answerTo('Let the loaf cool in the tin for 10 minutes before turning it out.', 'how-long')).toBe(
      'For 10 minutes in the tin.',
    );
  });

  it('keeps the wider place a birthplace lies in', () => {
    expect(
      answerTo('Tomas Berg was born in 1921 in the town of Kiruna in the far north of Sweden.', 'where'),
    ).toBe('In the town of Kiruna in the far north of Sweden.');
  });

  it('keeps the last item of a list', () => {
    expect(
      answerTo('The storm felled about 4,300 trees, 12 barns and the old Harbour Lighthouse.', 'how-many'),
    ).toBe('About 4,300 trees, 12 barns and the old Harbour Lighthouse.');
  });

  it('keeps where a thing is done with how it is done', () => {
    // Asked "Where may members borrow a kayak?", not "How …?" answered by a place.
    expect(answerTo('Members may borrow a kayak at the boathouse by signing the logbook.', 'how')).toBe(
      undefined,
    );
    expect(answerTo('Members may borrow a kayak at the boathouse by signing the logbook.', 'where')).toBe(
      'At the boathouse by signing the logbook.',
    );
  });

  it('gives an answer the time its intro points back to', () => {
    const time = pointedTime(
      'On those evenings,',
      'The hall stays open late, except on the evenings when the choir rehearses, which are listed online.',
    );
    expect(time).toBe('on the evenings when the choir rehearses');
    expect(withPointedTime('how', 'By using the side entrance.', time ?? '')).toBe(
      'By using the side entrance, on the evenings when the choir rehearses.',
    );
    expect(withPointedTime('when', 'After 9 pm.', time ?? '')).toBe('After 9 pm.');
    expect(pointedTime('On Sundays,', 'The hall opens on the days when it is dry.')).toBeNull();
  });
});
