import { describe, expect, it } from 'vitest';
import { LIKE_COUNT_KEY, readLikeCount, recordLike } from './share-reminder';
import type { KeyValueStore } from './share-reminder';

function memoryStore(initial: Record<string, string> = {}): KeyValueStore & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
  };
}

describe('share reminder (§4 Liked)', () => {
  it('shows on the first like and then on every 5th: likes 1, 5, 10, 15, 20', () => {
    const store = memoryStore();
    const shown = Array.from({ length: 20 }, () => recordLike(store))
      .filter((r) => r.remind)
      .map((r) => r.count);
    expect(shown).toEqual([1, 5, 10, 15, 20]);
    expect(store.data.get(LIKE_COUNT_KEY)).toBe('20');
  });

  it('continues from the count stored by an earlier visit', () => {
    expect(recordLike(memoryStore({ [LIKE_COUNT_KEY]: '4' }))).toEqual({ count: 5, remind: true });
    expect(recordLike(memoryStore({ [LIKE_COUNT_KEY]: '5' }))).toEqual({ count: 6, remind: false });
  });

  it('reads a missing or unreadable count as 0', () => {
    expect(readLikeCount(memoryStore())).toBe(0);
    expect(readLikeCount(memoryStore({ [LIKE_COUNT_KEY]: 'lots' }))).toBe(0);
    expect(readLikeCount(memoryStore({ [LIKE_COUNT_KEY]: '-3' }))).toBe(0);
    expect(readLikeCount(memoryStore({ [LIKE_COUNT_KEY]: '2.5' }))).toBe(0);
    expect(recordLike(memoryStore({ [LIKE_COUNT_KEY]: 'x' }))).toEqual({ count: 1, remind: true });
  });

  it('shows nothing when storage fails', () => {
    const broken: KeyValueStore = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(recordLike(broken)).toEqual({ count: 0, remind: false });
  });
});
