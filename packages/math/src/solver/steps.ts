import type { SolutionStep } from '@muse/contracts';
import { toTex } from '../cas';

/** TeX of typed math, or the text itself when the CAS cannot read it. */
export function texOf(expression: string): string {
  try {
    return toTex(expression);
  } catch {
    return expression;
  }
}

/** TeX of a relation "lhs op rhs". */
export function relationTex(left: string, op: string, right: string): string {
  const sign = { '<=': '\\le', '>=': '\\ge', '<': '<', '>': '>', '=': '=' }[op] ?? op;
  return `${texOf(left)} ${sign} ${texOf(right)}`;
}

export const step = (text: string, math = ''): SolutionStep => ({ text, math });
