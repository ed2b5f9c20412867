import { describe, expect, it } from 'vitest';
import { adjacentSwaps, typoDistance } from './typos';

describe('typos', () => {
  it('allows more edits to longer words', () => {
    expect([typoDistance('shop'), typoDistance('shopp'), typoDistance('mechanicss')]).toEqual([0, 1, 2]);
  });

  it('swaps each pair of neighbouring letters', () => {
    expect(adjacentSwaps('abc')).toEqual(['bac', 'acb']);
    expect(adjacentSwaps('recieve')).toContain('receive');
  });
});
