import { describe, expect, it } from 'vitest';
import { parseClause, tokenize } from './question-clause';
import { keyPhrase } from './question-key-phrase';

/** The topic of "What can you tell me about X?" for a sentence, every word weighing the same. */
function topic(sentence: string): string | null {
  const tokens = tokenize(sentence);
  return keyPhrase(tokens, () => 1, parseClause(tokens));
}

describe('keyPhrase: a whole noun phrase that names what the sentence is about', () => {
  it.each<[string, RegExp]>([
    ['On Sundays and Mondays the shop is closed.', /^(?!mondays the shop$)/i],
    ['The Aria 2 headphones play music for up to 30 hours on one charge.', /^(?!.*\bplay\b)/],
    ['Photosynthesis has two stages: the light-dependent reactions and the Calvin cycle.', /^(?!dependent)/],
    ['Guided tours in English start at 11 am and 2 pm.', /^(?!english start$)/i],
    [
      'Most bakers feed their starter once a day with equal weights of flour and water.',
      /^(?!equal weights of flour$)/,
    ],
    [
      'After Pierre died, she took over his teaching post and became the first woman to teach at the Sorbonne.',
      /^(?!the first woman$)/,
    ],
    ['Please arrive ten minutes early so the class can start on time.', /^(?!the time$)/],
    ['Molten rock below the surface is called magma.', /^(?!the surface$)/],
    ['The headphones are not waterproof, so do not wear them in heavy rain.', /^(?!the heavy rain$)/],
    ['Late check-out until 2 pm can be requested at reception for 25 euros.', /^(?!the reception$)/],
  ])('%s', (sentence, allowed) => {
    const found = topic(sentence);
    if (found !== null) expect(found).toMatch(allowed);
  });

  it('takes the subject or the object, a doing as it is said, never a phrase inside another', () => {
    expect(topic('Adopting a dog from Second Chance Shelter takes about a week.')).toBe(
      'adopting a dog from Second Chance Shelter',
    );
    expect(topic('Lockers for bags and coats are free.')).toBe('lockers');
    expect(topic('Almost all the oxygen in the atmosphere was produced by photosynthesis.')).not.toBe(
      'the atmosphere',
    );
    expect(topic('A volunteer will call you to talk about your home.')).toBe('a volunteer');
  });
});

describe('keyPhrase: a stuff is asked about bare', () => {
  it('drops "the" before an uncountable noun', () => {
    expect(topic('Almost all the oxygen in the atmosphere was produced by photosynthesis.')).toBe('oxygen');
  });
});
