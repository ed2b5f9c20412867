import { describe, expect, it } from 'vitest';
import { jsonBoundsProblem } from './bounded-json';
import { SavePageBody } from './offices';

const bounds = { depth: 3, values: 10, chars: 20 };

function nested(levels: number): unknown {
  let value: unknown = 1;
  for (let i = 0; i < levels; i++) value = { a: value };
  return value;
}

describe('jsonBoundsProblem', () => {
  it('accepts values within every bound', () => {
    expect(jsonBoundsProblem(nested(3), 'x', bounds)).toBeNull();
    expect(jsonBoundsProblem({ a: [1, 2], b: 'text' }, 'x', bounds)).toBeNull();
  });

  it('names the field and the bound it exceeds', () => {
    expect(jsonBoundsProblem(nested(4), 'x', bounds)).toBe('x must be at most 3 levels deep');
    expect(jsonBoundsProblem({ a: [[[]]] }, 'x', bounds)).toBe('x must be at most 3 levels deep');
    expect(jsonBoundsProblem({ a: Array(10).fill(0) }, 'x', bounds)).toBe('x must hold at most 10 values');
    expect(jsonBoundsProblem({ a: 'y'.repeat(20) }, 'x', bounds)).toBe('x must be at most 20 characters');
    expect(jsonBoundsProblem({ ['k'.repeat(21)]: 1 }, 'x', bounds)).toBe('x must be at most 20 characters');
  });

  it('measures a 100,000-level value without recursion', () => {
    expect(jsonBoundsProblem(nested(100_000), 'x', bounds)).toBe('x must be at most 3 levels deep');
  });
});

describe('SavePageBody.extraFields', () => {
  it('is refused past 5 levels, naming extraFields', () => {
    const body = { officeId: 'o', topic: 't', text: '' };
    expect(SavePageBody.safeParse({ ...body, extraFields: nested(5) }).success).toBe(true);
    const deep = SavePageBody.safeParse({ ...body, extraFields: nested(5000) });
    expect(deep.success).toBe(false);
    expect(deep.error?.issues[0]).toMatchObject({
      path: ['extraFields'],
      message: 'extraFields must be at most 5 levels deep',
    });
  });
});
