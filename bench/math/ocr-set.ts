/**
 * The MathSOS OCR evaluation set (issue #16): printed problems as a student would screenshot or photograph them,
 * each with how it is drawn (font, size, noise, rotation, colours, layout of powers and fractions) and the
 * problem text that reading it must give back. Most are taken from the solver set (bench/math/solver-set-*.ts),
 * some are printed with ×, ÷, −, ≤, stacked fractions and raised powers the way textbooks print them.
 * Written before the OCR clean-up was tuned. Split by position: even index dev (tune on these), odd index test
 * (report only). Never edit a case after the engine has been run on it; add new ones at the end.
 *
 * `source` markup (what the renderer draws):
 * - `^2`, `^x` or `^{x+1}`: a raised exponent (drawn small and high, as a real superscript)
 * - `\frac{a}{b}`: a fraction, drawn stacked with a bar when `fractions` is 'stacked', else inline as a/b
 *   (with parentheses around a numerator or denominator of more than one term)
 * - `\n`: a new line; long lines are also wrapped at the case's width
 * - every other character is printed as it is (×, ÷, −, ≤, ≥, $, %)
 *
 * `expected` is the problem as plain typed text: powers as x^2 or 3^(x+1), fractions as a/b or (2x+1)/5,
 * multiplication as *, division sign as /, <= and >=. The bench compares it with the cleaned OCR text after the
 * normalisation defined in ocr-bench.ts.
 */

export type OcrFont = 'serif' | 'sans' | 'cm-sans' | 'mono';

export interface OcrRenderSpec {
  /** serif: KaTeX Main (Computer Modern); sans: Liberation Sans (Arial metrics); cm-sans: KaTeX SansSerif; mono: KaTeX Typewriter */
  font: OcrFont;
  /** font size in CSS pixels of the normal text */
  size: number;
  /** 0 (clean screenshot) … 0.3 (grainy photo): amplitude of per-pixel noise as a share of full scale */
  noise: number;
  /** degrees, −3 … 3, positive turns clockwise */
  rotation: number;
  background: string;
  foreground: string;
  /** stacked: a numerator over a bar over a denominator; inline: a/b on the line */
  fractions: 'stacked' | 'inline';
  /** letters of the mathematics in italic (KaTeX Math Italic), as textbooks print variables */
  italicVariables: boolean;
  /** wrap width of a line in pixels (at the case's size), default 900 */
  width?: number;
}

export interface OcrCase {
  id: string;
  source: string;
  expected: string;
  render: OcrRenderSpec;
}

type Colours = 'paper' | 'cream' | 'grey' | 'dark' | 'blue' | 'note';
const COLOURS: Record<Colours, { background: string; foreground: string }> = {
  paper: { background: '#ffffff', foreground: '#000000' },
  cream: { background: '#fbf5e6', foreground: '#2b2b2b' },
  grey: { background: '#e9e9e9', foreground: '#303030' },
  dark: { background: '#1e1f22', foreground: '#e8e8e8' },
  blue: { background: '#ffffff', foreground: '#1a3d8f' },
  note: { background: '#fff7c2', foreground: '#1c1c1c' },
};

/** source, expected, font, size, noise, rotation, colours, fractions (s/i), italic variables (1/0) */
export type OcrRow = [string, string, OcrFont, number, number, number, Colours, 's' | 'i', 0 | 1];

/* prettier-ignore */
const ROWS: OcrRow[] = [
  ['3x + 7 = 25', '3x + 7 = 25', 'serif', 32, 0, 0, 'paper', 'i', 0],
  ['solve 3x+7=25', 'solve 3x+7=25', 'sans', 24, 0.05, 1, 'paper', 'i', 0],
  ['find the value of x: 5x − 3 = 2x + 12', 'find the value of x: 5x - 3 = 2x + 12', 'serif', 28, 0.1, -1.5, 'cream', 'i', 1],
  ['\\frac{x}{3} = 4', 'x/3 = 4', 'serif', 36, 0, 0.5, 'paper', 's', 1],
  ['solve for x:  7 − 2x = 15', 'solve for x: 7 - 2x = 15', 'cm-sans', 26, 0.08, 2, 'grey', 'i', 0],
  ['please solve 4(x+1) = 2(x−3)', 'please solve 4(x+1) = 2(x-3)', 'mono', 22, 0, -0.5, 'paper', 'i', 0],
  ['\\frac{x}{2} + \\frac{x}{3} = 10', 'x/2 + x/3 = 10', 'serif', 34, 0.05, -1, 'paper', 's', 1],
  ['0.5x + 1.5 = 4', '0.5x + 1.5 = 4', 'sans', 30, 0.15, 2.5, 'note', 'i', 0],
  ['A plumber charges $40 for a visit plus $25 per hour. The bill was $165. How many hours did the plumber work?', 'A plumber charges $40 for a visit plus $25 per hour. The bill was $165. How many hours did the plumber work?', 'serif', 22, 0.05, 0.5, 'paper', 'i', 0],
  ['\\frac{2x+1}{5} = 3', '(2x+1)/5 = 3', 'serif', 34, 0, -2, 'paper', 's', 1],
  ['if 3x + 2 = 11, what is the value of 6x + 4?', 'if 3x + 2 = 11, what is the value of 6x + 4?', 'cm-sans', 24, 0.1, 1.5, 'blue', 'i', 0],
  ['5(2x − 1) − 3(x + 4) = 4', '5(2x - 1) - 3(x + 4) = 4', 'serif', 30, 0.2, -2.5, 'cream', 'i', 1],
  ['What is the slope of the line 3x + 4y = 8?', 'What is the slope of the line 3x + 4y = 8?', 'sans', 20, 0, 0, 'dark', 'i', 0],
  ['the point (k, 7) lies on the line y = 2x + 1. find k', 'the point (k, 7) lies on the line y = 2x + 1. find k', 'mono', 20, 0.05, 1, 'grey', 'i', 0],
  ['Pencils cost $0.25 and pens cost $1.50. Maria spent $9 on 12 pencils and some pens. How many pens?', 'Pencils cost $0.25 and pens cost $1.50. Maria spent $9 on 12 pencils and some pens. How many pens?', 'sans', 22, 0.1, -1, 'paper', 'i', 0],
  ['evaluate f(3) if f(x) = 2x − 5', 'evaluate f(3) if f(x) = 2x - 5', 'serif', 28, 0, 3, 'paper', 'i', 1],
  ['f(x) = −3x + 4. What is f(−2)?', 'f(x) = -3x + 4. What is f(-2)?', 'cm-sans', 28, 0.05, -3, 'note', 'i', 0],
  ['What is the slope of the line through (1, 2) and (4, 11)?', 'What is the slope of the line through (1, 2) and (4, 11)?', 'serif', 24, 0.15, 0, 'cream', 'i', 0],
  ['g(x) = \\frac{1}{2}x + 3, find g(8)', 'g(x) = 1/2x + 3, find g(8)', 'serif', 30, 0, 1, 'paper', 'i', 1],
  ['A candle is 20 cm tall and burns 1.5 cm per hour. How tall is it after 6 hours?', 'A candle is 20 cm tall and burns 1.5 cm per hour. How tall is it after 6 hours?', 'mono', 20, 0.1, 0.5, 'paper', 'i', 0],
  ['Solve the system:\nx + y = 10\nx − y = 4', 'Solve the system: x + y = 10 x - y = 4', 'serif', 30, 0, -1, 'paper', 'i', 1],
  ['2x + y = 7\nx − y = 2', '2x + y = 7 x - y = 2', 'sans', 32, 0.1, 1.5, 'grey', 'i', 0],
  ['3x + 2y = 16 and x + 2y = 8, solve', '3x + 2y = 16 and x + 2y = 8, solve', 'cm-sans', 26, 0.05, -0.5, 'blue', 'i', 0],
  ['please solve 4x − 3y = 5 and 2x + y = 5', 'please solve 4x - 3y = 5 and 2x + y = 5', 'serif', 24, 0.2, 2, 'paper', 'i', 1],
  ['The sum of two numbers x and y is 25 and x is 7 more than y. Find them.', 'The sum of two numbers x and y is 25 and x is 7 more than y. Find them.', 'sans', 24, 0, -2, 'dark', 'i', 0],
  ['3x + 5y = −1\n2x − 3y = 12', '3x + 5y = -1 2x - 3y = 12', 'serif', 32, 0.1, 0.5, 'note', 'i', 1],
  ['solve 2x + 3 > 11', 'solve 2x + 3 > 11', 'mono', 26, 0, 0, 'paper', 'i', 0],
  ['5 − 3x ≤ 14', '5 - 3x <= 14', 'serif', 34, 0.05, 1, 'paper', 'i', 1],
  ['\\frac{x}{4} − 1 > 2', 'x/4 - 1 > 2', 'serif', 32, 0.1, -1.5, 'cream', 's', 1],
  ['A student has $50 and buys books at $8 each. What is the greatest number of books she can buy?', 'A student has $50 and buys books at $8 each. What is the greatest number of books she can buy?', 'cm-sans', 22, 0.05, 2.5, 'paper', 'i', 0],
  ['please solve 7x − 2 ≥ 3x + 10', 'please solve 7x - 2 >= 3x + 10', 'sans', 26, 0.15, -1, 'grey', 'i', 0],
  ['x^2 − 5x + 6 = 0', 'x^2 - 5x + 6 = 0', 'serif', 36, 0, 0, 'paper', 'i', 1],
  ['solve x^2 = 49', 'solve x^2 = 49', 'sans', 30, 0.05, 1, 'paper', 'i', 0],
  ['factor x^2 + 5x + 6', 'factor x^2 + 5x + 6', 'serif', 30, 0.1, -0.5, 'note', 'i', 1],
  ['expand (2x − 1)(x + 3)', 'expand (2x - 1)(x + 3)', 'cm-sans', 28, 0, 2, 'paper', 'i', 0],
  ['expand (x + 5)^2', 'expand (x + 5)^2', 'serif', 32, 0.05, -2, 'cream', 'i', 1],
  ['factor 2x^2 + 7x + 3', 'factor 2x^2 + 7x + 3', 'mono', 26, 0, 1, 'paper', 'i', 0],
  ['simplify x^3 · x^4', 'simplify x^3 * x^4', 'serif', 34, 0.1, 0.5, 'paper', 'i', 1],
  ['solve 2x^2 + 3x − 2 = 0', 'solve 2x^2 + 3x - 2 = 0', 'sans', 28, 0.2, -1, 'blue', 'i', 0],
  ['simplify \\frac{6x^2 − 12x}{3x}', 'simplify (6x^2 - 12x)/(3x)', 'serif', 32, 0, 1.5, 'paper', 's', 1],
  ['x^3 = 27', 'x^3 = 27', 'cm-sans', 36, 0.1, -2.5, 'grey', 'i', 0],
  ['2^x = 32', '2^x = 32', 'serif', 36, 0, 0, 'paper', 'i', 1],
  ['solve 3^{x+1} = 81', 'solve 3^(x+1) = 81', 'serif', 32, 0.05, 1, 'cream', 'i', 1],
  ['A ball is thrown and its height is h = −16t^2 + 64t. After how many seconds does it hit the ground?', 'A ball is thrown and its height is h = -16t^2 + 64t. After how many seconds does it hit the ground?', 'serif', 24, 0.05, -0.5, 'paper', 'i', 1],
  ['(x + 2)^2 = 25', '(x + 2)^2 = 25', 'sans', 34, 0.15, 3, 'note', 'i', 0],
  ['what are the solutions of 4x^2 − 9 = 0', 'what are the solutions of 4x^2 - 9 = 0', 'cm-sans', 26, 0, -1, 'dark', 'i', 0],
  ['y = x^2 − 1 and y = x + 1', 'y = x^2 - 1 and y = x + 1', 'serif', 30, 0.1, 0, 'paper', 'i', 1],
  ['x^2 + y^2 = 25 and y = 3. What is the positive value of x?', 'x^2 + y^2 = 25 and y = 3. What is the positive value of x?', 'sans', 24, 0.05, 2, 'paper', 'i', 0],
  ['evaluate f(3) if f(x) = 2x^2 − 1', 'evaluate f(3) if f(x) = 2x^2 - 1', 'mono', 24, 0.1, -1.5, 'grey', 'i', 0],
  ['y = x^2 − 6x + 11. What is the minimum value of y?', 'y = x^2 - 6x + 11. What is the minimum value of y?', 'serif', 26, 0, 1, 'cream', 'i', 1],
  ['A population of 500 bacteria doubles every hour. How many bacteria after 3 hours?', 'A population of 500 bacteria doubles every hour. How many bacteria after 3 hours?', 'serif', 22, 0.2, 0, 'paper', 'i', 0],
  ['f(x) = 3 × 2^x. Evaluate f(4).', 'f(x) = 3 * 2^x. Evaluate f(4).', 'sans', 30, 0, -0.5, 'paper', 'i', 0],
  ['g(x) = \\frac{x+1}{x−1}, find g(3)', 'g(x) = (x+1)/(x-1), find g(3)', 'serif', 32, 0.05, 2, 'paper', 's', 1],
  ['What is 12 × 4 ÷ 3?', 'What is 12 * 4 / 3?', 'serif', 32, 0, 0, 'paper', 'i', 0],
  ['A car travels 150 miles in 3 hours. At this rate, how many miles will it travel in 5 hours?', 'A car travels 150 miles in 3 hours. At this rate, how many miles will it travel in 5 hours?', 'cm-sans', 22, 0.1, -2, 'blue', 'i', 0],
  ['The ratio of boys to girls in a class is 3:5. There are 40 students. How many girls are there?', 'The ratio of boys to girls in a class is 3:5. There are 40 students. How many girls are there?', 'serif', 24, 0.05, 1.5, 'paper', 'i', 0],
  ['\\frac{3}{7} = \\frac{x}{28}', '3/7 = x/28', 'serif', 36, 0, -1, 'paper', 's', 1],
  ['what is 15% of 80', 'what is 15% of 80', 'sans', 30, 0.1, 0.5, 'note', 'i', 0],
  ['A shirt costs $40 and is on sale for 25% off. What is the sale price?', 'A shirt costs $40 and is on sale for 25% off. What is the sale price?', 'mono', 22, 0.05, -3, 'paper', 'i', 0],
  ['find the mean of 4, 8, 6, 10, 12', 'find the mean of 4, 8, 6, 10, 12', 'serif', 28, 0.15, 2.5, 'cream', 'i', 0],
  ['The average of x, 10 and 16 is 14. What is x?', 'The average of x, 10 and 16 is 14. What is x?', 'cm-sans', 26, 0, 0, 'dark', 'i', 0],
  ['x/12 = 5/4, what is x', 'x/12 = 5/4, what is x', 'sans', 30, 0.05, -1, 'paper', 'i', 0],
  ['A rectangle is 8 cm long and 5 cm wide. What is its area?', 'A rectangle is 8 cm long and 5 cm wide. What is its area?', 'serif', 24, 0.1, 1, 'grey', 'i', 0],
  ['(3 × 10^4) × (2 × 10^3)', '(3 * 10^4) * (2 * 10^3)', 'serif', 32, 0, 0.5, 'paper', 'i', 0],
  ['24 ÷ (2 + 4) × 3', '24 / (2 + 4) * 3', 'sans', 34, 0.05, -2, 'cream', 'i', 0],
  ['An investment of $1000 grows by 5% per year. What is its value after 2 years?', 'An investment of $1000 grows by 5% per year. What is its value after 2 years?', 'sans', 20, 0, 1.5, 'paper', 'i', 0],
  ['\\frac{3}{4} + \\frac{5}{6}', '3/4 + 5/6', 'serif', 36, 0.05, 0, 'note', 's', 0],
  ['If y = 3x − 2 and x = 4, what is the value of 2y?', 'If y = 3x - 2 and x = 4, what is the value of 2y?', 'serif', 26, 0.2, -0.5, 'paper', 'i', 1],  // Added 2026-11-29, before the engine was run on them: a fresh held-out part (rows 69 on, the same even/odd
  // split), since the first test half had been read in several sessions. bench/math.ts reports it on its own.
  ['solve 6x − 4 = 2x + 20', 'solve 6x - 4 = 2x + 20', 'serif', 30, 0.05, 1, 'paper', 'i', 1],
  ['What value of x satisfies 3(x − 2) = 18?', 'What value of x satisfies 3(x - 2) = 18?', 'sans', 26, 0.1, -1, 'paper', 'i', 0],
  ['\\frac{x+3}{2} = 7', '(x+3)/2 = 7', 'serif', 34, 0.05, 0.5, 'cream', 's', 1],
  ['1.2x − 0.4 = 2', '1.2x - 0.4 = 2', 'cm-sans', 30, 0, -2, 'paper', 'i', 0],
  ['A gym charges a $30 joining fee and $15 per month. How much does a year cost?', 'A gym charges a $30 joining fee and $15 per month. How much does a year cost?', 'sans', 22, 0.05, 1, 'grey', 'i', 0],
  ['y = 4x − 7. What is y when x = 3?', 'y = 4x - 7. What is y when x = 3?', 'serif', 28, 0.1, 2, 'paper', 'i', 1],
  ['x + 2y = 9\nx − y = 6', 'x + 2y = 9 x - y = 6', 'serif', 32, 0, -1, 'note', 'i', 1],
  ['solve −4x + 9 < 1', 'solve -4x + 9 < 1', 'mono', 26, 0.05, 0.5, 'paper', 'i', 0],
  ['x^2 + 6x + 9 = 0', 'x^2 + 6x + 9 = 0', 'sans', 32, 0.1, 1.5, 'paper', 'i', 0],
  ['factor x^2 − 49', 'factor x^2 - 49', 'serif', 32, 0, -0.5, 'paper', 'i', 1],
  ['solve 4^x = 64', 'solve 4^x = 64', 'cm-sans', 30, 0.05, 0, 'blue', 'i', 0],
  ['f(x) = x^2 − 4x. Find f(5).', 'f(x) = x^2 - 4x. Find f(5).', 'serif', 28, 0.15, -1.5, 'cream', 'i', 1],
  ['What is 35% of 240?', 'What is 35% of 240?', 'sans', 30, 0, 1, 'paper', 'i', 0],
  ['A map uses a scale of 1 inch to 25 miles. How many miles are 3.5 inches?', 'A map uses a scale of 1 inch to 25 miles. How many miles are 3.5 inches?', 'serif', 22, 0.1, 0.5, 'paper', 'i', 0],
  ['\\frac{5}{x} = \\frac{2}{6}', '5/x = 2/6', 'serif', 34, 0.05, 1, 'paper', 's', 1],
  ['The median of 3, 9, 4, 7, 12 is what?', 'The median of 3, 9, 4, 7, 12 is what?', 'cm-sans', 26, 0.05, -2.5, 'grey', 'i', 0],
  ['simplify (3x + 2) − (x − 5)', 'simplify (3x + 2) - (x - 5)', 'sans', 28, 0.05, 2, 'paper', 'i', 0],
  ['solve 2x^2 − 8 = 0', 'solve 2x^2 - 8 = 0', 'serif', 30, 0.1, 0, 'note', 'i', 1],
  ['A triangle has legs 6 and 8. How long is its hypotenuse?', 'A triangle has legs 6 and 8. How long is its hypotenuse?', 'mono', 22, 0, 1.5, 'paper', 'i', 0],
  ['y = 3x + 2 and y = x + 6', 'y = 3x + 2 and y = x + 6', 'serif', 30, 0.05, -1, 'paper', 'i', 1],
  ['h(t) = −5t^2 + 20t. Find h(2).', 'h(t) = -5t^2 + 20t. Find h(2).', 'sans', 28, 0.1, 0.5, 'cream', 'i', 0],
  ['8 − 2(x + 1) = 0', '8 - 2(x + 1) = 0', 'serif', 34, 0.2, 1, 'paper', 'i', 1],
  ['A box holds 12 eggs. How many boxes are needed for 150 eggs?', 'A box holds 12 eggs. How many boxes are needed for 150 eggs?', 'sans', 24, 0.05, -0.5, 'dark', 'i', 0],
  ['\\frac{x}{5} + 2 = 6', 'x/5 + 2 = 6', 'cm-sans', 32, 0, -1, 'paper', 's', 0],
  ['expand (x − 4)(x + 4)', 'expand (x - 4)(x + 4)', 'serif', 30, 0.05, 2.5, 'paper', 'i', 1],
  ['What is 7.5 × 4?', 'What is 7.5 * 4?', 'sans', 32, 0.1, 0, 'note', 'i', 0],
  ['The price rose from $80 to $100. What is the percent increase?', 'The price rose from $80 to $100. What is the percent increase?', 'serif', 24, 0, -1.5, 'paper', 'i', 0],
  ['3^{2x} = 81', '3^(2x) = 81', 'serif', 34, 0.05, 0.5, 'paper', 'i', 1],
  ['9x − 7 = 4x + 13', '9x - 7 = 4x + 13', 'mono', 28, 0.1, -2, 'paper', 'i', 0],
  ['if 2a + 3 = 15, what is a?', 'if 2a + 3 = 15, what is a?', 'serif', 28, 0, 1, 'grey', 'i', 1],
  ['A circle has radius 5. What is its circumference?', 'A circle has radius 5. What is its circumference?', 'cm-sans', 24, 0.05, 0, 'paper', 'i', 0],
  ['solve 10x + 5 = 3x − 9', 'solve 10x + 5 = 3x - 9', 'serif', 30, 0.05, -0.5, 'cream', 'i', 1],
  ['x^2 − 2x = 15', 'x^2 - 2x = 15', 'sans', 30, 0.15, 2, 'grey', 'i', 0],
  ['2x + 5y = 20\nx = 5', '2x + 5y = 20 x = 5', 'serif', 30, 0.05, 1.5, 'paper', 'i', 1],
  ['What is the y-intercept of y = −2x + 5?', 'What is the y-intercept of y = -2x + 5?', 'sans', 24, 0, -1, 'paper', 'i', 0],
  ['\\frac{1}{3} + \\frac{1}{6}', '1/3 + 1/6', 'serif', 36, 0.1, 0.5, 'paper', 's', 0],
  ['Tickets cost $12 for adults and $7 for children. What do 5 adults and 4 children pay?', 'Tickets cost $12 for adults and $7 for children. What do 5 adults and 4 children pay?', 'serif', 22, 0.05, -1, 'paper', 'i', 0],
  ['solve x^2 + 2x − 8 = 0', 'solve x^2 + 2x - 8 = 0', 'serif', 30, 0, 1, 'blue', 'i', 1],
  ['0.3(x + 10) = 6', '0.3(x + 10) = 6', 'cm-sans', 30, 0.1, -1.5, 'paper', 'i', 0],
  ['The mean of 5 numbers is 8. What is their sum?', 'The mean of 5 numbers is 8. What is their sum?', 'sans', 26, 0.05, 3, 'note', 'i', 0],
];

const pad = (n: number) => String(n).padStart(3, '0');

/** Rows of the table form made into cases, numbered from 1 after `prefix` ("ocr-001"). */
export function casesFromRows(rows: readonly OcrRow[], prefix: string): OcrCase[] {
  return rows.map(([source, expected, font, size, noise, rotation, colours, fractions, italic], i) => ({
    id: `${prefix}-${pad(i + 1)}`,
    source,
    expected,
    render: {
      font,
      size,
      noise,
      rotation,
      ...COLOURS[colours],
      fractions: fractions === 's' ? 'stacked' : 'inline',
      italicVariables: italic === 1,
    },
  }));
}

export const OCR_CASES: readonly OcrCase[] = casesFromRows(ROWS, 'ocr');

/** Rows from this position on were written on 2026-11-29 as a fresh held-out part (see the comment above them). */
export const FRESH_FROM = 68;

/** dev for even positions, test for odd positions */
export const ocrSplitOf = (index: number): 'dev' | 'test' => (index % 2 === 0 ? 'dev' : 'test');
