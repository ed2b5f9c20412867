import type { Template } from '../types';
import { coef, factorTex, m, money, num, poly, signed } from '../tex';
import { by, nearby, wrong } from './common';

const linearOneStep: Template = {
  id: 'alg-linear-two-step',
  section: 'algebra',
  family: 'linear-equation',
  concepts: ['linear equations', 'inverse operations'],
  make(rng, d) {
    const a = by(d, rng.int(2, 5), rng.int(2, 9), rng.sign() * rng.int(2, 12));
    const x = by(d, rng.int(1, 10), rng.int(-10, 12), rng.int(-15, 15));
    const b = rng.nonZero(-20, 20);
    const c = a * x + b;
    const eq = `${poly([a, b])} = ${c}`;
    return {
      question: `What value of $x$ is the solution of $${eq}$?`,
      answer: m(x),
      distractors: [
        wrong('sign error: adding the constant instead of subtracting it', (c + b) / a),
        wrong('wrong order of operations: dividing before subtracting', c / a - b),
        wrong('forgetting to divide by the coefficient', c - b),
      ],
      nearby: nearby(x),
      hint: 'Undo the addition or subtraction first, then undo the multiplication.',
      solution: `Move the constant to get $${poly([a, 0])} = ${c - b}$, then divide by $${a}$: $x = ${x}$.`,
      steps: [
        `Start with $${eq}$.`,
        `${b > 0 ? `Subtract $${b}$ from` : `Add $${-b}$ to`} both sides: $${poly([a, 0])} = ${c - b}$.`,
        `Divide both sides by $${a}$: $x = ${num(x)}$.`,
      ],
      check: { kind: 'solve', equations: [eq], unknown: 'x', roots: [String(x)] },
    };
  },
};

const linearBothSides: Template = {
  id: 'alg-linear-both-sides',
  section: 'algebra',
  family: 'linear-equation',
  concepts: ['linear equations', 'distributive property'],
  make(rng, d) {
    const a = by(d, rng.int(2, 4), rng.int(2, 6), rng.int(2, 9));
    const b = rng.nonZero(-6, 6);
    let c = rng.int(1, 8);
    if (c === a) c += 1;
    const x = by(d, rng.int(1, 9), rng.int(-8, 10), rng.int(-12, 12));
    const dd = a * (x + b) - c * x;
    const eq = `${a}(${poly([1, b])}) = ${poly([c, dd])}`;
    return {
      question: `Solve for $x$: $${eq}$`,
      answer: m(x),
      distractors: [
        wrong('distributing to the first term only', (dd - b) / (a - c)),
        wrong('sign error when moving the x-term across', (dd - a * b) / (a + c)),
        wrong('sign error when moving the constant across', (dd + a * b) / (a - c)),
      ],
      nearby: nearby(x),
      hint: 'Distribute first, then gather the $x$-terms on one side and the numbers on the other.',
      solution: `Distributing gives $${poly([a, a * b])} = ${poly([c, dd])}$, so $${poly([a - c, 0])} = ${dd - a * b}$ and $x = ${num(x)}$.`,
      steps: [
        `Distribute the $${a}$: $${poly([a, a * b])} = ${poly([c, dd])}$.`,
        `Subtract $${poly([c, 0])}$ from both sides: $${poly([a - c, a * b])} = ${dd}$.`,
        `Move the constant: $${poly([a - c, 0])} = ${dd - a * b}$.`,
        `Divide by $${a - c}$: $x = ${num(x)}$.`,
      ],
      check: { kind: 'solve', equations: [eq], unknown: 'x', roots: [String(x)] },
    };
  },
};

const linearTarget: Template = {
  id: 'alg-linear-target',
  section: 'algebra',
  family: 'linear-equation',
  concepts: ['linear equations', 'evaluating expressions'],
  make(rng, d) {
    const a = by(d, rng.int(2, 5), rng.int(2, 8), rng.int(3, 12));
    const x = by(d, rng.int(1, 8), rng.int(-6, 10), rng.int(-10, 12));
    const b = rng.nonZero(-15, 15);
    const c = a * x + b;
    const k = rng.int(2, 6);
    const t = rng.nonZero(-9, 9);
    const eq = `${poly([a, b])} = ${c}`;
    const target = poly([k, t]);
    const value = k * x + t;
    return {
      question: `If $${eq}$, what is the value of $${target}$?`,
      answer: m(value),
      distractors: [
        wrong('stopping at the value of x instead of the expression', x),
        wrong('sign error on the constant of the expression', k * x - t),
        wrong('sign error when solving for x', k * ((c + b) / a) + t),
      ],
      nearby: nearby(value),
      hint: `Find $x$ first, then put it into $${target}$.`,
      solution: `From $${eq}$ we get $x = ${num(x)}$, so $${target} = ${num(value)}$.`,
      steps: [
        `Solve $${eq}$: $${poly([a, 0])} = ${c - b}$, so $x = ${num(x)}$.`,
        `Substitute: $${coef(k)}(${num(x)}) ${signed(t)} = ${num(value)}$.`,
      ],
      check: { kind: 'solve', equations: [eq], unknown: 'x', target, roots: [String(x)] },
    };
  },
};

const linearFraction: Template = {
  id: 'alg-linear-fraction',
  section: 'algebra',
  family: 'linear-equation',
  concepts: ['linear equations', 'fractions'],
  make(rng, d) {
    const a = by(d, rng.int(2, 5), rng.int(2, 8), rng.int(3, 12));
    const q = by(d, rng.int(1, 6), rng.int(-5, 8), rng.int(-9, 9));
    const b = rng.nonZero(-10, 10);
    const x = a * q;
    const c = q + b;
    const eq = `\\frac{x}{${a}} ${signed(b)} = ${c}`;
    return {
      question: `What is the solution of $${eq}$?`,
      answer: m(x),
      distractors: [
        wrong('dividing by the denominator instead of multiplying', (c - b) / a),
        wrong('multiplying before moving the constant', a * c - b),
        wrong('sign error on the constant', a * (c + b)),
      ],
      nearby: nearby(x, a),
      hint: `Get $\\frac{x}{${a}}$ alone, then multiply both sides by $${a}$.`,
      solution: `Move the constant: $\\frac{x}{${a}} = ${c - b}$, so $x = ${a}\\cdot ${factorTex(c - b)} = ${num(x)}$.`,
      steps: [
        `${b > 0 ? `Subtract $${b}$ from` : `Add $${-b}$ to`} both sides: $\\frac{x}{${a}} = ${num(c - b)}$.`,
        `Multiply both sides by $${a}$: $x = ${num(x)}$.`,
      ],
      check: { kind: 'solve', equations: [`x/${a} ${signed(b)} = ${c}`], unknown: 'x', roots: [String(x)] },
    };
  },
};

const inequalityWhich: Template = {
  id: 'alg-inequality-which-value',
  section: 'algebra',
  family: 'inequality',
  concepts: ['linear inequalities'],
  make(rng, d) {
    const a = by(d, rng.int(2, 6), rng.int(2, 9), -rng.int(2, 9));
    const k = rng.int(-8, 10);
    const b = rng.nonZero(-12, 12);
    const c = a * k + b;
    const op = rng.pick(['>', '<'] as const);
    const relation = `${poly([a, b])} ${op} ${c}`;
    // solutions lie above k when (a > 0) matches (op is >)
    const up = a > 0 === (op === '>');
    const s = up ? 1 : -1;
    const answer = k + s * rng.int(1, 4);
    return {
      question: `Which value of $x$ satisfies $${relation}$?`,
      answer: m(answer),
      distractors: [
        wrong('including the boundary value, where both sides are equal', k),
        wrong(
          'not flipping the sign when dividing by a negative number (or flipping it when not needed)',
          k - s * rng.int(1, 3),
        ),
        wrong('reading the inequality the wrong way round', k - s * rng.int(4, 7)),
      ],
      nearby: nearby(k - s * 8, 1),
      hint: `Solve it like an equation, and flip the sign if you divide by a negative number.`,
      solution: `Solving gives $x ${up ? '>' : '<'} ${k}$, and only ${m(answer)} is ${up ? 'greater' : 'less'} than $${k}$.`,
      steps: [
        `${b > 0 ? `Subtract $${b}$ from` : `Add $${-b}$ to`} both sides: $${poly([a, 0])} ${op} ${c - b}$.`,
        `Divide by $${a}$${a < 0 ? ', flipping the sign because it is negative' : ''}: $x ${up ? '>' : '<'} ${k}$.`,
        `Check the choices: only ${m(answer)} is ${up ? 'greater' : 'less'} than $${k}$.`,
      ],
      check: { kind: 'inequality', relation, unknown: 'x', pick: 'only' },
    };
  },
};

const inequalityLeast: Template = {
  id: 'alg-inequality-least-integer',
  section: 'algebra',
  family: 'inequality',
  concepts: ['linear inequalities', 'integers'],
  make(rng, d) {
    const a = by(d, rng.int(2, 5), rng.int(3, 9), rng.int(3, 12));
    const b = rng.nonZero(-20, 20);
    const c = rng.int(-30, 40);
    const negative = d === 'hard' && rng.next() < 0.5;
    const A = negative ? -a : a;
    const relation = `${poly([A, b])} > ${c}`;
    const bound = (c - b) / A;
    // a > 0: x > bound, least integer above; a < 0: x < bound, greatest integer below
    const answer = negative ? Math.ceil(bound) - 1 : Math.floor(bound) + 1;
    const word = negative ? 'greatest' : 'least';
    return {
      question: `What is the ${word} integer $x$ that satisfies $${relation}$?`,
      answer: m(answer),
      distractors: [
        wrong('including the boundary (treating > as ≥)', negative ? answer + 1 : answer - 1),
        wrong('a step too far past the boundary', negative ? answer - 1 : answer + 1),
        wrong(
          'sign error on the constant',
          negative ? Math.ceil((c + b) / A) - 1 : Math.floor((c + b) / A) + 1,
        ),
      ],
      nearby: nearby(answer, 2),
      hint: 'Solve for $x$, then find the first whole number that makes the inequality true.',
      solution: `The inequality gives $x ${negative ? '<' : '>'} ${num(bound)}$, so the ${word} integer is $${answer}$.`,
      steps: [
        `${b > 0 ? `Subtract $${b}$ from` : `Add $${-b}$ to`} both sides: $${poly([A, 0])} > ${c - b}$.`,
        `Divide by $${A}$${negative ? ' and flip the sign' : ''}: $x ${negative ? '<' : '>'} ${num(bound)}$.`,
        `The ${word} whole number ${negative ? 'below' : 'above'} $${num(bound)}$ is $${answer}$.`,
      ],
      check: {
        kind: 'inequality',
        relation,
        unknown: 'x',
        pick: negative ? 'greatest-integer' : 'least-integer',
      },
    };
  },
};

const inequalityBudget: Template = {
  id: 'alg-inequality-budget',
  section: 'algebra',
  family: 'inequality',
  concepts: ['linear inequalities', 'word problems'],
  make(rng, d) {
    const fee = by(d, rng.int(2, 6) * 5, rng.int(5, 15) * 3, rng.int(10, 40));
    const rate = by(d, rng.int(2, 6), rng.int(3, 9), rng.int(4, 12) + 0.5);
    const n = rng.int(4, 20);
    const budget = Math.round(fee + rate * n + rng.next() * rate * 0.9);
    const relation = `${fee} + ${rate}g <= ${budget}`;
    const answer = Math.floor((budget - fee) / rate);
    return {
      question: `A climbing gym charges a ${money(fee)} membership fee plus ${money(rate)} per visit. Lena can spend at most ${money(budget)}. What is the greatest number of visits $g$ she can pay for?`,
      answer: m(answer),
      distractors: [
        wrong('rounding up instead of down', answer + 1),
        wrong('forgetting the membership fee', Math.floor(budget / rate)),
        wrong('adding the fee instead of subtracting it', Math.floor((budget + fee) / rate)),
      ],
      nearby: nearby(answer - 1, 1),
      hint: 'Write cost ≤ budget, solve for the number of visits, and round down.',
      solution: `From $${fee} + ${rate}g \\le ${budget}$ we get $g \\le ${num((budget - fee) / rate)}$, so at most $${answer}$ visits.`,
      steps: [
        `The cost of $g$ visits is $${fee} + ${rate}g$, and it must be at most $${budget}$: $${fee} + ${rate}g \\le ${budget}$.`,
        `Subtract $${fee}$: $${rate}g \\le ${budget - fee}$.`,
        `Divide by $${rate}$: $g \\le ${num((budget - fee) / rate)}$.`,
        `Visits are whole numbers, so round down to $${answer}$.`,
      ],
      check: { kind: 'inequality', relation, unknown: 'g', pick: 'greatest-integer' },
    };
  },
};

const slopeTwoPoints: Template = {
  id: 'alg-slope-two-points',
  section: 'algebra',
  family: 'linear-function',
  concepts: ['slope', 'linear functions'],
  make(rng, d) {
    const run = by(d, rng.int(1, 4), rng.nonZero(-6, 6), rng.nonZero(-9, 9));
    const rise = by(d, rng.int(1, 8), rng.nonZero(-10, 10), rng.nonZero(-14, 14));
    const x1 = rng.int(-6, 6);
    const y1 = rng.int(-8, 8);
    const [x2, y2] = [x1 + run, y1 + rise];
    const slope = rise / run;
    return {
      question: `A line passes through the points $(${x1}, ${y1})$ and $(${x2}, ${y2})$. What is the slope of the line?`,
      answer: m(slope),
      distractors: [
        wrong('run over rise instead of rise over run', run / rise),
        wrong('subtracting the coordinates in opposite orders (sign error)', -slope),
        wrong(
          'adding the coordinates instead of subtracting',
          x1 + x2 === 0 ? y1 + y2 : (y1 + y2) / (x1 + x2),
        ),
      ],
      nearby: nearby(slope, 1),
      hint: 'Slope is the change in $y$ divided by the change in $x$.',
      solution: `The slope is $\\frac{${y2} - (${y1})}{${x2} - (${x1})} = ${num(slope)}$.`,
      steps: [
        `Change in $y$: $${y2} - (${y1}) = ${rise}$.`,
        `Change in $x$: $${x2} - (${x1}) = ${run}$.`,
        `Slope $= \\frac{${rise}}{${run}} = ${num(slope)}$.`,
      ],
      // the slope k is the number with y2 − y1 = k·(x2 − x1)
      check: {
        kind: 'solve',
        equations: [`${y2} - (${y1}) = k*(${x2} - (${x1}))`],
        unknown: 'k',
        roots: [String(slope)],
      },
    };
  },
};

const lineIntercept: Template = {
  id: 'alg-line-intercept',
  section: 'algebra',
  family: 'linear-function',
  concepts: ['slope-intercept form', 'y-intercept'],
  make(rng, d) {
    const k = by(d, rng.int(1, 5), rng.nonZero(-6, 6), rng.nonZero(-9, 9));
    const b = rng.int(-12, 12);
    const x1 = rng.nonZero(-6, 6);
    const y1 = k * x1 + b;
    return {
      question: `A line has slope $${k}$ and passes through the point $(${x1}, ${y1})$. What is the $y$-intercept of the line?`,
      answer: m(b),
      distractors: [
        wrong('sign error: adding the slope times x instead of subtracting', y1 + k * x1),
        wrong('subtracting in the wrong order', k * x1 - y1),
        wrong('subtracting the slope alone, not the slope times x', y1 - k),
      ],
      nearby: nearby(b),
      hint: 'Put the point into $y = mx + b$ and solve for $b$.',
      solution: `From $${y1} = ${coef(k)}(${x1}) + b$ we get $b = ${b}$.`,
      steps: [
        `Write $y = mx + b$ with $m = ${k}$ and the point: $${y1} = ${coef(k)}(${x1}) + b$.`,
        `Multiply: $${y1} = ${k * x1} + b$.`,
        `Subtract $${k * x1}$: $b = ${b}$.`,
      ],
      check: { kind: 'solve', equations: [`${y1} = ${k}*(${x1}) + b`], unknown: 'b', roots: [String(b)] },
    };
  },
};

const linearFunctionValue: Template = {
  id: 'alg-linear-function-value',
  section: 'algebra',
  family: 'linear-function',
  concepts: ['linear functions', 'function notation'],
  make(rng, d) {
    const k = by(d, rng.int(1, 5), rng.nonZero(-6, 6), rng.nonZero(-8, 8));
    const b = rng.int(-10, 10);
    const p = rng.int(-4, 3);
    const q = p + by(d, 1, rng.int(1, 3), rng.int(2, 5));
    const t = q + rng.int(1, 6);
    const [fp, fq] = [k * p + b, k * q + b];
    const value = k * t + b;
    return {
      question: `For a linear function $f$, $f(${p}) = ${fp}$ and $f(${q}) = ${fq}$. What is $f(${t})$?`,
      answer: m(value),
      distractors: [
        wrong('forgetting the y-intercept (using only slope times x)', k * t),
        wrong('using the slope as the answer', k === value ? k + 2 : k),
        wrong('sign error on the intercept', k * t - b),
      ],
      nearby: nearby(value, Math.abs(k)),
      hint: 'Find the slope from the two values, then the intercept, then evaluate.',
      solution: `The slope is $\\frac{${fq} - (${fp})}{${q} - (${p})} = ${k}$ and the intercept is $${b}$, so $f(${t}) = ${value}$.`,
      steps: [
        `Slope: $\\frac{${fq} - (${fp})}{${q} - (${p})} = ${k}$.`,
        `Intercept: $${fp} = ${coef(k)}(${p}) + b$, so $b = ${b}$.`,
        `Evaluate: $f(${t}) = ${coef(k)}(${t}) ${signed(b)} = ${value}$.`,
      ],
      check: {
        kind: 'system',
        equations: [`${fp} = k*(${p}) + b`, `${fq} = k*(${q}) + b`],
        unknowns: ['k', 'b'],
        target: `k*(${t}) + b`,
        solution: { k: String(k), b: String(b) },
      },
    };
  },
};

const slopeStandardForm: Template = {
  id: 'alg-slope-standard-form',
  section: 'algebra',
  family: 'linear-function',
  concepts: ['slope', 'standard form'],
  make(rng, d) {
    const a = by(d, rng.int(1, 6), rng.nonZero(-8, 8), rng.nonZero(-12, 12));
    let b = by(d, rng.int(1, 4), rng.nonZero(-6, 6), rng.nonZero(-9, 9));
    if (Math.abs(a) === Math.abs(b)) b += b > 0 ? 1 : -1;
    const c = rng.int(-20, 20);
    const slope = -a / b;
    const eq = `${poly([a, 0])} ${b < 0 ? '-' : '+'} ${Math.abs(b) === 1 ? '' : Math.abs(b)}y = ${c}`;
    return {
      question: `What is the slope of the line $${eq}$?`,
      answer: m(slope),
      distractors: [
        wrong('sign error when moving the x-term', a / b),
        wrong('dividing the wrong way (reciprocal)', -b / a),
        wrong(
          'taking the constant over the y-coefficient (the intercept)',
          c / b === slope ? c / b + 1 : c / b,
        ),
      ],
      nearby: nearby(slope, 1),
      hint: 'Solve the equation for $y$; the number in front of $x$ is the slope.',
      solution: `Solving for $y$ gives $y = ${num(slope)}x ${c / b < 0 ? '-' : '+'} ${num(Math.abs(c / b))}$, so the slope is $${num(slope)}$.`,
      steps: [
        `Move the $x$-term: $${b}y = ${poly([-a, c])}$.`,
        `Divide by $${b}$: $y = ${num(slope)}x ${c / b < 0 ? '-' : '+'} ${num(Math.abs(c / b))}$.`,
        `The coefficient of $x$ is the slope: $${num(slope)}$.`,
      ],
      // (0, c/b) is on the line; so is (1, c/b + k) exactly when k is the slope
      check: {
        kind: 'solve',
        equations: [`${a}*1 + ${b}*(${c}/${b} + k) = ${c}`],
        unknown: 'k',
        roots: [String(slope)],
      },
    };
  },
};

const systemSolve: Template = {
  id: 'alg-system-solve',
  section: 'algebra',
  family: 'linear-system',
  concepts: ['systems of linear equations', 'elimination'],
  make(rng, d) {
    const x = rng.int(-6, 9);
    const y = rng.int(-6, 9);
    const [a, b] = [by(d, 1, rng.int(1, 4), rng.int(2, 6)), by(d, 1, rng.nonZero(-4, 4), rng.nonZero(-6, 6))];
    let [p, q] = [by(d, 1, rng.int(1, 5), rng.int(2, 7)), by(d, -1, rng.nonZero(-5, 5), rng.nonZero(-7, 7))];
    if (a * q - b * p === 0) q += 1;
    if (a * q - b * p === 0) p += 1;
    const [c, r] = [a * x + b * y, p * x + q * y];
    const e1 = `${poly([a, 0])} ${b < 0 ? '-' : '+'} ${Math.abs(b) === 1 ? '' : Math.abs(b)}y = ${c}`;
    const e2 = `${poly([p, 0])} ${q < 0 ? '-' : '+'} ${Math.abs(q) === 1 ? '' : Math.abs(q)}y = ${r}`;
    return {
      question: `$$\\begin{aligned} ${e1} \\\\ ${e2} \\end{aligned}$$ If $(x, y)$ is the solution of the system above, what is the value of $x$?`,
      answer: m(x),
      distractors: [
        wrong('giving the value of y instead of x', y),
        wrong('sign error when eliminating', -x),
        wrong('giving x + y instead of x', x + y),
      ],
      nearby: nearby(x),
      hint: 'Eliminate $y$: scale the equations so the $y$-terms cancel when you add or subtract them.',
      solution: `Eliminating $y$ gives $x = ${x}$ (and then $y = ${y}$).`,
      steps: [
        `Multiply the first equation by $${q}$ and the second by $${b}$ so the $y$-terms match.`,
        `Subtract: $${poly([a * q - b * p, 0])} = ${c * q - r * b}$.`,
        `Divide: $x = ${x}$. (Check: $y = ${y}$ works in both equations.)`,
      ],
      check: {
        kind: 'system',
        equations: [e1, e2],
        unknowns: ['x', 'y'],
        target: 'x',
        solution: { x: String(x), y: String(y) },
      },
    };
  },
};

const systemSum: Template = {
  id: 'alg-system-sum',
  section: 'algebra',
  family: 'linear-system',
  concepts: ['systems of linear equations', 'substitution'],
  make(rng, d) {
    const x = rng.int(-5, 10);
    const y = rng.int(-5, 10);
    const k = by(d, rng.int(2, 4), rng.int(2, 6), rng.nonZero(-7, 7));
    // y = kx + c form and a second linear equation
    const yForm = y - k * x;
    const q = rng.int(1, 5);
    let p = rng.int(1, 5);
    if (p + q * k === 0) p += 1; // parallel lines would give no single solution
    const r = p * x + q * y;
    const e1 = `y = ${poly([k, yForm])}`;
    const e2 = `${poly([p, 0])} + ${q === 1 ? '' : q}y = ${r}`;
    return {
      question: `If $${e1}$ and $${e2}$, what is the value of $x + y$?`,
      answer: m(x + y),
      distractors: [
        wrong('giving only x', x === x + y ? x - 1 : x),
        wrong('giving only y', y),
        wrong('giving x − y (sign error)', x - y),
      ],
      nearby: nearby(x + y),
      hint: 'Substitute the expression for $y$ into the other equation.',
      solution: `Substituting gives $x = ${x}$, then $y = ${y}$, so $x + y = ${x + y}$.`,
      steps: [
        `Substitute $y = ${poly([k, yForm])}$ into $${e2}$: $${poly([p, 0])} + ${q === 1 ? '' : q}(${poly([k, yForm])}) = ${r}$.`,
        `Simplify: $${poly([p + q * k, 0])} = ${r - q * yForm}$, so $x = ${x}$.`,
        `Then $y = ${coef(k)}(${x}) ${signed(yForm)} = ${y}$.`,
        `Add: $x + y = ${x + y}$.`,
      ],
      check: {
        kind: 'system',
        equations: [e1, e2],
        unknowns: ['x', 'y'],
        target: 'x + y',
        solution: { x: String(x), y: String(y) },
      },
    };
  },
};

const systemTickets: Template = {
  id: 'alg-system-tickets',
  section: 'algebra',
  family: 'linear-system',
  concepts: ['systems of linear equations', 'word problems'],
  make(rng, d) {
    const adult = by(d, rng.int(8, 12), rng.int(9, 15), rng.int(11, 19));
    const child = adult - rng.int(3, 6);
    const a = rng.int(20, 80);
    const c = rng.int(20, 80) + (a === adult ? 1 : 0);
    const n = a + c;
    const total = adult * a + child * c;
    return {
      question: `A theater sold $${n}$ tickets for a total of ${money(total)}. Adult tickets cost ${money(adult)} and child tickets cost ${money(child)}. How many adult tickets were sold?`,
      answer: m(a),
      distractors: [
        wrong('giving the number of child tickets', c),
        wrong('splitting the tickets evenly', Math.round(n / 2)),
        wrong('dividing the total by the adult price alone', Math.floor(total / adult)),
      ],
      nearby: nearby(a, 2),
      hint: 'Write one equation for the number of tickets and one for the money.',
      solution: `With $a + c = ${n}$ and $${adult}a + ${child}c = ${total}$, solving gives $a = ${a}$.`,
      steps: [
        `Let $a$ be adult tickets and $c$ child tickets: $a + c = ${n}$ and $${adult}a + ${child}c = ${total}$.`,
        `Substitute $c = ${n} - a$: $${adult}a + ${child}(${n} - a) = ${total}$.`,
        `Simplify: $${adult - child}a = ${total - child * n}$.`,
        `Divide: $a = ${a}$.`,
      ],
      check: {
        kind: 'system',
        equations: [`a + c = ${n}`, `${adult}a + ${child}c = ${total}`],
        unknowns: ['a', 'c'],
        target: 'a',
        solution: { a: String(a), c: String(c) },
      },
    };
  },
};

const linearModel: Template = {
  id: 'alg-linear-model',
  section: 'algebra',
  family: 'linear-word',
  concepts: ['linear models', 'word problems'],
  make(rng, d) {
    const fee = by(d, rng.int(2, 8) * 10, rng.int(25, 90), rng.int(30, 120));
    const rate = by(d, rng.int(3, 8) * 10, rng.int(35, 95), rng.int(45, 130) + 0.5);
    const h = by(d, rng.int(2, 6), rng.int(2, 9), rng.int(3, 12));
    const total = fee + rate * h;
    return {
      question: `A plumber charges a ${money(fee)} call-out fee plus ${money(rate)} per hour. A repair cost ${money(total)} in total. How many hours did the repair take?`,
      answer: m(h),
      distractors: [
        wrong('forgetting the call-out fee', total / rate),
        wrong('adding the fee instead of subtracting it', (total + fee) / rate),
        wrong('dividing the fee by the rate and adding', h + 1 === fee / rate ? h + 2 : h + 1),
      ],
      nearby: nearby(h),
      hint: 'Write total = fee + rate × hours and solve for the hours.',
      solution: `From $${fee} + ${rate}h = ${total}$ we get $h = ${h}$.`,
      steps: [
        `Write the equation: $${fee} + ${rate}h = ${total}$.`,
        `Subtract the fee: $${rate}h = ${num(total - fee)}$.`,
        `Divide by $${rate}$: $h = ${h}$.`,
      ],
      check: { kind: 'solve', equations: [`${fee} + ${rate}h = ${total}`], unknown: 'h', roots: [String(h)] },
    };
  },
};

const linearModelInterpret: Template = {
  id: 'alg-linear-model-rate',
  section: 'algebra',
  family: 'linear-word',
  concepts: ['linear models', 'rate of change'],
  make(rng, d) {
    const start = by(d, rng.int(20, 60), rng.int(50, 200), rng.int(100, 500));
    const rate = by(d, rng.int(2, 9), rng.int(5, 25), rng.int(12, 48));
    const w1 = rng.int(2, 4);
    const w2 = w1 + by(d, rng.int(1, 3), rng.int(2, 5), rng.int(3, 8));
    const [v1, v2] = [start + rate * w1, start + rate * w2];
    const target = w2 + rng.int(2, 6);
    const value = start + rate * target;
    return {
      question: `A savings account grows by the same amount each week. After $${w1}$ weeks it holds ${money(v1)}, and after $${w2}$ weeks it holds ${money(v2)}. How much will it hold after $${target}$ weeks?`,
      answer: money(value),
      distractors: [
        wrong('forgetting the starting amount', rate * target, money),
        wrong(
          'using the last total divided by its weeks as the weekly amount',
          Math.round((v2 / w2) * target * 100) / 100,
          money,
        ),
        wrong('adding one week’s growth only', v2 + rate, money),
      ],
      nearby: nearby(value, rate, money),
      hint: 'Find the weekly change first, then the starting amount.',
      solution: `The weekly change is $\\frac{${v2} - ${v1}}{${w2} - ${w1}} = ${rate}$ and the start is $${start}$, so the total is ${money(value)}.`,
      steps: [
        `Weekly change: $\\frac{${v2} - ${v1}}{${w2} - ${w1}} = ${rate}$ dollars.`,
        `Starting amount: $${v1} - ${rate}\\cdot ${w1} = ${start}$ dollars.`,
        `After $${target}$ weeks: $${start} + ${rate}\\cdot ${target} = ${value}$ dollars.`,
      ],
      check: {
        kind: 'system',
        equations: [`${v1} = s + r*${w1}`, `${v2} = s + r*${w2}`],
        unknowns: ['s', 'r'],
        target: `s + r*${target}`,
        solution: { s: String(start), r: String(rate) },
      },
    };
  },
};

export const ALGEBRA_TEMPLATES: Template[] = [
  linearOneStep,
  linearBothSides,
  linearTarget,
  linearFraction,
  inequalityWhich,
  inequalityLeast,
  inequalityBudget,
  slopeTwoPoints,
  lineIntercept,
  linearFunctionValue,
  slopeStandardForm,
  systemSolve,
  systemSum,
  systemTickets,
  linearModel,
  linearModelInterpret,
];
