import { describe, expect, it } from 'vitest';
import { generateChatQuestions } from './chat-questions';
import { parseClause, tokenize } from './question-clause';
import { draftQuestions } from './question-forms';
import { answerWithoutReferent } from './question-gate';
import { namedNeed } from './question-need';
import { personName } from './question-person';
import { questionProblem } from './question-validator';

const drafts = (sentence: string) => draftQuestions(parseClause(tokenize(sentence)));
const draft = (sentence: string, form: string) => drafts(sentence).find((d) => d.form === form);

describe('questionProblem: source fragments pasted into a question', () => {
  it.each([
    'When should I use stand the heater upright?',
    'How long does press START: the motor run?',
    'How many boxes will movers need a ladder?',
    'How long is fishing allowed anywhere more than 200 metres?',
    'What can you tell me about a fixed-rate savings?',
    'What are the only exceptions?',
    'Why are e-scooters an exception?',
    'Why is the fee slightly higher?',
    'What can you tell me about press START?',
    'What can you tell me about July the market?',
    'When should I stand the heater upright for?',
  ])('refuses "%s"', (question) => {
    expect(questionProblem(question)).not.toBeNull();
  });

  it.each([
    'How many boxes will movers need?',
    'What can you tell me about a savings account?',
    'What are the exceptions to the rule?',
    'Why is the fee higher than last year?',
    'Should I let the dough rest?',
    'When does the only cafe close?',
    'How many people does the boat carry a day?',
  ])('lets "%s" through', (question) => {
    expect(questionProblem(question)).toBeNull();
  });

  it('refuses an answer that names a relation without its other side', () => {
    expect(
      answerWithoutReferent('An exception: because the frame is custom-built, it cannot be refunded.'),
    ).toBe(true);
    expect(answerWithoutReferent('The exceptions to the rule are guide dogs.')).toBe(false);
    expect(answerWithoutReferent('A small town on the coast.')).toBe(false);
  });
});

describe('question forms the reading of the tenth round asked for', () => {
  it('asks "What does X do?" only of what X does in general', () => {
    expect(draft('The derailleur moves the chain between the gears.', 'what-do')?.question).toBe(
      'What does the derailleur do?',
    );
    const text =
      'Fenwick Books accepts returns of unread books within 14 days of purchase, provided you bring the receipt. ' +
      'Gift cards never expire. The shop opens at 9 am on weekdays.';
    const pairs = generateChatQuestions({ text, topic: 'Fenwick Books', count: 3 });
    expect(pairs.map((p) => p.question)).not.toContain('What does Fenwick Books do?');
  });

  it('keeps an ordinal intro whole: "Before first use, …"', () => {
    const made = draft(
      'Before first use, charge the speaker for at least 3 hours so the battery can settle.',
      'how-to',
    );
    expect(made?.question).toBe('What should I do before first use?');
    expect(made?.answer).toBe('Charge the speaker for at least 3 hours so the battery can settle.');
  });

  it('keeps every sign of doneness the test joins with "and"', () => {
    expect(
      draft('Roast for 40 minutes, until the skin is crisp and the juices run clear.', 'how-long')?.answer,
    ).toBe('For 40 minutes, until the skin is crisp and the juices run clear.');
  });

  it('asks about "the fee", not "a fee of £15"', () => {
    expect(draft('A fee of £15 is due by 1 March.', 'when')?.question).toBe('When is the fee due?');
  });

  it('leaves the purpose out of a "When …?"', () => {
    expect(
      draft('The bridge was built between 1820 and 1826 to carry the railway over the river.', 'when')
        ?.question,
    ).toBe('When was the bridge built?');
  });

  it('counts with its share, not as a list', () => {
    const made = draft(
      'The castle had 12 towers, 4 of them on the west wall, where the cliffs are steep.',
      'how-many',
    );
    expect(made?.question).toBe('How many towers did the castle have?');
    expect(made?.answer).toBe('12 towers, 4 of them on the west wall.');
  });

  it('asks what a named subject will need', () => {
    expect(
      namedNeed(parseClause(tokenize('Pupils will need a pencil case, a calculator and two pens.'))),
    ).toEqual({
      question: 'What will pupils need?',
      answer: 'A pencil case, a calculator and two pens.',
    });
  });

  it('asks why of a warning with its ", as …" reason, place included', () => {
    const made = draft('Do not store the batteries in a hot car, as they may leak.', 'why');
    expect(made?.question).toBe("Why shouldn't I store the batteries in a hot car?");
    expect(made?.answer).toBe('Because they may leak.');
  });

  it('asks how long a visitor has to do something', () => {
    const made = draft('You have 21 days after delivery to report a missing part.', 'how-long');
    expect(made?.question).toBe('How long do I have to report a missing part?');
    expect(made?.answer).toBe('21 days after delivery.');
  });

  it('asks when of a time counted from an event', () => {
    const made = draft('The club sends a reminder two weeks before each match.', 'when');
    expect(made?.question).toBe('When does the club send a reminder?');
    expect(made?.answer).toBe('Two weeks before each match.');
    expect(draft('The club sends a reminder two weeks before each match.', 'what-do')).toBeUndefined();
  });

  it('reads a person from a topic that says what they were', () => {
    expect(personName('Tomas Berg, glassmaker')).toBe('Tomas Berg');
    expect(personName('Opening hours, summer')).toBeNull();
  });

  it('lets "found" stand as the bare verb after "did"', () => {
    expect(questionProblem('When did Tomas Berg found the glassworks?')).toBeNull();
    expect(questionProblem('When did Tomas Berg found?')).not.toBeNull();
  });

  it('asks who a thing must be handed to, not a yes/no question', () => {
    const made = draft('All keys must be returned to the site manager by 5 pm on Friday.', 'who');
    expect(made?.question).toBe('Who must all keys be returned to?');
    expect(made?.answer).toBe('To the site manager, by 5 pm on Friday.');
  });

  it('leaves the place after the date out of a "When …?"', () => {
    expect(
      draft('Tomas Berg was born in 1902 in Kalmar, Sweden, the son of a fisherman.', 'when')?.question,
    ).toBe('When was Tomas Berg born?');
  });
});
