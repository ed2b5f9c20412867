import { describe, expect, it } from 'vitest';
import { cosineScores, normaliseRows, topScores } from './vector-ranking';

const rows = (...values: number[][]) => Float32Array.from(values.flat());

describe('normaliseRows', () => {
  it('scales every row to unit length and leaves a zero row alone', () => {
    const m = rows([3, 4], [0, 0], [0, -2]);
    normaliseRows(m, 2);
    expect([...m]).toEqual([0.6000000238418579, 0.800000011920929, 0, 0, 0, -1]);
  });
});

describe('cosineScores', () => {
  it('is the cosine of the query with each row, whatever the lengths', () => {
    const m = rows([1, 0, 0], [1, 1, 0], [0, 0, 5], [-2, 0, 0]);
    normaliseRows(m, 3);
    const scores = cosineScores(m, 3, [10, 0, 0]);
    expect(scores[0]).toBeCloseTo(1, 6);
    expect(scores[1]).toBeCloseTo(Math.SQRT1_2, 6);
    expect(scores[2]).toBeCloseTo(0, 6);
    expect(scores[3]).toBeCloseTo(-1, 6);
  });

  it('agrees with a plain cosine for any dimension count', () => {
    let seed = 3;
    const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647) * 2 - 1;
    for (const dims of [1, 4, 6, 9]) {
      const raw = Array.from({ length: 5 }, () => Array.from({ length: dims }, random));
      const query = Array.from({ length: dims }, random);
      const m = rows(...raw);
      normaliseRows(m, dims);
      const scores = cosineScores(m, dims, query);
      const norm = (v: number[]) => Math.hypot(...v);
      raw.forEach((row, r) => {
        const dot = row.reduce((sum, x, i) => sum + x * query[i]!, 0);
        expect(scores[r]).toBeCloseTo(dot / (norm(row) * norm(query)), 5);
      });
    }
  });

  it('refuses a query of another dimension count', () => {
    expect(() => cosineScores(rows([1, 0]), 2, [1, 0, 0])).toThrow(/3 dimensions/);
  });
});

describe('topScores', () => {
  const scores = Float32Array.from([0.2, 0.9, 0.5, 0.9, -0.3, 0.7]);

  it('gives the best rows first, equal scores in row order', () => {
    expect(topScores(scores, 3).map((r) => r.index)).toEqual([1, 3, 5]);
  });

  it('keeps only rows at or above the floor', () => {
    expect(topScores(scores, 10, 0.5).map((r) => r.index)).toEqual([1, 3, 5, 2]);
    expect(topScores(scores, 10, 0.95)).toEqual([]);
  });

  it('keeps only rows that accept allows', () => {
    const even = topScores(scores, 2, -Infinity, (i) => i % 2 === 0);
    expect(even.map((r) => r.index)).toEqual([2, 0]);
    expect(even[0]!.score).toBeCloseTo(0.5, 6);
  });

  it('gives nothing for a limit of 0 and all rows for a large one', () => {
    expect(topScores(scores, 0)).toEqual([]);
    expect(topScores(scores, 100)).toHaveLength(6);
  });

  it('agrees with a full sort on many random rows', () => {
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647) * 2 - 1;
    const many = Float32Array.from({ length: 5000 }, random);
    const sorted = [...many.keys()].sort((a, b) => many[b]! - many[a]! || a - b);
    expect(topScores(many, 8).map((r) => r.index)).toEqual(sorted.slice(0, 8));
  });
});
