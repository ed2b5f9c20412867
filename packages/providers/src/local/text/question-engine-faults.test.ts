import { describe, expect, it } from 'vitest';
import { generateChatQuestionSet } from './chat-questions';
import { readSentences } from './chat-questions-text';
import { parseClause, tokenize } from './question-clause';
import { draftQuestions, type QuestionDraft } from './question-forms';
import { afterStepQuestion } from './question-step';
import { isWellFormedQuestion } from './question-validator';

const drafts = (sentence: string): QuestionDraft[] => draftQuestions(parseClause(tokenize(sentence)));
const draft = (sentence: string, question: string): QuestionDraft | undefined =>
  drafts(sentence).find((d) => d.question === question);

describe('sentences the splitter used to run together', () => {
  it('ends a sentence on "Sun." or "Sat." written as words', () => {
    const text = 'Plants lean towards the Sun. Their stems grow faster on the shaded side.';
    expect(readSentences(text).map((s) => s.text)).toEqual([
      'Plants lean towards the Sun.',
      'Their stems grow faster on the shaded side.',
    ]);
  });
});

describe('clauses parsed whole', () => {
  it('keeps a participle with its agent in the subject and asks with "did … begin"', () => {
    const sentence = 'A Dutch crew commanded by Willem Barentsz reached the island in 1596.';
    const clause = parseClause(tokenize(sentence));
    expect(clause.subject.map((t) => t.text).join(' ')).toBe('A Dutch crew commanded by Willem Barentsz');
    expect(clause.verbs.map((t) => t.text)).toEqual(['reached']);
    const when = drafts(sentence).find((d) => d.form === 'when');
    expect(when?.question).toBe('When did a Dutch crew commanded by Willem Barentsz reach the island?');
    expect(isWellFormedQuestion(when?.question ?? '')).toBe(true);
  });

  it('reads a "when" clause whose subject is a list as one intro', () => {
    const clause = parseClause(
      tokenize('When the oven, kettle and heater run together, the fuse can trip within minutes.'),
    );
    expect(clause.subject.map((t) => t.text)).toEqual(['the', 'fuse']);
  });

  it('skips a short aside after the intro ("by contrast,")', () => {
    const clause = parseClause(tokenize('In dry valleys, by contrast, the soil is thin and sandy.'));
    expect(clause.subject.map((t) => t.text)).toEqual(['the', 'soil']);
  });

  it('reads "At first and last light," as an intro, not a date', () => {
    const clause = parseClause(tokenize('At first and last light, the owls hunt along the hedges.'));
    expect(clause.subject.map((t) => t.text)).toEqual(['the', 'owls']);
  });
});

describe('yes/no questions that would mislead', () => {
  it('asks no yes/no question of a plain instruction', () => {
    expect(drafts('Unscrew the old filter by hand.').some((d) => d.form === 'yes-no')).toBe(false);
  });

  it('still asks a rule ("Always …") as a yes/no question', () => {
    expect(drafts('Always wear gloves in the glass workshop.').some((d) => d.form === 'yes-no')).toBe(true);
  });

  it('does not ask "Are there four kinds?" without what they are kinds of', () => {
    const questions = drafts('There are four kinds: sprint, relay, hurdles and marathon.').map(
      (d) => d.question,
    );
    expect(questions).not.toContain('Are there four kinds?');
  });

  it('keeps the place an intro restricts the fact to, without its examples and aside', () => {
    const sentence = 'In mountain streams such as the Inn, by contrast, the water is often below 8 degrees.';
    const yesNo = drafts(sentence).find((d) => d.form === 'yes-no');
    expect(yesNo?.question).toBe('Is the water often below 8 degrees in mountain streams?');
  });

  it('asks no yes/no question when the intro that restricts it cannot be kept', () => {
    const sentence =
      'Along the northern shore of the lake near the old mill and the boathouse, the path is often flooded.';
    expect(drafts(sentence).some((d) => d.form === 'yes-no')).toBe(false);
  });
});

describe('forms that replace a yes/no question', () => {
  it('asks what a thing is famous for', () => {
    const made = draft('Italy is famous for making fine violins.', 'What is Italy famous for?');
    expect(made?.answer).toBe('Making fine violins.');
  });

  it('asks a size with "How long …?" and answers with the measure', () => {
    const made = draft('Young eels are usually about a finger long.', 'How long are young eels?');
    expect(made?.answer).toBe('Usually about a finger long.');
  });

  it('asks when to follow an instruction that holds under a condition', () => {
    const made = draft(
      'Call the landlord if the boiler pressure drops below one bar.',
      'When should I call the landlord?',
    );
    expect(made?.answer).toBe('If the boiler pressure drops below one bar.');
  });

  it('asks what kind of thing an instruction chooses', () => {
    expect(drafts('Pick a sharp knife with a thin blade.').map((d) => d.question)).toContain(
      'What kind of knife should I pick?',
    );
  });
});

describe('afterStepQuestion', () => {
  it('asks a step by the last instruction of the step before', () => {
    const before = parseClause(tokenize('Switch off the mains and lift the cover off the socket.'));
    expect(afterStepQuestion(before)).toBe('What should I do after lifting the cover off the socket?');
  });

  it('asks nothing after a prohibition', () => {
    expect(afterStepQuestion(parseClause(tokenize('Do not touch the bare wires.')))).toBeNull();
  });
});

describe('generateChatQuestionSet on the faults', () => {
  it('asks a relational count with the topic noun and answers with the list', () => {
    const text =
      'Otters are semi-aquatic mammals that live near rivers and coasts. ' +
      'There are thirteen living species: the sea otter, the giant otter and eleven others. ' +
      'They eat fish, crabs and frogs.';
    const { pairs } = generateChatQuestionSet({ text, topic: 'Otters', count: 3 });
    const count = pairs.find((p) => p.question.startsWith('How many'));
    expect(count).toEqual({
      question: 'How many living species of otters are there?',
      answer: 'Thirteen: the sea otter, the giant otter and eleven others.',
    });
    expect(pairs.map((p) => p.question)).not.toContain('Are there thirteen living species?');
  });

  it('asks procedure steps by the step before, never "Should I …?" "Yes."', () => {
    const text =
      'To change a tap washer, you need a spanner and a new washer. ' +
      'Turn off the water and open the tap to drain it. ' +
      'Unscrew the tap head with the spanner. ' +
      'Pull the old washer off the valve. ' +
      'Press the new washer into place and screw the head back on.';
    const { pairs } = generateChatQuestionSet({ text, topic: 'Changing a tap washer', count: 4 });
    expect(pairs.map((p) => p.answer)).not.toContain('Yes.');
    expect(pairs.every((p) => !/^Should I\b/.test(p.question))).toBe(true);
    expect(pairs.map((p) => p.question)).toContain('What should I do after unscrewing the tap head?');
  });
});
