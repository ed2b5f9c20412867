import { evaluate } from '../cas';
import { done } from './algebra';
import { writeNumber } from './format';
import { genericMath } from './generic';
import { N, applyRules, type Rule } from './rules';
import { step, texOf } from './steps';
import type { Problem, Solution } from './types';

/** Percents: "p% of n", "a is what percent of b", changes from a to b, and chains of increases and decreases. */

const RULES: Rule[] = [
  {
    re: new RegExp(`(?:what is|find|calculate|compute|^)\\s*${N}% of ${N}\\s*\\??$`),
    formula: ([p, n]) => `${p} / 100 * ${n}`,
    task: 'Find the percent of a number',
    concept: 'percentages',
    idea: 'p% of n is p/100 × n.',
  },
  {
    re: new RegExp(`${N} is what percent of ${N}`),
    formula: ([a, b]) => `${a} / ${b} * 100`,
    task: 'Find the percent',
    concept: 'percentages',
    idea: 'Percent = part / whole × 100.',
  },
  {
    re: new RegExp(`what percent of ${N} is ${N}`),
    formula: ([b, a]) => `${a} / ${b} * 100`,
    task: 'Find the percent',
    concept: 'percentages',
    idea: 'Percent = part / whole × 100.',
  },
  {
    re: new RegExp(`${N} is ${N}% of what`),
    formula: ([a, p]) => `${a} / (${p} / 100)`,
    task: 'Find the whole',
    concept: 'percentages',
    idea: 'part = p/100 × whole, so whole = part / (p/100).',
  },
  {
    re: new RegExp(`from ${N} to ${N}[^%]*percent (?:increase|decrease|change)`),
    formula: ([a, b]) => `abs(${b} - ${a}) / ${a} * 100`,
    task: 'Find the percent change',
    concept: 'percent change',
    idea: 'Percent change = (new − old) / old × 100.',
  },
  {
    re: new RegExp(`percent (?:increase|decrease|change)[^%]*?from ${N} to ${N}`),
    formula: ([a, b]) => `abs(${b} - ${a}) / ${a} * 100`,
    task: 'Find the percent change',
    concept: 'percent change',
    idea: 'Percent change = (new − old) / old × 100.',
  },
];

const DOWN =
  /decreas|\boff\b|discount|\blos[et]s?\b|\bfell\b|\bfalls?\b|drop|lower|\bless\b|reduc|depreciat|\bsale\b|decay/g;
const UP =
  /increas|\btax\b|mark(?:s|ed)? up|markup|\bgrows?\b|\bgain|\brais|interest|\btip\b|\bmore\b|compound/g;

/** The nearest direction word to a percent: +1 increase, −1 decrease, 0 none. */
function direction(text: string, at: number, length: number): number {
  const near = (re: RegExp) => {
    let best = Infinity;
    for (const m of text.matchAll(re)) {
      const d = m.index! < at ? at - (m.index! + m[0].length) : m.index! - (at + length);
      if (d < best) best = d;
    }
    return best;
  };
  const down = near(DOWN);
  const up = near(UP);
  if (Math.min(down, up) > 40) return 0;
  return down < up ? -1 : 1;
}

export function percentProblem(problem: Problem): Solution | null {
  const { lower } = problem;
  if (!/%|percent/.test(lower)) return null;
  const ruled = applyRules(RULES, problem);
  if (ruled) return ruled;
  // "p% of 250 is 40", "x% of 50 is equal to (x/2)% of 100": the percent sentence becomes an equation
  if (/(\([^()]*\)|\b[a-z])%\s*of/.test(lower)) {
    const equation = lower
      .replace(/(\([^()]*\)|\b[a-z]\b|\d+(?:\.\d+)?)%\s*of\s*(\d+(?:\.\d+)?)/g, '($1)/100*$2')
      .replace(/\bis equal to\b|\bequals\b|\bis\b/g, '=');
    const solved = genericMath({ text: equation, lower: equation });
    if (solved) {
      solved.steps.unshift(step('Write "p% of n" as p/100 × n and "is" as "=".'));
      return { ...solved, concepts: ['percentages'] };
    }
  }
  const margin = new RegExp(`${N}%[^.]*margin of error of ${N}`).exec(lower);
  if (margin) {
    const low = /lowest|least|smallest|minimum|lower/.test(lower);
    const formula = `${margin[1]} ${low ? '-' : '+'} ${margin[2]}`;
    const value = evaluate(formula);
    return done(
      'Find the plausible range',
      'number',
      writeNumber(value),
      [step('The plausible values are the estimate plus or minus the margin of error.', texOf(formula))],
      ['margin of error'],
      [],
      value,
    );
  }
  return percentChain(lower);
}

/** A base amount changed by percents in turn (possibly each year for n years). */
function percentChain(lower: string): Solution | null {
  const changes: string[] = [];
  let previous = 0;
  for (const m of lower.matchAll(/(\d+(?:\.\d+)?)\s*%/g)) {
    let d = direction(lower, m.index!, m[0].length);
    if (d === 0 && /another/.test(lower.slice(Math.max(0, m.index! - 12), m.index!))) d = previous;
    if (d === 0) return null;
    previous = d;
    changes.push(`(1 ${d > 0 ? '+' : '-'} ${m[1]}/100)`);
  }
  if (changes.length === 0) return null;
  const years = /after (\d+) years?/.exec(lower);
  const yearly = /\b(each|per|every|a) year|annually|yearly|compounded/.test(lower);
  const factor = yearly && years ? `${changes.join(' * ')}^${years[1]}` : changes.join(' * ');
  const base = /(\d+(?:\.\d+)?)(?!\s*%|\s*years?|\d)/.exec(lower.replace(/after (\d+) years?/g, ''));
  const asksPercent = /\bpercent\b[^.]*\?|what percent|by what percent|percent (increase|decrease)\??$/.test(
    lower,
  );
  const concepts = ['percent change'];
  const steps = [
    step(
      'Each increase by p% multiplies by (1 + p/100); each decrease by p% multiplies by (1 − p/100).',
      texOf(factor),
    ),
  ];
  if (
    asksPercent &&
    (!base ||
      /\b(a|the) (value|price|number|quantity) (is |was )?(increased|decreased|increases|decreases)/.test(
        lower,
      ) ||
      /total percent|final price lower|by what percent/.test(lower))
  ) {
    const value = evaluate(`abs(${factor} - 1) * 100`);
    steps.push(step('The total change in percent is (multiplier − 1) × 100.'));
    return done(
      'Find the total percent change',
      'number',
      writeNumber(value),
      steps,
      concepts,
      [
        {
          name: 'adding the percents',
          answer: writeNumber(
            evaluate(
              changes
                .map((c) => c.replace(/^\(1 /, '(0 '))
                .join(' + ')
                .replace(/\/100/g, ''),
            ) || 0,
          ),
        },
      ],
      value,
    );
  }
  if (!base) return null;
  const reverse = /\boriginal\b|what (?:is|was) the number|\bthe number\?/.test(lower);
  const formula = reverse ? `${base[1]} / (${factor})` : `${base[1]} * ${factor}`;
  steps.push(
    step(
      reverse
        ? 'The given amount is the original times the multiplier: divide by it.'
        : 'Multiply the starting amount by the multiplier.',
      `${texOf(formula)}`,
    ),
  );
  const value = evaluate(formula);
  return done(
    reverse ? 'Find the original amount' : 'Find the new amount',
    'number',
    writeNumber(value),
    steps,
    concepts,
    [],
    value,
  );
}
