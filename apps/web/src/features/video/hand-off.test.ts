import { describe, expect, it } from 'vitest';
import { HAND_OFF_KEY, clearVideoHandOff, readVideoHandOff, saveVideoHandOff } from './hand-off';

/** The part of the Storage interface the hand-off uses, over a Map. */
function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (k) => map.get(k) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (k) => void map.delete(k),
    setItem: (k, v) => void map.set(k, v),
  };
}

describe('image → video hand-off', () => {
  it('carries the prompt and pictures to the video view once', () => {
    const storage = memoryStorage();
    const handOff = {
      prompt: 'a lighthouse at dusk',
      pictures: [{ filename: 'f1', name: 'Lighthouse', thumb: '/t.webp', width: 1024, height: 768 }],
    };
    saveVideoHandOff(handOff, storage);
    // Read as often as the page renders, until it is cleared once shown.
    expect(readVideoHandOff(storage)).toEqual(handOff);
    expect(readVideoHandOff(storage)).toEqual(handOff);
    clearVideoHandOff(storage);
    expect(readVideoHandOff(storage)).toBeNull();
  });

  it('reads anything malformed as nothing, and drops pictures it cannot use', () => {
    const storage = memoryStorage();
    storage.setItem(HAND_OFF_KEY, '{not json');
    expect(readVideoHandOff(storage)).toBeNull();
    storage.setItem(HAND_OFF_KEY, JSON.stringify({ prompt: 'x', pictures: [{ filename: 'a' }, null] }));
    expect(readVideoHandOff(storage)).toEqual({ prompt: 'x', pictures: [] });
  });
});
