import { describe, expect, it } from 'vitest';
import { HAND_OFF_DEV, HAND_OFF_TEST } from './hand-off.cases';
import { handOffOf } from './hand-off';

describe('the helper chat hand-off', () => {
  for (const { text, expect: want } of [...HAND_OFF_DEV, ...HAND_OFF_TEST]) {
    it(`${JSON.stringify(text)} → ${want ? `${want.target}: ${want.prompt}` : 'a question'}`, () => {
      expect(handOffOf(text)).toEqual(want);
    });
  }
});

describe('requests that are not for something new', () => {
  it.each(['write a review', 'make my picture public', 'create a new office', 'draw', 'help'])(
    '%s',
    (text) => {
      expect(handOffOf(text)).toBeNull();
    },
  );
  it('hears a request after "I want to"', () => {
    expect(handOffOf('i want to make a song about love')).toEqual({ target: 'music', prompt: 'love' });
  });
});
