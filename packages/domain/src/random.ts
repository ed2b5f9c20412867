/**
 * mulberry32: a tiny, fast seeded generator, good enough for choosing words, composing pictures and music,
 * and shuffling lists. Determinism rests on it: the same seed gives the same sequence on every machine.
 * The local engines (@muse/providers) and the domain's own shuffles share this one.
 */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a: a stable 32-bit number for a string, to seed or pick deterministically from text. */
export function stringHash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}
