import type { MathDifficulty } from '@muse/contracts';

/**
 * What kind of problem a typed problem is (the template family to draw similar ones from) and how hard it
 * looks. Keyword and shape rules, first match wins: tables before statistics before percents, shapes before
 * algebra, and a bare equation last. null when nothing fits.
 */
/** two or more equations in x and y */
const SYSTEM = /=.*=/s;
const hasXY = (text: string) => /x/.test(text) && /y/.test(text);

const RULES: [RegExp | ((text: string) => boolean), string][] = [
  [/\\begin\{array\}|\btable\b|probability|at random/i, 'probability'],
  [/\bmean\b|average|median|\brange\b|\bmode\b/i, 'statistics'],
  [/percent|%|discount|\btax\b|interest|markup/i, 'percent'],
  [/hypotenuse|right triangle|pythag|\blegs?\b/i, 'right-triangle'],
  [/\\?(sin|cos|tan)\b|30\s*°|30\^\\circ|60\^\\circ/i, 'trigonometry'],
  [/similar/i, 'similarity'],
  [/volume|cylinder|\bbox\b|prism|cube|sphere|liters?/i, 'area-volume'],
  [/circle|radius|diameter|\barc\b|circumference|π|\\pi/i, 'circle'],
  [/\barea\b/i, 'area-volume'],
  [/\bangles?\b|triangle/i, 'angles'],
  [/charges?|\bfee\b/i, 'linear-word'],
  [/ratio|proportion|recipe|\bper\b|km|kilomet|miles|meters|convert/i, 'ratio'],
  [/half-life|exponential|grows by|doubles|\^\s*\{?\s*x|\^\s*\(x/i, 'exponential'],
  [/sqrt|√|radical/i, 'radical'],
  [/\\frac\{[^}]*\}\{[^}]*x|\/\s*\(?\s*x/i, 'rational'],
  [/x\s*\^\s*\{?2|x²|quadratic|parabola|vertex/i, 'quadratic'],
  [/factor|expand|equivalent|polynomial/i, 'polynomial'],
  [/slope|\bline\b|intercept|graph/i, 'linear-function'],
  [/[fgh]\s*\(\s*[-\d]/i, 'function'],
  [(text) => /system/i.test(text) || (SYSTEM.test(text) && hasXY(text)), 'linear-system'],
  [/[<>≤≥]|\\le\b|\\ge\b|at most|at least|no more than|inequalit/i, 'inequality'],
  [/costs?|charges?|\bfee\b|\\\$|hours?|dollars/i, 'linear-word'],
  [/[a-z]\s*[-+=]|=\s*-?\d|\d\s*[a-z]/i, 'linear-equation'],
];

export function familyOf(problem: string): string | null {
  return (
    RULES.find(([rule]) => (typeof rule === 'function' ? rule(problem) : rule.test(problem)))?.[1] ?? null
  );
}

/** easy: small whole numbers; hard: several of negatives, fractions, decimals, big numbers, powers */
export function difficultyOf(problem: string): MathDifficulty {
  const numbers = (problem.match(/\d+(?:\.\d+)?/g) ?? []).map(Number);
  const signals = [
    /-\s*\d/.test(problem),
    /\\frac|\/\s*\d|\d\.\d/.test(problem),
    numbers.some((n) => n > 20),
    /\^\s*\{?[3-9]/.test(problem),
    numbers.length > 5,
  ].filter(Boolean).length;
  return signals === 0 ? 'easy' : signals === 1 ? 'medium' : 'hard';
}
