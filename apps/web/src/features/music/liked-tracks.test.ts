import { describe, expect, it } from 'vitest';
import { isLiked, likedKey, readLiked, writeLiked } from './liked-tracks';
import { memoryStore } from './memory-store.test-helper';

describe('likes remembered locally (§4)', () => {
  it('keeps one key per track', () => {
    const store = memoryStore();
    expect(readLiked(store, 'a')).toBeNull();
    writeLiked(store, 'a', true);
    writeLiked(store, 'b', false);
    expect(store.map.get(likedKey('a'))).toBe('1');
    expect(readLiked(store, 'a')).toBe(true);
    expect(readLiked(store, 'b')).toBe(false);
  });
  it('survives blocked storage', () => {
    const broken = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
      removeItem: () => undefined,
    };
    expect(readLiked(broken, 'a')).toBeNull();
    expect(() => writeLiked(broken, 'a', true)).not.toThrow();
    expect(readLiked(null, 'a')).toBeNull();
  });
  it("shows the remembered like, else the server's reaction", () => {
    expect(isLiked(true, null)).toBe(true);
    expect(isLiked(false, 'like')).toBe(false);
    expect(isLiked(null, 'like')).toBe(true);
    expect(isLiked(null, 'dislike')).toBe(false);
  });
});
