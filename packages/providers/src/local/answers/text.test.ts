import { describe, expect, it } from 'vitest';
import { expandContractions, words, withWordsRemembered } from './text';

describe('words', () => {
  it('writes contractions out, with or without their apostrophe, curly or straight', () => {
    expect(words("What's on the kids' menu?")).toEqual(['what', 'is', 'on', 'the', 'kids', 'menu']);
    expect(words('Can’t I go on the boat')).toEqual(['can', 'not', 'i', 'go', 'on', 'the', 'boat']);
    expect(words("it didn't work, I'm sure")).toEqual(['it', 'did', 'not', 'work', 'i', 'am', 'sure']);
    expect(words('whats up, dont worry')).toEqual(['what', 'is', 'up', 'do', 'not', 'worry']);
    expect(words("the boiler's gauge")).toEqual(['the', 'boiler', 'is', 'gauge']);
  });

  it('keeps other apostrophes inside their word', () => {
    expect(words("five o'clock")).toEqual(['five', 'oclock']);
    expect(expandContractions("Won't you")).toBe('will not you');
  });

  it('gives the same words whether or not a build remembers them', () => {
    const text = "We're open; you'll see.";
    const once = words(text);
    expect(withWordsRemembered(() => [words(text), words(text)])).toEqual([once, once]);
  });
});

describe('joinedWords', () => {
  it('joins hyphenated words up, as visitors write them', async () => {
    const { joinedWords, documentTerms } = await import('./documents');
    expect(joinedWords('A check-up and an e-bike, not a dash - here')).toEqual(['checkup', 'ebike']);
    expect(documentTerms('How much does a check-up cost?').has('checkup')).toBe(true);
  });
});
