import { describe, expect, it } from 'vitest';
import { themeKind } from './lyric-kinds';

describe('theme kinds', () => {
  it('reads the kind of a subject from its head noun', () => {
    expect(themeKind('small town')).toBe('place');
    expect(themeKind('grandmother’s kitchen')).toBe('place');
    expect(themeKind('saturday night')).toBe('time');
    expect(themeKind('old dog')).toBe('person');
    expect(themeKind('best friends')).toBe('person');
    expect(themeKind('old guitar')).toBe('thing');
    expect(themeKind('ocean waves')).toBe('scene');
    expect(themeKind('road trip')).toBe('activity');
    expect(themeKind('second chance')).toBe('abstract');
  });

  it('takes the head before a preposition, and a doing for an activity', () => {
    expect(themeKind('rain in the city')).toBe('scene');
    expect(themeKind('letters from home')).toBe('thing');
    expect(themeKind('dancing all night')).toBe('activity');
  });

  it('asks WordNet about words the list lacks', () => {
    expect(themeKind('meadow')).toBe('place');
    expect(themeKind('canyon')).toBe('place');
    expect(themeKind('sparrow')).toBe('person');
    expect(themeKind('violin')).toBe('thing');
    expect(themeKind('nephew')).toBe('person');
  });
});
