import {
  classifyEquation,
  equivalent,
  evaluate,
  expand,
  factor,
  MathInputError,
  simplify,
  solveEquation,
  solveSystem,
  variablesOf,
  type ExactValue,
} from '../cas';
import { writeExpression, writeNumber } from './format';
import { relationTex, step, texOf } from './steps';
import type { Mistake, Solution } from './types';

/**
 * Equations, inequalities, systems and expression tasks, each done by the CAS; this file only decides which
 * CAS call a statement needs and writes the result and its steps.
 */

export interface Condition {
  variable: string;
  op: string;
  bound: number;
}

const holds = (value: number, op: string, bound: number): boolean =>
  op === '>'
    ? value > bound
    : op === '<'
      ? value < bound
      : op === '>='
        ? value >= bound
        : op === '<='
          ? value <= bound
          : value === bound;

const named = (values: ExactValue[]): string => values.map((v) => writeNumber(v.value, v.exact)).join(', ');

/** |u| cases: the CAS's solvers read abs() poorly, so an equation with |u| is solved as u and as −u. */
export function absCases(equation: string): string[] {
  const m = /abs\(((?:[^()]|\([^()]*\))*)\)/.exec(equation);
  if (!m) return [equation];
  const plus = equation.replace(m[0], `(${m[1]})`);
  const minus = equation.replace(m[0], `(-(${m[1]}))`);
  return [...absCases(plus), ...absCases(minus)];
}

/**
 * "+ -3" → "- 3": algebrite's parser stops at a sign after an operator, and the CAS adapter's roots() call
 * does not notice its "Stop:" reply (it is on the second line), so such text must not reach it.
 */
export const signs = (text: string): string => text.replace(/\+\s*-/g, '- ').replace(/-\s*-/g, '+ ');

/** The real solutions of an equation in one variable, |u| handled by cases, each checked in the original. */
export function realSolutions(raw: string, variable: string): ExactValue[] {
  const equation = signs(raw);
  const [left, right] = equation.split('=');
  const zero = `(${left}) - (${right ?? 0})`;
  const found: ExactValue[] = [];
  for (const version of absCases(equation)) {
    for (const s of solveEquation(version, variable)) {
      let residual: number;
      try {
        residual = evaluate(zero, { [variable]: s.value });
      } catch {
        continue;
      }
      if (Math.abs(residual) > 1e-7 * Math.max(1, Math.abs(s.value))) continue;
      if (!found.some((f) => Math.abs(f.value - s.value) < 1e-9)) found.push(s);
    }
  }
  return found.sort((a, b) => a.value - b.value);
}

/** Solve one equation in one variable: a number, a set, no solution or infinitely many. */
export function solveEquationTask(
  rawLeft: string,
  rawRight: string,
  variable: string,
  conditions: Condition[] = [],
): Solution {
  const [left, right] = [signs(rawLeft), signs(rawRight)];
  const equation = `${left} = ${right}`;
  const steps = [step('Write the equation.', relationTex(left, '=', right))];
  const concepts = ['solving equations'];
  if (!equation.includes('abs(')) {
    const kind = classifyEquation(equation, variable);
    if (kind !== 'equation') {
      const answer = kind === 'identity' ? 'infinitely many solutions' : 'no solution';
      steps.push(
        step(
          kind === 'identity'
            ? `Simplify both sides: they are the same for every ${variable}.`
            : `Simplify both sides: the ${variable} terms cancel and a false statement is left.`,
        ),
      );
      return done('Solve the equation', 'none', answer, steps, concepts, [
        { name: 'a false solution from the cancelled terms', answer: '0' },
        {
          name: 'mixing up no solution and infinitely many',
          answer: kind === 'identity' ? 'no solution' : 'infinitely many solutions',
        },
      ]);
    }
  }
  let solutions = realSolutions(equation, variable);
  solutions = solutions.filter((s) =>
    conditions.every((c) => c.variable !== variable || holds(s.value, c.op, c.bound)),
  );
  const expanded = expandOrSame(`(${left}) - (${right})`);
  const degree = polynomialDegree(expanded, variable);
  if (degree === 1) {
    const zero = `(${left}) - (${right})`;
    const a = evaluate(zero, { [variable]: 1 }) - evaluate(zero, { [variable]: 0 });
    const c = evaluate(zero, { [variable]: 0 });
    steps.push(
      step(
        `Collect the ${variable} terms on one side and the numbers on the other.`,
        `${texOf(`${writeNumber(a)} * ${variable}`)} = ${texOf(writeNumber(-c))}`,
      ),
    );
    steps.push(
      step(
        `Divide both sides by ${writeNumber(a)}, so ${variable} = ${writeNumber(-c / a)}.`,
        `${variable} = ${texOf(writeNumber(-c / a))}`,
      ),
    );
  } else if (degree === 2) {
    steps.push(step('Move every term to one side, so the equation reads "= 0".', `${texOf(expanded)} = 0`));
    steps.push(step('Factor or use the quadratic formula to find the roots.'));
  } else {
    steps.push(step(`Solve for ${variable}, then check each answer in the original equation.`));
  }
  if (solutions.length === 0) {
    steps.push(step(`No real value of ${variable} makes the equation true.`));
    return done(`Solve the equation for ${variable}`, 'none', 'no solution', steps, concepts, [
      { name: 'keeping a root that does not check', answer: '0' },
    ]);
  }
  const answer = named(solutions);
  const mistakes: Mistake[] = [];
  if (solutions.length > 1) {
    for (const s of solutions)
      mistakes.push({ name: 'forgetting a root', answer: writeNumber(s.value, s.exact) });
    mistakes.push({
      name: 'sign error in the roots',
      answer: named(
        [...solutions]
          .map((s) => ({ ...s, value: -s.value, exact: `-(${s.exact})` }))
          .sort((a, b) => a.value - b.value),
      ),
    });
  }
  const kind = solutions.length > 1 ? 'set' : 'number';
  return done(
    `Solve the equation for ${variable}`,
    kind,
    answer,
    steps,
    concepts,
    mistakes,
    solutions.length === 1 ? solutions[0]!.value : undefined,
  );
}

function expandOrSame(expression: string): string {
  try {
    return expand(expression);
  } catch {
    return expression;
  }
}

/** 1 for linear, 2 for quadratic, 0 otherwise (judged from the CAS's expanded form). */
function polynomialDegree(expanded: string, variable: string): number {
  if (
    /\/|sqrt|abs|\^\(|\^-|\^[a-z]/.test(expanded) ||
    new RegExp(`\\^\\d+\\s*\\*?\\s*${variable}|${variable}\\^[3-9]`).test(expanded)
  )
    return 0;
  if (new RegExp(`${variable}\\^2`).test(expanded)) return 2;
  return expanded.includes(variable) ? 1 : 0;
}

/** Solve a linear inequality in one variable: "x > 3", or all / no values. */
export function solveInequalityTask(
  rawLeft: string,
  op: string,
  rawRight: string,
  variable: string,
): Solution {
  const [left, right] = [signs(rawLeft), signs(rawRight)];
  const zero = `(${left}) - (${right})`;
  const steps = [step('Write the inequality.', relationTex(left, op, right))];
  const concepts = ['linear inequalities'];
  const kind = classifyEquation(`${left} = ${right}`, variable);
  if (kind !== 'equation') {
    const always = holds(evaluate(zero, { [variable]: 0 }), op, 0);
    steps.push(
      step(
        `Simplify: the ${variable} terms cancel, leaving a statement that is ${always ? 'always true' : 'never true'}.`,
      ),
    );
    return done(
      'Solve the inequality',
      'none',
      always ? 'infinitely many solutions' : 'no solution',
      steps,
      concepts,
      [
        {
          name: 'mixing up no solution and all values',
          answer: always ? 'no solution' : 'infinitely many solutions',
        },
        { name: 'a false boundary from the cancelled terms', answer: `${variable} > 0` },
      ],
    );
  }
  const [boundary] = realSolutions(`${left} = ${right}`, variable);
  if (!boundary) throw new MathInputError('This inequality could not be solved.');
  const above = evaluate(zero, { [variable]: boundary.value + 1 }) > 0;
  const greater = op.startsWith('>') === above;
  const finalOp = `${greater ? '>' : '<'}${op.endsWith('=') ? '=' : ''}`;
  const b = writeNumber(boundary.value, boundary.exact);
  const coefficient = evaluate(zero, { [variable]: 1 }) - evaluate(zero, { [variable]: 0 });
  steps.push(
    step(`Collect the ${variable} terms on one side and the numbers on the other, as for an equation.`),
  );
  steps.push(
    step(
      op.startsWith('>') === coefficient > 0
        ? `Divide by the number in front of ${variable}; it is positive, so the sign stays.`
        : `Divide by the number in front of ${variable}; dividing by a negative number flips the inequality sign.`,
    ),
  );
  const flipped = `${greater ? '<' : '>'}${op.endsWith('=') ? '=' : ''}`;
  const answer = `${variable} ${finalOp} ${b}`;
  return done(`Solve the inequality for ${variable}`, 'inequality', answer, steps, concepts, [
    { name: 'forgetting to flip the sign', answer: `${variable} ${flipped} ${b}` },
    { name: 'sign error in the boundary', answer: `${variable} ${finalOp} ${writeNumber(-boundary.value)}` },
    { name: 'sign error and no flip', answer: `${variable} ${flipped} ${writeNumber(-boundary.value)}` },
  ]);
}

/** The solutions of a system, as records of written values, or 'infinite' for a dependent linear system. */
export function systemSolutions(
  raw: string[],
  variables: string[],
): Record<string, ExactValue>[] | 'infinite' {
  const equations = raw.map(signs);
  const versions = equations.some((e) => e.includes('abs('))
    ? cartesian(equations.map(absCases))
    : [equations];
  const all: Record<string, ExactValue>[] = [];
  for (const version of versions) {
    if (version.length === 2 && dependent(version, variables)) return 'infinite';
    let solved = solveSystem(version, variables);
    if (solved.length === 0 && version.length === 2 && variables.length === 2)
      solved = bySubstitution(version, variables);
    for (const s of solved) {
      const ok = equations.every((e) => {
        const [l, r] = e.split('=');
        try {
          return (
            Math.abs(
              evaluate(`(${l}) - (${r})`, Object.fromEntries(variables.map((v) => [v, s[v]!.value]))),
            ) < 1e-7
          );
        } catch {
          return false;
        }
      });
      if (ok && !all.some((a) => variables.every((v) => Math.abs(a[v]!.value - s[v]!.value) < 1e-9)))
        all.push(s);
    }
  }
  return all;
}

/**
 * A second way to a system's solutions when the CAS's system solver finds none: one equation is linear in a
 * variable u (its coefficient a number), so u = −(rest)/coefficient goes into the other equation, which the
 * CAS solves in the remaining variable.
 */
function bySubstitution(equations: string[], variables: string[]): Record<string, ExactValue>[] {
  const zeros = equations.map((e) => {
    const [l, r] = e.split('=');
    return `(${l}) - (${r})`;
  });
  const put = (expression: string, v: string, value: string) =>
    expression.replace(new RegExp(`\\b${v}\\b`, 'g'), `(${value})`);
  for (const [i, j] of [
    [0, 1],
    [1, 0],
  ] as const) {
    for (const [u, w] of [
      [variables[1]!, variables[0]!],
      [variables[0]!, variables[1]!],
    ]) {
      const at0 = put(zeros[i]!, u, '0');
      const slope = `(${put(zeros[i]!, u, '1')}) - (${at0})`;
      const other = put(zeros[i]!, u, '2');
      let k: number;
      try {
        k = evaluate(slope, { [w]: 0.77 });
        const linear = [0.77, 2.31, -1.4].every(
          (t) =>
            Math.abs(evaluate(slope, { [w]: t }) - k) < 1e-9 &&
            Math.abs(evaluate(other, { [w]: t }) - evaluate(at0, { [w]: t }) - 2 * k) < 1e-9,
        );
        if (!linear || Math.abs(k) < 1e-12) continue;
      } catch {
        continue;
      }
      const uOf = `-(${at0})/(${writeNumber(k)})`;
      const substituted = put(zeros[j]!, u, uOf);
      let ws: ExactValue[];
      try {
        ws = realSolutions(`${substituted} = 0`, w);
      } catch {
        continue;
      }
      return ws.map((wv) => {
        const value = evaluate(uOf, { [w]: wv.value });
        return { [w]: wv, [u]: { exact: writeNumber(value), value, text: writeNumber(value) } };
      });
    }
  }
  return [];
}

function cartesian(lists: string[][]): string[][] {
  return lists.reduce<string[][]>((acc, list) => acc.flatMap((a) => list.map((item) => [...a, item])), [[]]);
}

/** Two equations that are multiples of each other (the same line): checked by the CAS's identity test. */
function dependent(equations: string[], variables: string[]): boolean {
  const zeros = equations.map((e) => {
    const [l, r] = e.split('=');
    return `(${l}) - (${r})`;
  });
  const point = Object.fromEntries(variables.map((v, i) => [v, 1.37 + i * 0.71]));
  let k: number;
  try {
    const a = evaluate(zeros[0]!, point);
    if (Math.abs(a) < 1e-9) return false;
    k = evaluate(zeros[1]!, point) / a;
  } catch {
    return false;
  }
  return equivalent(`${k} * (${zeros[0]})`, zeros[1]!, variables);
}

/** Written system answer: "x = 2, y = -1", several solutions joined by "; " in ascending first variable. */
export function writeSystem(solutions: Record<string, ExactValue>[], variables: string[]): string {
  const order = [...variables].sort();
  return [...solutions]
    .sort((a, b) => a[order[0]!]!.value - b[order[0]!]!.value)
    .map((s) => order.map((v) => `${v} = ${writeNumber(s[v]!.value, s[v]!.exact)}`).join(', '))
    .join('; ');
}

export function solveSystemTask(
  equations: string[],
  variables: string[],
  conditions: Condition[] = [],
): Solution {
  const steps = [step('Write the system.', equations.map((e) => relationTex(...splitEq(e))).join(' \\\\ '))];
  const concepts = ['systems of equations'];
  const found = systemSolutions(equations, variables);
  if (found === 'infinite') {
    steps.push(step('One equation is a multiple of the other: they describe the same line.'));
    return done('Solve the system', 'none', 'infinitely many solutions', steps, concepts, [
      { name: 'mixing up the same line and parallel lines', answer: 'no solution' },
    ]);
  }
  const solutions = found.filter((s) =>
    conditions.every((c) => !s[c.variable] || holds(s[c.variable]!.value, c.op, c.bound)),
  );
  const linear = equations.every((e) => {
    const expanded = expandOrSame(`(${splitEq(e)[0]}) - (${splitEq(e)[2]})`);
    return variables.every((v) => polynomialDegree(expanded, v) <= 1);
  });
  steps.push(
    step(
      linear
        ? 'Solve one equation for a variable and substitute it into the other (or add the equations to eliminate one).'
        : 'Solve the simpler equation for one variable and substitute it into the other, then solve that equation.',
    ),
  );
  if (solutions.length === 0) {
    steps.push(step('The equations have no common solution.'));
    return done('Solve the system', 'none', 'no solution', steps, concepts, [
      { name: 'mixing up parallel lines and the same line', answer: 'infinitely many solutions' },
    ]);
  }
  const answer = writeSystem(solutions, variables);
  const order = [...variables].sort();
  const mistakes: Mistake[] = [];
  if (order.length === 2 && solutions.length === 1) {
    const s = solutions[0]!;
    const [u, w] = order as [string, string];
    const write = (a: number, b: number) => `${u} = ${writeNumber(a)}, ${w} = ${writeNumber(b)}`;
    mistakes.push({ name: 'swapping the variables', answer: write(s[w]!.value, s[u]!.value) });
    mistakes.push({ name: 'sign error', answer: write(s[u]!.value, -s[w]!.value) });
    mistakes.push({ name: 'sign error in both', answer: write(-s[u]!.value, -s[w]!.value) });
  } else if (solutions.length > 1) {
    for (const s of solutions)
      mistakes.push({ name: 'forgetting a solution', answer: writeSystem([s], variables) });
  }
  return done(`Solve the system for ${order.join(' and ')}`, 'system', answer, steps, concepts, mistakes);
}

export function splitEq(equation: string): [string, string, string] {
  const [l, r] = equation.split('=');
  return [l!.trim(), '=', (r ?? '0').trim()];
}

/** simplify / factor / expand an expression, written as a student writes it. */
export function expressionTask(task: 'simplify' | 'factor' | 'expand', expression: string): Solution {
  const steps = [step(`${task[0]!.toUpperCase()}${task.slice(1)} the expression.`, texOf(expression))];
  if (variablesOf(expression).length === 0) {
    // a number like sqrt(50): its exact written form
    const value = evaluate(expression);
    const answer = writeNumber(value, `sqrt(${expression})`);
    steps.push(step('Take out the largest square factor.', `${texOf(expression)} = ${texOf(answer)}`));
    return done('Simplify the number', 'number', answer, steps, ['radicals'], [], value);
  }
  let result: string;
  if (task === 'factor') {
    result = factor(expression);
    steps.push(step('Look for a common factor, then factor what is left into binomials.'));
  } else if (task === 'expand') {
    result = expand(expression);
    steps.push(step('Multiply every term of one factor by every term of the other and combine like terms.'));
  } else {
    result = simplify(expression);
    const [num, den] = topLevelFraction(result);
    result = den ? `${wrap(expand(num))}/${wrap(expand(den))}` : expand(result);
    steps.push(step('Factor where you can, cancel common factors and combine like terms.'));
  }
  const answer = writeExpression(result);
  const concepts = [
    task === 'factor' ? 'factoring' : task === 'expand' ? 'expanding products' : 'simplifying expressions',
  ];
  const mistakes: Mistake[] = [
    {
      name: 'sign error',
      answer: answer.replace(/ ([+-]) (\d)/, (_m, s: string, d: string) => ` ${s === '+' ? '-' : '+'} ${d}`),
    },
    {
      name: 'dropping a term',
      answer: answer.replace(/ [+-] [^ ()]+\)?$/, (m) => (m.endsWith(')') ? ')' : '')),
    },
    { name: 'wrong order of operations', answer: answer.replace(/(\d+)/, (d) => String(Number(d) + 1)) },
  ];
  return done(
    `${task[0]!.toUpperCase()}${task.slice(1)} the expression`,
    'expression',
    answer,
    steps,
    concepts,
    mistakes,
  );
}

const wrap = (s: string): string => (/^[\w^]+$/.test(s) ? s : `(${s})`);

/** "a/b" at the top level of a CAS expression → [a, b]; [whole] when it is not a fraction. */
function topLevelFraction(expression: string): [string, string?] {
  let depth = 0;
  for (let i = 0; i < expression.length; i += 1) {
    const c = expression[i];
    if (c === '(') depth += 1;
    else if (c === ')') depth -= 1;
    else if (depth === 0 && (c === '+' || (c === '-' && i > 0))) return [expression];
  }
  depth = 0;
  for (let i = 0; i < expression.length; i += 1) {
    const c = expression[i];
    if (c === '(') depth += 1;
    else if (c === ')') depth -= 1;
    else if (depth === 0 && c === '/') return [expression.slice(0, i), expression.slice(i + 1)];
  }
  return [expression];
}

/** The variables in a list of statements. */
export function variablesIn(statements: string[]): string[] {
  return [
    ...new Set(
      statements.flatMap((s) =>
        s.split(/<=|>=|<|>|=/).flatMap((side) => (side.trim() ? variablesOf(side) : [])),
      ),
    ),
  ].sort();
}

export function done(
  task: string,
  kind: Solution['kind'],
  answer: string,
  steps: Solution['steps'],
  concepts: string[],
  mistakes: Mistake[] = [],
  value?: number,
): Solution {
  return { task, kind, answer, answerTex: '', steps, concepts, mistakes, value };
}
