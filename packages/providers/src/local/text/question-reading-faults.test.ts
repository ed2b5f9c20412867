import { describe, expect, it } from 'vitest';
import { generateChatQuestionSet } from './chat-questions';
import { parseClause, tokenize } from './question-clause';
import { draftQuestions, type QuestionDraft } from './question-forms';

const drafts = (sentence: string): QuestionDraft[] => draftQuestions(parseClause(tokenize(sentence)));
const questions = (sentence: string): string[] => drafts(sentence).map((d) => d.question);

describe('faults the ninth strict reader found', () => {
  it('asks no "Why" of a clause whose "because" belongs to a later "but" clause', () => {
    const qs = questions(
      'The river floods every spring, but the town stays dry, because the levee was raised.',
    );
    expect(qs.some((q) => q.startsWith('Why'))).toBe(false);
  });

  it('reads no purpose into a "to" that completes a rank ("the first … to climb")', () => {
    const qs = questions('In 1953 Tenzing Norgay became the first climber to reach the summit of Everest.');
    expect(qs.some((q) => q.startsWith('Why'))).toBe(false);
  });

  it('reads a lower-case "may" after a fronted time as the modal', () => {
    const clause = parseClause(tokenize('On market days, traders may unload their vans in the square.'));
    expect(clause.aux.map((t) => t.lower)).toEqual(['may']);
    expect(clause.subject.map((t) => t.lower)).toEqual(['traders']);
  });

  it('asks no "How often" of a limit ("up to four times a year")', () => {
    const qs = questions('Each tenant may rent the hall up to four times a year.');
    expect(qs.some((q) => q.startsWith('How often'))).toBe(false);
  });

  it('asks no "What does X do?" answered by a verb and a bare noun before its "that" clause', () => {
    const qs = questions('The ferry company gives warning that the harbour will close for repairs in May.');
    expect(qs).not.toContain('What does the ferry company do?');
  });

  it('never answers a step question with a warning, and keeps a name capitalised', () => {
    const set = generateChatQuestionSet({
      topic: 'Pancakes',
      text:
        'Whisk two eggs with the milk in a jug. Do not beat the mixture too hard, or the pancakes will be ' +
        'rubbery. Heat a little oil in a pan until it shimmers. Pour in a ladle of batter and cook for two ' +
        'minutes on each side. Westbridge Parish Council gives notice that the pancake race will start at noon.',
      count: 4,
    });
    expect(set.pairs.length).toBeGreaterThan(2);
    for (const pair of set.pairs) {
      expect(pair.answer).not.toMatch(/^Do not/);
      expect(pair.question).not.toMatch(/\bwestbridge\b/);
    }
  });
});
