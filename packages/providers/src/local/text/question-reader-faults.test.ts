import { describe, expect, it } from 'vitest';
import { generateChatQuestionSet } from './chat-questions';
import { parseClause, tokenize } from './question-clause';
import { draftQuestions, type QuestionDraft } from './question-forms';
import { afterStepQuestion } from './question-step';
import { whoAnswer } from './question-who-name';
import { namedSentence } from './question-answer-extent';

const drafts = (sentence: string): QuestionDraft[] => draftQuestions(parseClause(tokenize(sentence)));
const questions = (sentence: string): string[] => drafts(sentence).map((d) => d.question);
const step = (sentence: string): string | null => afterStepQuestion(parseClause(tokenize(sentence)));

describe('faults a strict reader found', () => {
  it('asks no "Where" of a "be" sentence whose complement is a noun phrase', () => {
    const qs = questions('Harbourview Clinic is a small eye clinic at 14 Mill Road, next to the bakery.');
    expect(qs.some((q) => q.startsWith('Where'))).toBe(false);
    expect(qs).toContain('What is Harbourview Clinic?');
  });

  it('keeps an "of" phrase with the place it belongs to', () => {
    const where = drafts('The museum is on the top floor of the old mill.').find((d) => d.form === 'where');
    expect(where).toMatchObject({
      question: 'Where is the museum?',
      answer: 'On the top floor of the old mill.',
    });
  });

  it('asks no "How much" that keeps the noun the amount is of', () => {
    const qs = questions('Late returns are charged a fee of 5 euros.');
    expect(qs.some((q) => q.startsWith('How much'))).toBe(false);
  });

  it('keeps a goal the verb needs when a long question is shortened', () => {
    const when = drafts(
      'The castle was added to the UNESCO World Heritage list in 2001 because its walls are intact.',
    ).find((d) => d.form === 'when');
    expect(when?.question).toBe('When was the castle added to the UNESCO World Heritage list?');
  });

  it('never cuts a name inside at its "to"', () => {
    const when = drafts(
      'Children join a four-week Swim to Win class on Sunday afternoons, which costs 60 pounds.',
    ).find((d) => d.form === 'when');
    expect(when?.question).toBe('When do children join a four-week Swim to Win class?');
  });

  it('asks nothing of a second verb read as a noun ("ships and runs")', () => {
    const qs = questions('The winter fair, Frost and Fire, is about old crafts and runs until 2 February.');
    expect(qs.filter((q) => /\bruns\b/.test(q))).toEqual([]);
    // A real list of nouns before a time is still asked.
    expect(questions('The museum is open on weekdays and holidays from 9 am.')).toContain(
      'When is the museum open on weekdays and holidays?',
    );
  });

  it('answers an amount from a list of ingredients by the amount alone', () => {
    const ds = drafts('You need 300 grams of plain flour, two eggs, one lemon and 200 millilitres of milk.');
    expect(ds.find((d) => d.form === 'how-much')).toMatchObject({
      question: 'How much plain flour do I need?',
      answer: '300 grams.',
    });
    // "How many eggs do I need 300 grams of plain flour?" runs the list into the question.
    expect(ds.some((d) => d.form === 'how-many')).toBe(false);
  });

  it('leaves a gapped second clause out of the question and the answer', () => {
    const howLong = drafts('Tablets are lent for two weeks and laptops for three days.').find(
      (d) => d.form === 'how-long',
    );
    expect(howLong).toMatchObject({ question: 'How long are tablets lent?', answer: 'For two weeks.' });
  });

  it('asks a step by its whole object, without its manner or tool', () => {
    expect(
      step('Lift the lid, then move your thumb gently around the rim of the jar to feel any chips.'),
    ).toBe('What should I do after moving my thumb around the rim of the jar?');
    expect(step('Tip the tray on its edge and carefully lift the seedlings out by their leaves.')).toBe(
      'What should I do after lifting the seedlings out?',
    );
    expect(step('Unscrew the cap with a coin.')).toBe('What should I do after unscrewing the cap?');
  });

  it('asks no "Who" whose subject kept an opening phrase', () => {
    const qs = drafts('During the Second World War Clara Bell ran a field hospital for wounded pilots.');
    expect(qs.some((d) => d.form === 'who')).toBe(false);
  });
});

describe('who answers by a name', () => {
  const text = 'Anna Berg met Oskar Lind in 1950. Oskar died in 1990, and Anna kept the farm.';
  it('writes a first name in full when the text does', () => {
    expect(whoAnswer('Oskar.', text, null)).toBe('Oskar Lind.');
  });
  it('does not ask a "Who" answered by the text\'s own person or an unknown first name', () => {
    expect(whoAnswer('Anna.', text, 'Anna Berg')).toBeNull();
    expect(whoAnswer('Anna Berg.', text, 'Anna Berg')).toBeNull();
    expect(whoAnswer('Ingrid.', text, null)).toBeNull();
    expect(whoAnswer('The village baker.', text, null)).toBe('The village baker.');
  });
});

describe('a name that only opens sentences', () => {
  it('keeps its capital in questions', () => {
    const text =
      'Quillbox is a budgeting app for phones and tablets. Quillbox sorts your spending into categories every night. The premium plan costs 4 dollars a month.';
    const { pairs } = generateChatQuestionSet({ text, topic: 'Budget app', count: 3 });
    const qs = pairs.map((p) => p.question);
    expect(qs).toContain('What is Quillbox?');
    expect(qs.join(' ')).not.toMatch(/\bquillbox\b/);
  });

  it('leaves a common noun that opens sentences alone', () => {
    const text =
      'Membership costs 40 pounds a year. Membership includes entry to every match. Members meet on Tuesdays at the club house.';
    const { pairs } = generateChatQuestionSet({ text, topic: 'Club', count: 3 });
    expect(pairs.map((p) => p.question).join(' ')).not.toMatch(/\bMembership\b(?!\s*\?)/);
  });
});

describe('a sentence read back as a yes/no question', () => {
  it('is asked about its topic instead of answered "Yes."', () => {
    const text =
      'The Linden Gallery opens at 9 am every day. Admission costs 12 euros. The gift shop is staffed all day. Cloakroom lockers are free for visitors.';
    const { pairs } = generateChatQuestionSet({ text, topic: 'Linden Gallery', count: 4 });
    expect(pairs.map((p) => p.answer)).not.toContain('Yes.');
    expect(pairs).toContainEqual({
      question: 'What should I know about cloakroom lockers?',
      answer: 'Cloakroom lockers are free for visitors.',
    });
  });
});

describe("a sentence about the text's person read alone", () => {
  it('keeps the sentence before when it opens on a place or time of that sentence', () => {
    expect(namedSentence('There he opened a small print shop in 1921.', 'Jonas Weber')).toBeNull();
    expect(namedSentence('In 1921 he opened a small print shop.', 'Jonas Weber')).toBe(
      'In 1921 Jonas Weber opened a small print shop.',
    );
  });
});
