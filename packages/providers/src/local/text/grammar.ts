// A small weighted generative grammar in the spirit of Tracery: rules are lists of alternatives, an
// alternative may reference other rules as `#name#` or `#name.modifier#`, and weights bias the choice.
// Variables (the user's keywords, the chosen style…) are inserted literally, never expanded, so text a
// user typed can never be read as grammar. Image ideas use it now; music ideas can bring their own rules.
import type { Rng } from './rng';
import { capitalize, titleCase, withArticle } from './text-utils';

export type Alternative = string | readonly [text: string, weight: number];
export type Rules = Readonly<Record<string, readonly Alternative[]>>;

const MODIFIERS: Readonly<Record<string, (s: string) => string>> = {
  a: (s) => (s ? withArticle(s) : s),
  cap: capitalize,
  title: titleCase,
  lower: (s) => s.toLowerCase(),
};

const REFERENCE = /#([a-zA-Z][\w]*)((?:\.[a-z]+)*)#/g;

export class GrammarError extends Error {
  override readonly name = 'GrammarError';
}

export interface ExpandContext {
  rng: Rng;
  /** Literal values that take precedence over rules of the same name. */
  vars?: Readonly<Record<string, string>>;
}

export class Grammar {
  constructor(readonly rules: Rules) {}

  /** Chooses one alternative of a rule by weight (plain strings weigh 1). */
  choose(name: string, rng: Rng): string {
    const alternatives = this.rules[name];
    if (!alternatives || alternatives.length === 0) throw new GrammarError(`unknown rule #${name}#`);
    const weighted = alternatives.map((alt) => (typeof alt === 'string' ? ([alt, 1] as const) : alt));
    const total = weighted.reduce((sum, [, w]) => sum + w, 0);
    let roll = rng.next() * total;
    for (const [text, weight] of weighted) {
      roll -= weight;
      if (roll < 0) return text;
    }
    return (weighted[weighted.length - 1] as readonly [string, number])[0];
  }

  /** Expands every reference in `template`, recursively, up to a depth that stops runaway rules. */
  expand(template: string, ctx: ExpandContext, depth = 0): string {
    if (depth > 12) throw new GrammarError(`rules nest too deeply near "${template.slice(0, 40)}"`);
    return template.replace(REFERENCE, (_m, name: string, mods: string) => {
      const value =
        ctx.vars && Object.hasOwn(ctx.vars, name)
          ? (ctx.vars[name] as string)
          : this.expand(this.choose(name, ctx.rng), ctx, depth + 1);
      return mods
        .split('.')
        .filter(Boolean)
        .reduce((text, mod) => {
          const apply = MODIFIERS[mod];
          if (!apply) throw new GrammarError(`unknown modifier .${mod} in #${name}#`);
          return apply(text);
        }, value);
    });
  }

  /** The rule and variable names a template refers to (for the vocabulary's own tests). */
  static references(template: string): string[] {
    return [...template.matchAll(REFERENCE)].map((m) => m[1] as string);
  }
}
