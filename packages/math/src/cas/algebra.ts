import { cas } from './engines';
import { MathInputError } from './errors';
import { toCas } from './syntax';

function run(operation: 'simplify' | 'factor' | 'expand' | 'rationalize', expression: string): string {
  const out = cas().algebrite.run(`${operation}(${toCas(expression)})`);
  if (/(^|\n)\s*Stop:/.test(out))
    throw new MathInputError(
      `The expression could not be worked with: ${out.replace(/^[\s\S]*Stop:\s*/, '')}`,
    );
  return out;
}

/** The simplest form: simplified, and a sum of fractions made one fraction. */
export function simplify(expression: string): string {
  const simple = run('simplify', expression);
  return simple.includes('/') ? run('simplify', run('rationalize', simple)) : simple;
}

export const factor = (expression: string): string => run('factor', expression);
export const expand = (expression: string): string => run('expand', expression);
