import { afterAll, describe, expect, it } from 'vitest';
import { EnginePool } from './engine-pool';
import type { VectorSet } from './tasks';

const SET = (): VectorSet => ({
  dims: 3,
  items: [
    { kind: 'passage', sourceId: 'Rentals', text: 'Bikes by the day.' },
    { kind: 'qa', sourceId: 'p1', text: 'When do you open?' },
    { kind: 'qa', sourceId: 'p2', text: 'Do you sell scooters?' },
  ],
  matrix: Float32Array.from([1, 0, 0, 0, 2, 0, 0, 1, 1]),
});

describe('EnginePool vector search', () => {
  const pool = new EnginePool({ threads: 1, queueMax: 2 });
  afterAll(() => pool.close());

  it('ranks by cosine in a thread that keeps the set, reading it only once per mark', async () => {
    let reads = 0;
    const vectors = async () => {
      reads++;
      return SET();
    };
    const search = (query: number[], mark = 'm1') =>
      pool.searchVectors({
        officeId: 'o1',
        mark,
        query: Float32Array.from(query),
        limit: 2,
        floor: 0.5,
        pairs: 2,
        vectors,
      });
    const first = await search([0, 3, 0.1]);
    expect(first?.hits.map((h) => [h.sourceId, h.kind])).toEqual([
      ['p1', 'qa'],
      ['p2', 'qa'],
    ]);
    expect(first?.hits[0]!.score).toBeCloseTo(3 / Math.sqrt(9.01), 5);
    const second = await search([5, 0, 0]);
    expect(second?.hits.map((h) => h.sourceId)).toEqual(['Rentals']);
    // the nearest pairs whatever their score, for follow-up questions
    expect(second?.pairs.map((h) => h.sourceId)).toEqual(['p1', 'p2']);
    expect(reads).toBe(1);
    await search([5, 0, 0], 'm2');
    expect(reads).toBe(2);
  }, 30_000);

  it('tells a query of another dimension count apart (null)', async () => {
    const found = await pool.searchVectors({
      officeId: 'o2',
      mark: 'm',
      query: Float32Array.from([1, 0]),
      limit: 2,
      floor: 0,
      pairs: 0,
      vectors: async () => SET(),
    });
    expect(found).toBeNull();
  }, 30_000);
});
