import { evaluate } from '../cas';
import { done, solveEquationTask } from './algebra';
import { mathChunks } from './chunks';
import { writeNumber } from './format';
import { N, applyRules, type Rule } from './rules';
import { step, texOf } from './steps';
import type { Problem, Solution } from './types';

/** Geometry formulas: area, perimeter, volume, angles, similar triangles, right triangles, circles. */

const W = String.raw`[^\d]*?`; // words between a name and its number
const POLYGONS: Record<string, number> = {
  triangle: 3,
  quadrilateral: 4,
  pentagon: 5,
  hexagon: 6,
  heptagon: 7,
  octagon: 8,
  nonagon: 9,
  decagon: 10,
  dodecagon: 12,
};
const polygon = String.raw`(triangle|quadrilateral|pentagon|hexagon|heptagon|octagon|nonagon|decagon|dodecagon)`;
const sides = (name: string) => String(POLYGONS[name] ?? 0);

const R = (source: string) => new RegExp(source);

export const GEOMETRY_RULES: Rule[] = [
  // ——— scale factors
  {
    re: R(`radius${W}(doubled|tripled)${W}area`),
    formula: ([k]) => `${k === 'doubled' ? 2 : 3}^2`,
    task: 'Find the area factor',
    concept: 'area and volume',
    idea: 'Area grows with the square of the length factor.',
  },
  {
    re: R(`edges${W}multiplied by ${N}${W}volume`),
    formula: ([k]) => `${k}^3`,
    task: 'Find the volume factor',
    concept: 'area and volume',
    idea: 'Volume grows with the cube of the length factor.',
  },
  {
    re: R(`scale factor ${N}${W}area${W}${N}`),
    formula: ([k, a]) => `${a} * ${k}^2`,
    task: 'Find the area of the similar figure',
    concept: 'similar figures',
    idea: 'Areas of similar figures scale by the square of the scale factor.',
  },
  // ——— area and volume
  {
    re: R(`perimeter ${N} and length ${N}${W}area`),
    formula: ([p, l]) => `${l} * (${p}/2 - ${l})`,
    task: 'Find the area',
    concept: 'area and perimeter',
    idea: 'Width = perimeter / 2 − length; area = length × width.',
  },
  {
    re: R(`perimeter (?:of |is )?${N}${W}length is [a-z] and${W}width is ${N}`),
    formula: ([p, w]) => `${p}/2 - ${w}`,
    task: 'Find the length',
    concept: 'area and perimeter',
    idea: 'Perimeter = 2 × length + 2 × width.',
  },
  {
    re: R(`area of a square is ${N}${W}perimeter`),
    formula: ([a]) => `4 * sqrt(${a})`,
    task: 'Find the perimeter',
    concept: 'area and perimeter',
    idea: 'The side is the square root of the area; the perimeter is 4 sides.',
  },
  {
    re: R(`trapezoid${W}bases ${N} and ${N}${W}height ${N}`),
    formula: ([a, b, h]) => `(${a} + ${b}) * ${h} / 2`,
    task: 'Find the area',
    concept: 'area',
    idea: 'Area of a trapezoid = (sum of the bases) × height / 2.',
  },
  {
    re: R(`triangle${W}base ${N}${W}height ${N}`),
    formula: ([b, h]) => `${b} * ${h} / 2`,
    task: 'Find the area',
    concept: 'area',
    idea: 'Area of a triangle = base × height / 2.',
  },
  {
    re: R(`hypotenuse${W}${N}${W}leg${W}${N}${W}area`),
    formula: ([c, a]) => `${a} * sqrt(${c}^2 - ${a}^2) / 2`,
    task: 'Find the area',
    concept: 'right triangles',
    idea: 'Find the other leg with the Pythagorean theorem; area = leg × leg / 2.',
  },
  {
    re: R(`right triangle${W}legs ${N} and ${N}${W}area`),
    formula: ([a, b]) => `${a} * ${b} / 2`,
    task: 'Find the area',
    concept: 'area',
    idea: 'The legs of a right triangle are its base and height.',
  },
  {
    re: R(`circumference (?:of |is )?${N}${W}area`),
    formula: ([c]) => `pi * (${c} / (2*pi))^2`,
    task: 'Find the area',
    concept: 'circles',
    idea: 'r = C / (2π), then area = πr².',
  },
  {
    re: R(`circumference${W}radius ${N}`),
    formula: ([r]) => `2 * pi * ${r}`,
    task: 'Find the circumference',
    concept: 'circles',
    idea: 'Circumference = 2πr.',
  },
  {
    re: R(`circumference${W}diameter ${N}`),
    formula: ([d]) => `pi * ${d}`,
    task: 'Find the circumference',
    concept: 'circles',
    idea: 'Circumference = πd.',
  },
  {
    re: R(`area of a circle${W}radius ${N}`),
    formula: ([r]) => `pi * ${r}^2`,
    task: 'Find the area',
    concept: 'circles',
    idea: 'Area of a circle = πr².',
  },
  {
    re: R(`circle${W}diameter ${N}${W}area`),
    formula: ([d]) => `pi * (${d}/2)^2`,
    task: 'Find the area',
    concept: 'circles',
    idea: 'The radius is half the diameter; area = πr².',
  },
  {
    re: R(`cylinder has volume ${N}${W}radius ${N}${W}height`),
    formula: ([v, r]) => `${v} / (pi * ${r}^2)`,
    task: 'Find the height',
    concept: 'volume',
    idea: 'Volume of a cylinder = πr²h, so h = V / (πr²).',
  },
  {
    re: R(`sphere has volume ${N}${W}radius`),
    formula: ([v]) => `(3 * ${v} / (4 * pi))^(1/3)`,
    task: 'Find the radius',
    concept: 'volume',
    idea: 'Volume of a sphere = (4/3)πr³; solve for r.',
  },
  {
    re: R(`volume of a cylinder${W}radius ${N}${W}height ${N}`),
    formula: ([r, h]) => `pi * ${r}^2 * ${h}`,
    task: 'Find the volume',
    concept: 'volume',
    idea: 'Volume of a cylinder = πr²h.',
  },
  {
    re: R(`volume of a cone${W}radius ${N}${W}height ${N}`),
    formula: ([r, h]) => `pi * ${r}^2 * ${h} / 3`,
    task: 'Find the volume',
    concept: 'volume',
    idea: 'Volume of a cone = πr²h / 3.',
  },
  {
    re: R(`volume of a sphere${W}radius ${N}`),
    formula: ([r]) => `4/3 * pi * ${r}^3`,
    task: 'Find the volume',
    concept: 'volume',
    idea: 'Volume of a sphere = (4/3)πr³.',
  },
  {
    re: R(`prism is ${N} by ${N} by ${N}`),
    formula: ([a, b, c]) => `${a} * ${b} * ${c}`,
    task: 'Find the volume',
    concept: 'volume',
    idea: 'Volume of a rectangular prism = length × width × height.',
  },
  {
    re: R(`cube has volume ${N}${W}surface area`),
    formula: ([v]) => `6 * (${v})^(2/3)`,
    task: 'Find the surface area',
    concept: 'surface area',
    idea: 'The edge is the cube root of the volume; surface area = 6 × edge².',
  },
  {
    re: R(`surface area of a cube${W}edge ${N}`),
    formula: ([e]) => `6 * ${e}^2`,
    task: 'Find the surface area',
    concept: 'surface area',
    idea: 'A cube has 6 square faces: surface area = 6 × edge².',
  },
  {
    re: R(`volume of a cube${W}edge ${N}`),
    formula: ([e]) => `${e}^3`,
    task: 'Find the volume',
    concept: 'volume',
    idea: 'Volume of a cube = edge³.',
  },
  // ——— angles and triangles
  {
    re: R(`supplementary${W}${N}`),
    formula: ([a]) => `180 - ${a}`,
    task: 'Find the supplementary angle',
    concept: 'angles',
    idea: 'Supplementary angles add up to 180°.',
  },
  {
    re: R(`complementary${W}${N}`),
    formula: ([a]) => `90 - ${a}`,
    task: 'Find the complementary angle',
    concept: 'angles',
    idea: 'Complementary angles add up to 90°.',
  },
  {
    re: R(`triangle${W}two angles measure ${N} and ${N}`),
    formula: ([a, b]) => `180 - ${a} - ${b}`,
    task: 'Find the third angle',
    concept: 'triangles',
    idea: 'The angles of a triangle add up to 180°.',
  },
  {
    re: R(`exterior angle of a triangle is ${N}${W}remote interior angle is ${N}`),
    formula: ([e, a]) => `${e} - ${a}`,
    task: 'Find the other remote interior angle',
    concept: 'triangles',
    idea: 'An exterior angle equals the sum of the two remote interior angles.',
  },
  {
    re: R(`isosceles triangle has a vertex angle of ${N}`),
    formula: ([v]) => `(180 - ${v}) / 2`,
    task: 'Find a base angle',
    concept: 'triangles',
    idea: 'The base angles are equal and all three angles add up to 180°.',
  },
  {
    re: R(`parallel lines${W}transversal${W}${N}${W}same-side interior`),
    formula: ([a]) => `180 - ${a}`,
    task: 'Find the angle',
    concept: 'parallel lines',
    idea: 'Same-side interior angles add up to 180°.',
  },
  {
    re: R(`sum of the interior angles of a${W}${polygon}`),
    formula: ([p]) => `(${sides(p!)} - 2) * 180`,
    task: 'Find the angle sum',
    concept: 'polygons',
    idea: 'The interior angles of an n-sided polygon add up to (n − 2) × 180°.',
  },
  {
    re: R(`interior angle of a regular ${polygon}`),
    formula: ([p]) => `(${sides(p!)} - 2) * 180 / ${sides(p!)}`,
    task: 'Find the interior angle',
    concept: 'polygons',
    idea: 'Each angle of a regular n-gon is (n − 2) × 180° / n.',
  },
  {
    re: R(`casts a ${N}${W}shadow when a ${N}${W}casts a ${N}`),
    formula: ([s, h, t]) => `${s} * ${h} / ${t}`,
    task: 'Find the height',
    concept: 'similar triangles',
    idea: 'Heights and shadows are proportional (similar triangles).',
  },
  {
    re: R(`ad = ${N}, db = ${N}, de = ${N}${W}bc`),
    formula: ([ad, db, de]) => `${de} * (${ad} + ${db}) / ${ad}`,
    task: 'Find BC',
    concept: 'similar triangles',
    idea: 'Triangle ADE is similar to triangle ABC: BC / DE = AB / AD.',
  },
  // ——— right triangles and trigonometry
  {
    re: R(`30-60-90${W}shorter leg is ${N}${W}longer leg`),
    formula: ([s]) => `${s} * sqrt(3)`,
    task: 'Find the longer leg',
    concept: 'special right triangles',
    idea: 'In a 30-60-90 triangle the sides are s, s√3 and 2s.',
  },
  {
    re: R(`30-60-90${W}shorter leg is ${N}${W}hypotenuse`),
    formula: ([s]) => `2 * ${s}`,
    task: 'Find the hypotenuse',
    concept: 'special right triangles',
    idea: 'In a 30-60-90 triangle the sides are s, s√3 and 2s.',
  },
  {
    re: R(`30-60-90${W}hypotenuse is ${N}${W}shorter leg`),
    formula: ([h]) => `${h} / 2`,
    task: 'Find the shorter leg',
    concept: 'special right triangles',
    idea: 'In a 30-60-90 triangle the shorter leg is half the hypotenuse.',
  },
  {
    re: R(`30-60-90${W}hypotenuse is ${N}${W}longer leg`),
    formula: ([h]) => `${h} * sqrt(3) / 2`,
    task: 'Find the longer leg',
    concept: 'special right triangles',
    idea: 'In a 30-60-90 triangle the sides are s, s√3 and 2s.',
  },
  {
    re: R(`45-45-90${W}hypotenuse ${N}`),
    formula: ([h]) => `${h} / sqrt(2)`,
    task: 'Find a leg',
    concept: 'special right triangles',
    idea: 'In a 45-45-90 triangle the hypotenuse is leg × √2.',
  },
  {
    re: R(`45-45-90${W}leg${W}${N}`),
    formula: ([a]) => `${a} * sqrt(2)`,
    task: 'Find the hypotenuse',
    concept: 'special right triangles',
    idea: 'In a 45-45-90 triangle the hypotenuse is leg × √2.',
  },
  {
    re: R(`equilateral triangle has side ${N}${W}height`),
    formula: ([s]) => `${s} * sqrt(3) / 2`,
    task: 'Find the height',
    concept: 'special right triangles',
    idea: 'The height splits it into two 30-60-90 triangles: h = s√3 / 2.',
  },
  {
    re: R(`square has diagonal ${N}${W}side`),
    formula: ([d]) => `${d} / sqrt(2)`,
    task: 'Find the side',
    concept: 'special right triangles',
    idea: 'A diagonal of a square is side × √2.',
  },
  {
    re: R(`ladder ${N}${W}reaches ${N}${W}(?:base|bottom|foot)`),
    formula: ([l, h]) => `sqrt(${l}^2 - ${h}^2)`,
    task: 'Find the distance',
    concept: 'Pythagorean theorem',
    idea: 'The ladder is the hypotenuse: a² + b² = c².',
  },
  {
    re: R(`hypotenuse ${N}${W}(?:one )?leg ${N}${W}other leg`),
    formula: ([c, a]) => `sqrt(${c}^2 - ${a}^2)`,
    task: 'Find the other leg',
    concept: 'Pythagorean theorem',
    idea: 'a² + b² = c², so b = √(c² − a²).',
  },
  {
    re: R(`legs (?:are |of )?${N} and ${N}${W}(tangent|tan)${W}opposite the side (?:of length )?${N}`),
    formula: ([a, b, , o]) => `${o} / (${a} + ${b} - ${o})`,
    task: 'Find the tangent',
    concept: 'trigonometry',
    idea: 'tan = opposite / adjacent.',
  },
  {
    re: R(`legs (?:are |of [a-z ]*?)?${N} and ${N}${W}hypotenuse`),
    formula: ([a, b]) => `sqrt(${a}^2 + ${b}^2)`,
    task: 'Find the hypotenuse',
    concept: 'Pythagorean theorem',
    idea: 'a² + b² = c².',
  },
  {
    re: R(`opposite = ${N}, adjacent = ${N}, hypotenuse (?:= )?${N}${W}cos`),
    formula: ([, a, h]) => `${a} / ${h}`,
    task: 'Find the cosine',
    concept: 'trigonometry',
    idea: 'cos = adjacent / hypotenuse.',
  },
  {
    re: R(`opposite = ${N}, adjacent = ${N}, hypotenuse (?:= )?${N}${W}sin`),
    formula: ([o, , h]) => `${o} / ${h}`,
    task: 'Find the sine',
    concept: 'trigonometry',
    idea: 'sin = opposite / hypotenuse.',
  },
  {
    re: R(`opposite = ${N}, adjacent = ${N}${W}tan`),
    formula: ([o, a]) => `${o} / ${a}`,
    task: 'Find the tangent',
    concept: 'trigonometry',
    idea: 'tan = opposite / adjacent.',
  },
  {
    re: R(`opposite side is ${N} and the adjacent side is ${N}${W}tan`),
    formula: ([o, a]) => `${o} / ${a}`,
    task: 'Find the tangent',
    concept: 'trigonometry',
    idea: 'tan = opposite / adjacent.',
  },
  {
    re: R(`sin a = ${N}/${N}${W}cos a`),
    formula: ([p, q]) => `sqrt(1 - (${p}/${q})^2)`,
    task: 'Find the cosine',
    concept: 'trigonometry',
    idea: 'sin² A + cos² A = 1.',
  },
  {
    re: R(`cos a = ${N}/${N}${W}sin a`),
    formula: ([p, q]) => `sqrt(1 - (${p}/${q})^2)`,
    task: 'Find the sine',
    concept: 'trigonometry',
    idea: 'sin² A + cos² A = 1.',
  },
  {
    re: R(`sin\\(?x\\)? = cos\\(${N} degrees\\)`),
    formula: ([a]) => `90 - ${a}`,
    task: 'Find the angle',
    concept: 'trigonometry',
    idea: 'sin x = cos(90° − x): complementary angles.',
  },
  {
    re: R(`cos\\(?x\\)? = sin\\(${N} degrees\\)`),
    formula: ([a]) => `90 - ${a}`,
    task: 'Find the angle',
    concept: 'trigonometry',
    idea: 'cos x = sin(90° − x): complementary angles.',
  },
  {
    re: R(`(sin|cos|tan)\\(${N} degrees\\)`),
    formula: ([f, a]) => `${f}(${a} deg)`,
    task: 'Find the exact value',
    concept: 'trigonometry',
    idea: 'Use the special right triangles (30-60-90 and 45-45-90).',
  },
  // ——— circles
  {
    re: R(`convert ${N} degrees to radians`),
    formula: ([d]) => `${d} * pi / 180`,
    task: 'Convert to radians',
    concept: 'radians',
    idea: 'Multiply by π / 180.',
  },
  {
    re: R(`^(?=.*degree).*?${N}\\s*\\*?\\s*pi\\s*/\\s*${N} radians`),
    formula: ([p, q]) => `${p.replace(/\*?pi$/, '')} * 180 / ${q}`,
    task: 'Convert to degrees',
    concept: 'radians',
    idea: 'Multiply by 180 / π.',
  },
  {
    re: R(`^(?=.*degree).*?pi\\s*/\\s*${N} radians`),
    formula: ([q]) => `180 / ${q}`,
    task: 'Convert to degrees',
    concept: 'radians',
    idea: 'Multiply by 180 / π.',
  },
  {
    re: R(`radius ${N}${W}arc with central angle ${N}`),
    formula: ([r, a]) => `2 * pi * ${r} * ${a} / 360`,
    task: 'Find the arc length',
    concept: 'arcs and sectors',
    idea: 'Arc length = 2πr × angle / 360°.',
  },
  {
    re: R(`sector with radius ${N} and central angle ${N}`),
    formula: ([r, a]) => `pi * ${r}^2 * ${a} / 360`,
    task: 'Find the sector area',
    concept: 'arcs and sectors',
    idea: 'Sector area = πr² × angle / 360°.',
  },
  {
    re: R(`arc has length ${N}${W}radius ${N}${W}central angle`),
    formula: ([l, r]) => `${l} / (2 * pi * ${r}) * 360`,
    task: 'Find the central angle',
    concept: 'arcs and sectors',
    idea: 'angle / 360° = arc length / circumference.',
  },
  {
    re: R(`central angle pi\\s*/\\s*${N} radians and radius ${N}${W}arc length`),
    formula: ([q, r]) => `${r} * pi / ${q}`,
    task: 'Find the arc length',
    concept: 'arcs and sectors',
    idea: 'Arc length = r × angle in radians.',
  },
  {
    re: R(`radius ${N} has area ${N}${W}central angle`),
    formula: ([r, a]) => `${a} / (pi * ${r}^2) * 360`,
    task: 'Find the central angle',
    concept: 'arcs and sectors',
    idea: 'angle / 360° = sector area / circle area.',
  },
  {
    re: R(`inscribed angle intercepts an arc of ${N}`),
    formula: ([a]) => `${a} / 2`,
    task: 'Find the inscribed angle',
    concept: 'circles',
    idea: 'An inscribed angle is half its intercepted arc.',
  },
  {
    re: R(`chord is ${N}${W}from the center of a circle of radius ${N}`),
    formula: ([d, r]) => `2 * sqrt(${r}^2 - ${d}^2)`,
    task: 'Find the chord length',
    concept: 'circles',
    idea: 'The distance to the center cuts the chord in half at a right angle: half-chord = √(r² − d²).',
  },
];

/** "hypotenuse of 25", "a leg of length 7", "radius = 3" → "hypotenuse 25": one spelling for the patterns. */
const measured = (lower: string): string =>
  lower.replace(
    /\b(hypotenuse|legs?|sides?|radius|diameter|height|bases?|width|length|edges?) (?:of length |of |= |measures |measuring )(?=-?\d)/g,
    '$1 ',
  );

export const geometryProblem = ({ lower, text }: Problem): Solution | null =>
  applyRules(GEOMETRY_RULES, { text, lower: measured(lower) });

/**
 * A circle's equation in any form: its coefficients read off by the CAS at a few points
 * (A x² + A y² + D x + E y + F), then center (−D/2A, −E/2A) and r² = (D² + E²)/(4A²) − F/A.
 */
export function circleProblem({ lower }: Problem): Solution | null {
  if (!/\b(radius|center|circle|points are on)\b/.test(lower)) return null;
  const chunk = mathChunks(lower).find(
    (c) => /x/.test(c) && /y/.test(c) && (c.match(/\^2/g) ?? []).length >= 2 && c.includes('='),
  );
  if (!chunk) return null;
  const [l, r] = chunk.split('=');
  const g = (x: number, y: number) => evaluate(`(${l}) - (${r})`, { x, y });
  const F = g(0, 0);
  const A = (g(1, 0) + g(-1, 0)) / 2 - F;
  const D = (g(1, 0) - g(-1, 0)) / 2;
  const E = (g(0, 1) - g(0, -1)) / 2;
  const h = -D / (2 * A);
  const k = -E / (2 * A);
  const r2 = (D * D + E * E) / (4 * A * A) - F / A;
  const steps = [
    step(
      'Write the equation in center-radius form by completing the square.',
      `(x ${h < 0 ? '+' : '-'} ${texOf(writeNumber(Math.abs(h)))})^2 + (y ${k < 0 ? '+' : '-'} ${texOf(writeNumber(Math.abs(k)))})^2 = ${texOf(writeNumber(r2))}`,
    ),
  ];
  const concepts = ['equations of circles'];
  if (/how many points/.test(lower)) {
    steps.push(
      step(
        r2 < 0
          ? 'A sum of squares cannot be negative: no point fits.'
          : r2 === 0
            ? 'Only the center fits.'
            : 'A circle has infinitely many points.',
      ),
    );
    if (r2 > 0) return done('Count the points', 'none', 'infinitely many solutions', steps, concepts);
    return done('Count the points', 'number', r2 < 0 ? '0' : '1', steps, concepts, [], r2 < 0 ? 0 : 1);
  }
  if (/\bcenter\b/.test(lower)) {
    const value = /h \+ k/.test(lower) ? h + k : /y-coordinate/.test(lower) ? k : h;
    return done('Find the center', 'number', writeNumber(value), steps, concepts, [], value);
  }
  if (r2 < 0) {
    steps.push(step('The right side is negative, so no circle has this equation.'));
    return done('Find the radius', 'none', 'no solution', steps, concepts);
  }
  const radius = Math.sqrt(r2);
  steps.push(step('The radius is the square root of the right side.'));
  return done(
    'Find the radius',
    'number',
    writeNumber(radius, `sqrt(${writeNumber(r2)})`),
    steps,
    concepts,
    [{ name: 'forgetting the square root', answer: writeNumber(r2) }],
    radius,
  );
}

/** Angle relations with expressions: equal (vertical, alternate, corresponding) or adding up to 180 or 90. */
export function angleEquation({ lower }: Problem): Solution | null {
  if (!/\bangles?\b/.test(lower)) return null;
  let parts = [...lower.matchAll(/\(([^()]*[a-z][^()]*)\)/g)].map((m) => m[1]!);
  const bare = /angles (\d*[a-z](?: ?[+-] ?\d+)?) and (\d*[a-z](?: ?[+-] ?\d+)?) (?:are|measure)/.exec(lower);
  if (parts.length !== 2 && bare) parts = [bare[1]!, bare[2]!];
  const listed =
    /angles of a triangle are ([^.?]*?) degrees/.exec(lower) ??
    /angles of a (?:triangle|quadrilateral) (?:measure|are) ([^.?]*)/.exec(lower);
  if (listed) {
    const terms = listed[1]!
      .split(/,|\band\b/)
      .map((t) => t.trim())
      .filter(Boolean);
    const total = /quadrilateral/.test(lower) ? 360 : 180;
    const solved = solveEquationTask(terms.map((t) => `(${t})`).join(' + '), String(total), 'x');
    solved.steps.unshift(step(`The angles add up to ${total}°.`));
    return solved;
  }
  if (parts.length !== 2) return null;
  const [a, b] = parts as [string, string];
  let solved: Solution;
  if (/vertical|alternate|corresponding|congruent|equal/.test(lower)) {
    solved = solveEquationTask(a, b, 'x');
    solved.steps.unshift(step('These angles are equal.'));
  } else if (/supplementary|straight line|same-side|linear pair/.test(lower)) {
    solved = solveEquationTask(`(${a}) + (${b})`, '180', 'x');
    solved.steps.unshift(step('These angles add up to 180°.'));
  } else if (/complementary|right angle/.test(lower)) {
    solved = solveEquationTask(`(${a}) + (${b})`, '90', 'x');
    solved.steps.unshift(step('These angles add up to 90°.'));
  } else return null;
  return { ...solved, concepts: ['angles'] };
}

/** Similar triangles named in order (ABC ~ DEF): a side of one from the matching side ratio. */
export function similarTriangles({ lower }: Problem): Solution | null {
  const names =
    /triangle (\w{3}) is similar to triangle (\w{3})/.exec(lower) ??
    /triangles (\w{3}) and (\w{3}) are similar/.exec(lower);
  const asked = /what is (\w\w)\b|find (\w\w)\b/.exec(lower);
  if (!names || !asked) return null;
  const [p, q] = [names[1]!, names[2]!];
  const given = new Map([...lower.matchAll(/\b(\w\w) = (\d+(?:\.\d+)?)/g)].map((m) => [m[1]!, m[2]!]));
  const target = (asked[1] ?? asked[2])!;
  const partner = (side: string) => {
    const [from, to] = p.includes(side[0]!) && p.includes(side[1]!) ? [p, q] : [q, p];
    return side
      .split('')
      .map((c) => to[from.indexOf(c)])
      .join('');
  };
  const same = (x: string, y: string) => x === y || x === [...y].reverse().join('');
  const find = (side: string) => [...given.entries()].find(([k]) => same(k, side))?.[1];
  const known = find(partner(target));
  const pair = [...given.keys()].find((k) => k !== partner(target) && find(partner(k)) !== undefined);
  if (!known || !pair) return null;
  const formula = `${known} * ${find(partner(pair))} / ${given.get(pair)}`;
  return {
    ...done(
      'Find the side',
      'number',
      writeNumber(evaluate(formula)),
      [step('Matching sides of similar triangles are in the same ratio.', texOf(formula))],
      ['similar triangles'],
    ),
    value: evaluate(formula),
  };
}

/** Solids and figures named with their measures in any order: "a cylinder has radius 2 and height 5 … volume". */
const SHAPES: Record<
  string,
  Partial<Record<'area' | 'volume' | 'circumference' | 'perimeter' | 'surface area', string>>
> = {
  circle: { area: 'pi * r^2', circumference: '2 * pi * r' },
  cylinder: { volume: 'pi * r^2 * h', 'surface area': '2 * pi * r^2 + 2 * pi * r * h' },
  cone: { volume: 'pi * r^2 * h / 3' },
  sphere: { volume: '4/3 * pi * r^3', 'surface area': '4 * pi * r^2' },
  cube: { volume: 's^3', 'surface area': '6 * s^2' },
  square: { area: 's^2', perimeter: '4 * s' },
  rectangle: { area: 'l * w', perimeter: '2 * l + 2 * w' },
  triangle: { area: 'b * h / 2' },
};

export function shapeProblem({ lower }: Problem): Solution | null {
  const shape = /\b(circle|cylinder|cone|sphere|cube|square|rectangle|triangle)\b/.exec(lower)?.[1];
  const asked = /\b(surface area|area|volume|circumference|perimeter)\b/.exec(
    lower.slice(lower.search(/what|find|\?/) >= 0 ? lower.search(/what|find|\?/) : 0),
  )?.[1] as keyof (typeof SHAPES)['circle'] | undefined;
  if (shape && !asked) return inverseShape(lower, shape);
  if (!shape || !asked) return null;
  const formula = SHAPES[shape]![asked];
  if (!formula) return null;
  const measure = (names: string) =>
    new RegExp(`\\b(?:${names})(?: of| is| =|:)? (\\d+(?:\\.\\d+)?)`).exec(lower)?.[1];
  const diameter = measure('diameter');
  const scope: Record<string, string | undefined> = {
    r: measure('radius') ?? (diameter ? `${diameter}/2` : undefined),
    h: measure('height'),
    s: measure('side|edge|side length|edge length'),
    l: measure('length'),
    w: measure('width'),
    b: measure('base'),
  };
  let expression = formula;
  for (const [name, value] of Object.entries(scope)) {
    if (!new RegExp(`\\b${name}\\b`).test(expression)) continue;
    if (value === undefined) return null;
    expression = expression.replace(new RegExp(`\\b${name}\\b`, 'g'), `(${value})`);
  }
  const value = evaluate(expression);
  const answer = writeNumber(value, expression);
  return done(
    `Find the ${asked}`,
    'number',
    answer,
    [
      step(`Use the ${asked} formula of a ${shape}.`, `${texOf(formula)}`),
      step('Put in the measures.', `${texOf(expression)} = ${texOf(answer)}`),
    ],
    [asked === 'volume' ? 'volume' : 'area and perimeter'],
    [],
    value,
  );
}

/** A measure from a given area, volume, circumference or perimeter: the formula set equal and solved by the CAS. */
function inverseShape(lower: string, shape: string): Solution | null {
  const given =
    /\b(surface area|area|volume|circumference|perimeter) (?:of |is |= )?(\d+(?:\.\d+)?(?:\s*\*?\s*pi)?)/.exec(
      lower,
    );
  const asked =
    /\b(radius|diameter|side|edge|height)\b[^.]*\?|what is (?:the |its )?(radius|diameter|side length|side|edge|height)/.exec(
      lower,
    );
  if (!given || !asked) return null;
  const formula = SHAPES[shape]?.[given[1] as 'area'];
  if (!formula) return null;
  const want = (asked[1] ?? asked[2])!;
  const letter = want === 'radius' || want === 'diameter' ? 'r' : want === 'height' ? 'h' : 's';
  if (
    !new RegExp(`\\b${letter}\\b`).test(formula) ||
    /\b[lwbh]\b/.test(formula.replace(new RegExp(`\\b${letter}\\b`, 'g'), ''))
  )
    return null;
  const value = given[2]!.replace(/\s+/g, '').replace(/(\d)\*?pi/, '$1*pi');
  const solved = solveEquationTask(formula, value, letter, [{ variable: letter, op: '>', bound: 0 }]);
  if (want === 'diameter' && solved.value !== undefined) {
    const d = 2 * solved.value;
    return { ...solved, answer: writeNumber(d), value: d, task: 'Find the diameter' };
  }
  solved.steps.unshift(
    step(`Set the ${given[1]} formula equal to the given value.`, `${texOf(formula)} = ${texOf(value)}`),
  );
  return { ...solved, task: `Find the ${want}` };
}

/** Trigonometry in a right triangle named by its vertices: "right angle C, AC = 3, BC = 4, AB = 5, sin A". */
export function namedRightTriangle({ lower }: Problem): Solution | null {
  const right = /right angle (?:at )?([a-z])\b|angle ([a-z]) = 90/.exec(lower);
  const asked = /\b(sin|cos|tan)(?:e|gent)?\s*\(?([a-z])\)?\s*\?/.exec(lower);
  if (!right || !asked) return null;
  const r = (right[1] ?? right[2])!;
  const v = asked[2]!;
  const sides = new Map(
    [...lower.matchAll(/\b([a-z])([a-z]) = (\d+(?:\.\d+)?)/g)].map((m) => [
      [m[1], m[2]].sort().join(''),
      m[3]!,
    ]),
  );
  const side = (test: (name: string) => boolean) => [...sides.entries()].find(([name]) => test(name))?.[1];
  const hyp = side((n) => !n.includes(r));
  const opposite = side((n) => !n.includes(v));
  const adjacent = side((n) => n.includes(v) && n.includes(r));
  const formula = {
    sin: `${opposite} / ${hyp}`,
    cos: `${adjacent} / ${hyp}`,
    tan: `${opposite} / ${adjacent}`,
  }[asked[1] as 'sin'];
  if (formula.includes('undefined')) return null;
  const value = evaluate(formula);
  return done(
    `Find ${asked[1]} ${v.toUpperCase()}`,
    'number',
    writeNumber(value),
    [
      step(
        'sin = opposite / hypotenuse, cos = adjacent / hypotenuse, tan = opposite / adjacent; the hypotenuse is across from the right angle.',
        texOf(formula),
      ),
    ],
    ['trigonometry'],
    [],
    value,
  );
}
