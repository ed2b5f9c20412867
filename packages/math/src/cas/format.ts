import { cas } from './engines';

/**
 * The written form of an exact real value, as the solver set's answers are written (ANSWER_FORMS): an
 * integer, a decimal when the fraction ends ("-2.5"), else a reduced fraction ("7/3"); irrationals as
 * nerdamer prints them, tidied ("5*sqrt(2)", "2*pi/3").
 */
export function formatExact(exact: string): string {
  const text = cas().nerdamer(exact).toString();
  if (/^[-\d/().\s]+$/.test(text)) return formatRational(text);
  return tidy(text);
}

/** A rational value (as text, like "-9/6") → "-1.5"; "7/3" stays a fraction because it does not end. */
export function formatRational(text: string): string {
  const plain = text.replace(/[\s()]/g, '');
  // "p/q" is read as an exact fraction; anything else is worked out first
  const ratio = /^(-?\d+)\/(-?\d+)$/.exec(plain);
  const f = ratio
    ? cas().math.fraction(Number(ratio[1]), Number(ratio[2]))
    : cas().math.fraction(cas().math.evaluate(plain) as number | string);
  const sign = Number(f.s) < 0 && Number(f.n) !== 0 ? '-' : '';
  const n = Number(f.n);
  const d = Number(f.d);
  if (d === 1) return `${sign}${n}`;
  let rest = d;
  for (const p of [2, 5]) while (rest % p === 0) rest /= p;
  if (rest === 1) return `${sign}${String(n / d)}`;
  return `${sign}${n}/${d}`;
}

/** A number computed in floating point → its written form, reading it as a fraction when it is one. */
export function formatNumber(value: number): string {
  if (Number.isInteger(value)) return String(value);
  const f = cas().math.fraction(value);
  if (Number(f.d) <= 10_000 && Math.abs((Number(f.s) * Number(f.n)) / Number(f.d) - value) < 1e-12)
    return formatRational(`${Number(f.s) * Number(f.n)}/${Number(f.d)}`);
  return String(Number(value.toPrecision(10)));
}

function tidy(text: string): string {
  return text
    .replace(/\(1\/(\d+)\)\*(\w+\([^)]*\)|pi)/g, '$2/$1') // (1/3)*pi → pi/3
    .replace(/\((\d+)\/(\d+)\)\*(\w+\([^)]*\)|pi)/g, '$1*$3/$2') // (2/3)*pi → 2*pi/3
    .replace(/\s+/g, '');
}
