import { describe, expect, it } from 'vitest';
import { conceptList, plainQuestion } from './math.service';

describe('the math service’s text rules', () => {
  it('reads a question as words and math, keeping money', () => {
    expect(plainQuestion('Solve $2x + 3 = 11$ for $x$.')).toBe('Solve 2x + 3 = 11 for x.');
    expect(plainQuestion('A ticket is \\$8 and a bag \\$2. What is $3 \\cdot 8$?')).toBe(
      'A ticket is $8 and a bag $2. What is 3 \\cdot 8?',
    );
  });

  it('trims concepts, drops blanks and repeats', () => {
    expect(conceptList(' slope , , y-intercept,Slope ')).toEqual(['Slope', 'y-intercept']);
    expect(conceptList(['  ratio', '', 'rate '])).toEqual(['ratio', 'rate']);
  });
});
