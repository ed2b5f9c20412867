import { describe, expect, it } from 'vitest';
import { nextMineIndex, uniqueTracks } from './my-music-paging';

const page = (from: number, count: number) => ({
  data: Array.from({ length: count }, (_, i) => ({ _id: `t${from + i}` })),
});

describe('My Music & Songs paging (GET /music/mine?index)', () => {
  it('asks for index N while pages are full', () => {
    expect(nextMineIndex([page(0, 20)])).toBe(1);
    expect(nextMineIndex([page(0, 20), page(20, 20)])).toBe(2);
  });
  it('stops after a short page or a page of nothing new', () => {
    expect(nextMineIndex([page(0, 3)])).toBeUndefined();
    expect(nextMineIndex([page(0, 20), { data: [] }])).toBeUndefined();
    expect(nextMineIndex([page(0, 20), page(0, 20)])).toBeUndefined();
    expect(nextMineIndex([])).toBeUndefined();
  });
  it('lists each track once across shifted pages', () => {
    expect(uniqueTracks([page(0, 2), page(1, 2)]).map((t) => t._id)).toEqual(['t0', 't1', 't2']);
    expect(uniqueTracks(undefined)).toEqual([]);
  });
});
