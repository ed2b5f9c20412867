import { evaluate } from '../cas';
import { done, solveEquationTask } from './algebra';
import { writeNumber } from './format';
import { step, texOf } from './steps';
import type { Problem, Solution } from './types';

/** One-variable statistics: mean, median, mode and range of a list (computed by the CAS's statistics). */

const STAT = /\b(mean|average|median|mode|range)\b/;

export function dataStatistic(question: string, data: number[]): Solution | null {
  const asked = STAT.exec(question)?.[1];
  if (!asked || data.length === 0) return null;
  const list = data.join(', ');
  const formula =
    asked === 'mean' || asked === 'average'
      ? `mean(${list})`
      : asked === 'median'
        ? `median(${list})`
        : asked === 'mode'
          ? `max(mode(${list}))`
          : `max(${list}) - min(${list})`;
  const value = evaluate(formula);
  const idea = {
    mean: 'The mean is the sum divided by how many numbers there are.',
    average: 'The average (mean) is the sum divided by how many numbers there are.',
    median: 'Sort the numbers; the median is the middle one (or the mean of the two middle ones).',
    mode: 'The mode is the number that appears most often.',
    range: 'The range is the largest number minus the smallest.',
  }[asked]!;
  const sorted = [...data].sort((a, b) => a - b).join(', ');
  return done(
    `Find the ${asked}`,
    'number',
    writeNumber(value),
    [step(idea, `${sorted}`)],
    ['one-variable data'],
    [],
    value,
  );
}

export function statsProblem({ lower }: Problem): Solution | null {
  if (!STAT.test(lower) || /\b(sample|survey|estimate)\b/.test(lower)) return null;
  // weighted mean of two groups
  const groups = [...lower.matchAll(/(\d+) \w+ with (?:a )?mean(?: \w+)? (?:of )?(\d+(?:\.\d+)?)/g)];
  if (groups.length === 2) {
    const [[, n1, m1], [, n2, m2]] = groups as unknown as [string[], string[]];
    const formula = `(${n1} * ${m1} + ${n2} * ${m2}) / (${n1} + ${n2})`;
    const value = evaluate(formula);
    return done(
      'Find the combined mean',
      'number',
      writeNumber(value),
      [step('Total of all scores divided by the number of people.', texOf(formula))],
      ['one-variable data'],
      [],
      value,
    );
  }
  const sum = /(?:mean|average) of (\d+) numbers is (-?\d+(?:\.\d+)?)[^?]*\bsum\b/.exec(lower);
  if (sum) {
    const value = evaluate(`${sum[1]} * ${sum[2]}`);
    return done(
      'Find the sum',
      'number',
      writeNumber(value),
      [step('Sum = mean × how many numbers.', texOf(`${sum[1]} * ${sum[2]}`))],
      ['one-variable data'],
      [],
      value,
    );
  }
  // the missing number from a known mean
  const missing = /(?:mean|average) of (\d+) numbers is (-?[\d.]+)\D+(?:numbers are|are) ([-\d., and]+)/.exec(
    lower,
  );
  if (missing) {
    const known = missing[3]!.match(/-?\d+(?:\.\d+)?/g) ?? [];
    const solved = solveEquationTask(`(${known.join(' + ')} + x) / ${missing[1]}`, missing[2]!, 'x');
    solved.steps.unshift(step('The sum of all the numbers is the mean times how many there are.'));
    return solved;
  }
  const unknown = /(?:mean|average) of ([a-z](?:, | and )[^.?]*?) is (-?[\d.]+)/.exec(lower);
  if (unknown) {
    const items = unknown[1]!
      .split(/,|\band\b/)
      .map((t) => t.trim())
      .filter(Boolean);
    const variable = items.find((t) => /^[a-z]$/.test(t))!;
    const solved = solveEquationTask(`(${items.join(' + ')}) / ${items.length}`, unknown[2]!, variable);
    solved.steps.unshift(step('The mean is the sum divided by how many numbers there are.'));
    return solved;
  }
  const list =
    /(?:[:?]|\bof(?: the data(?: set)?)?|data set:?)\s*((?:-?\d+(?:\.\d+)?\s*(?:,|\band\b)?\s*){2,})/.exec(
      lower,
    );
  if (!list) return null;
  const data = (list[1]!.match(/-?\d+(?:\.\d+)?/g) ?? []).map(Number);
  if (/mean exceed the median|difference between the mean and the median/.test(lower)) {
    const value = evaluate(`mean(${data.join(',')}) - median(${data.join(',')})`);
    return done(
      'Compare the mean and the median',
      'number',
      writeNumber(value),
      [step('Work out the mean and the median, then subtract.')],
      ['one-variable data'],
      [],
      value,
    );
  }
  return dataStatistic(lower, data);
}
