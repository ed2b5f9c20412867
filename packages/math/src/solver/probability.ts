import { evaluate } from '../cas';
import { done } from './algebra';
import { writeNumber } from './format';
import { N } from './rules';
import { step, texOf } from './steps';
import type { Problem, Solution } from './types';

/**
 * Probability: counting outcomes of dice, coins, spinners, cards and bags (favourable / possible, computed
 * by the CAS), complements and the addition rule.
 */

const PRIMES = new Set([2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37]);

/** Whether a number meets the condition named in the question ("greater than 4", "prime", "even"). */
function condition(lower: string): ((n: number) => boolean) | null {
  const gt = /(?:greater|more) than (\d+)/.exec(lower);
  if (gt) return (n) => n > Number(gt[1]);
  const lt = /less than (\d+)/.exec(lower);
  if (lt) return (n) => n < Number(lt[1]);
  const atLeast = /at least (\d+)/.exec(lower);
  if (atLeast) return (n) => n >= Number(atLeast[1]);
  if (/\bprime\b/.test(lower)) return (n) => PRIMES.has(n);
  if (/\beven\b/.test(lower)) return (n) => n % 2 === 0;
  if (/\bodd\b/.test(lower)) return (n) => n % 2 === 1;
  const is = /(?:rolling|landing on|getting) an? (\d+)\b/.exec(lower);
  if (is) return (n) => n === Number(is[1]);
  return null;
}

function answer(task: string, formula: string, idea: string, concept = 'probability'): Solution {
  const value = evaluate(formula);
  return done(
    task,
    'number',
    writeNumber(value),
    [step(idea, texOf(formula))],
    [concept],
    [{ name: 'complement mix-up', answer: writeNumber(evaluate(`1 - (${formula})`)) }],
    value,
  );
}

export function probabilityProblem({ lower }: Problem): Solution | null {
  if (!/probability|chance|p\(/.test(lower)) return null;
  const union = new RegExp(`p\\(a\\) = ${N}, p\\(b\\) = ${N},? and p\\(a and b\\) = ${N}`).exec(lower);
  if (union && /p\(a or b\)/.test(lower))
    return answer(
      'Use the addition rule',
      `${union[1]} + ${union[2]} - ${union[3]}`,
      'P(A or B) = P(A) + P(B) − P(A and B).',
    );
  const complement = new RegExp(`probability (?:of|that) [^.]*? is ${N}[^?]*?(?:not|n't)`).exec(lower);
  if (complement) return answer('Use the complement', `1 - ${complement[1]}`, 'P(not A) = 1 − P(A).');
  const outOf = /out of (\d+)[^.]*?, (\d+) (\w+)/.exec(lower);
  if (outOf) {
    const not = /\b(not|n't|don't|doesn't)\b/.test(lower.slice(outOf.index + outOf[0].length));
    return answer(
      'Find the probability',
      not ? `1 - ${outOf[2]} / ${outOf[1]}` : `${outOf[2]} / ${outOf[1]}`,
      not ? 'P(not A) = 1 − P(A), with P(A) = count / total.' : 'Probability = favourable / total.',
    );
  }
  const dice = /two (?:fair )?dice/.test(lower) ? /sum (?:is|of) (\d+)/.exec(lower) : null;
  if (dice) {
    let count = 0;
    for (let a = 1; a <= 6; a += 1) for (let b = 1; b <= 6; b += 1) if (a + b === Number(dice[1])) count += 1;
    return answer(
      'Find the probability',
      `${count} / 36`,
      `Count the pairs with that sum among the 36 equally likely pairs.`,
    );
  }
  const sides = /\b(?:a )?(?:fair )?(?:die|number cube)\b/.test(lower)
    ? 6
    : Number(/(\d+) equal (?:sections|parts)/.exec(lower)?.[1] ?? 0);
  const test = condition(lower.replace(/[^.]*(?:has|numbered)[^.]*\./, ''));
  if (sides && test) {
    const count = Array.from({ length: sides }, (_, i) => i + 1).filter(test).length;
    return answer(
      'Find the probability',
      `${count} / ${sides}`,
      `Count the outcomes that fit among the ${sides} equally likely ones.`,
    );
  }
  const flips =
    /(?:coin|coins) (?:is |are )?(?:flipped|tossed) (\d+) times/.exec(lower) ??
    /(two|three|four|\d+) (?:fair )?coins are (?:tossed|flipped)/.exec(lower);
  if (flips) {
    const n = { two: 2, three: 3, four: 4 }[flips[1] as 'two'] ?? Number(flips[1]);
    const words: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, both: n, all: n };
    const k =
      /exactly (\d+|one|two|three|four) heads/.exec(lower)?.[1] ??
      /\b(two|three|four|both|all) heads/.exec(lower)?.[1] ??
      null;
    if (k !== null) {
      const heads = words[k] ?? Number(k);
      return answer(
        'Find the probability',
        `combinations(${n}, ${heads}) / 2^${n}`,
        `Count the ways to get ${heads} heads among the 2^${n} equally likely outcomes.`,
      );
    }
  }
  if (/\b(card|deck)\b/.test(lower)) {
    const kinds = [...lower.matchAll(/\b(heart|diamond|club|spade|king|queen|jack|ace|face card)s?\b/g)].map(
      (m) => m[1]!,
    );
    const count = (k: string) =>
      ['heart', 'diamond', 'club', 'spade'].includes(k) ? 13 : k === 'face card' ? 12 : 4;
    if (kinds.length === 2 && / or /.test(lower)) {
      const suit =
        kinds.filter((k) => count(k) === 13).length === 1 && kinds.filter((k) => count(k) === 4).length === 1;
      return answer(
        'Find the probability',
        `(${count(kinds[0]!)} + ${count(kinds[1]!)} - ${suit ? 1 : 0}) / 52`,
        'P(A or B) = P(A) + P(B) − P(A and B): do not count a card twice.',
      );
    }
    if (kinds.length === 1)
      return answer(
        'Find the probability',
        `${count(kinds[0]!)} / 52`,
        'Probability = favourable cards / 52.',
      );
  }
  // a bag of colours
  const colours = [...lower.matchAll(/(\d+) (red|blue|green|white|black|yellow|purple|orange)/g)];
  if (colours.length >= 2) {
    const total = colours.map((c) => c[1]).join(' + ');
    const target =
      /(?:both|all) (?:are |be )?(\w+)|(?:picking|drawing|choosing|selecting|getting) an? (\w+)/.exec(lower);
    const colour = target?.[1] ?? target?.[2];
    const hit = colours.find((c) => c[2] === colour);
    if (hit && /without replacement/.test(lower) && /\b(two|both)\b/.test(lower))
      return answer(
        'Find the probability',
        `${hit[1]} / (${total}) * (${hit[1]} - 1) / (${total} - 1)`,
        'Without replacement the second draw has one fewer of that colour and one fewer in all.',
      );
    if (hit)
      return answer('Find the probability', `${hit[1]} / (${total})`, 'Probability = favourable / total.');
  }
  return null;
}
