import { describe, expect, it } from 'vitest';
import { generateChatQuestions } from './chat-questions';
import { parseClause, tokenize } from './question-clause';
import { draftQuestions, type QuestionDraft } from './question-forms';
import { poorAboutTopic } from './question-about';
import { memberOfTopic } from './question-copula-forms';
import { personName } from './question-person';
import { isWellFormedQuestion } from './question-validator';

const drafts = (sentence: string): QuestionDraft[] => draftQuestions(parseClause(tokenize(sentence)));
const questions = (sentence: string): string[] => drafts(sentence).map((d) => d.question);
const find = (sentence: string, question: string): QuestionDraft | undefined =>
  drafts(sentence).find((d) => d.question === question);
/** The preference of the vague "What should I know about X?" (chat-questions' ABOUT_PREFERENCE). */
const ABOUT = 3.2;

describe('who is asked for people only', () => {
  it('asks "Who was …?" of a name whose complement says what a person is', () => {
    const sentence = 'Ada Okafor was a Nigerian chemist and inventor, born in Lagos.';
    expect(questions(sentence)).toContain('Who was Ada Okafor?');
    expect(questions(sentence)).not.toContain('What was Ada Okafor?');
  });

  it('keeps "What is …?" for a named thing', () => {
    expect(questions('Riga is the capital of Latvia.')).toContain('What is Riga?');
  });

  it('asks no "Who …?" of a company named with the person who led it', () => {
    const sentence = 'A Swiss firm led by Hans Keller began building the bridge in 1902.';
    expect(questions(sentence).filter((q) => q.startsWith('Who'))).toEqual([]);
    expect(
      find(sentence, 'When did a Swiss firm led by Hans Keller begin building the bridge?')?.answer,
    ).toBe('In 1902.');
  });

  it('drops "both" from "Who has both taught …?"', () => {
    const who = drafts('Dr Lena Fox and Dr Omar Reyes have both taught at the school since 2010.').find(
      (d) => d.form === 'who',
    );
    expect(who?.question ?? '').not.toMatch(/\bboth\b/);
  });

  it('asks no "Who …?" answered by the person the whole text is about', () => {
    const pairs = generateChatQuestions({
      text: 'Ada Okafor founded a school for girls in Enugu in 1961. The school taught science and music.',
      topic: 'Ada Okafor',
      count: 2,
    });
    expect(pairs.map((p) => p.answer)).not.toContain('Ada Okafor.');
  });
});

describe('the person of a topic that is no bare name', () => {
  it('reads the name after "of"', () => {
    expect(personName('The life of Ada Okafor')).toBe('Ada Okafor');
    expect(personName('Ada Okafor')).toBe('Ada Okafor');
    expect(personName('History of Riga')).toBeNull();
    expect(personName('Garden opening hours')).toBeNull();
  });

  it('answers a "she" sentence of a biography with the name', () => {
    const pairs = generateChatQuestions({
      text:
        'Ada Okafor was born in Enugu in 1921. Many of her letters were lost in a fire at the archive. ' +
        'She died in Lagos in 1990 at the age of 69.',
      topic: 'Biography of Ada Okafor',
      count: 3,
    });
    expect(pairs.map((p) => p.question)).toContain('When did Ada Okafor die in Lagos?');
  });
});

describe('a member noun keeps the topic it is a member of', () => {
  it('makes "Adults" of a text about otters "adult otters"', () => {
    const subject = memberOfTopic(tokenize('Adults'), 'otters');
    expect(subject?.map((t) => t.text).join(' ')).toBe('Adult otters');
    expect(memberOfTopic(tokenize('Adults'), null)).toBeNull();
    expect(memberOfTopic(tokenize('The rangers'), 'otters')).toBeNull();
  });

  it('asks "How long are adult otters?"', () => {
    const pairs = generateChatQuestions({
      text: 'Otters live along rivers and coasts. Adults are usually about a metre long.',
      topic: 'Otters',
      count: 2,
    });
    expect(pairs.map((p) => p.question)).toContain('How long are adult otters?');
  });
});

describe('concrete questions before the vague one', () => {
  it('asks what a thing can do to what', () => {
    const made = find(
      'Geckos can climb smooth glass walls, ceilings and even wet leaves.',
      'What can geckos climb?',
    );
    expect(made?.answer).toBe('Smooth glass walls, ceilings and even wet leaves.');
    expect(made?.preference).toBeLessThan(ABOUT);
  });

  it('asks "What can X do?" of a list of deeds, answered by all of them', () => {
    const made = find(
      'Members can book courts, join leagues, and rent rackets at the front desk.',
      'What can members do?',
    );
    expect(made?.answer).toBe('Book courts, join leagues, and rent rackets at the front desk.');
  });

  it('stops what a thing must do before the clause after it', () => {
    const made = find(
      'New drivers must complete a road safety course before they can rent a van.',
      'What must new drivers complete?',
    );
    expect(made?.answer).toBe('A road safety course.');
  });

  it("asks a phrasal verb's object", () => {
    const made = find(
      'Old fridges give off a faint hum, which annoys some people.',
      'What do old fridges give off?',
    );
    expect(made?.answer).toBe('A faint hum.');
  });

  it('asks how a passive is done', () => {
    const made = find(
      'Each locker can be opened by scanning your membership card.',
      'How can each locker be opened?',
    );
    expect(made?.answer).toBe('By scanning your membership card.');
  });

  it('asks why when the reason follows the verb', () => {
    const made = find(
      'Glass bottles are not accepted because the sorting machine breaks them.',
      'Why are glass bottles not accepted?',
    );
    expect(made?.answer).toBe('Because the sorting machine breaks them.');
  });

  it('reads "since" with a noun alone as a time, not a reason', () => {
    expect(drafts('The pool has been closed since the storm.').filter((d) => d.form === 'why')).toEqual([]);
  });

  it('asks "When …?" of a year followed by what of', () => {
    expect(find('Jon Berg died in 1950 of pneumonia.', 'When did Jon Berg die of pneumonia?')?.answer).toBe(
      'In 1950.',
    );
  });
});

describe('yes/no questions', () => {
  it('puts back the article that "no" stood for', () => {
    const made = find('There is no lift in the old station.', 'Is there a lift in the old station?');
    expect(made?.answer).toBe('No.');
    expect(isWellFormedQuestion(made?.question ?? '')).toBe(true);
  });

  it('prefers a "No." answer to the vague question, and the vague question to a read-back "Yes."', () => {
    const no = drafts('Scooters may not be parked in the courtyard.').find((d) => d.form === 'yes-no');
    expect(no?.answer).toBe('No.');
    expect(no?.preference).toBeLessThan(ABOUT);
    const yes = drafts('The ferry stops at the harbour wall.').find((d) => d.form === 'yes-no');
    expect(yes?.answer).toBe('Yes.');
    expect(yes?.preference).toBeGreaterThan(ABOUT);
  });
});

describe('the vague "about" question', () => {
  const clause = (sentence: string) => parseClause(tokenize(sentence));

  it('is never asked about a kind named bare, a vague head, or a clause that holds only somewhere', () => {
    expect(poorAboutTopic('scooters', clause('Scooters are popular.'))).toBe(true);
    expect(poorAboutTopic('the shape of the harbour', clause('The shape of the harbour matters.'))).toBe(
      true,
    );
    const local = clause('In mountain lakes, the water temperature stays low all year.');
    expect(poorAboutTopic('the water temperature', local)).toBe(true);
  });

  it('is asked about a thing the sentence names', () => {
    expect(poorAboutTopic('the free plan', clause('The free plan stores one gigabyte.'))).toBe(false);
    expect(poorAboutTopic('mossy banks', clause('Mossy banks hold the water.'))).toBe(false);
  });

  it("never asks what to do with an instruction's object", () => {
    const pairs = generateChatQuestions({
      text:
        'Switch off the heater at the wall. Lift the front grille gently. Wipe the grille with a damp cloth. ' +
        'Clean the fan slowly with a soft brush.',
      topic: 'Cleaning a heater',
      count: 4,
    });
    expect(pairs.map((p) => p.question).filter((q) => /What should I do with/.test(q))).toEqual([]);
  });
});

describe('an inverted "cannot"', () => {
  it('is asked "can\'t"', () => {
    const why = drafts('Snails cannot cross copper tape, because the metal stings them.').find(
      (d) => d.form === 'why',
    );
    expect(why?.question).toBe("Why can't snails cross copper tape?");
  });
});
