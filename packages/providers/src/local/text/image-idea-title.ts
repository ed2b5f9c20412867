// An image idea's title: a short name for its subject with one of the parts the description shows (its
// mood, hour, weather, palette or medium). A title names only what the description says, names it in the
// description's own colour and hour, never says a word twice ("Snowstorm and the Storm") and never argues
// with the scene (a "Faded" title over a riot of colour).
import { Grammar } from './grammar';
import type { Scene } from './image-scene';
import { TITLE_NEEDS, TITLE_RULES } from './image-vocabulary';
import { titleRepeats } from './image-word-stems';
import type { Rng } from './rng';
import { titleCase, tidy, wordCount } from './text-utils';

/** A title is a name, not a sentence. */
export const MAX_TITLE_WORDS = 6;

export interface TitleContext {
  grammar: Grammar;
  rng: Rng;
  scene: Scene;
  /** The values title rules refer to; an empty one rules its titles out. */
  vars: Readonly<Record<string, string>>;
  /** The parts of the idea its description shows. */
  shown: ReadonlySet<string>;
  /** The rule an answer's deck dealt this idea, tried first. */
  dealt: string;
}

/** Whether a rule may name this idea: its parts are shown and its values are there. */
function usable(rule: string, ctx: TitleContext): boolean {
  if (!(TITLE_NEEDS[rule] ?? []).every((part) => ctx.shown.has(part))) return false;
  const templates = ctx.grammar.rules[rule] ?? [];
  return templates.some((t) =>
    Grammar.references(typeof t === 'string' ? t : t[0]).every((r) => (ctx.vars[r] ?? '') !== ''),
  );
}

/** The first title, dealt rule first, that fits the scene, says no word twice and is short enough. */
export function chooseTitle(ctx: TitleContext): string {
  const rules = [ctx.dealt, ...ctx.rng.shuffle(TITLE_RULES.filter((r) => r !== ctx.dealt))];
  for (const rule of rules) {
    if (!usable(rule, ctx)) continue;
    for (let attempt = 0; attempt < 2; attempt++) {
      const title = titleCase(tidy(ctx.grammar.expand(`#${rule}#`, { rng: ctx.rng, vars: ctx.vars })));
      if (wordCount(title) < 2 || wordCount(title) > MAX_TITLE_WORDS) continue;
      if (titleRepeats(title).length > 0) continue;
      if (ctx.scene.fits(title, { echo: true })) return title;
    }
  }
  const short = (ctx.vars.short ?? '')
    .split(' ')
    .slice(0, MAX_TITLE_WORDS - 2)
    .join(' ');
  return titleCase(`${short} No. ${ctx.vars.n ?? '1'}`);
}
