import { equivalent, evaluate, MathInputError, sameNumber, toCas } from '../cas';

/**
 * A choice as written (TeX in $…$, a price "\$40", "25%", "12 cm") → typed math the CAS reads. Only the
 * TeX a choice uses is understood: \frac, \sqrt, \pi, \cdot, \times, powers in braces, \left/\right.
 */
export function choiceToCas(choice: string): string {
  let s = choice
    .replace(/\\\$/g, '')
    .replace(/\$/g, '')
    .replace(/\\[,;!]|\\ /g, '')
    .replace(/\\%|%/g, '')
    .replace(/\\left|\\right/g, '')
    .replace(/\\(?:text|mathrm)\{[^}]*\}/g, '')
    .replace(/\^\\circ|°/g, '')
    .replace(/(\d),(?=\d{3}\b)/g, '$1')
    .replace(
      /\b(?:square|cubic|units?|cm|mm|km|m|in|ft|mi|mph|kg|g|lb|hours?|minutes?|seconds?|degrees?|meters?|feet|inches|miles)\b\.?/g,
      '',
    )
    .replace(/−/g, '-')
    .trim();
  // innermost first, so nested fractions and roots unwrap one layer at a time
  for (let guard = 0; guard < 20; guard += 1) {
    const next = s
      .replace(/\\[dt]?frac\{([^{}]*)\}\{([^{}]*)\}/g, '(($1)/($2))')
      .replace(/\\sqrt\{([^{}]*)\}/g, 'sqrt($1)')
      .replace(/\^\{([^{}]*)\}/g, '^($1)');
    if (next === s) break;
    s = next;
  }
  s = s
    .replace(/\\pi/g, ' pi ')
    .replace(/\\cdot|\\times/g, '*')
    .replace(/[{}]/g, (b) => (b === '{' ? '(' : ')'))
    .trim();
  if (/\\/.test(s)) throw new MathInputError(`The choice "${choice}" could not be read.`);
  return toCas(s);
}

/** The value of a numeric choice. */
export function choiceValue(choice: string): number {
  return evaluate(choiceToCas(choice));
}

/** Whether two choices say the same thing: equal numbers, or expressions equal for every value. */
export function sameChoice(a: string, b: string, variables?: readonly string[]): boolean {
  if (variables && variables.length) return equivalent(choiceToCas(a), choiceToCas(b), variables);
  return sameNumber(choiceValue(a), choiceValue(b));
}
