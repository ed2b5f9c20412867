import { compile } from 'mathjs/number';
import { plotExpression } from './graph-draft';

/**
 * A typed function as a JavaScript function of x for the plotter. function-plot would compile a string with
 * `new Function`, which the app's Content Security Policy forbids; mathjs compiles to closures instead.
 * Throws for a function it cannot read; a point where it is undefined is NaN (a gap in the line).
 */
export function plotFunction(typed: string): (scope: { x?: number }) => number {
  const code = compile(plotExpression(typed));
  return ({ x }) => {
    if (typeof x !== 'number') return NaN;
    try {
      const y: unknown = code.evaluate({ x });
      return typeof y === 'number' ? y : NaN;
    } catch {
      return NaN;
    }
  };
}
