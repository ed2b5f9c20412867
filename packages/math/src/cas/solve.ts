import { cas } from './engines';
import { MathInputError } from './errors';
import { evaluate, sameNumber } from './numeric';
import { toCas } from './syntax';
import { formatExact } from './format';

/** A solution: nerdamer's exact text, its value, and its written form. */
export interface ExactValue {
  exact: string;
  value: number;
  text: string;
}

/** "lhs = rhs" → "lhs - (rhs)" in CAS syntax; an expression alone means "= 0". */
function asZero(equation: string): string {
  const sides = equation.split('=');
  if (sides.length > 2) throw new MathInputError(`"${equation}" has more than one equals sign.`);
  const [left, right] = sides.map((s) => toCas(s));
  return right === undefined ? `${left}` : `(${left}) - (${right})`;
}

function realValue(exact: string): number | null {
  try {
    const decimal = cas().nerdamer(exact).evaluate().text('decimals');
    if (/i/.test(decimal.replace(/pi/g, ''))) return null;
    return evaluate(decimal);
  } catch {
    return null;
  }
}

/**
 * The real solutions of one equation in `variable`, ascending, each checked by substituting it back into the
 * equation (which drops roots a squaring step brought in, e.g. in √(x+3) = x − 3). [] when there are none.
 */
export function solveEquation(equation: string, variable = 'x'): ExactValue[] {
  const zero = asZero(equation);
  let raw: string[];
  try {
    const result = cas().nerdamer.solve(zero, variable) as unknown as { symbol: { elements: unknown[] } };
    raw = result.symbol.elements.map((e) => String(e));
  } catch (error) {
    throw new MathInputError(`The equation could not be solved for ${variable}: ${(error as Error).message}`);
  }
  let exactRoots: { exact: string; value: number }[] | undefined;
  const found: ExactValue[] = [];
  for (const numeric of raw) {
    const value = realValue(numeric);
    if (value === null) continue;
    // nerdamer answers an irrational root with a long fraction (seven digits or more): take the exact root
    // algebrite finds there (its roots() is slow, so it runs only then)
    let exact = numeric;
    if (/\d{7,}|\./.test(numeric)) {
      exactRoots ??= polynomialRoots(zero, variable);
      exact = exactRoots.find((r) => sameNumber(r.value, value))?.exact ?? numeric;
    }
    if (!satisfies(zero, variable, value)) continue;
    if (found.some((f) => sameNumber(f.value, value))) continue;
    found.push({ exact, value, text: formatExact(exact) });
  }
  return found.sort((a, b) => a.value - b.value);
}

/**
 * The exact roots of a polynomial with rational coefficients (algebrite's roots(): radicals for quadratics
 * and factorable polynomials), each with its value; [] when the expression is not such a polynomial.
 */
function polynomialRoots(zero: string, variable: string): { exact: string; value: number }[] {
  let out: string;
  try {
    // algebrite refuses decimals in a polynomial: write them as fractions first
    const rational = zero.replace(/\d+\.\d+/g, (d) => {
      const f = cas().math.fraction(d);
      return `(${Number(f.n)}/${Number(f.d)})`;
    });
    out = cas().algebrite.run(`roots(${rational},${variable})`);
  } catch {
    return [];
  }
  if (/(^|\n)\s*Stop:/.test(out)) return [];
  return out
    .replace(/^\[|\]$/g, '')
    .split(',')
    .filter((r) => r && !/i|\(-1\)/.test(r))
    .map((r) => {
      const exact = cas().nerdamer(r).toString();
      return { exact, value: realValue(exact) ?? NaN };
    })
    .filter((r) => Number.isFinite(r.value));
}

/** Whether an expression `= 0` holds at a value (to rounding). */
function satisfies(zero: string, variable: string, value: number): boolean {
  try {
    const residual = evaluate(zero, { [variable]: value });
    return Math.abs(residual) < 1e-7 * Math.max(1, Math.abs(value));
  } catch {
    return false;
  }
}

/**
 * Every identity check an equation needs before solving: "always true" (infinitely many solutions) or
 * "never true" (no solution) for equations whose sides are equal or differ by a nonzero constant.
 */
export function classifyEquation(
  equation: string,
  variable = 'x',
): 'identity' | 'contradiction' | 'equation' {
  const zero = cas().nerdamer(asZero(equation)).expand().toString();
  if (zero.includes(variable)) return 'equation';
  return sameNumber(evaluate(zero), 0) ? 'identity' : 'contradiction';
}

/**
 * The solutions of a system of equations in `variables`: linear systems through nerdamer's solver, a
 * system with one nonlinear equation by substitution (solve the linear one for a variable, substitute, solve,
 * back-substitute). Each solution is checked in every equation.
 */
export function solveSystem(
  equations: readonly string[],
  variables: readonly string[],
): Record<string, ExactValue>[] {
  const zeros = equations.map(asZero);
  let solutions: Record<string, ExactValue>[];
  try {
    const flat = cas().nerdamer.solveEquations(
      zeros.map((z) => `${z}=0`),
      [...variables],
    ) as unknown as [string, unknown][];
    const one: Record<string, ExactValue> = {};
    for (const [name, exact] of flat) {
      const value = realValue(String(exact));
      if (value === null) return [];
      one[name] = { exact: String(exact), value, text: formatExact(String(exact)) };
    }
    solutions = [one];
  } catch {
    solutions = bySubstitution(zeros, variables);
  }
  return solutions.filter((s) =>
    zeros.every((z) => {
      try {
        return Math.abs(evaluate(z, Object.fromEntries(variables.map((v) => [v, s[v]!.value])))) < 1e-7;
      } catch {
        return false;
      }
    }),
  );
}

function bySubstitution(zeros: string[], variables: readonly string[]): Record<string, ExactValue>[] {
  if (zeros.length !== 2 || variables.length !== 2)
    throw new MathInputError('This system could not be solved.');
  for (const [i, j] of [
    [0, 1],
    [1, 0],
  ] as const) {
    for (const [u, w] of [
      [variables[1]!, variables[0]!],
      [variables[0]!, variables[1]!],
    ]) {
      let forms: string[];
      try {
        const solved = cas().nerdamer.solve(zeros[i]!, u) as unknown as { symbol: { elements: unknown[] } };
        forms = solved.symbol.elements.map(String);
      } catch {
        continue;
      }
      if (forms.length !== 1 || forms[0]!.includes(u)) continue;
      const substituted = cas()
        .nerdamer(zeros[j]!, { [u]: `(${forms[0]!})` })
        .toString();
      const ws = solveEquation(substituted, w);
      return ws.map((wv) => {
        const uExact = cas()
          .nerdamer(forms[0]!, { [w]: `(${wv.exact})` })
          .toString();
        const uValue = realValue(uExact) ?? NaN;
        return { [w]: wv, [u]: { exact: uExact, value: uValue, text: formatExact(uExact) } };
      });
    }
  }
  throw new MathInputError('This system could not be solved.');
}
