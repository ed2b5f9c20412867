import { evaluate, MathInputError, sameNumber, toCas } from '../cas';

/**
 * A linear inequality "lhs < rhs" (or >, <=, >=, ≤, ≥) read as the sign test of lhs − rhs. The CAS evaluates
 * it; linearity is checked at three points, so the set of solutions is a half-line (or empty or everything).
 */
export function inequalityTest(relation: string, unknown: string): (v: number) => boolean {
  const match = /^(.*?)(<=|>=|≤|≥|<|>)(.*)$/.exec(relation);
  if (!match) throw new MathInputError(`"${relation}" is not an inequality.`);
  const zero = `(${toCas(match[1]!)}) - (${toCas(match[3]!)})`;
  const at = (v: number) => evaluate(zero, { [unknown]: v });
  const [a, b, c] = [at(-1.3), at(0.7), at(2.7)];
  if (!sameNumber(b - a, c - b)) throw new MathInputError(`"${relation}" is not a linear inequality.`);
  const op = match[2]!;
  return (v) => {
    const d = at(v);
    const zeroish = Math.abs(d) < 1e-9 * Math.max(1, Math.abs(v));
    if (op === '<') return d < 0 && !zeroish;
    if (op === '>') return d > 0 && !zeroish;
    if (op === '<=' || op === '≤') return d < 0 || zeroish;
    return d > 0 || zeroish;
  };
}
