/**
 * The whole-question grammar gate and the fixes behind it, with sentences written for these tests: every
 * kind of broken question a rearranged sentence can leave is refused, and the questions a person would
 * type pass.
 */
import { describe, expect, it } from 'vitest';
import { parseClause, tokenize } from './question-clause';
import { draftQuestions } from './question-forms';
import { questionProblem } from './question-validator';

const drafted = (sentence: string) => draftQuestions(parseClause(tokenize(sentence)));

describe('questionProblem: a final grammar gate', () => {
  it.each<[string, string]>([
    ['When did a bakery run by two sisters started baking?', 'finite-after-do'],
    ['Why should I lock the gate only if me really need to?', 'object-pronoun-subject'],
    ['How often does the ferry leave every hour?', 'answer-in-question'],
    ['How often do the bells ring on the hour?', 'answer-in-question'],
    ['Where are koalas tree-dwelling animals found only?', 'stranded-adverb'],
    ['Where are moles burrowing mammals found?', 'run-on-noun-phrase'],
    ['How many buses are to June there a week?', 'no-subject'],
    ['Why should I sharpen knives have edges?', 'second-verb'],
    ['How often does bus service run?', 'missing-determiner'],
  ])('refuses "%s" (%s)', (question, problem) => {
    expect(questionProblem(question)).toBe(problem);
  });

  it.each([
    'When did the bakery start baking bread?',
    'Should I let the dough rest?',
    'When does school start?',
    'How often do the buses run?',
    'Where are koalas found?',
    'How many buses are there a week?',
    'Why should I sharpen the knives?',
  ])('lets "%s" through', (question) => {
    expect(questionProblem(question)).toBeNull();
  });
});

describe('a visitor\'s "you" inside a clause is "I"', () => {
  it('turns "if you really have to" into "if I really have to"', () => {
    const why = drafted('Use the spare key only if you really have to, because the old lock sticks.').find(
      (d) => d.form === 'why',
    );
    expect(why?.question).toBe('Why should I use the spare key only if I really have to?');
  });
});

describe('a purpose is asked only of the verb it belongs to', () => {
  it.each([
    'The new bridge opened in May, allowing heavier lorries to cross the river.',
    'Rinse the brush in warm water, then dip it in linseed oil to protect the bristles.',
    'Summer storms have nothing to do with the tides.',
  ])('asks no "Why" of "%s"', (sentence) => {
    expect(drafted(sentence).filter((d) => d.form === 'why' && /^To\b/.test(d.answer ?? ''))).toEqual([]);
  });

  it('still asks the purpose that follows its verb and object', () => {
    expect(drafted('Farmers flood the rice fields to kill the weeds.').find((d) => d.form === 'why')).toEqual(
      expect.objectContaining({
        question: 'Why do farmers flood the rice fields?',
        answer: 'To kill the weeds.',
      }),
    );
  });
});

describe('a short answer the rest of its sentence adds to is answered whole', () => {
  it('keeps the hours and the exception of opening days', () => {
    const when = drafted(
      'The museum is open Monday to Friday from 9:00 to 17:00 and is closed on Saturdays except in August.',
    ).find((d) => d.form === 'when');
    expect(when).toBeDefined();
    expect(when?.answer).toBeUndefined();
  });

  it('keeps a comparison and a period that stretch the value', () => {
    expect(
      drafted('The crossing takes 30 minutes, or longer in fog.').find((d) => d.form === 'how-long')?.answer,
    ).toBe('30 minutes, or longer in fog.');
    expect(
      drafted('Most hens lay four large eggs and two small eggs every week.').find(
        (d) => d.form === 'how-many',
      )?.answer,
    ).toBe('Four large eggs and two small eggs every week.');
  });

  it('leaves a span alone when the rest is about something else', () => {
    expect(
      drafted('The library took over the old mill in 1975 and opened a café in the basement.').find(
        (d) => d.form === 'when',
      )?.answer,
    ).toBe('In 1975.');
    expect(
      drafted('A single ticket costs £12, a weekly pass costs £40, and pupils pay half.').find(
        (d) => d.form === 'how-much',
      )?.answer,
    ).toBe('£12.');
  });

  it('asks nothing specific of a sentence whose "no longer" the parse left in its subject', () => {
    expect(drafted('The café no longer serves hot food after six, but drinks are still sold.')).toEqual([]);
  });
});
