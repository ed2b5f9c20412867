import { describe, expect, it } from 'vitest';
import { createRng } from './rng';
import { titleSubjectOf } from './image-title-subject';
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
    expect(withDeterminer('Easter parade in Dublin')).toBe('an Easter parade in Dublin');
    expect(withDeterminer('Lisbon at dusk')).toBe('Lisbon at dusk');
    expect(withDeterminer('envy')).toBe('envy');
    expect(withDeterminer('beneath a glacier')).toBe('beneath a glacier');
    expect(subjectOf(['Oktoberfest'])).toBe('Oktoberfest');
  });
});

describe('titleSubjectOf', () => {
  const titleOf = (keyword: string) => titleSubjectOf(subjectParts([keyword]), createRng(1), 'a cat');

  it('names the keyword’s own head, cut before its verb, not the words after it', () => {
    expect(titleOf('small red ferry going across a bay in Hong Kong')).toBe('small red ferry');
    expect(titleOf('post apocalyptic farm with wolves roaming')).toBe('post apocalyptic farm');
    expect(titleOf('young couple slow dancing in a kitchen')).toBe('young couple');
    expect(titleOf('comet seen from a rooftop')).toBe('comet');
  });
});
