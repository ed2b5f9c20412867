import { describe, expect, it } from 'vitest';
import { SHIPPED_SAT_MATH_OFFICE, isMathOffice } from './math-office';

describe('isMathOffice', () => {
  it('knows math offices by their setup screen or a satmath id', () => {
    expect(isMathOffice({ _id: 'abc', setupScreen: 'MathSetup' })).toBe(true);
    expect(isMathOffice({ _id: SHIPPED_SAT_MATH_OFFICE, setupScreen: 'ChatSetup' })).toBe(true);
    expect(isMathOffice({ _id: 'satmath-7', setupScreen: null })).toBe(true);
    expect(isMathOffice({ _id: 'abc', setupScreen: 'ChatSetup' })).toBe(false);
  });
});
