import { evaluate } from '../cas';
import { done } from './algebra';
import { writeNumber } from './format';
import { N, applyRules, type Rule } from './rules';
import { step, texOf } from './steps';
import type { Problem, Solution } from './types';

/**
 * Rates, proportions, ratios and units. Unit conversions are done by the CAS's units (mathjs); counted things
 * (pages, notebooks, cups of flour) are matched by name.
 */

const UNIT_WORDS: Record<string, string> = {
  'meters per second': 'm/s',
  'feet per second': 'ft/s',
  'miles per hour': 'mi/h',
  'kilometers per hour': 'km/h',
  'km/h': 'km/h',
  'm/s': 'm/s',
  'square feet': 'feet^2',
  'square yards': 'yards^2',
  'square inches': 'inches^2',
  'square meters': 'm^2',
  'cubic centimeters': 'cm^3',
  'cubic centimeter': 'cm^3',
};

/** A unit name the CAS knows ("feet", "km/h", "square yards" → "yards^2"), or null. */
function casUnit(name: string): string | null {
  const unit = UNIT_WORDS[name] ?? name;
  try {
    evaluate(`1 ${unit} / (1 ${unit})`);
    return unit;
  } catch {
    return null;
  }
}

/** How many of unit b make one of unit a (by the CAS), or null when they do not convert. */
function factor(a: string, b: string): number | null {
  const ua = casUnit(a);
  const ub = casUnit(b);
  if (!ua || !ub) return null;
  try {
    return evaluate(`1 ${ua} / (1 ${ub})`);
  } catch {
    return null;
  }
}

const RULES: Rule[] = [
  {
    re: new RegExp(`half-life of ${N} \\w+.*?${N} \\w+.*?after ${N}`),
    formula: ([h, a, t]) => `${a} * (1/2)^(${t} / ${h})`,
    task: 'Find the amount left',
    concept: 'exponential decay',
    idea: 'Each half-life halves the amount: amount × (1/2)^(time / half-life).',
  },
  {
    re: new RegExp(`${N} [a-z ]*?doubles every (\\d+ )?\\w+.*?after ${N}`),
    formula: ([a, p, t]) => (t === undefined ? `${a} * 2^(${p})` : `${a} * 2^(${t} / ${p})`),
    task: 'Find the amount',
    concept: 'exponential growth',
    idea: 'Each period doubles the amount: amount × 2^(number of periods).',
  },
  {
    re: new RegExp(`${N} [a-z ]*?triples every (\\d+ )?\\w+.*?after ${N}`),
    formula: ([a, p, t]) => (t === undefined ? `${a} * 3^(${p})` : `${a} * 3^(${t} / ${p})`),
    task: 'Find the amount',
    concept: 'exponential growth',
    idea: 'Each period triples the amount: amount × 3^(number of periods).',
  },
  {
    re: new RegExp(
      `(?:proportional to|varies directly (?:with|as)) \\w+\\W+\\w = ${N} when \\w = ${N}\\W+(?:find|what is) \\w when \\w = ${N}`,
    ),
    formula: ([y, x, x2]) => `${y} / ${x} * ${x2}`,
    task: 'Use the proportion',
    concept: 'proportional relationships',
    idea: 'y = kx: find k = y / x, then multiply.',
  },
];

const QUANTITY = /(\d+(?:\.\d+)?)\s+((?:square |cubic )?[a-z]+(?:\/[a-z]+)?)(?:\s+of\s+([a-z]+))?/g;
const SKIP = new Set([
  'more',
  'times',
  'less',
  'percent',
  'equal',
  'and',
  'or',
  'to',
  'in',
  'is',
  'are',
  'the',
  'a',
  'an',
  'of',
  'for',
  'per',
  'each',
  'every',
  'hours?',
  'apart',
  'units',
]);
const singular = (w: string) =>
  w
    .replace(/(?<=[^s])s$/, '')
    .replace(/(ch|sh|x)es$/, '$1')
    .replace(/inche$/, 'inch');

interface Quantity {
  n: string;
  unit: string;
  key: string;
  at: number;
}

export function rateProblem(problem: Problem): Solution | null {
  const { lower } = problem;
  const ruled = applyRules(RULES, problem);
  if (ruled) return ruled;
  const ratio = ratioProblem(lower);
  if (ratio) return ratio;
  const convert =
    /(?:convert|change|express) (\d+(?:\.\d+)?) ((?:square |cubic )?[a-z/]+(?: per [a-z]+)?) (?:to|into|in) ((?:square |cubic )?[a-z/]+(?: per [a-z]+)?)/.exec(
      lower,
    ) ??
    /how many ((?:square |cubic )?[a-z]+) (?:are|is) (?:there )?in (\d+(?:\.\d+)?) ((?:square |cubic )?[a-z]+)/.exec(
      lower,
    );
  if (convert) {
    const [amount, from, to] = convert[1]!.match(/^\d/)
      ? [convert[1]!, convert[2]!, convert[3]!]
      : [convert[2]!, convert[3]!, convert[1]!];
    const k = factor(from, to);
    if (k !== null) {
      const value = evaluate(`${amount} * ${k}`);
      return done(
        'Convert the units',
        'number',
        writeNumber(value),
        [
          step(
            `One ${singular(from)} is ${writeNumber(k)} ${to}: multiply.`,
            texOf(`${amount} * ${writeNumber(k)}`),
          ),
        ],
        ['unit conversion'],
        [],
        value,
      );
    }
  }
  return proportion(lower);
}

/** "150 miles in 3 hours … in 5 hours": the rate from the first pair, applied to the third amount. */
function proportion(lower: string): Solution | null {
  const text = lower
    .replace(/(\d+(?:\.\d+)?) ([a-z]+) per ([a-z]+)/g, '$1 $2 in 1 $3')
    .replace(/\b(an?|one) (inch|hour|minute|second|foot|yard|mile|meter)\b/g, '1 $2')
    .replace(/(\d+(?:\.\d+)?) (\w+) : (\d+(?:\.\d+)?) (\w+)/g, '$1 $2 in $3 $4');
  const quantities: Quantity[] = [];
  for (const m of text.matchAll(QUANTITY)) {
    const unit = m[2]!;
    if (SKIP.has(unit)) continue;
    const key = singular(m[3] ?? unit);
    quantities.push({ n: m[1]!, unit, key, at: m.index! });
  }
  if (quantities.length < 2) return null;
  const asked =
    /how (?:many|much|far|long) ((?:square |cubic )?[a-z]+)/.exec(text)?.[1] ??
    /\bin ([a-z]+(?: per [a-z]+)?)\s*\??$/.exec(text)?.[1] ??
    /\bin ([a-z]+)\b[^.]*$/.exec(text)?.[1];
  const [a, b] = quantities as [Quantity, Quantity];
  const same = (q: Quantity, key: string) =>
    q.key === key || (q.unit !== key && factor(q.unit, key) !== null);
  const money = /\bcosts?\b|how much/.test(text) && !/how much (?:time|longer)/.test(text);
  const askedKey =
    asked && asked !== 'do' && asked !== 'does' && asked !== 'will'
      ? singular(asked)
      : money
        ? 'dollar'
        : undefined;
  // a rate asked as "X per Y"
  const perAsk =
    /(?:rate|speed)[^.]*? in ([a-z]+) per ([a-z]+)/.exec(text) ?? /how many ([a-z]+) per ([a-z]+)/.exec(text);
  if (perAsk && quantities.length === 2) {
    const top = [a, b].find((q) => same(q, singular(perAsk[1]!)));
    const bottom = [a, b].find((q) => q !== top && same(q, singular(perAsk[2]!)));
    if (top && bottom) {
      const formula = `(${top.n} * ${factor(top.unit, perAsk[1]!) ?? 1}) / (${bottom.n} * ${factor(bottom.unit, perAsk[2]!) ?? 1})`;
      const value = evaluate(formula);
      return done(
        'Find the rate',
        'number',
        writeNumber(value),
        [step('A rate is one amount divided by the other.', texOf(formula))],
        ['rates'],
        [],
        value,
      );
    }
  }
  const c = quantities[2];
  if (!c || !askedKey) return null;
  let given: Quantity;
  let other: Quantity;
  // a named match first (inches with inches), then units that convert (minutes with seconds)
  if (c.key === b.key) [given, other] = [b, a];
  else if (c.key === a.key) [given, other] = [a, b];
  else if (same(c, b.unit)) [given, other] = [b, a];
  else if (same(c, a.unit)) [given, other] = [a, b];
  else return null;
  if (!(same(other, askedKey) || other.key === askedKey)) return null;
  const inGiven = c.key === given.key ? 1 : (factor(c.unit, given.unit) ?? 1);
  const toAsked = other.key === askedKey ? 1 : (factor(other.unit, askedKey) ?? 1);
  const formula = `${c.n} * ${inGiven} / ${given.n} * ${other.n} * ${toAsked}`;
  const value = evaluate(formula);
  return done(
    'Use the rate',
    'number',
    writeNumber(value),
    [step(`Set up the proportion: ${other.n} ${other.unit} for ${given.n} ${given.unit}.`, texOf(formula))],
    ['ratios and rates'],
    [{ name: 'inverting the rate', answer: writeNumber(evaluate(`${c.n} * ${given.n} / ${other.n}`)) }],
    value,
  );
}

/** "boys to girls is 3:5, 40 students" and "ratio 2 : 7, 20 more blue than red". */
function ratioProblem(lower: string): Solution | null {
  const named =
    /ratio of (\w+) to (\w+)[^.]*? is (\d+)\s*:\s*(\d+)/.exec(lower) ??
    /(\w+) and (\w+)[^.]*? (?:in )?the ratio (\d+)\s*:\s*(\d+)/.exec(lower);
  if (!named) return null;
  const [, first, , p, q] = named as unknown as [string, string, string, string, string];
  const asked = /how many (\w+)/.exec(lower)?.[1];
  const wantsFirst = asked ? singular(asked) === singular(first) : false;
  const share = wantsFirst ? p : q;
  const total =
    /there are (\d+)(?! more)/.exec(lower) ?? /(\d+) (?:students|people|total|in all)/.exec(lower);
  const more = /(\d+) (?:more|fewer|less) (\w+)(?: \w+)? than (\w+)/.exec(lower);
  let formula: string;
  if (more) formula = `${more[1]} / abs(${q} - ${p}) * ${share}`;
  else if (total) formula = `${total[1]} / (${p} + ${q}) * ${share}`;
  else return null;
  const value = evaluate(formula);
  return done(
    'Use the ratio',
    'number',
    writeNumber(value),
    [
      step(`Think of the parts: ${p} parts and ${q} parts.`),
      step('Find one part, then multiply.', texOf(formula)),
    ],
    ['ratios'],
    [],
    value,
  );
}
