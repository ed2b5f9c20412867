/** The computer algebra of the math engine: every solution, simplification and check goes through here. */
export { MathInputError } from './errors';
export { toCas, toTex, variablesOf } from './syntax';
export { evaluate, equivalent, sameNumber } from './numeric';
export { formatExact, formatNumber, formatRational } from './format';
export { solveEquation, solveSystem, classifyEquation, type ExactValue } from './solve';
export { simplify, factor, expand } from './algebra';
export { cas as loadCas } from './engines';
