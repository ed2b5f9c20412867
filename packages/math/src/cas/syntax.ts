import { cas } from './engines';
import { MathInputError } from './errors';

/**
 * Typed math (implicit products like "3x" or "2(x+1)", ^ powers, sqrt()) → the explicit syntax the CAS
 * libraries share ("3 * x", "2 * (x + 1)"). mathjs's parser reads it, so bad input fails here with a
 * message, not deep inside a solver.
 */
export function toCas(expression: string): string {
  const source = expression.trim();
  if (!source) throw new MathInputError('There is no math to read.');
  try {
    return cas().math.parse(source).toString({ implicit: 'show', parenthesis: 'auto' });
  } catch (error) {
    throw new MathInputError(`The math "${source}" could not be read: ${(error as Error).message}`);
  }
}

/** The variables an expression uses (single letters and names, not functions or constants). */
export function variablesOf(expression: string): string[] {
  const names = new Set<string>();
  cas()
    .math.parse(toCas(expression))
    .traverse((node, _path, parent) => {
      const isFunctionName =
        parent?.type === 'FunctionNode' && (parent as unknown as { fn: unknown }).fn === node;
      if (node.type === 'SymbolNode' && !isFunctionName) {
        const name = (node as unknown as { name: string }).name;
        if (!['pi', 'e', 'i', 'E', 'PI'].includes(name)) names.add(name);
      }
    });
  return [...names].sort();
}

/** TeX of a CAS expression for KaTeX, e.g. "(x - 3) * (x + 2)" → "\\left(x-3\\right)\\cdot\\left(x+2\\right)". */
export function toTex(expression: string): string {
  return (
    cas()
      .math.parse(toCas(expression))
      .toTex({ parenthesis: 'auto', implicit: 'hide' })
      .replace(/\\cdot/g, '\\cdot ')
      // a number times a letter or a bracket is written as school math writes it: 3x, 2(x + 1)
      .replace(/(\d)\s*\\cdot\s*(?=[a-zA-Z(]|\\left)/g, '$1')
      .replace(/\s+/g, ' ')
      .trim()
  );
}
