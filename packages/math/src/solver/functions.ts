import { evaluate, MathInputError, simplify, toCas, variablesOf } from '../cas';
import { done, realSolutions, solveEquationTask } from './algebra';
import { absBars, mathChunks, put, relationOf } from './chunks';
import { writeNumber } from './format';
import { step, texOf } from './steps';
import type { Problem, Solution } from './types';

/**
 * Functions and graphs: "f(x) = …" or "y = …" (or a line "3x + 4y = 8") with a question about it: a value
 * f(3), composition, where f(x) = 18, zeros, intercepts, slope, vertex, minimum or maximum, growth percent.
 */

interface Fn {
  name: string;
  variable: string;
  body: string;
}

/** Every call name(arg) in an expression replaced by the function's body (arguments may nest). */
function expandCalls(expression: string, fns: Fn[]): string {
  let out = expression;
  for (let round = 0; round < 8; round += 1) {
    let changed = false;
    for (const f of fns) {
      const at = out.search(new RegExp(`\\b${f.name}\\s*\\(`));
      if (at < 0) continue;
      const open = out.indexOf('(', at);
      let depth = 0;
      let close = -1;
      for (let i = open; i < out.length; i += 1) {
        if (out[i] === '(') depth += 1;
        else if (out[i] === ')' && (depth -= 1) === 0) {
          close = i;
          break;
        }
      }
      if (close < 0) continue;
      const arg = expandCalls(out.slice(open + 1, close), fns);
      out = `${out.slice(0, at)}(${put(f.body, f.variable, arg)})${out.slice(close + 1)}`;
      changed = true;
    }
    if (!changed) break;
  }
  return out;
}

/** y as a function of x for an equation in x and y: solved by the CAS at x = x0. */
function yAt(equation: string, x0: number): number {
  const [l, r] = equation.split('=');
  const at = `${put(l!, 'x', String(x0))} = ${put(r!, 'x', String(x0))}`;
  const [first] = realSolutions(at, 'y');
  if (!first) throw new MathInputError('This line has no point there.');
  return first.value;
}

export function functionProblem({ lower }: Problem): Solution | null {
  const chunks = mathChunks(absBars(lower));
  const relations = chunks.map((c) => ({ c, r: relationOf(c) }));
  const fns: Fn[] = [];
  let curve: string | undefined;
  for (const { r } of relations) {
    if (!r || r.op !== '=' || !r.right) continue;
    const def = /^([a-z])\(([a-z])\)$/.exec(r.left);
    // "a(x - 3)^2": a letter before a parenthesis is a product unless it is a function defined here
    const names = relations
      .flatMap(({ r: d }) => (d ? [/^([a-z])\([a-z]\)$/.exec(d.left)?.[1]] : []))
      .filter(Boolean);
    const body = r.right.replace(/\b([a-z])\s*\(/g, (m, letter: string) =>
      names.includes(letter) ? m : `${letter} * (`,
    );
    if (def && !fns.some((f) => f.name === def[1]))
      fns.push({ name: def[1]!, variable: def[2]!, body: toCas(body) });
    else if (!def && !curve && variablesOf(`${r.left} + ${r.right}`).join() === 'x,y')
      curve = `${r.left} = ${r.right}`;
  }
  if (fns.length === 0 && curve) {
    const [l, r] = curve.split('=').map((s) => s.trim());
    if (
      l === 'y' &&
      /\b(slope|intercepts?|vertex|zeros?|minimum|maximum|predict|model|change|percent)\b/.test(lower)
    )
      fns.push({ name: 'y', variable: 'x', body: toCas(r!) });
  }
  const f = fns[0];
  const asks = (re: RegExp) => re.test(lower);

  // a line given implicitly: slope and intercepts come from y at two x values
  if (!f && curve && asks(/\b(slope|intercept)\b/)) {
    const y0 = yAt(curve, 0);
    const steps = [
      step(
        'Solve the equation for y to get slope-intercept form.',
        `y = ${texOf(`${writeNumber(yAt(curve, 1) - y0)}x + ${writeNumber(y0)}`)}`,
      ),
    ];
    if (asks(/\bslope\b/))
      return number(
        'Find the slope',
        yAt(curve, 1) - y0,
        steps,
        ['slope'],
        'the slope is the number in front of x',
      );
    if (asks(/\by-intercept\b/))
      return number('Find the y-intercept', y0, steps, ['intercepts'], 'put x = 0');
    if (asks(/\bx-intercept\b/)) {
      const [l, r] = curve.split('=');
      const [root] = realSolutions(`${put(l!, 'y', '0')} = ${put(r!, 'y', '0')}`, 'x');
      if (root)
        return number(
          'Find the x-intercept',
          root.value,
          [step('Put y = 0 and solve for x.')],
          ['intercepts'],
        );
    }
    return null;
  }
  if (!f) return null;
  const value = (x: number) => evaluate(f.body, { [f.variable]: x });
  const fTex = `${f.name === 'y' ? 'y' : `${f.name}(${f.variable})`} = ${texOf(f.body)}`;
  const define = step('Write the function.', fTex);

  // a call with a value, or a relation about a call: f(3), f(g(3)), f(a+1) - f(a), f(5) = 9
  for (const { c, r } of relations) {
    if (
      fns.some((g) => c === `${g.name}(${g.variable})`) ||
      (r && fns.some((g) => r.left === `${g.name}(${g.variable})` && r.right && g.body === r.right))
    )
      continue;
    const calls = fns.some((g) => new RegExp(`\\b${g.name}\\s*\\((?!${g.variable}\\))`).test(c));
    if (r && r.op === '=' && r.right && calls) {
      const left = expandCalls(r.left, fns);
      const right = expandCalls(r.right, fns);
      const vars = variablesOf(`${left} + ${right}`);
      if (vars.length === 1) {
        const solved = solveEquationTask(left, right, vars[0]!);
        solved.steps.unshift(
          define,
          step('Put the given value in the function.', `${texOf(left)} = ${texOf(right)}`),
        );
        return solved;
      }
    }
    if (!r && calls) {
      const expression = expandCalls(c, fns);
      const vars = variablesOf(expression);
      const result = vars.length === 0 ? evaluate(expression) : evaluate(simplify(expression));
      return number(
        `Evaluate ${c}`,
        result,
        [
          define,
          step(`Replace ${f.variable} by the value and work it out.`, `${texOf(c)} = ${texOf(expression)}`),
        ],
        ['evaluating functions'],
      );
    }
  }
  // where the function takes a value: "for what x is f(x) = 18"
  for (const { r } of relations) {
    if (r && r.op === '=' && r.left === `${f.name}(${f.variable})` && /^-?[\d.]+$/.test(r.right)) {
      const solved = solveEquationTask(f.body, r.right, f.variable);
      solved.steps.unshift(define);
      return solved;
    }
  }
  const at =
    /\b(?:when|for|at|if)\s+([a-z])\s*=\s*(-?[\d.]+)/.exec(lower) ??
    /\b(?:for|after|at)\s+(-?[\d.]+)\b/.exec(lower);
  if (asks(/\b(zeros?|roots?|solutions?|x-intercepts)\b/) || asks(/\bhit(s)? the ground\b/)) {
    const solved = solveEquationTask(f.body, '0', f.variable);
    solved.steps.unshift(define, step('The zeros are where the function equals 0.'));
    return { ...solved, task: 'Find the zeros' };
  }
  if (asks(/\bvertex\b|\b(minimum|maximum|max|min|least|greatest) (value|height)?|\bmaximum\b/)) {
    // a x² + b x + c read off from three values; the vertex is at x = −b / (2a)
    const [m1, z, p1] = [value(-1), value(0), value(1)];
    const a = (p1 + m1 - 2 * z) / 2;
    const b = (p1 - m1) / 2;
    if (Math.abs(a) < 1e-12) throw new MathInputError('This function has no vertex.');
    const xv = evaluate(`-(${b})/(2*${a})`);
    const yv = value(xv);
    const steps = [
      define,
      step('The vertex of a parabola is at x = -b/(2a).', `x = ${texOf(writeNumber(xv))}`),
    ];
    if (
      asks(/x-coordinate|\bx\b.*\bvertex\b.*\?|give the x/) &&
      !asks(/\b(minimum|maximum) (value|height)\b|\bmaximum height\b/)
    )
      return number('Find the x-coordinate of the vertex', xv, steps, ['quadratic functions']);
    steps.push(
      step(
        'Put that x in the function.',
        `${texOf(f.name === 'y' ? 'y' : `${f.name}(${writeNumber(xv)})`)} = ${texOf(writeNumber(yv))}`,
      ),
    );
    return number(a > 0 ? 'Find the minimum value' : 'Find the maximum value', yv, steps, [
      'quadratic functions',
    ]);
  }
  if (asks(/\by-intercept\b/))
    return number('Find the y-intercept', value(0), [define, step(`Put ${f.variable} = 0.`)], ['intercepts']);
  if (asks(/\bx-intercept\b/)) {
    const solved = solveEquationTask(f.body, '0', f.variable);
    solved.steps.unshift(define);
    return { ...solved, task: 'Find the x-intercept' };
  }
  if (asks(/\bpercent\b/) && asks(/\bincrease|decrease|grow|decay/)) {
    const factor = value(1) / value(0);
    return number(
      'Find the percent change per step',
      Math.abs(factor - 1) * 100,
      [define, step('Each step multiplies the value by the base of the power.', texOf(writeNumber(factor)))],
      ['exponential functions'],
    );
  }
  if (asks(/\bslope\b|rate of change/))
    return number(
      'Find the slope',
      value(1) - value(0),
      [define, step('The slope is the change in the value when the input grows by 1.')],
      ['slope'],
    );
  const change = /\bchange when \w+ increases by (-?[\d.]+)/.exec(lower);
  if (change) {
    const d = Number(change[1]);
    return number(
      'Find the change',
      value(d) - value(0),
      [define, step(`Multiply the slope by ${d}.`)],
      ['slope'],
    );
  }
  if (at && at[2] && at[1] !== f.variable) {
    const solved = solveEquationTask(f.body, at[2], f.variable);
    solved.steps.unshift(define);
    return solved;
  }
  if (at) {
    const x0 = Number(at[2] ?? at[1]);
    return number(
      `Evaluate at ${f.variable} = ${x0}`,
      value(x0),
      [define, step(`Put ${f.variable} = ${x0} in the function.`)],
      ['evaluating functions'],
    );
  }
  return null;
}

export function number(
  task: string,
  value: number,
  steps: Solution['steps'],
  concepts: string[],
  hint?: string,
): Solution {
  const answer = writeNumber(value);
  if (hint) steps.push(step(`Hint: ${hint}.`));
  return done(task, 'number', answer, steps, concepts, [], value);
}
