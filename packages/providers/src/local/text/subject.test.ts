import { describe, expect, it } from 'vitest';
import { createRng } from './rng';
import { buildSubject, subjectParts, withDeterminer } from './subject';

const subjectOf = (keywords: string[]) => buildSubject(subjectParts(keywords), createRng(1), 'a cat');

describe('buildSubject', () => {
  it('joins things with "and", and what goes on around the subject with "with"', () => {
    expect(subjectOf(['a ferry terminal at dawn', 'gulls circling overhead'])).toBe(
      'a ferry terminal at dawn with gulls circling overhead',
    );
    expect(subjectOf(['an abandoned mall', 'ivy climbing the escalators'])).toBe(
      'an abandoned mall with ivy climbing the escalators',
    );
    expect(subjectOf(['owl', 'mouse'])).toBe('an owl and a mouse');
  });
});

describe('withDeterminer', () => {
  it('gives a phrase led by a capitalised adjective its article, and a name none', () => {
    expect(withDeterminer('Korean street food stall')).toBe('a Korean street food stall');
    expect(withDeterminer('mule train crossing rivers')).toBe('a mule train crossing rivers');
    expect(withDeterminer('Golden Gate Bridge')).toBe('Golden Gate Bridge');
    expect(subjectOf(['Oktoberfest'])).toBe('Oktoberfest');
  });
});
