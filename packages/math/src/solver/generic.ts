import { evaluate, MathInputError } from '../cas';
import {
  done,
  expressionTask,
  solveEquationTask,
  solveInequalityTask,
  realSolutions,
  solveSystemTask,
  systemSolutions,
  variablesIn,
  type Condition,
} from './algebra';
import { absBars, mathChunks, put, relationOf } from './chunks';
import { writeNumber } from './format';
import { relationTex, step, texOf } from './steps';
import type { Problem, Solution } from './types';

/**
 * Problems that are mostly math: equations, inequalities, systems (with givens like "x = 3", conditions like
 * "with x > 0", points like "(2, 3)"), expression tasks and plain arithmetic.
 */

const POINT = /\(\s*(-?[\w.]+)\s*,\s*(-?[\w.]+)\s*\)/g;

export function genericMath({ lower }: Problem): Solution | null {
  const points = [...lower.matchAll(POINT)].map((m) => [m[1]!, m[2]!] as const);
  const source = absBars(lower.replace(POINT, ' ; '));
  const chunks = mathChunks(source);
  if (chunks.length === 0) return null;
  const task = /\b(simplify|factor|expand)\b/.exec(lower)?.[1] as
    'simplify' | 'factor' | 'expand' | undefined;
  const relations = chunks.flatMap((c) => {
    const r = relationOf(c);
    return r ? [{ ...r, chunk: c }] : [];
  });
  if (task && relations.length === 0) {
    const expression = chunks.filter((c) => /[a-z]/.test(c)).sort((a, b) => b.length - a.length)[0];
    return expression ? expressionTask(task, expression) : null;
  }
  const queries = relations.filter((r) => !r.right || !r.left).map((r) => r.left || r.right);
  const full = relations.filter((r) => r.left && r.right);
  const isBound = (r: { left: string; op: string; right: string }) =>
    r.op !== '=' && /^[a-z]$/.test(r.left) && /^-?[\d.]+$/.test(r.right);
  const equations = full.filter((r) => r.op === '=');
  const inequalities = full.filter((r) => r.op !== '=');
  const conditions: Condition[] = [];
  const open = inequalities.filter((r) => {
    if (equations.length > 0 && isBound(r)) {
      conditions.push({ variable: r.left, op: r.op, bound: Number(r.right) });
      return false;
    }
    return true;
  });
  if (/\bpositive\b/.test(lower))
    for (const v of variablesIn(equations.map((e) => e.chunk)))
      conditions.push({ variable: v, op: '>', bound: 0 });
  const asked = askedVariable(lower, queries);
  const target = targetExpression(
    lower,
    chunks,
    relations.map((r) => r.chunk),
  );

  if (relations.length === 0) {
    const only = chunks.length === 1 ? chunks[0]! : null;
    if (only && !/[a-z]/.test(only.replace(/sqrt|pi|abs/g, '')) && /[\d)]\s*[-+*/^]|sqrt|abs/.test(only)) {
      const value = evaluate(only);
      const answer = writeNumber(value);
      return done(
        'Work out the value',
        'number',
        answer,
        [step('Work out the expression, powers and roots first.', `${texOf(only)} = ${texOf(answer)}`)],
        ['arithmetic'],
        [],
        value,
      );
    }
    return null;
  }

  // a point on a line or in a region: put its coordinates in for x and y
  if (points.length === 1 && full.length === 1) {
    const [px, py] = points[0]!;
    const r = full[0]!;
    const sub = (side: string) => put(put(side, 'x', px), 'y', py);
    const left = sub(r.left);
    const right = sub(r.right);
    const rest = variablesIn([`${left} = ${right}`]);
    if (rest.length === 1) {
      const solved =
        r.op === '='
          ? solveEquationTask(left, right, rest[0]!)
          : solveInequalityTask(left, r.op, right, rest[0]!);
      solved.steps.unshift(
        step(`Put the point's coordinates in for x and y.`, relationTex(left, r.op, right)),
      );
      return r.op === '=' ? solved : extreme(solved, lower);
    }
  }

  if (open.length === 1 && equations.every((e) => /^[a-z]$/.test(e.left) && /^-?[\d./]+$/.test(e.right))) {
    let { left, right } = open[0]!;
    for (const e of equations) {
      left = put(left, e.left, e.right);
      right = put(right, e.left, e.right);
    }
    const vars = variablesIn([`${left} = ${right}`]);
    if (vars.length !== 1) return null;
    const solved = solveInequalityTask(left, open[0]!.op, right, vars[0]!);
    return extreme(solved, lower);
  }
  if (open.length > 0 || equations.length === 0) return null;

  let statements = equations.map((e) => `${e.left} = ${e.right}`);
  let vars = variablesIn(statements);
  // "for all x": an identity in x fixes the other letter; solve at one x, keep what holds at another
  if (
    statements.length === 1 &&
    vars.length === 2 &&
    vars.includes('x') &&
    /\bfor (all|every|any)( real)?( values? of)? x\b/.test(lower)
  ) {
    const other = vars.find((v) => v !== 'x')!;
    const [l, r] = [equations[0]!.left, equations[0]!.right];
    const at = (x: string) => realSolutions(`${put(l, 'x', x)} = ${put(r, 'x', x)}`, other);
    const keep = at('2').filter((s) => at('3').some((t) => Math.abs(t.value - s.value) < 1e-9));
    if (keep.length === 1) {
      const value = keep[0]!.value;
      return done(
        `Find ${other}`,
        'number',
        writeNumber(value, keep[0]!.exact),
        [
          step(
            'Both sides are equal for every x, so they are equal at any one x: put in a value of x and solve.',
            relationTex(put(l, 'x', '2'), '=', put(r, 'x', '2')),
          ),
        ],
        ['equivalent expressions'],
        [],
        value,
      );
    }
  }
  // "hits the ground": the height is 0
  if (
    statements.length === 1 &&
    vars.length === 2 &&
    /\bground\b/.test(lower) &&
    /^[a-z]$/.test(equations[0]!.left)
  ) {
    statements = [`${equations[0]!.right} = 0`];
    vars = variablesIn(statements);
    conditions.push({ variable: vars[0]!, op: '>', bound: 0 });
    const solved = solveEquationTask(equations[0]!.right, '0', vars[0]!, conditions);
    solved.steps.unshift(step('The object is on the ground when the height is 0.'));
    return solved;
  }
  if (/how many (real )?solutions/.test(lower) && statements.length >= vars.length) {
    const found =
      vars.length === 1 ? realSolutions(statements[0]!, vars[0]!).length : systemSolutions(statements, vars);
    const count = typeof found === 'number' ? found : found === 'infinite' ? Infinity : found.length;
    if (Number.isFinite(count))
      return done(
        'Count the solutions',
        'number',
        String(count),
        [step('Solve, then count the real solutions.')],
        ['number of solutions'],
        [],
        count,
      );
    return done(
      'Count the solutions',
      'none',
      'infinitely many solutions',
      [step('The equations describe the same line.')],
      ['number of solutions'],
    );
  }
  if (statements.length === 1 && vars.length === 1) {
    const solved = solveEquationTask(equations[0]!.left, equations[0]!.right, vars[0]!, conditions);
    return target ? valueOf(solved, statements, vars, target) : solved;
  }
  // a parameter that makes a system have exactly one solution: the equation left after substituting y is
  // a quadratic in x whose discriminant (from the CAS's values at x = −1, 0, 1) must be 0
  if (
    /exactly one (real )?solution/.test(lower) &&
    equations.length === 2 &&
    equations.every((e) => e.left === 'y') &&
    vars.includes('x')
  ) {
    const params = vars.filter((v) => v !== 'x' && v !== 'y');
    if (params.length === 1) {
      const z = `(${equations[0]!.right}) - (${equations[1]!.right})`;
      const [m1, z0, p1] = ['-1', '0', '1'].map((x) => `(${put(z, 'x', x)})`) as [string, string, string];
      const a = `((${p1} + ${m1}) / 2 - ${z0})`;
      const b = `((${p1} - ${m1}) / 2)`;
      const solved = solveEquationTask(`${b}^2 - 4 * ${a} * ${z0}`, '0', params[0]!);
      solved.steps.unshift(
        step(
          'Set the two expressions for y equal. One solution means the quadratic in x has discriminant 0.',
        ),
      );
      return solved;
    }
  }
  // givens like "x = 120" with one formula: the value of the formula's other letter
  const givens = equations.filter((e) => /^[a-z]$/.test(e.left) && /^-?[\d.]+$/.test(e.right));
  const formula = equations.find((e) => !givens.includes(e));
  if (
    givens.length > 0 &&
    formula &&
    equations.length - givens.length === 1 &&
    vars.length === givens.length + 1 &&
    !givens.some((g) => g.left === formula.left) &&
    !/\bsystem\b/.test(lower)
  ) {
    const other = vars.find((v) => !givens.some((g) => g.left === v))!;
    return valueOf(null, statements, vars, other, conditions);
  }
  if (statements.length >= vars.length && vars.length >= 2) {
    if (target || (asked && vars.includes(asked) && !/\b(system|solve the system)\b/.test(lower))) {
      return valueOf(null, statements, vars, target ?? asked!, conditions);
    }
    return solveSystemTask(statements, vars, conditions);
  }
  return null;
}

/** Which variable the question asks for: "what is y", "find k", "y = ?", "solve ... for y". */
export function askedVariable(lower: string, queries: string[]): string | undefined {
  const query = queries.find((q) => /^[a-z]$/.test(q));
  if (query) return query;
  const m =
    /\b(?:what is|what's|find|for|value of|solve for)\s+(?:the value of\s+)?([a-z])\b(?!\s*[(=<>+*/^-])/.exec(
      lower.replace(/\b(a|an|the)\b(?=\s+[a-z]{2,})/g, ''),
    );
  return m?.[1];
}

/** "what is the value of 6x + 4" → "6x + 4" (an expression asked for after the givens). */
function targetExpression(lower: string, chunks: string[], relationChunks: string[]): string | undefined {
  if (!/\b(what is|find|value of|evaluate)\b/.test(lower)) return undefined;
  const last = chunks[chunks.length - 1];
  if (!last || relationChunks.includes(last) || !/[a-z]/.test(last) || !/[-+*/^]/.test(last))
    return undefined;
  return last;
}

/** The value of an expression (or variable) at the solution of the givens. */
function valueOf(
  solved: Solution | null,
  statements: string[],
  vars: string[],
  target: string,
  conditions: Condition[] = [],
): Solution {
  const found =
    vars.length === 1 && statements.length === 1
      ? realSolutions(statements[0]!, vars[0]!).map((s) => ({ [vars[0]!]: s }))
      : systemSolutions(statements, vars);
  if (found === 'infinite') throw new MathInputError('The givens do not fix one value.');
  const ok = found.filter((s) =>
    conditions.every(
      (c) =>
        !s[c.variable] ||
        (c.op.startsWith('>') ? s[c.variable]!.value > c.bound : s[c.variable]!.value < c.bound),
    ),
  );
  const values = [
    ...new Set(ok.map((s) => evaluate(target, Object.fromEntries(vars.map((v) => [v, s[v]!.value]))))),
  ];
  if (values.length !== 1) throw new MathInputError('The givens do not fix one value.');
  const value = values[0]!;
  const answer = writeNumber(value);
  const steps = solved?.steps ?? [
    step(
      'Write the givens.',
      statements.map((s) => texOf(s.split('=')[0]!) + ' = ' + texOf(s.split('=')[1]!)).join(',\\ '),
    ),
  ];
  const solution = ok[0]!;
  steps.push(
    step(
      'Solve the givens.',
      vars.map((v) => `${v} = ${texOf(writeNumber(solution[v]!.value, solution[v]!.exact))}`).join(',\\ '),
    ),
  );
  if (!/^[a-z]$/.test(target))
    steps.push(step('Put the value in the expression asked for.', `${texOf(target)} = ${texOf(answer)}`));
  return done(`Find the value of ${target}`, 'number', answer, steps, ['substitution'], [], value);
}

/** "greatest possible y" / "least integer x" from an inequality's solution. */
export function extreme(solved: Solution, lower: string): Solution {
  const m = /^([a-z]) (<=|>=|<|>) (.+)$/.exec(solved.answer);
  const wantsGreatest = /\b(greatest|largest|maximum|most)\b/.test(lower);
  const wantsLeast = /\b(least|smallest|minimum|fewest)\b/.test(lower);
  if (!m || (!wantsGreatest && !wantsLeast)) return solved;
  const bound = evaluate(m[3]!);
  const op = m[2]!;
  const integer = /\binteger|whole|number of\b/.test(lower) || !op.endsWith('=');
  let value: number;
  if (op.startsWith('<')) value = integer ? (op === '<' ? Math.ceil(bound) - 1 : Math.floor(bound)) : bound;
  else value = integer ? (op === '>' ? Math.floor(bound) + 1 : Math.ceil(bound)) : bound;
  const answer = writeNumber(value);
  solved.steps.push(
    step(
      `The ${op.startsWith('<') ? 'greatest' : 'least'} ${integer ? 'whole number' : 'value'} with ${m[1]} ${op} ${m[3]} is ${answer}.`,
    ),
  );
  return {
    ...solved,
    kind: 'number',
    answer,
    value,
    task: `Find the ${op.startsWith('<') ? 'greatest' : 'least'} value`,
    mistakes: [{ name: 'using the boundary itself', answer: m[3]! }],
  };
}
