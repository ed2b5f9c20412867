/**
 * The three CAS libraries, loaded once. Each does what it measured best at on the solver set's development
 * half (see docs/architecture.md, Math): nerdamer solves equations and systems, algebrite simplifies,
 * factors and expands (nerdamer's simplify of rational expressions printed wrong results), mathjs parses
 * typed input and evaluates numbers (with exact fractions).
 */
import { createRequire } from 'node:module';
import type NerdamerModule from 'nerdamer';
import { create, all } from 'mathjs';

const require = createRequire(import.meta.url);
// nerdamer's add-ons register themselves on the core object when required, so they load through require.
// The Solve add-on's functions are missing from nerdamer's own types.
type Nerdamer = typeof NerdamerModule & {
  solve(expression: string, variable: string): NerdamerModule.Expression;
  solveEquations(equations: string[], variables?: string[]): unknown;
};
export const nerdamer = require('nerdamer') as Nerdamer;
require('nerdamer/Algebra.js');
require('nerdamer/Calculus.js');
require('nerdamer/Solve.js');

// algebrite ships no types: the one call used.
export const algebrite = require('algebrite') as { run(script: string): string };
export const math = create(all, { number: 'number' });
