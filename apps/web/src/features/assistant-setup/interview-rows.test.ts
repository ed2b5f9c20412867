import { describe, expect, it } from 'vitest';
import { moveRow, removeRow, sameSetup, setRow } from './interview-rows';

const rows = [
  { category: 'A', question: 'one' },
  { category: 'B', question: 'two' },
  { category: 'C', question: 'three' },
];

describe('the interview rows', () => {
  it('move up and down, not past the ends', () => {
    expect(moveRow(rows, 1, -1).map((r) => r.question)).toEqual(['two', 'one', 'three']);
    expect(moveRow(rows, 1, 1).map((r) => r.question)).toEqual(['one', 'three', 'two']);
    expect(moveRow(rows, 0, -1)).toEqual(rows);
    expect(moveRow(rows, 2, 1)).toEqual(rows);
  });
  it('are deleted and edited one at a time', () => {
    expect(removeRow(rows, 0).map((r) => r.question)).toEqual(['two', 'three']);
    expect(setRow(rows, 2, { category: 'Z' })[2]).toEqual({ category: 'Z', question: 'three' });
  });
  it('count as unchanged when only spaces or blank rows differ', () => {
    const a = { jobTitle: 'Chef', email: 'a@b.co', rows };
    expect(sameSetup(a, { ...a, jobTitle: ' Chef ', rows: [...rows, { category: '', question: ' ' }] })).toBe(
      true,
    );
    expect(sameSetup(a, { ...a, rows: moveRow(rows, 0, 1) })).toBe(false);
  });
});
