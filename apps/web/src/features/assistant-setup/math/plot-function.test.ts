import { describe, expect, it } from 'vitest';
import { plotFunction } from './plot-function';

describe('plotFunction', () => {
  it('evaluates typed functions of x without eval', () => {
    expect(plotFunction('2x + 3')({ x: 2 })).toBe(7);
    expect(plotFunction('x^2 - 3')({ x: -3 })).toBe(6);
    expect(plotFunction('3(x+1)')({ x: 1 })).toBe(6);
    expect(plotFunction('sqrt(x)')({ x: 9 })).toBe(3);
    expect(plotFunction('ln(x)')({ x: Math.E })).toBeCloseTo(1);
  });

  it('leaves gaps where the function is undefined and refuses what it cannot read', () => {
    expect(plotFunction('sqrt(x)')({ x: -4 })).toBeNaN();
    expect(() => plotFunction('2x +* 3')).toThrow();
  });
});
