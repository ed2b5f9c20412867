import type { Template } from '../types';
import { coef, factorTex, m, num, poly, shift, signed } from '../tex';
import { by, nearby, wrong } from './common';

const quadraticRoot: Template = {
  id: 'adv-quadratic-positive-root',
  section: 'advanced-math',
  family: 'quadratic',
  concepts: ['quadratic equations', 'factoring'],
  make(rng, d) {
    const r = by(d, rng.int(1, 9), rng.int(2, 12), rng.int(3, 15));
    const s = -by(d, rng.int(1, 9), rng.int(1, 12), rng.int(2, 15));
    const a = by(d, 1, 1, rng.int(2, 3));
    // a(x − r)(x − s) with a whole-number positive root r and a negative root s
    const coefficients = [a, -a * (r + s), a * r * s];
    const eq = `${poly(coefficients)} = 0`;
    return {
      question: `What is the positive solution of $${eq}$?`,
      answer: m(r),
      distractors: [
        wrong('sign error: reading the root off the factor (x + k) as k', -s),
        wrong('giving the other (negative) root', s),
        wrong('sign error on the positive root', -r),
      ],
      nearby: nearby(r),
      hint: 'Factor the quadratic, set each factor to zero, and keep the positive solution.',
      solution: `$${a === 1 ? '' : a}(${shift('x', -r)})(${shift('x', -s)}) = 0$ gives $x = ${r}$ or $x = ${s}$; the positive one is $${r}$.`,
      steps: [
        `Factor: $${a === 1 ? '' : a}(${shift('x', -r)})(${shift('x', -s)}) = 0$.`,
        `Set each factor to zero: $x = ${r}$ or $x = ${s}$.`,
        `Keep the positive solution: $x = ${r}$.`,
      ],
      check: {
        kind: 'solve',
        equations: [eq],
        unknown: 'x',
        pick: 'positive',
        roots: [String(s), String(r)],
      },
    };
  },
};

const quadraticLarger: Template = {
  id: 'adv-quadratic-larger-root',
  section: 'advanced-math',
  family: 'quadratic',
  concepts: ['quadratic equations', 'quadratic formula'],
  make(rng, d) {
    const p = rng.int(-6, 6);
    const q = by(d, 1, rng.pick([4, 9, 16, 25]), rng.pick([2, 3, 5, 6, 7]));
    // x = p ± √q: roots of x² − 2px + p² − q
    const coefficients = [1, -2 * p, p * p - q];
    const eq = `${poly(coefficients)} = 0`;
    const root = Number.isInteger(Math.sqrt(q))
      ? m(p + Math.sqrt(q))
      : `$${p === 0 ? '' : `${p} + `}\\sqrt{${q}}$`;
    const other = Number.isInteger(Math.sqrt(q))
      ? m(p - Math.sqrt(q))
      : `$${p === 0 ? '-' : `${p} - `}\\sqrt{${q}}$`;
    const signErr = Number.isInteger(Math.sqrt(q))
      ? m(-p + Math.sqrt(q))
      : `$${p === 0 ? '' : `${-p} + `}\\sqrt{${q}}$`;
    const forgotRoot = m(p + q);
    return {
      question: `What is the larger solution of $${eq}$?`,
      answer: root,
      distractors: [
        { mistake: 'giving the smaller solution', choice: other },
        { mistake: 'sign error on −b in the quadratic formula', choice: signErr },
        { mistake: 'forgetting the square root of the discriminant', choice: forgotRoot },
      ],
      nearby: nearby(p + Math.round(Math.sqrt(q)) + 3),
      hint: 'Use the quadratic formula or complete the square.',
      solution: `Completing the square gives $(${shift('x', -p)})^2 = ${q}$, so the larger solution is ${root}.`,
      steps: [
        `Move the constant: $${poly([1, -2 * p, 0])} = ${q - p * p}$.`,
        `Complete the square: $(${shift('x', -p)})^2 = ${q}$.`,
        `Take square roots: $x = ${p} \\pm \\sqrt{${q}}$.`,
        `The larger solution uses the plus sign.`,
      ],
      check: {
        kind: 'solve',
        equations: [eq],
        unknown: 'x',
        pick: 'largest',
        roots: [`${p} - sqrt(${q})`, `${p} + sqrt(${q})`],
      },
    };
  },
};

const vertex: Template = {
  id: 'adv-quadratic-vertex',
  section: 'advanced-math',
  family: 'quadratic',
  concepts: ['vertex of a parabola', 'quadratic functions'],
  make(rng, d) {
    const a = by(d, 1, rng.pick([1, 2]), rng.pick([-3, -2, 2, 3]));
    const h = rng.int(-6, 6) || 2;
    const k = rng.int(-10, 10);
    const c = [a, -2 * a * h, a * h * h + k];
    const f = poly(c);
    const word = a > 0 ? 'minimum' : 'maximum';
    // the vertex's x is where f(x − 1) = f(x + 1) (the parabola is symmetric about it)
    const g = (s: string) => f.replace(/x/g, `(${s})`);
    return {
      question: `What is the ${word} value of $f(x) = ${f}$?`,
      answer: m(k),
      distractors: [
        wrong('giving the x-coordinate of the vertex', h === k ? h + 1 : h),
        wrong('sign error in x = −b/(2a)', a * h * h + 2 * a * h * h + k),
        wrong('giving the constant term (the y-intercept)', c[2]!),
      ],
      nearby: nearby(k),
      hint: 'The vertex is at $x = -\\frac{b}{2a}$; put that into $f$.',
      solution: `The vertex is at $x = ${h}$, and $f(${h}) = ${k}$ is the ${word} value.`,
      steps: [
        `$x = -\\frac{b}{2a} = -\\frac{${c[1]}}{2\\cdot ${factorTex(a)}} = ${h}$.`,
        `$f(${h}) = ${a === 1 ? '' : a}(${h})^2 ${signed(c[1]!)}(${h}) ${signed(c[2]!)} = ${k}$.`,
      ],
      check: {
        kind: 'solve',
        equations: [`${g('x - 1')} = ${g('x + 1')}`],
        unknown: 'x',
        target: f,
        roots: [String(h)],
      },
    };
  },
};

const expand: Template = {
  id: 'adv-polynomial-expand',
  section: 'advanced-math',
  family: 'polynomial',
  concepts: ['polynomials', 'distributive property'],
  make(rng, d) {
    const a = by(d, 1, rng.int(1, 3), rng.int(2, 5));
    const b = rng.nonZero(-7, 7);
    const c = by(d, 1, rng.int(1, 3), rng.int(2, 4));
    const e = rng.nonZero(-7, 7);
    const product = `(${poly([a, b])})(${poly([c, e])})`;
    const right = [a * c, a * e + b * c, b * e];
    return {
      question: `Which expression is equivalent to $${product}$?`,
      answer: `$${poly(right)}$`,
      distractors: [
        {
          mistake: 'multiplying first and last terms only (forgetting the middle term)',
          choice: `$${poly([a * c, 0, b * e])}$`,
        },
        { mistake: 'sign error in the middle term', choice: `$${poly([a * c, -(a * e + b * c), b * e])}$` },
        {
          mistake: 'adding the constants instead of multiplying',
          choice: `$${poly([a * c, a * e + b * c, b + e])}$`,
        },
      ],
      nearby: (k) => `$${poly([a * c, a * e + b * c + k, b * e])}$`,
      hint: 'Multiply each term of the first factor by each term of the second.',
      solution: `Distributing gives $${poly(right)}$.`,
      steps: [
        `First terms: $${poly([a, 0])}\\cdot ${poly([c, 0])} = ${poly([a * c, 0, 0])}$.`,
        `Outer and inner: $${poly([a * e, 0])} ${signed(b * c)}x = ${poly([a * e + b * c, 0])}$.`,
        `Last terms: $${factorTex(b)}\\cdot ${factorTex(e)} = ${b * e}$.`,
      ],
      check: { kind: 'equivalent', expression: product.replace(/\)\(/, ')*('), variables: ['x'] },
    };
  },
};

const factor: Template = {
  id: 'adv-polynomial-factor',
  section: 'advanced-math',
  family: 'polynomial',
  concepts: ['factoring', 'polynomials'],
  make(rng, d) {
    const p = rng.nonZero(-9, 9);
    let q = rng.nonZero(-9, 9);
    if (q === -p) q += q > 0 ? 1 : -1;
    if (q === p) q = -q === -p ? q + 1 : q;
    const a = by(d, 1, 1, rng.int(2, 3));
    const expr = poly([a, a * (p + q), a * p * q]);
    const lead = a === 1 ? '' : `${a}`;
    return {
      question: `Which of the following is a factored form of $${expr}$?`,
      answer: `$${lead}(${shift('x', p)})(${shift('x', q)})$`,
      distractors: [
        { mistake: 'sign error in both factors', choice: `$${lead}(${shift('x', -p)})(${shift('x', -q)})$` },
        {
          mistake: 'a pair that multiplies to the constant but sums wrongly',
          choice: `$${lead}(${shift('x', -p)})(${shift('x', q)})$`,
        },
        {
          mistake: 'forgetting the common factor',
          choice:
            a === 1 ? `$(${shift('x', p + q)})(${shift('x', 1)})$` : `$(${shift('x', p)})(${shift('x', q)})$`,
        },
      ],
      nearby: (k) => `$${lead}(${shift('x', p + k)})(${shift('x', q)})$`,
      hint: `Look for two numbers whose product is $${p * q}$ and whose sum is $${p + q}$.`,
      solution: `$${p}$ and $${q}$ multiply to $${p * q}$ and add to $${p + q}$, so the form is $${lead}(${shift('x', p)})(${shift('x', q)})$.`,
      steps: [
        a === 1
          ? `The expression is $${expr}$.`
          : `Take out the common factor $${a}$: $${a}(${poly([1, p + q, p * q])})$.`,
        `Find two numbers with product $${p * q}$ and sum $${p + q}$: $${p}$ and $${q}$.`,
        `Write the factors: $${lead}(${shift('x', p)})(${shift('x', q)})$.`,
      ],
      check: { kind: 'equivalent', expression: expr, variables: ['x'] },
    };
  },
};

const polyEvaluate: Template = {
  id: 'adv-polynomial-evaluate',
  section: 'advanced-math',
  family: 'function',
  concepts: ['function notation', 'order of operations'],
  make(rng, d) {
    const c = [by(d, 1, rng.nonZero(-3, 3), rng.nonZero(-4, 4)), rng.int(-6, 6), rng.int(-9, 9)];
    const cubic = d === 'hard';
    const coeffs = cubic ? [1, ...c] : c;
    const f = poly(coeffs);
    const t = -rng.int(1, 4);
    const at = (v: number) => coeffs.reduce((acc, k) => acc * v + k, 0);
    const value = at(t);
    // "−t²" mistake: squaring gives a negative
    const sq = coeffs.length - 1;
    const wrongSquare = coeffs.reduce((acc, k, i) => acc + k * (sq - i === 2 ? -(t * t) : t ** (sq - i)), 0);
    return {
      question: `If $f(x) = ${f}$, what is $f(${t})$?`,
      answer: m(value),
      distractors: [
        wrong('order of operations: treating (−a)² as −a²', wrongSquare),
        wrong('sign error: evaluating at the opposite number', at(-t)),
        wrong('dropping the constant term', value - coeffs[coeffs.length - 1]!),
      ],
      nearby: nearby(value),
      hint: `Put $(${t})$ in for every $x$, keeping the parentheses.`,
      solution: `Substituting $x = ${t}$ gives $f(${t}) = ${value}$.`,
      steps: [
        `Substitute: $f(${t}) = ${f.replace(/x/g, `(${t})`)}$.`,
        `Work out powers first, then products, then sums: $f(${t}) = ${value}$.`,
      ],
      check: { kind: 'evaluate', expression: f.replace(/x/g, `(${t})`) },
    };
  },
};

const exponentEquation: Template = {
  id: 'adv-exponential-equation',
  section: 'advanced-math',
  family: 'exponential',
  concepts: ['exponents', 'exponential equations'],
  make(rng, d) {
    const base = by(d, 2, rng.pick([2, 3]), rng.pick([2, 3, 5]));
    const n = by(d, rng.int(2, 6), rng.int(2, 5), rng.int(2, 4));
    const k = rng.nonZero(-3, 3);
    const x = n - k;
    const right = base ** n;
    const eq = `${base}^{x ${signed(k)}} = ${right}`;
    return {
      question: `What value of $x$ satisfies $${eq}$?`,
      answer: m(x),
      distractors: [
        wrong('sign error when moving the shift', n + k),
        wrong('forgetting the shift in the exponent', n),
        wrong('dividing the result by the base instead of finding the power', right / base - k),
      ],
      nearby: nearby(x),
      hint: `Write $${right}$ as a power of $${base}$ and set the exponents equal.`,
      solution: `$${right} = ${base}^{${n}}$, so $x ${signed(k)} = ${n}$ and $x = ${x}$.`,
      steps: [
        `Write the right side as a power: $${right} = ${base}^{${n}}$.`,
        `Set the exponents equal: $x ${signed(k)} = ${n}$.`,
        `Solve: $x = ${x}$.`,
      ],
      // logs of both (positive) sides: the same solutions, and a linear equation the CAS proves cheaply
      check: {
        kind: 'solve',
        equations: [`(x ${signed(k)}) * log(${base}) = log(${right})`],
        unknown: 'x',
        roots: [String(x)],
      },
    };
  },
};

const exponentialGrowth: Template = {
  id: 'adv-exponential-growth',
  section: 'advanced-math',
  family: 'exponential',
  concepts: ['exponential growth', 'percent change'],
  make(rng, d) {
    let p0 = by(d, rng.int(1, 9) * 100, rng.int(2, 30) * 100, rng.int(5, 90) * 100);
    const r = by(d, rng.pick([10, 20, 50]), rng.pick([5, 10, 15, 20]), rng.pick([3, 4, 6, 8, 12]));
    const t = by(d, 2, rng.int(2, 3), rng.int(3, 5));
    // keep clear of a half, where rounding would hang on the last bit of floating point
    while (Math.abs(((p0 * (1 + r / 100) ** t) % 1) - 0.5) < 0.01) p0 += 100;
    const value = Math.round(p0 * (1 + r / 100) ** t);
    return {
      question: `A town has $${p0}$ residents, and its population grows by $${r}\\%$ each year. To the nearest whole number, what will the population be after $${t}$ years?`,
      answer: m(value),
      distractors: [
        wrong(
          'adding the same amount each year (linear instead of exponential growth)',
          Math.round(p0 * (1 + (r * t) / 100)),
        ),
        wrong(
          'multiplying by the growth factor once instead of raising it to a power',
          Math.round(p0 * (1 + r / 100) * t),
        ),
        wrong('growing for one year too many', Math.round(p0 * (1 + r / 100) ** (t + 1))),
      ],
      nearby: nearby(value, 10),
      hint: `Each year multiplies the population by $${num(1 + r / 100)}$.`,
      solution: `$${p0}\\cdot ${num(1 + r / 100)}^{${t}} \\approx ${value}$.`,
      steps: [
        `The growth factor is $1 + \\frac{${r}}{100} = ${num(1 + r / 100)}$.`,
        `After $${t}$ years: $${p0}\\cdot ${num(1 + r / 100)}^{${t}} \\approx ${(p0 * (1 + r / 100) ** t).toFixed(2)}$.`,
        `Round to the nearest whole number: $${value}$.`,
      ],
      check: { kind: 'evaluate', expression: `round(${p0} * (1 + ${r}/100)^${t})` },
    };
  },
};

const halfLife: Template = {
  id: 'adv-exponential-half-life',
  section: 'advanced-math',
  family: 'exponential',
  concepts: ['exponential decay', 'half-life'],
  make(rng, d) {
    const halvings = by(d, rng.int(1, 3), rng.int(2, 4), rng.int(3, 6));
    const h = rng.pick([2, 3, 5, 6, 8, 10]);
    const mass = 2 ** halvings * by(d, rng.int(1, 10), rng.int(3, 25), rng.int(5, 40));
    const t = halvings * h;
    const value = mass / 2 ** halvings;
    return {
      question: `A sample of $${mass}$ grams of a substance has a half-life of $${h}$ hours. How many grams remain after $${t}$ hours?`,
      answer: m(value),
      distractors: [
        wrong(
          'dividing by 2 times the number of half-lives instead of halving repeatedly',
          mass / (2 * halvings),
        ),
        wrong('halving one time too few', value * 2),
        wrong(
          'subtracting half the sample once per half-life',
          Math.max(mass - (mass / 2) * halvings, value / 2),
        ),
      ],
      nearby: nearby(value, 1),
      hint: `Count the half-lives in $${t}$ hours, then halve that many times.`,
      solution: `$${t} \\div ${h} = ${halvings}$ half-lives, so $${mass}\\cdot \\left(\\frac{1}{2}\\right)^{${halvings}} = ${num(value)}$ grams remain.`,
      steps: [
        `Number of half-lives: $${t} \\div ${h} = ${halvings}$.`,
        `Remaining: $${mass}\\cdot \\left(\\frac{1}{2}\\right)^{${halvings}} = ${num(value)}$.`,
      ],
      check: { kind: 'evaluate', expression: `${mass} * (1/2)^(${t}/${h})` },
    };
  },
};

const radicalEquation: Template = {
  id: 'adv-radical-equation',
  section: 'advanced-math',
  family: 'radical',
  concepts: ['radical equations', 'squaring both sides'],
  make(rng, d) {
    const b = by(d, rng.int(2, 6), rng.int(3, 9), rng.int(4, 12));
    const a = rng.nonZero(-10, 10);
    const k = by(d, 1, rng.int(1, 2), rng.int(2, 3));
    const x = (b * b - a) / k;
    const inside = poly([k, a]);
    return {
      question: `What is the solution of $\\sqrt{${inside}} = ${b}$?`,
      answer: m(x),
      distractors: [
        wrong('forgetting to square the right side', (b - a) / k),
        wrong('sign error on the constant under the root', (b * b + a) / k),
        wrong('squaring the left side only partly (taking √ of the constant)', b * b - a),
      ],
      nearby: nearby(x),
      hint: 'Square both sides to remove the square root.',
      solution: `Squaring gives $${inside} = ${b * b}$, so $x = ${num(x)}$.`,
      steps: [
        `Square both sides: $${inside} = ${b * b}$.`,
        `Solve: $${poly([k, 0])} = ${b * b - a}$, so $x = ${num(x)}$.`,
        `Check: $\\sqrt{${num(k * x + a)}} = ${b}$. ✓`,
      ],
      // both sides squared: the same solutions because the right side is positive (the full CAS solve of the
      // radical form costs about 70 ms, too slow for the 10,000-problem test)
      check: { kind: 'solve', equations: [`${inside} = ${b}^2`], unknown: 'x', roots: [String(x)] },
    };
  },
};

const simplifyRadical: Template = {
  id: 'adv-radical-simplify',
  section: 'advanced-math',
  family: 'radical',
  concepts: ['simplifying radicals'],
  make(rng, d) {
    const s = rng.pick([2, 3, 5, 6, 7]);
    const k = by(d, rng.int(2, 3), rng.int(2, 5), rng.int(3, 9));
    const n = k * k * s;
    return {
      question: `Which of the following is equal to $\\sqrt{${n}}$?`,
      answer: `$${k}\\sqrt{${s}}$`,
      distractors: [
        { mistake: 'swapping the number outside and inside the root', choice: `$${s}\\sqrt{${k}}$` },
        { mistake: 'taking the square factor out without its square root', choice: `$${k * k}\\sqrt{${s}}$` },
        {
          mistake: 'halving instead of taking the square root',
          choice: `$${n / 2 === k * k ? n / 2 + 1 : n / 2}$`,
        },
      ],
      nearby: (j) => `$${k + j}\\sqrt{${s}}$`,
      hint: `Look for the largest perfect square that divides $${n}$.`,
      solution: `$${n} = ${k * k}\\cdot ${s}$, so $\\sqrt{${n}} = ${k}\\sqrt{${s}}$.`,
      steps: [
        `Find a perfect-square factor: $${n} = ${k * k}\\cdot ${s}$.`,
        `Split the root: $\\sqrt{${k * k}}\\cdot \\sqrt{${s}} = ${k}\\sqrt{${s}}$.`,
      ],
      check: { kind: 'evaluate', expression: `sqrt(${n})` },
    };
  },
};

const rationalSimplify: Template = {
  id: 'adv-rational-simplify',
  section: 'advanced-math',
  family: 'rational',
  concepts: ['rational expressions', 'difference of squares'],
  make(rng, d) {
    const a = by(d, rng.int(1, 5), rng.int(2, 9), rng.int(3, 12));
    const c = by(d, 1, 1, rng.int(2, 4));
    const expr = `\\frac{${poly([c, 0, -c * a * a])}}{${poly([1, -a])}}`;
    return {
      question: `For $x \\neq ${a}$, which expression is equivalent to $${expr}$?`,
      answer: `$${poly([c, c * a])}$`,
      distractors: [
        { mistake: 'sign error in the factor left over', choice: `$${poly([c, -c * a])}$` },
        { mistake: 'cancelling terms instead of factors', choice: `$${poly([c, 0, 0])}$` },
        {
          mistake: 'forgetting to factor out the leading number',
          choice: `$${poly([1, c * a === a ? a + 1 : a])}$`,
        },
      ],
      nearby: (k) => `$${poly([c, c * a + k])}$`,
      hint: 'Factor the top as a difference of squares, then cancel the common factor.',
      solution: `$${poly([c, 0, -c * a * a])} = ${c === 1 ? '' : c}(x - ${a})(x + ${a})$, and cancelling $x - ${a}$ leaves $${poly([c, c * a])}$.`,
      steps: [
        `Factor the numerator: $${c === 1 ? '' : c}(x - ${a})(x + ${a})$.`,
        `Cancel the common factor $x - ${a}$ (allowed because $x \\neq ${a}$).`,
        `What is left: $${poly([c, c * a])}$.`,
      ],
      check: {
        kind: 'equivalent',
        expression: `(${poly([c, 0, -c * a * a])}) / (x - ${a})`,
        variables: ['x'],
      },
    };
  },
};

const rationalEquation: Template = {
  id: 'adv-rational-equation',
  section: 'advanced-math',
  family: 'rational',
  concepts: ['rational equations', 'cross-multiplying'],
  make(rng, d) {
    const c = by(d, rng.int(1, 4), rng.int(2, 6), rng.int(2, 9));
    const q = rng.int(1, 6);
    const a = c * q;
    const b = rng.nonZero(-8, 8);
    const x = q - b;
    const eq = `\\frac{${a}}{${shift('x', b)}} = ${c}`;
    return {
      question: `What value of $x$ satisfies $${eq}$?`,
      answer: m(x),
      distractors: [
        wrong('multiplying instead of dividing', a * c - b),
        wrong('sign error on the constant', q + b),
        wrong('forgetting the constant in the denominator', q),
      ],
      nearby: nearby(x),
      hint: `Multiply both sides by $${shift('x', b)}$.`,
      solution: `$${a} = ${c}(${shift('x', b)})$, so $${shift('x', b)} = ${q}$ and $x = ${x}$.`,
      steps: [
        `Multiply both sides by $${shift('x', b)}$: $${a} = ${c}(${shift('x', b)})$.`,
        `Divide by $${c}$: $${shift('x', b)} = ${q}$.`,
        `Solve: $x = ${x}$.`,
      ],
      // cleared of the fraction: the same solutions because the numerator is not zero
      check: {
        kind: 'solve',
        equations: [`${a} = ${c} * (${shift('x', b)})`],
        unknown: 'x',
        roots: [String(x)],
      },
    };
  },
};

const composition: Template = {
  id: 'adv-function-composition',
  section: 'advanced-math',
  family: 'function',
  concepts: ['function composition', 'function notation'],
  make(rng, d) {
    const k = rng.nonZero(-5, 5);
    const b = rng.int(-6, 6);
    const c = rng.int(-9, 9);
    const t = by(d, rng.int(1, 4), rng.int(-4, 4), rng.int(-6, 6));
    const f = poly([k, b]);
    const g = poly([1, 0, c]);
    const gt = t * t + c;
    const value = k * gt + b;
    const reversed = (k * t + b) ** 2 + c;
    return {
      question: `If $f(x) = ${f}$ and $g(x) = ${g}$, what is $f(g(${t}))$?`,
      answer: m(value),
      distractors: [
        wrong('composing in the wrong order, g(f(t))', reversed),
        wrong('multiplying f(t) and g(t)', (k * t + b) * gt),
        wrong('stopping at g(t)', gt),
      ],
      nearby: nearby(value, Math.abs(k)),
      hint: `Work from the inside out: find $g(${t})$ first.`,
      solution: `$g(${t}) = ${gt}$, and $f(${gt}) = ${value}$.`,
      steps: [
        `Inside first: $g(${t}) = (${t})^2 ${signed(c)} = ${gt}$.`,
        `Then $f(${gt}) = ${coef(k)}(${gt}) ${signed(b)} = ${value}$.`,
      ],
      check: { kind: 'evaluate', expression: `(${k})*((${t})^2 + (${c})) + (${b})` },
    };
  },
};

export const ADVANCED_TEMPLATES: Template[] = [
  quadraticRoot,
  quadraticLarger,
  vertex,
  expand,
  factor,
  polyEvaluate,
  exponentEquation,
  exponentialGrowth,
  halfLife,
  radicalEquation,
  simplifyRadical,
  rationalSimplify,
  rationalEquation,
  composition,
];
