import { describe, expect, it } from 'vitest';
import type { VectorSet } from './tasks';
import { VectorSetCache } from './vector-sets';

const set = (rows: number, dims = 2): VectorSet => ({
  dims,
  items: Array.from({ length: rows }, (_, i) => ({ kind: 'passage' as const, sourceId: 't', text: `${i}` })),
  matrix: new Float32Array(rows * dims).fill(2),
});

describe('VectorSetCache', () => {
  it('keeps a set per office until its training mark changes, with unit rows', () => {
    const cache = new VectorSetCache();
    cache.add('o1', 'm1', set(2));
    expect(cache.get('o1', 'm1')?.matrix[0]).toBeCloseTo(Math.SQRT1_2, 6);
    expect(cache.get('o1', 'm2')).toBeUndefined();
    expect(cache.get('o2', 'm1')).toBeUndefined();
  });

  it('drops the least recently used beyond its count or bytes, but keeps the newest', () => {
    const cache = new VectorSetCache({ sets: 2, bytes: 1_000 });
    cache.add('a', 'm', set(10));
    cache.add('b', 'm', set(10));
    cache.get('a', 'm');
    cache.add('c', 'm', set(10));
    expect(cache.get('b', 'm')).toBeUndefined();
    expect(cache.get('a', 'm')).toBeDefined();
    cache.add('huge', 'm', set(1_000));
    expect(cache.size).toBe(1);
    expect(cache.get('huge', 'm')).toBeDefined();
  });

  it('refuses a matrix that does not match its items', () => {
    const bad = { ...set(3), matrix: new Float32Array(5) };
    expect(() => new VectorSetCache().add('o', 'm', bad)).toThrow(/3 items × 2/);
  });
});
