// Seeded randomness: the same seed gives the same ideas, on every machine and Node version.

import { mulberry32 } from '../mulberry32';

export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [0, n). */
  int(n: number): number;
  pick<T>(items: readonly T[]): T;
  shuffle<T>(items: readonly T[]): T[];
  chance(p: number): boolean;
}

export function createRng(seed: number): Rng {
  const next = mulberry32(seed);
  const int = (n: number): number => Math.floor(next() * n);
  return {
    next,
    int,
    pick: <T>(items: readonly T[]): T => {
      if (items.length === 0) throw new RangeError('pick from an empty list');
      return items[int(items.length)] as T;
    },
    shuffle: <T>(items: readonly T[]): T[] => {
      const out = [...items];
      for (let i = out.length - 1; i > 0; i--) {
        const j = int(i + 1);
        [out[i], out[j]] = [out[j] as T, out[i] as T];
      }
      return out;
    },
    chance: (p) => next() < p,
  };
}

/** A 32-bit hash of strings (cyrb53, folded), to mix the input into the seed. */
export function hashSeed(...parts: string[]): number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (const ch of parts.join('\u0000')) {
    const c = ch.codePointAt(0) ?? 0;
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (h1 ^ h2) >>> 0;
}

/**
 * Draws without repeating until every item has been drawn once, so ideas in one answer get different
 * styles, compositions and templates; then starts over with a fresh shuffle.
 */
export class Deck<T> {
  private pile: T[] = [];

  constructor(
    private readonly items: readonly T[],
    private readonly rng: Rng,
  ) {
    if (items.length === 0) throw new RangeError('a deck needs at least one card');
  }

  draw(accept: (item: T) => boolean = () => true): T {
    if (this.pile.length === 0) this.pile = this.rng.shuffle(this.items);
    const i = this.pile.findIndex(accept);
    const [card] = this.pile.splice(i === -1 ? 0 : i, 1);
    return card as T;
  }
}
