import { describe, expect, it } from 'vitest';
import { planTiles } from './tiles';

describe('planTiles', () => {
  it('covers every pixel exactly once and reads the padding around each tile', () => {
    const tiles = planTiles(300, 130, 128, 11);
    expect(tiles).toHaveLength(6);
    const seen = new Uint8Array(300 * 130);
    for (const t of tiles) {
      for (let y = t.y; y < t.y + t.height; y++)
        for (let x = t.x; x < t.x + t.width; x++) seen[y * 300 + x]!++;
      expect(t.read).toEqual({ x: t.x, y: t.y, width: t.width + 22, height: t.height + 22 });
    }
    expect(seen.every((n) => n === 1)).toBe(true);
    expect(tiles.at(-1)).toMatchObject({ x: 256, y: 128, width: 44, height: 2 });
  });
});
