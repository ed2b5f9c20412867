import { describe, expect, it } from 'vitest';
import { forgetColour, readSavedColours, saveColour, type ColourStorage } from './saved-colours';

function fakeStorage(initial?: string): ColourStorage & { value: () => string | undefined } {
  const map = new Map<string, string>();
  if (initial !== undefined) map.set('customColorPresets', initial);
  return {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    value: () => map.get('customColorPresets'),
  };
}

describe('saved colours', () => {
  it('saves under customColorPresets in upper case', () => {
    const storage = fakeStorage();
    expect(saveColour(storage, '#ff0000')).toEqual(['#FF0000']);
    expect(storage.value()).toBe('["#FF0000"]');
  });

  it('does not save transparent or an already saved colour', () => {
    const storage = fakeStorage('["#FF0000"]');
    expect(saveColour(storage, 'transparent')).toEqual(['#FF0000']);
    expect(saveColour(storage, '#FF0000')).toEqual(['#FF0000']);
    expect(storage.value()).toBe('["#FF0000"]');
  });

  it('reads past broken or foreign values', () => {
    expect(readSavedColours(fakeStorage('not json'))).toEqual([]);
    expect(readSavedColours(fakeStorage('{"a":1}'))).toEqual([]);
    expect(readSavedColours(fakeStorage('["#00ff00", 5, "red"]'))).toEqual(['#00FF00']);
  });

  it('forgets a colour', () => {
    const storage = fakeStorage('["#FF0000","#00FF00"]');
    expect(forgetColour(storage, '#ff0000')).toEqual(['#00FF00']);
  });
});
