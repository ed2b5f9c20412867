import { mulberry32 } from '../mulberry32';

/** Seeded randomness: every choice the engine makes comes from here, so a seed replays a picture exactly. */
export interface Rng {
  /** Uniform in [0, 1). */
  (): number;
  range(min: number, max: number): number;
  int(min: number, maxInclusive: number): number;
  pick<T>(items: readonly T[]): T;
  chance(p: number): boolean;
  /** An independent stream, so adding draws in one part of a scene does not reshuffle another. */
  fork(salt: number): Rng;
}

export function createRng(seed: number): Rng {
  const next = mulberry32(seed);
  const rng = next as Rng;
  rng.range = (min, max) => min + (max - min) * next();
  rng.int = (min, max) => Math.floor(min + (max - min + 1) * next());
  rng.pick = (items) => items[Math.floor(next() * items.length)] as (typeof items)[number];
  rng.chance = (p) => next() < p;
  rng.fork = (salt) => createRng(mix32(seed, salt));
  return rng;
}

/** A 32-bit hash of a string (FNV-1a), used to derive a seed from the prompt. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Combines two 32-bit values into a well-spread third (murmur3's finaliser). */
export function mix32(a: number, b: number): number {
  let h = (a ^ Math.imul(b + 0x9e3779b9, 0x85ebca6b)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}
