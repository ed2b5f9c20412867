import { evaluate } from '../cas';
import { done } from './algebra';
import { absBars, mathChunks, relationOf } from './chunks';
import { writeNumber } from './format';
import { step, texOf } from './steps';
import type { Problem, Solution } from './types';

/**
 * Lines from two points, or parallel / perpendicular to a given line through a point: slope, intercepts,
 * or a value on the line. Slopes and intercepts are computed by the CAS from the numbers.
 */
const POINT = /\(\s*(-?\d+(?:\.\d+)?)\s*,\s*(-?\d+(?:\.\d+)?)\s*\)/g;

export function lineProblem({ lower }: Problem): Solution | null {
  const points = [...lower.matchAll(POINT)].map((m) => [m[1]!, m[2]!] as const);
  // "f is linear, f(2) = 5 and f(6) = 17": two points of the line
  const values = [...lower.matchAll(/\b([a-z])\((-?\d+(?:\.\d+)?)\) = (-?\d+(?:\.\d+)?)/g)];
  const asked = /\b([a-z])\((-?\d+(?:\.\d+)?)\)\s*\?/.exec(lower);
  if (/\blinear\b/.test(lower) && values.length === 2 && asked) {
    const [[, , x1, y1], [, , x2, y2]] = values as unknown as [string[], string[]];
    const m = evaluate(`(${y2} - ${y1}) / (${x2} - ${x1})`);
    const value = evaluate(`${y1} + ${m} * (${asked[2]} - ${x1})`);
    return number(`Find ${asked[1]}(${asked[2]})`, value, [
      step(
        'A linear function changes by the same amount for each step: find the slope from the two values.',
        `m = ${texOf(writeNumber(m))}`,
      ),
      step('Go from a known value to the one asked.'),
    ]);
  }
  if (points.length === 2 && /\b(distance|midpoint)\b/.test(lower)) {
    const [[x1, y1], [x2, y2]] = points as [readonly [string, string], readonly [string, string]];
    if (/distance/.test(lower)) {
      const formula = `sqrt((${x2} - ${x1})^2 + (${y2} - ${y1})^2)`;
      const value = evaluate(formula);
      return done(
        'Find the distance',
        'number',
        writeNumber(value, formula),
        [step('Distance = √((x₂ − x₁)² + (y₂ − y₁)²).', texOf(formula))],
        ['distance'],
        [],
        value,
      );
    }
    const formula = /y-coordinate/.test(lower) ? `(${y1} + ${y2}) / 2` : `(${x1} + ${x2}) / 2`;
    const value = evaluate(formula);
    return done(
      'Find the midpoint',
      'number',
      writeNumber(value),
      [step('The midpoint averages the coordinates.', texOf(formula))],
      ['midpoint'],
      [],
      value,
    );
  }
  if (!/\b(slope|line|intercept|rate of change)\b/.test(lower)) return null;
  const steps: Solution['steps'] = [];
  let m: number;
  let through: readonly [string, string];
  if (points.length === 2) {
    const [[x1, y1], [x2, y2]] = points as [readonly [string, string], readonly [string, string]];
    const formula = `(${y2} - ${y1}) / (${x2} - ${x1})`;
    m = evaluate(formula);
    steps.push(
      step('Slope = change in y / change in x.', `m = ${texOf(formula)} = ${texOf(writeNumber(m))}`),
    );
    through = points[0]!;
  } else if (/\b(parallel|perpendicular)\b/.test(lower)) {
    const line = mathChunks(absBars(lower.replace(POINT, ' ; ')))
      .map(relationOf)
      .find((r) => r && r.left === 'y' && r.op === '=');
    if (!line) return null;
    const given = evaluate(line.right, { x: 1 }) - evaluate(line.right, { x: 0 });
    const perpendicular = /perpendicular/.test(lower);
    m = perpendicular ? evaluate(`-1 / ${given}`) : given;
    steps.push(
      step(
        perpendicular
          ? 'Perpendicular slopes are negative reciprocals.'
          : 'Parallel lines have the same slope.',
        `m = ${texOf(writeNumber(m))}`,
      ),
    );
    if (points.length === 0) return number('Find the slope', m, steps);
    through = points[0]!;
  } else return null;
  const b = evaluate(`${through[1]} - ${m} * ${through[0]}`);
  steps.push(step('Put a point in y = mx + b to find b.', `b = ${texOf(writeNumber(b))}`));
  if (/\bslope\b|rate of change|what is m\b/.test(lower) && !/y-intercept|what is b\b/.test(lower))
    return number('Find the slope', m, steps);
  if (/y-intercept|what is b\b/.test(lower)) return number('Find the y-intercept', b, steps);
  if (/x-intercept/.test(lower)) return number('Find the x-intercept', evaluate(`-${b} / ${m}`), steps);
  const at = /\by when x = (-?\d+(?:\.\d+)?)|\bx = (-?\d+(?:\.\d+)?)/.exec(lower.replace(POINT, ''));
  if (at) return number('Find the value on the line', evaluate(`${m} * ${at[1] ?? at[2]} + ${b}`), steps);
  return null;
}

function number(task: string, value: number, steps: Solution['steps']): Solution {
  return done(task, 'number', writeNumber(value), steps, ['linear functions'], [], value);
}
