/**
 * Which sentences an answer takes beyond its own, with texts written for these tests: an FAQ answer keeps
 * the exclusion after it, a "However …" sentence belongs to the one before, a topic answer goes on with
 * the sentence about the same thing and not the one before, and "How do I …?" is answered by every step.
 */
import { describe, expect, it } from 'vitest';
import { generateChatQuestionSet } from './chat-questions';
import { readSentences } from './chat-questions-text';
import { continuesTopic, namedSentence, qualifiesFaqAnswer, stepsAfter } from './question-answer-extent';

describe('question-answer-extent', () => {
  it('keeps an exclusion with the FAQ answer before it', () => {
    const [, first, second] = readSentences(
      'What does the guarantee include? The lamp is guaranteed for five years against faulty wiring. ' +
        'Bulbs broken by a fall are not included.',
    );
    expect(first && second && qualifiesFaqAnswer('What does the guarantee include?', first, second)).toBe(
      true,
    );
  });

  it('goes on with the next sentence only when it names the same thing', () => {
    const sentences = readSentences(
      'In 1990 the council opened the Riverside Library on Mill Lane. The library now lends over 40,000 ' +
        'books a year. The old library on Bank Street closed in 1991.',
    );
    const [first, second, third] = sentences;
    expect(first && continuesTopic('the Riverside Library', first, second)).toBe(true);
    expect(second && continuesTopic('over 40,000 books', second, third)).toBe(false);
  });

  it('names the person for "she" and leaves a sentence whose first pronoun is someone else’s', () => {
    expect(namedSentence('In 1962 she opened a school for nurses.', 'Ada Okafor')).toBe(
      'In 1962 Ada Okafor opened a school for nurses.',
    );
    expect(namedSentence('Her brother said it was too late.', 'Ada Okafor')).toBeNull();
    expect(namedSentence('She opened a school.', 'Nursing schools')).toBeNull();
  });

  it('reads every step of a procedure, a conditioned one too', () => {
    const sentences = readSentences(
      'To repot an orchid, you need bark compost and a clear pot. If the roots are dry, soak them for ten ' +
        'minutes first. Lift the plant out and trim any dead roots. Set it in the new pot and fill the gaps ' +
        'with bark.',
    );
    expect(stepsAfter(sentences, 0)).toEqual([1, 2, 3]);
    expect(stepsAfter(readSentences('Orchids need bright light. They flower once a year.'), 0)).toEqual([]);
  });
});

describe('generateChatQuestionSet: whole answers', () => {
  it('answers "How do I …?" with every step, in order', () => {
    const { pairs } = generateChatQuestionSet({
      topic: 'Cleaning a fish tank',
      count: 4,
      text:
        'To clean a fish tank, you need a bucket, an algae scraper and a siphon hose. ' +
        'If the water is cloudy, test it with a strip first. ' +
        'Unplug the heater and the filter before you put your hands in the water. ' +
        'Siphon out about a quarter of the water into the bucket. ' +
        'Refill the tank with treated water at the same temperature as before.',
    });
    const howTo = pairs.find((p) => p.question === 'How do I clean a fish tank?');
    expect(howTo?.answer).toMatch(/^To clean a fish tank, you need .* Refill the tank .*\.$/);
    // "What should I do if …?" is one instruction, answered by it alone.
    expect(pairs.find((p) => /^What should I do if/.test(p.question))?.answer).toBe(
      'Test it with a strip first.',
    );
  });

  it('keeps an FAQ answer’s exclusion in the same pair', () => {
    const { pairs } = generateChatQuestionSet({
      topic: 'Desk lamp FAQ',
      count: 2,
      text:
        'Can I use any bulb? Only LED bulbs up to 9 watts are safe in this lamp. ' +
        'What does the guarantee include? The lamp is guaranteed for five years against faulty wiring and ' +
        'switches. Bulbs broken by a fall are not included.',
    });
    const guarantee = pairs.find((p) => p.question === 'What does the guarantee include?');
    expect(guarantee?.answer).toMatch(/not included\.$/);
  });
});
