import { cas } from './engines';
import { toCas } from './syntax';
import { MathInputError } from './errors';

/** Two numbers are the same answer when they agree to 9 significant digits. */
export function sameNumber(a: number, b: number): boolean {
  if (!Number.isFinite(a) || !Number.isFinite(b)) return false;
  return Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));
}

/** The value of an expression, given values for its variables. Throws when it is not a real number. */
/** Compiled expressions, by their text: checks evaluate the same few expressions at many points. */
const compiled = new Map<string, { evaluate(scope: Record<string, number>): unknown }>();
const COMPILED_MAX = 2000;

function compile(expression: string) {
  let code = compiled.get(expression);
  if (!code) {
    code = cas().math.compile(toCas(expression));
    if (compiled.size >= COMPILED_MAX) compiled.delete(compiled.keys().next().value!);
    compiled.set(expression, code);
  }
  return code;
}

export function evaluate(expression: string, scope: Record<string, number> = {}): number {
  let value: unknown;
  try {
    value = compile(expression).evaluate({ ...scope });
  } catch (error) {
    throw new MathInputError(`"${expression}" could not be worked out: ${(error as Error).message}`);
  }
  const n =
    typeof value === 'number'
      ? value
      : cas().math.isComplex(value) && Math.abs(value.im) < 1e-12
        ? value.re
        : NaN;
  if (!Number.isFinite(n)) throw new MathInputError(`"${expression}" is not a real number.`);
  return n;
}

/**
 * Whether two expressions are equal for every value of their variables, tested at several points (a
 * rational-function identity that holds at 7 random points off its poles holds everywhere, for the degrees
 * a student types).
 */
export function equivalent(a: string, b: string, variables: readonly string[] = ['x']): boolean {
  const points = [0.37, 1.93, -2.71, 4.19, -0.59, 3.33, 7.07];
  let compared = 0;
  for (const [k, p] of points.entries()) {
    const scope = Object.fromEntries(variables.map((v, j) => [v, p + j * 0.61 + k * 0.01]));
    let x: number;
    let y: number;
    try {
      x = evaluate(a, scope);
      y = evaluate(b, scope);
    } catch {
      continue; // a pole or a root of a negative: try the other points
    }
    if (!sameNumber(x, y)) return false;
    compared += 1;
  }
  return compared >= 4;
}
