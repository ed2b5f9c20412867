import { describe, expect, it } from 'vitest';
import { markPlayed, playedKey, playedToday, type MarkStore } from './played-today';

function memoryStore(): MarkStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) };
}

describe('played today', () => {
  const noon = new Date('2025-03-10T12:00:00Z');

  it('is false until marked, then true for the rest of that UTC day only', () => {
    const store = memoryStore();
    expect(playedToday(store, 'guessTheBest', 'u1', noon)).toBe(false);
    markPlayed(store, 'guessTheBest', 'u1', noon);
    expect(playedToday(store, 'guessTheBest', 'u1', noon)).toBe(true);
    expect(playedToday(store, 'guessTheBest', 'u1', new Date('2025-03-10T23:59:59Z'))).toBe(true);
    expect(playedToday(store, 'guessTheBest', 'u1', new Date('2025-03-11T00:00:00Z'))).toBe(false);
  });

  it('is kept per game and per user', () => {
    const store = memoryStore();
    markPlayed(store, 'insight', 'u1', noon);
    expect(playedToday(store, 'insight', 'u1', noon)).toBe(true);
    expect(playedToday(store, 'guessTheBest', 'u1', noon)).toBe(false);
    expect(playedToday(store, 'insight', 'u2', noon)).toBe(false);
    expect(store.data.get(playedKey('insight', 'u1'))).toBe('2025-03-10');
  });

  it('survives storage that throws or is missing', () => {
    const broken: MarkStore = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('full');
      },
    };
    expect(() => markPlayed(broken, 'insight', 'u1')).not.toThrow();
    expect(playedToday(broken, 'insight', 'u1')).toBe(false);
    expect(playedToday(null, 'insight', 'u1')).toBe(false);
  });
});
