import { describe, expect, it } from 'vitest';
import { newOrderedId } from './ids';

describe('newOrderedId', () => {
  it('sorts in the order the ids were made, even within one millisecond', () => {
    const ids = Array.from({ length: 500 }, () => newOrderedId());
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{24}$/);
  });
});
