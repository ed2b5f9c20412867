import { equivalent, evaluate, MathInputError, sameNumber, solveEquation, solveSystem, toCas } from '../cas';
import type { CheckStatement } from '../generators/types';

type SolveCheck = Extract<CheckStatement, { kind: 'solve' }>;

/** "lhs = rhs" → "(lhs) - (rhs)" */
function zeroForm(equation: string): string {
  const sides = equation.split('=');
  if (sides.length !== 2) throw new MathInputError(`"${equation}" is not one equation.`);
  return `(${toCas(sides[0]!)}) - (${toCas(sides[1]!)})`;
}

/**
 * The real solutions of the check's equation. With a `roots` certificate the CAS proves it cheaply: the
 * equation's zero form equals c·∏(x − rᵢ) for every x, so the rᵢ are its roots and it has no other. Without one, or when the proof fails, the CAS solves the equation itself.
 */
export function realSolutions(check: SolveCheck): number[] {
  const x = check.unknown;
  const zero = zeroForm(check.equations[0]);
  if (check.roots?.length) {
    const proved = provedRoots(zero, x, check.roots);
    if (proved) return proved;
  }
  return solveEquation(check.equations[0], x).map((s) => s.value);
}

function provedRoots(zero: string, x: string, roots: readonly string[]): number[] | null {
  try {
    const values = roots.map((r) => evaluate(r));
    // no separate "each root satisfies" test: the identity below implies it
    const probe = 0.5371;
    const product = values.map((v) => `(${x} - (${v}))`).join(' * ');
    const lead = evaluate(zero, { [x]: probe }) / evaluate(product, { [x]: probe });
    if (!Number.isFinite(lead) || sameNumber(lead, 0)) return null;
    return equivalent(zero, `${lead} * ${product}`, [x]) ? values.sort((a, b) => a - b) : null;
  } catch {
    return null;
  }
}

/** The value the check asks for, or a message saying why there is no single one. */
export function solveValue(check: SolveCheck): number | string {
  const all = realSolutions(check);
  let chosen: number[];
  switch (check.pick) {
    case 'positive':
      chosen = all.filter((v) => v > 0);
      break;
    case 'negative':
      chosen = all.filter((v) => v < 0);
      break;
    case 'smallest':
      chosen = all.slice(0, 1);
      break;
    case 'largest':
      chosen = all.slice(-1);
      break;
    default:
      chosen = all;
  }
  if (chosen.length !== 1)
    return all.length === 0
      ? 'The equation has no solution.'
      : 'The equation has more than one solution that fits.';
  return check.target ? evaluate(check.target, { [check.unknown]: chosen[0]! }) : chosen[0]!;
}

type SystemCheck = Extract<CheckStatement, { kind: 'system' }>;

/**
 * The certificate's solution when the CAS proves it the only one: it satisfies every equation, each
 * equation's zero form is affine (it equals its linear interpolation from the origin and the unit points
 * at random points, the same identity test as `equivalent`), and the coefficient determinant is not 0.
 */
function provedSystem(
  zeros: string[],
  unknowns: readonly string[],
  claimed: Record<string, string>,
): Record<string, number> | null {
  try {
    const point = Object.fromEntries(unknowns.map((u) => [u, evaluate(claimed[u] ?? 'NaN')]));
    if (!zeros.every((z) => Math.abs(evaluate(z, point)) < 1e-9)) return null;
    const origin = Object.fromEntries(unknowns.map((u) => [u, 0]));
    const rows: number[][] = [];
    for (const z of zeros) {
      const base = evaluate(z, origin);
      const row = unknowns.map((u) => evaluate(z, { ...origin, [u]: 1 }) - base);
      for (const probe of [0.731, -1.917]) {
        const at = Object.fromEntries(unknowns.map((u, j) => [u, probe * (j + 1.37)]));
        const linear = base + row.reduce((sum, c, j) => sum + c * at[unknowns[j]!]!, 0);
        if (!sameNumber(evaluate(z, at), linear)) return null;
      }
      rows.push(row);
    }
    if (rows.length !== unknowns.length) return null;
    const det = evaluate(`det([${rows.map((r) => `[${r.join(', ')}]`).join(', ')}])`);
    return Math.abs(det) > 1e-9 ? point : null;
  } catch {
    return null;
  }
}

/** The value of the system's target at its one solution, or a message. */
export function systemValue(check: SystemCheck): number | string {
  if (check.solution) {
    const zeros = check.equations.map(zeroForm);
    const point = provedSystem(zeros, check.unknowns, check.solution);
    if (point) return evaluate(check.target, point);
  }
  const solutions = solveSystem(check.equations, check.unknowns);
  if (solutions.length !== 1)
    return solutions.length === 0 ? 'The system has no solution.' : 'The system has more than one solution.';
  const scope = Object.fromEntries(check.unknowns.map((u) => [u, solutions[0]![u]!.value]));
  return evaluate(check.target, scope);
}
