/**
 * One test per kind of fault seen in generated Q&A, each with sentences written for these tests: the
 * answer is a whole constituent, ranges and lists stay whole, numbers that name things are never counted,
 * money after "for" is a price, a yes/no question keeps its polarity and restrictions, "do" takes the base
 * form in the right tense, an instruction is asked with "should I", and a passive or a participle that
 * cannot be rearranged is not.
 */
import { describe, expect, it } from 'vitest';
import { parseClause, tokenize } from './question-clause';
import { draftQuestions, type QuestionForm } from './question-forms';
import { questionProblem } from './question-validator';

interface Pair {
  question: string;
  answer?: string;
}

function drafts(sentence: string): Map<QuestionForm, Pair> {
  return new Map(
    draftQuestions(parseClause(tokenize(sentence))).map((d) => [
      d.form,
      { question: d.question, answer: d.answer },
    ]),
  );
}

const all = (sentence: string): Pair[] => [...drafts(sentence).values()];

describe('answers are whole constituents', () => {
  it('keeps a range whole, from its first number', () => {
    const tall = drafts('Grown sunflowers are usually 2 to 3 metres tall.').get('how-long');
    expect(tall?.answer ?? 'none').not.toBe('3 metres tall.');
    for (const pair of all('Young otters stay with their mother for 8 to 12 months.'))
      expect(pair.answer ?? '').not.toMatch(/^(For )?12 months/);
  });

  it('starts a date phrase at its own preposition, not at "of"', () => {
    expect(
      drafts('The storm reached the coast in the late evening of 14 March 1912.').get('when')?.answer,
    ).toBe('In the late evening of 14 March 1912.');
  });

  it('keeps the whole place and stops before a participle that describes it', () => {
    const where = drafts(
      'The strike started in a warehouse near London Bridge owned by a shipping firm.',
    ).get('where');
    expect(where).toEqual({
      question: 'Where did the strike start?',
      answer: 'In a warehouse near London Bridge.',
    });
  });

  it('keeps the part of the day and the rest of a list of days', () => {
    expect(drafts('The sauna is open on Tuesday and Thursday evenings.').get('when')?.answer).toBe(
      'On Tuesday and Thursday evenings.',
    );
    expect(drafts('The pharmacy is closed on Sundays and bank holidays.').get('when')?.answer).toBe(
      'On Sundays and bank holidays.',
    );
  });

  it('never answers from a second verb phrase', () => {
    for (const pair of all('The choir was formed in 1921 and sings in the old chapel.'))
      expect(pair.answer ?? '').not.toMatch(/chapel/);
  });
});

describe('numbers', () => {
  it('never counts a number that names something', () => {
    for (const sentence of [
      'Shuttle line 4 serves the hospital and the station.',
      'Ferry 9 crosses the bay twice an hour.',
    ])
      expect(drafts(sentence).has('how-many')).toBe(false);
    expect(drafts('Ferry 9 crosses the bay twice an hour.').get('how-often')?.question).toBe(
      'How often does ferry 9 cross the bay?',
    );
  });

  it('asks money after "for" as a price', () => {
    expect(drafts('Visitors can swim for 6 euros an hour.').get('how-much')).toEqual({
      question: 'How much does it cost for visitors to swim?',
      answer: '6 euros an hour.',
    });
    // A verb of renting keeps its own question.
    expect(drafts('Kayaks can be hired for 20 dollars a day.').get('how-much')?.question).toBe(
      'How much can kayaks be hired for?',
    );
  });

  it('asks no count of one item of a list of counts', () => {
    expect(
      drafts('Around 400 cars and 90 vans were recalled, including the new model.').has('how-many'),
    ).toBe(false);
  });
});

describe('yes/no questions keep polarity and restrictions', () => {
  it.each([
    'Dogs are allowed on the upper deck only, for 5 pounds per trip.',
    'The cottage has no washing machine of its own.',
    'Only a few tickets were sold on the first day.',
    'A late fee applies if the book is returned after the due date.',
  ])('asks no yes/no question of "%s"', (sentence) => {
    expect(drafts(sentence).has('yes-no')).toBe(false);
  });

  it('answers "No." for a negated verb and keeps the condition with the answer', () => {
    expect(drafts('Cyclists are not allowed in the tunnel.').get('yes-no')).toEqual({
      question: 'Are cyclists allowed in the tunnel?',
      answer: 'No.',
    });
    expect(drafts('Boats are free but must be returned by sunset.').get('yes-no')?.answer).toBe(
      'Yes, but they must be returned by sunset.',
    );
  });

  it('asks about a list whole, or not at all', () => {
    expect(
      drafts('The settlers grew barley, oats and beans, and later they kept sheep.').get('yes-no'),
    ).toEqual({
      question: 'Did the settlers grow barley, oats and beans?',
      answer: 'Yes.',
    });
    // "hand pumps" is read as a verb, so the list is cut after "ropes": no question.
    expect(
      drafts('The crew carried ropes, hand pumps and axes, and later they used hoses.').has('yes-no'),
    ).toBe(false);
  });
});

describe('do-support, tense and instructions', () => {
  it('asks with the base form in the past when the verb is past', () => {
    expect(
      drafts('The blaze smouldered for three weeks and was finally put out in May.').get('how-long'),
    ).toEqual({ question: 'How long did the blaze smoulder?', answer: 'For three weeks.' });
    expect(drafts('The old barn burned for six hours and was never rebuilt.').get('how-long')).toEqual({
      question: 'How long did the old barn burn?',
      answer: 'For six hours.',
    });
    // "the blaze" is no one, though compromise knows Blaze as a first name.
    expect(drafts('The blaze smouldered for three weeks.').has('who')).toBe(false);
  });

  it('asks an instruction with "should I", of the verb the answer belongs to', () => {
    expect(drafts('Rinse gently and leave the brush to dry for two hours.').get('how-long')).toEqual({
      question: 'How long should I leave the brush to dry?',
      answer: 'For two hours.',
    });
  });

  it('keeps a participle describing the subject in the subject, never as the verb', () => {
    const made = [
      ...drafts('A bronze statue called the Sentinel, 12 metres high, was raised near the port.').values(),
    ];
    expect(made.length).toBeGreaterThan(0);
    for (const d of made) expect(d.question).toMatch(/\bstatue called the Sentinel\b.*\braised\b/);
  });

  it('reads the sentence’s own verb past a noun compromise took for one', () => {
    expect(drafts('In 1540 Spanish ships reached the bay and built a fort.').get('when')?.question).toBe(
      'When did Spanish ships reach the bay?',
    );
    expect(drafts('The old painted ceiling dates from 1520.').get('when')?.answer).toBe('From 1520.');
    expect(drafts('Lisbon is the capital of Portugal and sits on the Tagus.').get('what-is')?.answer).toBe(
      'The capital of Portugal.',
    );
  });

  it('keeps "and" and lower case in an intro it moves', () => {
    expect(drafts('On Mondays and Fridays trams run every 15 minutes.').get('how-often')?.question).toBe(
      'How often do trams run on Mondays and Fridays?',
    );
  });

  it('asks no "What does X do?" of an adjective or a measure', () => {
    expect(drafts('Pensioners travel free on weekday mornings.').has('what-do')).toBe(false);
    expect(drafts('A day pass costs 7 pounds.').has('what-do')).toBe(false);
  });
});

describe('questionProblem: what a rearranged sentence leaves behind', () => {
  it.each([
    ['How long does the ice melted?', 'verb-form'],
    ['When does the mayor opened the bridge?', 'verb-form'],
    ['Does the shop close early and opens late?', 'verb-form'],
    ['How often do ferries sail On Sundays?', 'capitalised-word'],
    ['Was she ten In 1920?', 'capitalised-word'],
    ['How soon do parcels leave the depot and usually arrive?', 'second-clause'],
  ])('rejects "%s" (%s)', (question, problem) => {
    expect(questionProblem(question)).toBe(problem);
  });

  it.each([
    'Where do buses and trains stop?',
    'Did the bakers and cooks strike?',
    'How do I clean and oil the chain?',
    'Do I need to pay if the bus leaves late?',
    'What can you tell me about The Hague?',
    'How much does it cost for guests to swim?',
  ])('accepts "%s"', (question) => {
    expect(questionProblem(question)).toBeNull();
  });
});
