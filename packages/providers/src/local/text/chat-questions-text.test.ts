import { describe, expect, it } from 'vitest';
import { isBoilerplate, normaliseText, readBlocks, readSentences } from './chat-questions-text';

describe('readBlocks', () => {
  it('leaves out headings and keeps paragraphs apart', () => {
    const text =
      'OPENING HOURS\nWe open at nine every morning.\n\nPrices and Payment\nA repair costs forty dollars.';
    expect(readBlocks(text)).toEqual(['We open at nine every morning.', 'A repair costs forty dollars.']);
  });

  it('joins the lines of a paragraph wrapped like a PDF, including a word broken at a hyphen', () => {
    const text =
      'The western honey bee lives in colonies of up to sixty thousand work-\ners, a few hundred drones and\na single queen.';
    expect(readBlocks(text)).toEqual([
      'The western honey bee lives in colonies of up to sixty thousand workers, a few hundred drones and a single queen.',
    ]);
  });

  it('does not take the first line of a wrapped sentence for a heading', () => {
    expect(readBlocks('Harbor Bikes was founded in 1987 by Maria\nOlsen, a former racing cyclist.')).toEqual([
      'Harbor Bikes was founded in 1987 by Maria Olsen, a former racing cyclist.',
    ]);
  });

  it('makes each list item a block of its own, without its marker', () => {
    expect(readBlocks('Steps:\n1. Open the brake.\n2. Remove the wheel.\n- Check the tyre.')).toEqual([
      'Open the brake.',
      'Remove the wheel.',
      'Check the tyre.',
    ]);
  });

  it('undoes ligatures and odd spaces', () => {
    expect(normaliseText('e\uFB03cient\u00A0o\uFB00er')).toBe('efficient offer');
  });
});

describe('readSentences', () => {
  it('splits sentences without breaking at abbreviations', () => {
    const texts = readSentences(
      'Dr. Smith lived in St. Louis for many years. He died in 1901 at the age of 80.',
    ).map((s) => s.text);
    expect(texts).toEqual([
      'Dr. Smith lived in St. Louis for many years.',
      'He died in 1901 at the age of 80.',
    ]);
  });

  it('marks boilerplate, fragments, questions and very short or long sentences as not usable', () => {
    const long = `The shop ${'sells many kinds of bikes and '.repeat(10)}helmets.`;
    const text = [
      'Welcome to our website!',
      'Click here to subscribe to our newsletter.',
      'Great bikes.',
      'Do you ship bikes abroad?',
      long,
      'We deliver to most European countries within ten days.',
    ].join(' ');
    const byText = new Map(readSentences(text).map((s) => [s.text, s]));
    expect(byText.get('Welcome to our website!')?.usable).toBe(false);
    expect(byText.get('Click here to subscribe to our newsletter.')?.usable).toBe(false);
    expect(byText.get('Great bikes.')?.usable).toBe(false);
    expect(byText.get('Do you ship bikes abroad?')).toMatchObject({ kind: 'question', usable: false });
    expect(byText.get(long)?.usable).toBe(false);
    expect(byText.get('We deliver to most European countries within ten days.')).toMatchObject({
      kind: 'statement',
      usable: true,
      words: 9,
    });
  });

  it('numbers the sentences and their paragraphs in order', () => {
    const sentences = readSentences(
      'First fact about the shop here. Second fact about the shop here.\n\nThird fact about the shop here.',
    );
    expect(sentences.map((s) => [s.index, s.block])).toEqual([
      [0, 0],
      [1, 0],
      [2, 1],
    ]);
  });

  it('finds nothing in empty or blank text', () => {
    expect(readSentences('')).toEqual([]);
    expect(readSentences(' \n\n\t ')).toEqual([]);
  });
});

describe('isBoilerplate', () => {
  it.each([
    'Welcome to our website!',
    'Thank you for visiting.',
    'All rights reserved.',
    'This site uses cookies to improve your experience.',
    'Read more about our services.',
    'We hope you enjoy your stay.',
  ])('%s', (sentence) => {
    expect(isBoilerplate(sentence)).toBe(true);
  });

  it('keeps sentences that say something', () => {
    expect(isBoilerplate('We deliver to most European countries within ten days.')).toBe(false);
    expect(isBoilerplate('Harbor Bikes was founded in 1987 by Maria Olsen.')).toBe(false);
  });
});
