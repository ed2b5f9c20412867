import type { Template } from '../types';
import { m, num, poly } from '../tex';
import { by, nearby, wrong } from './common';

const TRIPLES: [number, number, number][] = [
  [3, 4, 5],
  [5, 12, 13],
  [8, 15, 17],
  [7, 24, 25],
  [20, 21, 29],
];

/** "k√n" or a whole number as TeX */
function root(n: number): string {
  let k = 1;
  let rest = n;
  for (let f = 2; f * f <= rest; f += 1)
    while (rest % (f * f) === 0) {
      rest /= f * f;
      k *= f;
    }
  if (rest === 1) return `$${k}$`;
  return `$${k === 1 ? '' : k}\\sqrt{${rest}}$`;
}

/** "\\sqrt{72} = 6\\sqrt{2}", or just "\\sqrt{13}" when it does not simplify */
function rootSteps(n: number): string {
  const simple = root(n).replace(/\$/g, '');
  return simple === `\\sqrt{${n}}` ? simple : `\\sqrt{${n}} = ${simple}`;
}

const hypotenuse: Template = {
  id: 'geo-pythagorean-hypotenuse',
  section: 'geometry',
  family: 'right-triangle',
  concepts: ['Pythagorean theorem', 'right triangles'],
  make(rng, d) {
    const [p, q] = d === 'hard' ? [rng.int(1, 9), rng.int(2, 9)] : rng.pick(TRIPLES);
    const k = by(d, 1, rng.int(2, 4), 1);
    const [a, b] = [p * k, q * k];
    const c2 = a * a + b * b;
    return {
      question: `A right triangle has legs of length $${a}$ and $${b}$. What is the length of the hypotenuse?`,
      answer: root(c2),
      distractors: [
        wrong('adding the legs instead of using the theorem', a + b),
        { mistake: 'forgetting to take the square root', choice: m(c2) },
        {
          mistake: 'subtracting the squares (as if finding a leg)',
          choice: a === b ? m(a * 2) : root(Math.abs(b * b - a * a)),
        },
      ],
      nearby: (j) => root(c2 + j * 3),
      hint: 'Use $a^2 + b^2 = c^2$ and take the square root at the end.',
      solution: `$c^2 = ${a}^2 + ${b}^2 = ${c2}$, so $c = ${rootSteps(c2)}$.`,
      steps: [
        `Square the legs: $${a}^2 + ${b}^2 = ${a * a} + ${b * b} = ${c2}$.`,
        `Take the square root: $c = ${rootSteps(c2)}$.`,
      ],
      check: {
        kind: 'solve',
        equations: [`c^2 = ${a}^2 + ${b}^2`],
        unknown: 'c',
        pick: 'positive',
        roots: [`-sqrt(${c2})`, `sqrt(${c2})`],
      },
    };
  },
};

const leg: Template = {
  id: 'geo-pythagorean-leg',
  section: 'geometry',
  family: 'right-triangle',
  concepts: ['Pythagorean theorem', 'right triangles'],
  make(rng, d) {
    const [p, q, r] = rng.pick(TRIPLES);
    const k = by(d, 1, rng.int(2, 3), rng.int(2, 5));
    const [a, b, c] = [p * k, q * k, r * k];
    return {
      question: `The hypotenuse of a right triangle is $${c}$ and one leg is $${a}$. How long is the other leg?`,
      answer: m(b),
      distractors: [
        wrong('subtracting the lengths instead of their squares', c - a),
        { mistake: 'adding the squares instead of subtracting', choice: root(c * c + a * a) },
        wrong('forgetting to take the square root', c * c - a * a),
      ],
      nearby: nearby(b),
      hint: 'The hypotenuse is the longest side: $a^2 + b^2 = c^2$, so $b^2 = c^2 - a^2$.',
      solution: `$b^2 = ${c}^2 - ${a}^2 = ${b * b}$, so $b = ${b}$.`,
      steps: [
        `Write $b^2 = c^2 - a^2 = ${c * c} - ${a * a} = ${b * b}$.`,
        `Take the square root: $b = ${b}$.`,
      ],
      check: {
        kind: 'solve',
        equations: [`${a}^2 + y^2 = ${c}^2`],
        unknown: 'y',
        pick: 'positive',
        roots: [String(-b), String(b)],
      },
    };
  },
};

const trigRatio: Template = {
  id: 'geo-trig-ratio',
  section: 'geometry',
  family: 'trigonometry',
  concepts: ['sine, cosine and tangent', 'right triangles'],
  make(rng, d) {
    const [p, q, r] = rng.pick(TRIPLES);
    const k = by(d, 1, rng.int(1, 3), rng.int(2, 4));
    const [opp, adj, hyp] = rng.next() < 0.5 ? [p * k, q * k, r * k] : [q * k, p * k, r * k];
    const fn = by(d, 'sin', rng.pick(['sin', 'cos']), rng.pick(['sin', 'cos', 'tan']));
    const ratio = fn === 'sin' ? opp / hyp : fn === 'cos' ? adj / hyp : opp / adj;
    return {
      question: `In right triangle $ABC$, angle $C$ is the right angle, $BC = ${opp}$, $AC = ${adj}$ and $AB = ${hyp}$. What is $\\${fn} A$?`,
      answer: m(ratio),
      distractors: [
        wrong(
          fn === 'cos'
            ? 'using the opposite side (sine) instead of the adjacent side'
            : 'using the adjacent side instead of the opposite side',
          fn === 'cos' ? opp / hyp : fn === 'sin' ? adj / hyp : adj / opp,
        ),
        wrong('turning the ratio upside down', 1 / ratio),
        wrong(
          fn === 'tan'
            ? 'dividing by the hypotenuse (sine) instead of the adjacent side'
            : 'dividing by the other leg (tangent) instead of the hypotenuse',
          fn === 'tan' ? opp / hyp : fn === 'sin' ? opp / adj : adj / opp,
        ),
      ],
      nearby: (j) => m(ratio + j / 10),
      hint: 'SOH-CAH-TOA: sine is opposite over hypotenuse, cosine is adjacent over hypotenuse, tangent is opposite over adjacent.',
      solution: `For angle $A$, the opposite side is $BC = ${opp}$, the adjacent side is $AC = ${adj}$ and the hypotenuse is $${hyp}$, so $\\${fn} A = ${num(ratio)}$.`,
      steps: [
        `From angle $A$: opposite $= BC = ${opp}$, adjacent $= AC = ${adj}$, hypotenuse $= AB = ${hyp}$.`,
        `$\\${fn} A = ${fn === 'sin' ? `\\frac{${opp}}{${hyp}}` : fn === 'cos' ? `\\frac{${adj}}{${hyp}}` : `\\frac{${opp}}{${adj}}`} = ${num(ratio)}$.`,
      ],
      // the angle at A is atan(BC/AC); the CAS takes its sine, cosine or tangent
      check: { kind: 'evaluate', expression: `${fn}(atan(${opp}/${adj}))` },
    };
  },
};

const specialTriangle: Template = {
  id: 'geo-special-right-triangle',
  section: 'geometry',
  family: 'trigonometry',
  concepts: ['30-60-90 triangles', 'special right triangles'],
  make(rng, d) {
    const h = 2 * by(d, rng.int(1, 6), rng.int(2, 10), rng.int(3, 15));
    const long = d !== 'easy' && rng.next() < 0.6;
    const value = long ? `$${h / 2 === 1 ? '' : h / 2}\\sqrt{3}$` : m(h / 2);
    return {
      question: `In a right triangle with a $30^\\circ$ angle, the hypotenuse is $${h}$. How long is the side opposite the ${long ? '$60^\\circ$' : '$30^\\circ$'} angle?`,
      answer: value,
      distractors: [
        {
          mistake: 'mixing up the two legs',
          choice: long ? m(h / 2) : `$${h / 2 === 1 ? '' : h / 2}\\sqrt{3}$`,
        },
        { mistake: 'forgetting to halve the hypotenuse', choice: long ? `$${h}\\sqrt{3}$` : m(h) },
        { mistake: 'using the 45-45-90 ratio', choice: `$${h / 2 === 1 ? '' : h / 2}\\sqrt{2}$` },
      ],
      nearby: (j) => m(h / 2 + j),
      hint: 'In a 30-60-90 triangle the sides are in the ratio $1 : \\sqrt{3} : 2$.',
      solution: `The short leg is half the hypotenuse, $${h / 2}$${long ? `, and the long leg is $\\sqrt{3}$ times that` : ''}.`,
      steps: [
        `The side opposite $30^\\circ$ is half the hypotenuse: $${h} \\div 2 = ${h / 2}$.`,
        long
          ? `The side opposite $60^\\circ$ is $\\sqrt{3}$ times the short side: $${h / 2}\\sqrt{3}$.`
          : `That is the side asked for.`,
      ],
      check: { kind: 'evaluate', expression: `${h} * sin(${long ? 'pi/3' : 'pi/6'})` },
    };
  },
};

const piChoice = (k: number) => `$${num(k) === '1' ? '' : num(k)}\\pi$`;

const circleArea: Template = {
  id: 'geo-circle-area',
  section: 'geometry',
  family: 'circle',
  concepts: ['area of a circle', 'radius and diameter'],
  make(rng, d) {
    const r = by(d, rng.int(2, 9), rng.int(3, 15), rng.int(4, 25));
    const givenDiameter = d !== 'easy';
    const given = givenDiameter ? 2 * r : r;
    return {
      question: `A circle has a ${givenDiameter ? 'diameter' : 'radius'} of $${given}$ centimeters. What is its area, in square centimeters?`,
      answer: piChoice(r * r),
      distractors: [
        {
          mistake: givenDiameter
            ? 'using the diameter as the radius'
            : 'using twice the radius in the formula',
          choice: piChoice(4 * r * r),
        },
        { mistake: 'finding the circumference instead of the area', choice: piChoice(2 * r) },
        { mistake: 'forgetting to square the radius', choice: piChoice(r === 2 ? 3 : r) },
      ],
      nearby: (j) => piChoice(r * r + j),
      hint: `Area is $\\pi r^2${givenDiameter ? '$, and the radius is half the diameter.' : '$.'}`,
      solution: `${givenDiameter ? `The radius is $${r}$. ` : ''}$A = \\pi\\cdot ${r}^2 = ${r * r}\\pi$.`,
      steps: [
        ...(givenDiameter ? [`Radius $= ${given} \\div 2 = ${r}$.`] : []),
        `Area $= \\pi r^2 = \\pi\\cdot ${r}^2 = ${r * r}\\pi$.`,
      ],
      check: { kind: 'evaluate', expression: `pi * (${given}${givenDiameter ? '/2' : ''})^2` },
    };
  },
};

const arcLength: Template = {
  id: 'geo-arc-length',
  section: 'geometry',
  family: 'circle',
  concepts: ['arc length', 'central angles'],
  make(rng, d) {
    const angle = by(d, rng.pick([90, 180]), rng.pick([30, 45, 60, 120]), rng.pick([40, 72, 135, 150, 240]));
    const r = by(d, rng.int(2, 10), rng.int(3, 12) * 2, rng.int(3, 18) * 3);
    const arc = (angle / 360) * 2 * r;
    return {
      question: `A circle has radius $${r}$. What is the length of the arc cut off by a central angle of $${angle}^\\circ$?`,
      answer: piChoice(arc),
      distractors: [
        {
          mistake: 'finding the sector area instead of the arc length',
          choice: piChoice((angle / 360) * r * r),
        },
        { mistake: 'using the diameter as the radius', choice: piChoice(2 * arc) },
        {
          mistake: 'using πr instead of 2πr for the whole circle',
          choice: piChoice(arc / 2),
        },
      ],
      nearby: (j) => piChoice(arc + j),
      hint: 'The arc is the same fraction of the circumference as the angle is of $360^\\circ$.',
      solution: `$\\frac{${angle}}{360}\\cdot 2\\pi\\cdot ${r} = ${num(arc)}\\pi$.`,
      steps: [
        `Circumference: $2\\pi\\cdot ${r} = ${2 * r}\\pi$.`,
        `Fraction of the circle: $\\frac{${angle}}{360} = ${num(angle / 360)}$.`,
        `Arc length: $${num(angle / 360)}\\cdot ${2 * r}\\pi = ${num(arc)}\\pi$.`,
      ],
      check: { kind: 'evaluate', expression: `${angle}/360 * 2 * pi * ${r}` },
    };
  },
};

const triangleArea: Template = {
  id: 'geo-triangle-area',
  section: 'geometry',
  family: 'area-volume',
  concepts: ['area of a triangle'],
  make(rng, d) {
    const b = by(d, rng.int(2, 12), rng.int(5, 20), rng.int(7, 40));
    const h = by(d, rng.int(2, 12), rng.int(3, 18), rng.int(5, 30));
    const area = (b * h) / 2;
    return {
      question: `A triangle has a base of $${b}$ inches and a height of $${h}$ inches. What is its area, in square inches?`,
      answer: m(area),
      distractors: [
        wrong('forgetting the one-half', b * h),
        wrong('adding base and height', b + h === area ? b + h + 1 : b + h),
        wrong('halving twice', area / 2),
      ],
      nearby: nearby(area),
      hint: 'Area of a triangle is one half times base times height.',
      solution: `$\\frac{1}{2}\\cdot ${b}\\cdot ${h} = ${num(area)}$ square inches.`,
      steps: [`Multiply base and height: $${b}\\cdot ${h} = ${b * h}$.`, `Take half: $${num(area)}$.`],
      check: { kind: 'evaluate', expression: `1/2 * ${b} * ${h}` },
    };
  },
};

const cylinderVolume: Template = {
  id: 'geo-cylinder-volume',
  section: 'geometry',
  family: 'area-volume',
  concepts: ['volume of a cylinder'],
  make(rng, d) {
    const r = by(d, rng.int(1, 6), rng.int(2, 9), rng.int(3, 12));
    const h = by(d, rng.int(2, 10), rng.int(3, 15), rng.int(4, 20));
    const givenDiameter = d === 'hard';
    return {
      question: `A cylinder has a ${givenDiameter ? `diameter of $${2 * r}$` : `radius of $${r}$`} meters and a height of $${h}$ meters. What is its volume, in cubic meters?`,
      answer: piChoice(r * r * h),
      distractors: [
        {
          mistake: givenDiameter
            ? 'using the diameter as the radius'
            : 'using the diameter instead of the radius',
          choice: piChoice(4 * r * r * h),
        },
        { mistake: 'finding the side area ($2\\pi r h$) instead of the volume', choice: piChoice(2 * r * h) },
        {
          mistake: 'forgetting to square the radius',
          choice: piChoice(r * h === r * r * h ? r * h + 1 : r * h),
        },
      ],
      nearby: (j) => piChoice(r * r * h + j * h),
      hint: 'Volume of a cylinder is $\\pi r^2 h$.',
      solution: `$V = \\pi\\cdot ${r}^2\\cdot ${h} = ${r * r * h}\\pi$.`,
      steps: [
        ...(givenDiameter ? [`Radius $= ${2 * r} \\div 2 = ${r}$.`] : []),
        `$V = \\pi r^2 h = \\pi\\cdot ${r * r}\\cdot ${h} = ${r * r * h}\\pi$.`,
      ],
      check: { kind: 'evaluate', expression: `pi * (${givenDiameter ? `${2 * r}/2` : r})^2 * ${h}` },
    };
  },
};

const boxLiters: Template = {
  id: 'geo-box-volume-liters',
  section: 'geometry',
  family: 'area-volume',
  concepts: ['volume of a rectangular prism', 'unit conversion'],
  make(rng, d) {
    const l = by(d, 10, rng.int(2, 6) * 10, rng.int(3, 12) * 5);
    const w = by(d, rng.int(1, 5) * 10, rng.int(2, 5) * 10, rng.int(2, 10) * 4);
    const h = by(d, rng.int(1, 5) * 10, rng.int(1, 5) * 10 + 5, rng.int(2, 10) * 5);
    const liters = (l * w * h) / 1000;
    return {
      question: `A fish tank is a box $${l}$ cm long, $${w}$ cm wide and $${h}$ cm tall. How many liters of water does it hold when full? ($1$ liter $= 1{,}000$ cubic centimeters)`,
      answer: m(liters),
      distractors: [
        wrong('unit slip: dividing by 100 instead of 1,000', (l * w * h) / 100),
        wrong('finding the surface area instead of the volume', (2 * (l * w + w * h + l * h)) / 1000),
        wrong('adding the dimensions instead of multiplying', l + w + h),
      ],
      nearby: nearby(liters, 2),
      hint: 'Multiply length, width and height, then change cubic centimeters to liters.',
      solution: `$${l}\\cdot ${w}\\cdot ${h} = ${l * w * h}$ cm³, which is $${num(liters)}$ liters.`,
      steps: [
        `Volume: $${l}\\cdot ${w}\\cdot ${h} = ${l * w * h}$ cubic centimeters.`,
        `Divide by $1000$: $${num(liters)}$ liters.`,
      ],
      check: { kind: 'evaluate', expression: `${l} * ${w} * ${h} / 1000` },
    };
  },
};

const triangleAngles: Template = {
  id: 'geo-triangle-angles',
  section: 'geometry',
  family: 'angles',
  concepts: ['angle sum of a triangle', 'linear equations'],
  make(rng, d) {
    const [p, q] = [rng.int(1, 4), rng.int(2, 5)];
    const s = by(d, 0, rng.int(-10, 10), rng.int(-20, 20));
    // angles px, qx + s and the rest; x chosen so all three are positive and whole
    const x = rng.int(5, Math.floor((170 - s) / (p + q + 1)));
    const third = 180 - p * x - (q * x + s);
    const e = `${poly([p, 0])}^\\circ`;
    const f = s === 0 ? `${poly([q, 0])}^\\circ` : `(${poly([q, s])})^\\circ`;
    return {
      question: `The angles of a triangle measure $${e}$, $${f}$ and $${third}^\\circ$. What is the value of $x$?`,
      answer: m(x),
      distractors: [
        wrong('using 360° as the angle sum', (360 - third - s) / (p + q)),
        wrong('sign error on the constant', (180 - third + s) / (p + q)),
        wrong('giving an angle instead of x', p * x === x ? q * x + s : p * x),
      ],
      nearby: nearby(x),
      hint: 'The angles of a triangle add up to $180^\\circ$.',
      solution: `$${poly([p, 0])} + ${poly([q, s])} + ${third} = 180$ gives $x = ${x}$.`,
      steps: [
        `Add the angles: $${poly([p, 0])} + ${s === 0 ? poly([q, 0]) : `(${poly([q, s])})`} + ${third} = 180$.`,
        `Combine: $${poly([p + q, 0])} = ${180 - third - s}$.`,
        `Divide: $x = ${x}$.`,
      ],
      check: {
        kind: 'solve',
        equations: [`${p}x + (${q}x + (${s})) + ${third} = 180`],
        unknown: 'x',
        roots: [String(x)],
      },
    };
  },
};

const similarTriangles: Template = {
  id: 'geo-similar-triangles',
  section: 'geometry',
  family: 'similarity',
  concepts: ['similar triangles', 'proportions'],
  make(rng, d) {
    const a = by(d, rng.int(2, 6), rng.int(3, 9), rng.int(4, 12));
    let b = by(d, rng.int(3, 8), rng.int(4, 12), rng.int(5, 15));
    if (a === b) b += 1;
    const k = by(d, 2, rng.int(2, 4), rng.int(2, 5) + 0.5);
    const [A, B] = [a * k, b * k];
    return {
      question: `Triangle $PQR$ is similar to triangle $STU$, with $P$ matching $S$ and $Q$ matching $T$. If $PQ = ${a}$, $QR = ${b}$ and $ST = ${num(A)}$, what is $TU$?`,
      answer: m(B),
      distractors: [
        wrong('adding the difference instead of scaling', b + (A - a)),
        wrong('setting up the proportion upside down', (b * a) / A),
        wrong('matching the wrong sides', a * (b / a) === B ? A + 1 : (A * a) / b),
      ],
      nearby: nearby(B),
      hint: 'Matching sides of similar triangles are in the same ratio.',
      solution: `The scale factor is $\\frac{${num(A)}}{${a}} = ${num(k)}$, so $TU = ${b}\\cdot ${num(k)} = ${num(B)}$.`,
      steps: [
        `Scale factor: $\\frac{ST}{PQ} = \\frac{${num(A)}}{${a}} = ${num(k)}$.`,
        `$TU = QR \\cdot ${num(k)} = ${b}\\cdot ${num(k)} = ${num(B)}$.`,
      ],
      // ST/PQ = TU/QR, written as a product of means and extremes
      check: { kind: 'solve', equations: [`${A} * ${b} = ${a} * t`], unknown: 't', roots: [String(B)] },
    };
  },
};

export const GEOMETRY_TEMPLATES: Template[] = [
  hypotenuse,
  leg,
  trigRatio,
  specialTriangle,
  circleArea,
  arcLength,
  triangleArea,
  cylinderVolume,
  boxLiters,
  triangleAngles,
  similarTriangles,
];
