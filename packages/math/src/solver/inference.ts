import { evaluate } from '../cas';
import { done } from './algebra';
import { writeNumber } from './format';
import { step, texOf } from './steps';
import type { Problem, Solution } from './types';

/**
 * Inference from samples: a sample's share applied to the population, capture–recapture, and a sample mean
 * scaled to a total.
 */
export function inferenceProblem({ lower }: Problem): Solution | null {
  if (!/sample|survey|poll|randomly|estimate|tag/.test(lower)) return null;
  const result = (task: string, formula: string, idea: string) => {
    const value = evaluate(formula);
    return done(
      task,
      'number',
      writeNumber(value),
      [step(idea, texOf(formula))],
      ['inference from samples'],
      [],
      value,
    );
  };
  const tagged = /tag (\d+)[^.]*\.[^.]*?(\d+)[^.]*? and (\d+) are tagged/.exec(lower);
  if (tagged)
    return result(
      'Estimate the population',
      `${tagged[1]} * ${tagged[2]} / ${tagged[3]}`,
      'The tagged share of the catch estimates the tagged share of the population.',
    );
  const mean = /sample of (\d+)[^.]*? mean [a-z ]*?of (\d+(?:\.\d+)?).*?(?:of|for) (\d+)/.exec(lower);
  if (mean)
    return result(
      'Estimate the total',
      `${mean[2]} * ${mean[3]}`,
      'The sample mean estimates the mean of every member: multiply by how many there are.',
    );
  const numbers = [...lower.matchAll(/(\d+(?:\.\d+)?)(%?)/g)].map((m) => ({
    n: Number(m[1]),
    percent: m[2] === '%',
    at: m.index!,
  }));
  const sampleAt =
    /(?:sample|survey) of (\d+)|(\d+) (?:randomly )?(?:sampled|selected|chosen)|(\d+) out of (\d+)|(\d+) of (\d+) (?:sampled|randomly)/.exec(
      lower,
    );
  if (!sampleAt) return null;
  const not = /\b(not|n't)\b/.test(lower.slice(lower.lastIndexOf('.', lower.length - 2) + 1));
  let n: number;
  let k: number | undefined;
  let population: number | undefined;
  const percent = numbers.find((x) => x.percent);
  if (sampleAt[3] || sampleAt[5]) {
    k = Number(sampleAt[3] ?? sampleAt[5]);
    n = Number(sampleAt[4] ?? sampleAt[6]);
    population = numbers
      .map((x) => x.n)
      .filter((x) => x !== k && x !== n)
      .sort((a, b) => b - a)[0];
  } else {
    n = Number(sampleAt[1] ?? sampleAt[2]);
    const others = numbers.filter((x) => !x.percent && x.n !== n).map((x) => x.n);
    k = others.filter((x) => x < n).sort((a, b) => a - b)[0];
    population = others.filter((x) => x > n).sort((a, b) => b - a)[0];
  }
  const share = percent ? `${percent.n} / 100` : k !== undefined ? `${k} / ${n}` : null;
  if (!share) return null;
  const part = not ? `(1 - ${share})` : share;
  if (/\bproportion\b/.test(lower) && !population)
    return result('Find the sample proportion', part, 'Proportion = count / sample size.');
  if (/\bpercent\b/.test(lower) && !population)
    return result(
      'Estimate the percent',
      `${part} * 100`,
      'The sample percent estimates the population percent.',
    );
  if (!population) return null;
  return result(
    'Estimate from the sample',
    `${part} * ${population}`,
    'The sample share estimates the population share: multiply it by the population.',
  );
}
