import { evaluate } from '../cas';
import { done, solveEquationTask, solveInequalityTask, solveSystemTask } from './algebra';
import { writeNumber } from './format';
import { extreme, genericMath } from './generic';
import { N } from './rules';
import { step } from './steps';
import type { Problem, Solution } from './types';

/**
 * Algebra word problems with a known sentence pattern, turned into equations, inequalities or systems that
 * the CAS solves: coin and two-item totals, "the sum of x and y is …", budgets and loads with "at most".
 */

const COIN_VALUES: Record<string, string> = { penn: '0.01', nickel: '0.05', dime: '0.1', quarter: '0.25' };
const coinOf = (word: string) => Object.keys(COIN_VALUES).find((c) => word.startsWith(c));

/** Letters the problem assigns to things: "d = dimes", "(x = shirts, y = hats)". */
function lettersFor(lower: string, things: string[], fallback: string[]): string[] {
  return things.map((t, i) => {
    const m = new RegExp(`\\b([a-z]) = ${t.slice(0, 4)}`).exec(lower);
    return m?.[1] ?? fallback[i]!;
  });
}

export function wordProblem(problem: Problem): Solution | null {
  const { lower } = problem;
  // coins: "40 dimes and quarters worth $7.00"
  const coins = new RegExp(
    `(\\d+) (pennies|nickels|dimes|quarters) and (pennies|nickels|dimes|quarters)[^.]*?(?:worth|total(?:ing)?|of) ${N} dollars`,
  ).exec(lower);
  if (coins) {
    const [, count, a, b, total] = coins as unknown as [string, string, string, string, string];
    const [u, v] = lettersFor(lower, [a, b], [a[0]!, b[0]!]) as [string, string];
    const solved = solveSystemTask(
      [
        `${u} + ${v} = ${count}`,
        `${COIN_VALUES[coinOf(a)!]} * ${u} + ${COIN_VALUES[coinOf(b)!]} * ${v} = ${total}`,
      ],
      [u, v],
    );
    solved.steps.unshift(step('One equation counts the coins, the other adds up their value.'));
    return solved;
  }
  // two kinds of items: "sold 30 shirts and hats for $420. Shirts cost $18 and hats cost $12"
  const items = new RegExp(
    `(\\d+) (\\w+) and (\\w+)[^.]*? for ${N} dollars\\. \\w+ cost ${N} dollars(?: each)? and \\w+ cost ${N} dollars`,
  ).exec(lower);
  if (items) {
    const [, count, a, b, total, pa, pb] = items as unknown as string[];
    const [u, v] = lettersFor(lower, [a!, b!], ['x', 'y']) as [string, string];
    const solved = solveSystemTask(
      [`${u} + ${v} = ${count}`, `${pa} * ${u} + ${pb} * ${v} = ${total}`],
      [u, v],
    );
    solved.steps.unshift(step('One equation counts the items, the other adds up what they cost.'));
    return solved;
  }
  // "the sum of two numbers x and y is 25 and x is 7 more than y"
  if (
    /\b(sum|difference) of\b|\bis \d+ (more|less) than\b|\bis \d+ times\b/.test(lower) &&
    /\b[a-z] and [a-z]\b/.test(lower)
  ) {
    const text = lower
      .replace(/the sum of (?:two numbers )?([a-z]) and ([a-z]) is (-?\d+(?:\.\d+)?)/g, '$1 + $2 = $3')
      .replace(/the difference of ([a-z]) and ([a-z]) is (-?\d+(?:\.\d+)?)/g, '$1 - $2 = $3')
      .replace(/\b([a-z]) is (\d+(?:\.\d+)?) more than ([a-z])\b/g, '$1 = $3 + $2')
      .replace(/\b([a-z]) is (\d+(?:\.\d+)?) less than ([a-z])\b/g, '$1 = $3 - $2')
      .replace(/\b([a-z]) is (\d+(?:\.\d+)?) times ([a-z])\b/g, '$1 = $2 * $3');
    const solved = genericMath({ text, lower: text });
    if (solved) {
      solved.steps.unshift(step('Write each sentence as an equation.'));
      return solved;
    }
  }
  return budget(lower) ?? startAndRate(lower);
}

const DOWNWARD =
  /\b(drain|drains|drained|burns?|leaks?|loses?|uses?|decreases?|melts?|falls?|drops?|spends?)\b/;

/**
 * A start amount and a rate per unit: "charges $40 plus $25 per hour; the bill was $165" (solve for the
 * units), "20 cm tall and burns 1.5 cm per hour; after 6 hours" (the amount then), "500 gallons drained at
 * 25 gallons per minute; when empty" (solve for 0).
 */
function startAndRate(lower: string): Solution | null {
  const rate = new RegExp(`${N} (?:dollars |[a-z]+ )?(?:per|each|every|an|a) ([a-z]+)`).exec(lower);
  if (!rate) return null;
  const before = lower.slice(0, rate.index);
  const start = new RegExp(`${N}`).exec(before.replace(/\b\d+(?:\.\d+)?\s*(?=%)/g, ''));
  if (!start) return null;
  const unit = rate[2]!.replace(/s$/, '');
  const sign = DOWNWARD.test(lower) ? '-' : '+';
  const amount = `${start[1]} ${sign} ${rate[1]} * x`;
  const after = lower.slice(rate.index + rate[0].length);
  const steps = [
    step(
      `Write the amount after x ${unit}s: start ${sign === '+' ? 'plus' : 'minus'} rate times x.`,
      `${start[1]} ${sign} ${rate[1]}x`,
    ),
  ];
  const at = new RegExp(`(?:after|in|for) ${N} ${unit}`).exec(after);
  const total = new RegExp(`(?:was|is|be|of|total(?:s|ed)?|paid|spent|reaches?) ${N}`).exec(after);
  const asksUnits = new RegExp(`how many ${unit}|after how (?:many|long)|how long`).test(after);
  if (at && !asksUnits) {
    const value = evaluate(amount, { x: Number(at[1]) });
    return done(
      'Find the amount',
      'number',
      writeNumber(value),
      [...steps, step(`Put x = ${at[1]}.`)],
      ['linear functions'],
      [],
      value,
    );
  }
  if (!asksUnits) return null;
  const target = /\b(empty|run out|runs out|gone|burn out|burns out|zero)\b/.test(after) ? '0' : total?.[1];
  if (target === undefined) return null;
  const solved = solveEquationTask(amount, target, 'x');
  solved.steps.unshift(...steps);
  return { ...solved, concepts: ['linear equations'] };
}

/** "has $50 and buys books at $8 each" / "carry at most 1200 pounds; the driver 180, each box 60": greatest n. */
function budget(lower: string): Solution | null {
  if (!/\b(greatest|most|maximum|largest) (possible )?number\b|\bhow many\b/.test(lower)) return null;
  const capacity = new RegExp(`(?:at most|has|up to|no more than|budget of|limit of) ${N}`).exec(lower);
  const each = new RegExp(
    `(?:each \\w+ (?:weighs|costs?) ${N}|at ${N} dollars each|${N} dollars (?:each|per \\w+))`,
  ).exec(lower);
  if (!capacity || !each) return null;
  const perItem = each[1] ?? each[2] ?? each[3];
  const fixed = new RegExp(`(?:driver|fee|fixed|plus|already|weighs) ${N}`).exec(lower.replace(each[0], ''));
  const left = fixed ? `${fixed[1]} + ${perItem} * n` : `${perItem} * n`;
  const solved = solveInequalityTask(left, '<=', capacity[1]!, 'n');
  solved.steps.unshift(step('Write the limit as an inequality in n, the number of items.'));
  return extreme(solved, `${lower} greatest integer`);
}
