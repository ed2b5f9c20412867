import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor, pageOf } from './page-cursor';

describe('page cursors', () => {
  it('round-trips a cursor and refuses a forged one with a 400 naming before', () => {
    const c = { at: '2026-11-28T01:00:00.000Z', id: 'abc' };
    expect(decodeCursor(encodeCursor(c))).toEqual(c);
    expect(decodeCursor(undefined)).toBeUndefined();
    for (const bad of [
      'nonsense',
      Buffer.from('x|y').toString('base64url'),
      Buffer.from('a|b|c').toString('base64url'),
    ])
      expect(() => decodeCursor(bad)).toThrow(/before/);
  });

  it('cuts a page and gives the next cursor only when there is more', () => {
    const rows = [1, 2, 3].map((n) => ({ at: `2026-11-28T0${n}:00:00.000Z`, id: String(n) }));
    expect(pageOf(rows, 3, (r) => r).next).toBeNull();
    const page = pageOf(rows, 2, (r) => r);
    expect(page.rows).toHaveLength(2);
    expect(decodeCursor(page.next!)).toEqual(rows[1]);
  });
});
