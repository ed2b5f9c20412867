import { describe, expect, it } from 'vitest';
import { cleanOcrText } from './clean';

describe('cleanOcrText', () => {
  it('writes the times, division, minus and comparison signs as typed', () => {
    expect(cleanOcrText('What is 12 × 4 ÷ 3?')).toBe('What is 12 * 4 / 3?');
    expect(cleanOcrText('5x − 3 = 2x – 1 — 4')).toBe('5x - 3 = 2x - 1 - 4');
    expect(cleanOcrText('5 - 3x ≤ 14 and y ≥ 2')).toBe('5 - 3x <= 14 and y >= 2');
    expect(cleanOcrText('a · b')).toBe('a * b');
  });

  it('reads a spaced x between numbers as the times sign, and keeps 2x a product', () => {
    expect(cleanOcrText('12 x 4')).toBe('12 * 4');
    expect(cleanOcrText('(3 x 10^4) x (2 x 10^3)')).toBe('(3 * 10^4) * (2 * 10^3)');
    expect(cleanOcrText('2x + 3 = 11')).toBe('2x + 3 = 11');
  });

  it('turns superscript characters into exponents', () => {
    expect(cleanOcrText('x² − 5x + 6 = 0')).toBe('x^2 - 5x + 6 = 0');
    expect(cleanOcrText('2³ + y¹⁰')).toBe('2^3 + y^(10)');
  });

  it('repairs an exponent read on the line: x2, x?, x*, )? before an operator', () => {
    expect(cleanOcrText('factor 2x2 + 7x + 3')).toBe('factor 2x^2 + 7x + 3');
    expect(cleanOcrText('solve x? = 49')).toBe('solve x^2 = 49');
    expect(cleanOcrText('x> = 27')).toBe('x^3 = 27');
    expect(cleanOcrText('x >= 27')).toBe('x >= 27');
    expect(cleanOcrText('x > 3')).toBe('x > 3');
    expect(cleanOcrText('solve 2x* +3x-2=0')).toBe('solve 2x^2 +3x-2=0');
    expect(cleanOcrText('(x +2)? = 25')).toBe('(x +2)^2 = 25');
    expect(cleanOcrText("f(x) = 2x' - 1")).toBe('f(x) = 2x^2 - 1');
  });

  it('reads a raised mark the engine flagged as the digit it looks like', () => {
    expect(cleanOcrText('solve x^? = 49')).toBe('solve x^2 = 49');
    expect(cleanOcrText('(x+2)^* = 25')).toBe('(x+2)^2 = 25');
    expect(cleanOcrText('3^(x+1) = 81')).toBe('3^(x+1) = 81');
  });

  it('leaves a question mark that ends a sentence alone', () => {
    expect(cleanOcrText('The average is 14. What is x?')).toBe('The average is 14. What is x?');
    expect(cleanOcrText('what is x? y is 2')).toBe('what is x? y is 2');
  });

  it('repairs O, l and S inside numbers but not in words', () => {
    expect(cleanOcrText('1O5 + 2O = l5')).toBe('105 + 20 = 15');
    expect(cleanOcrText('It costs $2S0')).toBe('It costs $250');
    expect(cleanOcrText('Oliver sold 40 lollipops')).toBe('Oliver sold 40 lollipops');
  });

  it('reads the italic x misread as z or X as x, and 9(x) as g(x)', () => {
    expect(cleanOcrText('find the value of z: 5x - 3 = 2z + 12')).toBe(
      'find the value of x: 5x - 3 = 2x + 12',
    );
    expect(cleanOcrText('(X+2)^2 = 25')).toBe('(x+2)^2 = 25');
    expect(cleanOcrText('9(z) = 1/2z + 3, find g(8)')).toBe('g(x) = 1/2x + 3, find g(8)');
    expect(cleanOcrText('The zoo has 12 zebras')).toBe('The zoo has 12 zebras');
  });

  it('keeps words and punctuation, and tidies spacing and stray marks', () => {
    expect(cleanOcrText('  A plumber charges $40   for a visit.  \n\n  How many hours?  ')).toBe(
      'A plumber charges $40 for a visit.\nHow many hours?',
    );
    expect(cleanOcrText('3x+7=25\n~\n_ _')).toBe('3x+7=25');
    expect(cleanOcrText('Solve the system:\nx + y = 10\nx - y = 4')).toBe(
      'Solve the system:\nx + y = 10\nx - y = 4',
    );
  });
});

describe('cleanOcrText on the italic x', () => {
  it('reads the two-letter misreadings of an italic x in mathematics as x', () => {
    expect(cleanOcrText('(xX + 2)^2 = 25')).toBe('(x + 2)^2 = 25');
    expect(cleanOcrText('xz +y=10')).toBe('x +y=10');
    expect(cleanOcrText('3/7= xT/28')).toBe('3/7= x/28');
    expect(cleanOcrText('the xT rays of Tracy')).toBe('the xT rays of Tracy');
    expect(cleanOcrText('g(x) = 2x + 1, find 9(8)')).toBe('g(x) = 2x + 1, find g(8)');
    expect(cleanOcrText('what is 9(8)?')).toBe('what is 9(8)?');
  });
});

describe('cleanOcrText on broken signs and brackets', () => {
  it('reads a minus split into two dashes as one, and f l x) as f(x)', () => {
    expect(cleanOcrText('x—-y=2')).toBe('x-y=2');
    expect(cleanOcrText('evaluate f(3) if flx)=2x - 5')).toBe('evaluate f(3) if f(x)=2x - 5');
  });
});

describe('cleanOcrText on sentences', () => {
  it('puts back a full stop lost before a new question', () => {
    expect(cleanOcrText('f(x) = -3x + 4 What is f(-2)?')).toBe('f(x) = -3x + 4. What is f(-2)?');
    expect(cleanOcrText('The bill was $165. How many hours?')).toBe('The bill was $165. How many hours?');
  });

  it('reads the leaning x where it is misread beside the mathematics', () => {
    expect(cleanOcrText('solvez^2 + 2z - 15 = 0')).toBe('solve x^2 + 2x - 15 = 0');
    expect(cleanOcrText('solve3^(x+1) = 81')).toBe('solve 3^(x+1) = 81');
    expect(cleanOcrText('T+2y=12 and 3x - y=1')).toBe('x+2y=12 and 3x - y=1');
    expect(cleanOcrText('rx^2 + 6x = 7')).toBe('x^2 + 6x = 7');
    expect(cleanOcrText('Find z if 4x = 2.4')).toBe('Find x if 4x = 2.4');
    // in a definition of g(x), a lone r or z on the right side is its x
    expect(cleanOcrText('h(x) = 2x/(r+4), find h(4)')).toBe('h(x) = 2x/(x+4), find h(4)');
    // a radius r stays where nothing defines a function of x
    expect(cleanOcrText('the area is A = 3.14r^2. find A when r = 2')).toBe(
      'the area is A = 3.14r^2. find A when r = 2',
    );
  });

  it('keeps one of a variable read twice, capital and small', () => {
    expect(cleanOcrText('Yy=2x^2 - 8x + 3')).toBe('y=2x^2 - 8x + 3');
    expect(cleanOcrText('Tom has 3 pens')).toBe('Tom has 3 pens');
  });

  it('reads an x between a number and 10^ as the times sign of scientific notation', () => {
    expect(cleanOcrText('(4x10^5) / (2 x 10^2)')).toBe('(4 * 10^5) / (2 * 10^2)');
  });
});
