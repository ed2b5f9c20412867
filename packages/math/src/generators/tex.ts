/**
 * Small writers of math text. Polynomials are written so the same string is TeX for KaTeX and typed math the
 * CAS reads ("3x^2 - 5x + 2"). Numbers are written here, not with the CAS's formatNumber: that reads a
 * repeating decimal through mathjs fractions and takes up to half a second per number.
 */

/** a number as text: whole, a decimal that ends ("2.5"), else a fraction with a small denominator ("7/3") */
export function formatNumber(value: number): string {
  if (Number.isInteger(value)) return String(value);
  for (let d = 2; d <= 2000; d += 1) {
    const n = Math.round(value * d);
    if (Math.abs(n / d - value) > 1e-12 * Math.max(1, Math.abs(value))) continue;
    let rest = d / gcd(n, d);
    for (const p of [2, 5]) while (rest % p === 0) rest /= p;
    if (rest === 1) return String(Number((n / d).toPrecision(12)));
    const g = gcd(n, d);
    return `${n / g}/${d / g}`;
  }
  return String(Number(value.toPrecision(10)));
}

/** a number as TeX: 2.5, \frac{7}{3}, -\frac{1}{6} */
export function num(value: number): string {
  const text = formatNumber(value);
  const fraction = /^(-?)(\d+)\/(\d+)$/.exec(text);
  return fraction ? `${fraction[1]}\\frac{${fraction[2]}}{${fraction[3]}}` : text;
}

/** a number as inline math: "$12$" */
export const m = (value: number): string => `$${num(value)}$`;

/** "\\frac{n}{d}", followed by " = " and its simplest form when that is written differently */
export function fractionTex(n: number, d: number): string {
  const written = `\\frac{${n}}{${d}}`;
  const simplest = num(n / d);
  return simplest === written ? written : `${written} = ${simplest}`;
}

/** a number in parentheses when it is negative, for products like "2\\cdot (-3)" */
export const factorTex = (value: number): string => (value < 0 ? `(${num(value)})` : num(value));

/** a coefficient written before parentheses: "" for 1, "-" for −1, else the number: "3(x + 1)", "-(7)" */
export const coef = (k: number): string => (k === 1 ? '' : k === -1 ? '-' : num(k));

/** a price as text with an escaped dollar: "\$40", "\$12.50" */
export function money(value: number): string {
  const rounded = Math.round(value * 100) / 100;
  return `\\$${Number.isInteger(rounded) ? String(rounded) : rounded.toFixed(2)}`;
}

/** a polynomial from its coefficients, highest power first: [3, -5, 2] → "3x^2 - 5x + 2" */
export function poly(coefficients: readonly number[], variable = 'x'): string {
  const degree = coefficients.length - 1;
  const parts: string[] = [];
  coefficients.forEach((c, i) => {
    if (c === 0) return;
    const power = degree - i;
    const size = Math.abs(c);
    const body =
      power === 0
        ? formatNumber(size)
        : `${size === 1 ? '' : formatNumber(size)}${variable}${power > 1 ? `^${power}` : ''}`;
    if (parts.length === 0) parts.push(c < 0 ? `-${body}` : body);
    else parts.push(c < 0 ? `- ${body}` : `+ ${body}`);
  });
  return parts.length ? parts.join(' ') : '0';
}

/** "x + 3", "x - 3", "x" */
export const shift = (variable: string, k: number): string =>
  k === 0 ? variable : `${variable} ${k < 0 ? '-' : '+'} ${formatNumber(Math.abs(k))}`;

/** a signed term for "a + b" text: "+ 3" or "- 3", and nothing for 0 */
export const signed = (k: number): string =>
  k === 0 ? '' : `${k < 0 ? '-' : '+'} ${formatNumber(Math.abs(k))}`;

/** numbered steps: "1. …" */
export const numbered = (steps: readonly string[]): string =>
  steps.map((s, i) => `${i + 1}. ${s}`).join('\n');

/** greatest common divisor of two whole numbers */
export function gcd(a: number, b: number): number {
  let x = Math.abs(a);
  let y = Math.abs(b);
  while (y) [x, y] = [y, x % y];
  return x;
}
