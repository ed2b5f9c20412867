import { describe, expect, it } from 'vitest';
import {
  autoChatQuestionCount,
  generateChatQuestions,
  generateChatQuestionSet,
  type ChatQuestion,
} from './chat-questions';
import { ADA_LOVELACE, BIKE_SHOP, FLAT_TYRE, HONEY_BEES } from './chat-questions.fixtures';
import { termsOf } from './chat-questions-rank';
import { readSentences, type TextSentence } from './chat-questions-text';
import { questionProblem } from './question-validator';

const FIXTURES: Record<string, string> = { BIKE_SHOP, ADA_LOVELACE, FLAT_TYRE, HONEY_BEES };
const QUESTION_WORDS = new Set(
  termsOf('tell know more can could should do does did what who when where why how many much often long'),
);

/** The sentences an answer is made of: one sentence of the text, or two that follow each other. */
function answerSentences(answer: string, sentences: readonly TextSentence[]): TextSentence[] | null {
  for (let i = 0; i < sentences.length; i++) {
    const one = sentences[i] as TextSentence;
    if (one.text === answer) return [one];
    const two = sentences[i + 1];
    if (two && `${one.text} ${two.text}` === answer) return [one, two];
  }
  return null;
}

/** A short answer's sentence: the one its span was read from ("In 2004." from "In 2004 the shop moved …"). */
function spanSentence(answer: string, sentences: readonly TextSentence[]): TextSentence | null {
  // "What do workers do?" → "They collect nectar …": the span after the pronoun that stands for the subject.
  const span = answer
    .replace(/\.$/, '')
    .replace(/^(It|They) /, '')
    .toLowerCase();
  return sentences.find((s) => s.text.toLowerCase().includes(span)) ?? null;
}

const YES_NO = /^(Yes|No)\b/;

/** Where an answer comes from: whole sentences, a span of one, or a yes/no reply (null). */
function answerSource(answer: string, sentences: readonly TextSentence[]): TextSentence[] | null {
  const whole = answerSentences(answer, sentences);
  if (whole) return whole;
  const span = spanSentence(answer, sentences);
  return span ? [span] : null;
}

function isQuestionOfText(question: string, sentences: readonly TextSentence[]): boolean {
  return sentences.some((s) => s.kind === 'question' && s.text === question);
}

function expectWellFormed(pairs: ChatQuestion[], text: string): void {
  const sentences = readSentences(text);
  const questions = new Set<string>();
  const mains = new Set<string>();
  let yesNo = 0;
  for (const { question, answer } of pairs) {
    const parts = answerSource(answer, sentences);
    if (YES_NO.test(answer) && !parts) {
      questions.add(question.toLowerCase());
      yesNo++;
      continue;
    }
    expect(parts, `answer is the text's sentences or a span of one: ${answer}`).not.toBeNull();
    expect(question).toMatch(/^[A-Z].*\S\?$/);
    // A question the text asks itself is kept as written; every other one passes the validator.
    if (!isQuestionOfText(question, sentences)) expect(questionProblem(question), question).toBeNull();
    expect(question.split(' ').length).toBeGreaterThanOrEqual(3);
    // A question the text asks itself may use other words; every question made here names its answer's topic.
    // Checked against the sentence: a short answer ("In 2004.") names no topic itself.
    if (!isQuestionOfText(question, sentences)) {
      const answerTerms = new Set(termsOf(parts?.map((p) => p.text).join(' ') ?? answer));
      const shared = termsOf(question).filter((t) => !QUESTION_WORDS.has(t) && answerTerms.has(t));
      expect(shared.length, `"${question}" shares a key term with "${answer}"`).toBeGreaterThan(0);
    }
    questions.add(question.toLowerCase());
    // The sentence a question is about is the last of its answer (the first only gives context); a
    // "How do I …?" is about the procedure's first sentence, its steps only follow it.
    const about = /^How do I\b/.test(question) ? parts?.[0] : parts?.[parts.length - 1];
    mains.add(about?.text ?? '');
  }
  expect(questions.size, 'questions differ').toBe(pairs.length);
  expect(mains.size, 'no two questions about the same sentence').toBe(pairs.length - yesNo);
}

describe('generateChatQuestions on real topic texts', () => {
  describe.each(Object.entries(FIXTURES))('%s', (_name, text) => {
    it.each([1, 3, 5])('gives exactly %i well-formed pairs when asked for them', (count) => {
      const pairs = generateChatQuestions({ text, topic: '', count });
      expect(pairs).toHaveLength(count);
      expectWellFormed(pairs, text);
    });

    it('gives up to 10 well-formed pairs, never padded', () => {
      const pairs = generateChatQuestions({ text, topic: '', count: 10 });
      expect(pairs.length).toBeGreaterThanOrEqual(8);
      expect(pairs.length).toBeLessThanOrEqual(10);
      expectWellFormed(pairs, text);
    });

    it('is deterministic', () => {
      const a = generateChatQuestions({ text, topic: 'topic', count: 7 });
      const b = generateChatQuestions({ text, topic: 'topic', count: 7 });
      expect(b).toEqual(a);
    });

    it('asks in several ways, not one template', () => {
      const pairs = generateChatQuestions({ text, topic: '', count: 8 });
      const openings = new Set(pairs.map((p) => p.question.split(' ')[0]));
      expect(openings.size).toBeGreaterThanOrEqual(3);
    });

    it('spreads the pairs over the text, not only its first paragraph', () => {
      const sentences = readSentences(text);
      const pairs = generateChatQuestions({ text, topic: '', count: 4 });
      const blocks = pairs
        .map((p) => answerSource(p.answer, sentences)?.[0]?.block)
        .filter((b) => b !== undefined);
      expect(new Set(blocks).size).toBeGreaterThanOrEqual(3);
      const lastBlock = Math.max(...sentences.map((s) => s.block));
      expect(Math.max(...blocks.map((b) => b ?? 0))).toBeGreaterThanOrEqual(lastBlock / 2);
    });
  });

  it('makes the questions a visitor of the bike shop would ask', () => {
    const pairs = generateChatQuestions({ text: BIKE_SHOP, topic: 'Harbor Bikes', count: 10 });
    const byQuestion = new Map(pairs.map((p) => [p.question, p.answer]));
    // The shortest span that answers, not the sentence it is in.
    expect(byQuestion.get('Who founded Harbor Bikes?')).toBe('Maria Olsen.');
    expect(byQuestion.get('How much does a standard repair cost?')).toBe('40 dollars.');
    expect(byQuestion.get('When are you open?')).toBe('From 9 am to 6 pm, Monday to Saturday.');
    // The page's own FAQ question, answered by the two sentences after it ("Yes." alone says nothing).
    expect(byQuestion.get('Do you ship bikes abroad?')).toBe(
      'Yes. We deliver to most European countries, and delivery takes five to ten working days.',
    );
  });

  it('asks about people, dates and measures in the other texts', () => {
    const questions = (text: string): string[] =>
      generateChatQuestions({ text, topic: '', count: 10 }).map((p) => p.question);
    expect(questions(ADA_LOVELACE)).toEqual(
      expect.arrayContaining(['Who was Ada Lovelace?', 'When is Ada Lovelace Day celebrated?']),
    );
    expect(questions(FLAT_TYRE)).toEqual(
      expect.arrayContaining([
        'What pressure do most road tyres need?',
        "Why shouldn't I ride on a completely flat tyre?",
      ]),
    );
    expect(questions(HONEY_BEES)).toEqual(
      expect.arrayContaining(['How much surplus honey can a strong colony produce in a good year?']),
    );
    // No trailing phrase a person would leave out: "… meet Charles Babbage at a party in London?"
    expect(questions(HONEY_BEES).concat(questions(ADA_LOVELACE))).toEqual(
      expect.arrayContaining([
        'How long does a worker bee live in summer?',
        'When did Karl von Frisch receive the Nobel Prize?',
      ]),
    );
  });

  it('answers a sentence that starts with a pronoun together with the sentence it points to', () => {
    const text =
      'Harbor Bikes was founded in 1987 by Maria Olsen. She opened the first workshop in an old fishing shed by the harbour in 1988.';
    const pairs = generateChatQuestions({ text, topic: '', count: 2 });
    expect(pairs).toHaveLength(2);
    // "She" is Maria Olsen: the question about her sentence names her, or its answer does.
    const she = pairs.find((p) => /workshop/.test(p.question) || p.answer.includes('She opened'));
    expect(she?.question).not.toMatch(/\bshe\b/i);
    expect(`${she?.question} ${she?.answer}`).toContain('Maria Olsen');
  });

  it('never chooses filler, and prefers the informative sentences', () => {
    const text = `Welcome to our website! We hope you enjoy your visit. Thank you for reading.

Our bakery opened in 1998 in the old town of Lyon. It bakes 300 loaves of bread every morning. Everything here is really great.

Click here to subscribe to our newsletter. All rights reserved.`;
    const pairs = generateChatQuestions({ text, topic: 'bakery', count: 10 });
    expect(pairs.length).toBeGreaterThanOrEqual(1);
    for (const { answer } of pairs) {
      expect(answer).not.toMatch(/Welcome|hope you enjoy|Thank you|Click here|rights reserved/);
    }
    expect(generateChatQuestions({ text, topic: 'bakery', count: 1 })[0]?.answer).toMatch(/1998|300/);
    for (let count = 1; count <= 10; count++) {
      for (const { answer } of generateChatQuestions({ text: BIKE_SHOP, topic: '', count })) {
        expect(answer).not.toContain('Welcome to our website');
      }
    }
  });

  it('gives nothing for empty, blank, too short or boilerplate-only text', () => {
    for (const text of [
      '',
      '   \n\n ',
      'Hello.',
      'Great bikes!',
      'Welcome to our website! Thank you for visiting.',
      'About us\nServices\nContact',
      `A ${'very '.repeat(60)}long sentence without an end that goes on and on and on.`,
    ]) {
      expect(generateChatQuestions({ text, topic: 'x', count: 5 })).toEqual([]);
      expect(generateChatQuestions({ text, topic: 'x', count: 'auto' })).toEqual([]);
    }
  });

  it('gives fewer pairs, not junk, when the text has fewer usable sentences than asked', () => {
    const text = 'Our bakery opened in 1998 in Lyon. The bakery sells sourdough bread and croissants. Tiny.';
    const pairs = generateChatQuestions({ text, topic: '', count: 10 });
    expect(pairs).toHaveLength(2);
    expectWellFormed(pairs, text);
  });

  it('clamps a count outside 1–10', () => {
    const all = Object.values(FIXTURES).join('\n\n');
    expect(generateChatQuestions({ text: all, topic: '', count: 25 })).toHaveLength(10);
    expect(generateChatQuestions({ text: all, topic: '', count: 0 })).toHaveLength(1);
  });
});

describe("'auto' count", () => {
  it('is one pair per 100 words, at least 3 and at most 10', () => {
    expect(autoChatQuestionCount(0)).toBe(3);
    expect(autoChatQuestionCount(120)).toBe(3);
    expect(autoChatQuestionCount(460)).toBe(5);
    expect(autoChatQuestionCount(940)).toBe(9);
    expect(autoChatQuestionCount(20000)).toBe(10);
  });

  it('follows the text’s length', () => {
    for (const text of Object.values(FIXTURES)) {
      const words = readSentences(text).reduce((sum, s) => sum + s.words, 0);
      expect(generateChatQuestions({ text, topic: '', count: 'auto' })).toHaveLength(
        autoChatQuestionCount(words),
      );
    }
    // Over 1,000 words (the texts twice; repeated sentences are never asked about twice).
    const long = [...Object.values(FIXTURES), ...Object.values(FIXTURES)].join('\n\n');
    const pairs = generateChatQuestions({ text: long, topic: '', count: 'auto' });
    expect(pairs).toHaveLength(10);
    const answers = pairs.map((p) => p.answer).filter((a) => !YES_NO.test(a));
    expect(new Set(answers).size).toBe(answers.length);
  });

  it('gives what a short text has when that is fewer than 3', () => {
    const pairs = generateChatQuestions({
      text: 'Our bakery opened in 1998 in the old town of Lyon.',
      topic: '',
      count: 'auto',
    });
    expect(pairs).toEqual([{ question: 'When did your bakery open?', answer: 'In 1998.' }]);
  });
});

describe('generating again for a topic that has questions', () => {
  it.each(Object.entries(FIXTURES))(
    '%s: asks about other sentences than the pairs it already has',
    (_name, text) => {
      const first = generateChatQuestions({ text, topic: 'x', count: 3 });
      const more = generateChatQuestions({ text, topic: 'x', count: 3, exclude: first });
      expect(more.length).toBeGreaterThan(0);
      for (const pair of more) {
        expect(first.map((p) => p.question)).not.toContain(pair.question);
        if (!YES_NO.test(pair.answer)) expect(first.map((p) => p.answer)).not.toContain(pair.answer);
      }
    },
  );
});

describe('fewer pairs than asked', () => {
  const text =
    'Our bakery opened in 1998 in the old town of Lyon. It bakes 300 loaves of bread every morning.';

  it('says why, in words for the owner', () => {
    const set = generateChatQuestionSet({ text, topic: '', count: 5 });
    expect(set.pairs).toHaveLength(2);
    expect(set.fewerBecause).toBe(
      'Only 2 questions of 5 could be written: the text has 2 sentences that can answer a question. Add more text to get more.',
    );
  });

  it('says the rest is already answered when the topic has questions', () => {
    const first = generateChatQuestions({ text, topic: '', count: 2 });
    const set = generateChatQuestionSet({ text, topic: '', count: 3, exclude: first });
    expect(set.pairs).toHaveLength(0);
    expect(set.fewerBecause).toMatch(/already answered by its questions/);
  });

  it('gives no reason when every pair asked for was written', () => {
    expect(generateChatQuestionSet({ text: BIKE_SHOP, topic: '', count: 5 }).fewerBecause).toBeUndefined();
  });
});

describe('yes/no questions wait', () => {
  it('asks what a person would ask first and reads no sentence back with a question mark while others remain', () => {
    const text =
      'Anyone who lives in the county can get a library card for free. Bring a photo ID to any branch. ' +
      'With a card you can borrow up to 30 items at a time. Books are loaned for three weeks. ' +
      'Late fees were abolished in 2021. The card also gives access to e-books and language courses. ' +
      'The main branch opens at 9 am on weekdays.';
    const few = generateChatQuestions({ topic: 'Library card', text, count: 3 });
    expect(few).toHaveLength(3);
    expect(few.some((p) => /^(Yes|No)\b/.test(p.answer))).toBe(false);
    // Asked for more than the other sentences can give, the yes/no ones are used rather than left out.
    const many = generateChatQuestions({ topic: 'Library card', text, count: 7 });
    expect(many.length).toBeGreaterThan(few.length);
  });
});

describe('answers read alone', () => {
  it('open on the person a text is about, not on "She", and ask "how often" only of time', () => {
    const text =
      'Marie Curie was born in Warsaw in 1867. She moved to Paris in 1891 to study physics at the Sorbonne. ' +
      'She won the Nobel Prize twice. Every new student is invited to a free tour of her laboratory.';
    const pairs = generateChatQuestions({ topic: 'Marie Curie', text, count: 4 });
    expect(pairs.some((p) => /^(She|He)\b/.test(p.answer))).toBe(false);
    expect(pairs.some((p) => /^How often/.test(p.question) && /student/.test(p.answer))).toBe(false);
  });

  it('asks what someone is asked to do, not why', () => {
    const text =
      'The shelter is open every afternoon. The adoption fee is 150 dollars. ' +
      'We ask every new owner to attend a free one-hour training class.';
    const pairs = generateChatQuestions({ topic: 'Adopting a dog', text, count: 3 });
    expect(pairs).toContainEqual({
      question: 'What do you ask every new owner to do?',
      answer: 'To attend a free one-hour training class.',
    });
  });
});

describe('a sentence with "not"', () => {
  it('never loses its "not" in a question and answer', () => {
    const text =
      'Taskleaf is a to-do app for small teams. It shows tasks on a shared board. ' +
      'Taskleaf does not yet support calendar sync with Outlook. The free plan allows five members.';
    const pairs = generateChatQuestions({ topic: 'Taskleaf', text, count: 4 });
    expect(pairs.some((p) => /Outlook/.test(p.answer) && !/not/.test(p.answer))).toBe(false);
    expect(pairs.some((p) => /do not/.test(p.question))).toBe(false);
  });
});
