import { evaluate, formatExact, formatNumber, formatRational, toTex } from '../cas';

/**
 * The written forms of answers (the solver set's ANSWER_FORMS): numbers exact where the CAS keeps them exact
 * ("5*sqrt(2)", "2*pi/3", "1 - sqrt(2)"), expressions as a student writes them ("(x - 3)(x + 2)").
 */

const TOLERANCE = 1e-11;

/** A rational p/q close to value with q ≤ maxDen, or null. */
function asRational(value: number, maxDen = 1000): [number, number] | null {
  for (let q = 1; q <= maxDen; q += 1) {
    const p = Math.round(value * q);
    if (Math.abs(p / q - value) < TOLERANCE * Math.max(1, Math.abs(value))) return [p, q];
  }
  return null;
}

/** n = a² · m with m square-free. */
function squareOut(n: number): [number, number] {
  let a = 1;
  let m = n;
  for (let k = 2; k * k <= m; k += 1) {
    while (m % (k * k) === 0) {
      m /= k * k;
      a *= k;
    }
  }
  return [a, m];
}

function gcd(a: number, b: number): number {
  return b === 0 ? Math.abs(a) : gcd(b, a % b);
}

/** k·root/d written as "k*root/d", dropping 1s. */
function scaled(k: number, d: number, root: string): string {
  const sign = k < 0 ? '-' : '';
  const abs = Math.abs(k);
  return `${sign}${abs === 1 ? '' : `${abs}*`}${root}${d === 1 ? '' : `/${d}`}`;
}

/** A real value (with the CAS's exact text when there is one) → its written form. */
export function writeNumber(value: number, exact?: string): string {
  if (Math.abs(value) < 1e-12) return '0';
  // an exact text with roots or pi may still be rational (sqrt(81)); then only a small denominator is believed
  const rational = asRational(value, exact && /sqrt|pi|\^/.test(exact) ? 100 : 10_000);
  if (rational) return formatRational(`${rational[0]}/${rational[1]}`);
  const overPi = asRational(value / Math.PI, 100);
  if (overPi && (!exact || exact.includes('pi'))) {
    const g = gcd(overPi[0], overPi[1]);
    return scaled(overPi[0] / g, overPi[1] / g, 'pi');
  }
  const square = asRational(value * value, 10_000);
  if (square && (!exact || !exact.includes('pi'))) {
    const [p, q] = square;
    const [a, m] = squareOut(p * q);
    if (m > 1) {
      const g = gcd(a, q);
      return scaled((Math.sign(value) * a) / g, q / g, `sqrt(${m})`);
    }
  }
  if (exact) {
    const radicands = [...new Set([...exact.matchAll(/sqrt\((\d+)\)/g)].map((r) => r[1]!))];
    if (radicands.length === 1) {
      const n = Number(radicands[0]);
      const rest = asRational(evaluate(exact.replace(/sqrt\(\d+\)/g, '0')), 1000);
      const coefficient = rest ? asRational((value - rest[0] / rest[1]) / Math.sqrt(n), 1000) : null;
      if (rest && coefficient) return linearRadical(rest, coefficient, n);
    }
  }
  return formatNumber(value);
}

/** a + b·√n written "1 - sqrt(2)" or, over a common denominator, "(3 + sqrt(41))/4". */
function linearRadical([ap, aq]: [number, number], [bp, bq]: [number, number], n: number): string {
  const [outside, m] = squareOut(n);
  const den = (aq * bq) / gcd(aq, bq);
  const a = (ap * den) / aq;
  const b = (bp * outside * den) / bq;
  const root = `${Math.abs(b) === 1 ? '' : `${Math.abs(b)}*`}sqrt(${m})`;
  const body = a === 0 ? `${b < 0 ? '-' : ''}${root}` : `${a} ${b < 0 ? '-' : '+'} ${root}`;
  return den === 1 ? body : `(${body})/${den}`;
}

/** The written form of a CAS expression text (exact), e.g. "-sqrt(2)+1" → "1 - sqrt(2)". */
export function writeExact(exact: string): string {
  return writeNumber(evaluate(exact), formatExact(exact));
}

/** A CAS expression in x → as a student writes it: "2*x^2+5*x-3" → "2x^2 + 5x - 3", "(x-4)*(x+5)" → "(x - 4)(x + 5)". */
export function writeExpression(cas: string): string {
  return cas
    .replace(/\s+/g, '')
    .replace(/(\d)\*(?=[a-z(])/g, '$1')
    .replace(/\)\*\(/g, ')(')
    .replace(/([a-z0-9])\*\(/g, '$1(')
    .replace(/(?<=[\w)])([+-])/g, ' $1 ')
    .replace(/\^\((\d+)\)/g, '^$1');
}

/** TeX for an answer text (numbers, sets, systems, inequalities, expressions). */
export function answerTex(answer: string): string {
  if (/^(no solution|infinitely many solutions)$/.test(answer)) return `\\text{${answer}}`;
  return answer
    .split(/(; |, )/)
    .map((part) => {
      if (part === '; ' || part === ', ') return part === '; ' ? ';\\ ' : ',\\ ';
      const relation = /^(.*?)\s*(<=|>=|<|>|=)\s*(.*)$/.exec(part);
      if (relation) {
        const op = { '<=': '\\le', '>=': '\\ge', '<': '<', '>': '>', '=': '=' }[relation[2]!]!;
        return `${tex(relation[1]!)} ${op} ${tex(relation[3]!)}`;
      }
      return tex(part);
    })
    .join('');
}

function tex(expression: string): string {
  try {
    return toTex(expression);
  } catch {
    return expression;
  }
}
