/**
 * The three CAS libraries, loaded on first use (mathjs alone takes seconds to load on a busy machine, and
 * a server only needs them when someone does math). Each does what it measured best at on the solver set's
 * development half (see docs/architecture.md, Math): nerdamer solves equations and systems, algebrite
 * simplifies, factors and expands (nerdamer's simplify of rational expressions printed wrong results),
 * mathjs parses typed input and evaluates numbers (with exact fractions).
 */
import { createRequire } from 'node:module';
import type NerdamerModule from 'nerdamer';
import type * as MathJs from 'mathjs';

const require = createRequire(import.meta.url);
// The Solve add-on's functions are missing from nerdamer's own types.
type Nerdamer = typeof NerdamerModule & {
  solve(expression: string, variable: string): NerdamerModule.Expression;
  solveEquations(equations: string[], variables?: string[]): unknown;
};

export interface CasLibraries {
  nerdamer: Nerdamer;
  // algebrite ships no types: the one call used.
  algebrite: { run(script: string): string };
  math: MathJs.MathJsInstance;
}

let loaded: CasLibraries | undefined;

/** The CAS libraries, required synchronously the first time they are asked for. */
export function cas(): CasLibraries {
  if (loaded) return loaded;
  const nerdamer = require('nerdamer') as Nerdamer;
  // nerdamer's add-ons register themselves on the core object when required.
  require('nerdamer/Algebra.js');
  require('nerdamer/Calculus.js');
  require('nerdamer/Solve.js');
  const mathjs = require('mathjs') as typeof MathJs;
  loaded = {
    nerdamer,
    algebrite: require('algebrite') as CasLibraries['algebrite'],
    math: mathjs.create(mathjs.all, { number: 'number' }),
  };
  return loaded;
}
