/**
 * What a yes/no question must not lose: "Pets are welcome in ground-floor rooms only" asked "Are pets
 * welcome in ground-floor rooms only?" is answered "Yes." by a reader who hears "Are pets welcome?"; "The
 * hotel has no car park" asked "Does the hotel have no car park?" "Yes." reads as the opposite. A sentence
 * whose asked part restricts or negates anything but its verb ("not", which the question turns into "No.")
 * makes no yes/no question.
 */
import { has, type Token } from './question-clause';

/** Words that narrow or negate what the question asks, so "Yes." or "No." alone would mislead. */
const RESTRICTING =
  /^(only|just|solely|exclusively|merely|no|none|nobody|nothing|nowhere|neither|nor|without|hardly|barely|scarcely|rarely|seldom|few|little|unless|except|provided|if|instead|not|never|cannot|can't|won't|don't|doesn't|didn't|isn't|aren't)$/;

/**
 * Whether a yes/no question would drop or flip a restriction in `kept` (its subject and the verb group's
 * adverbs) or `asked` (the words asked after the verb). The verb group's own "not" is the question's "No."
 * and is not passed.
 */
export function losesRestriction(kept: readonly Token[], asked: readonly Token[]): boolean {
  return [...kept, ...asked].some((t) => RESTRICTING.test(t.lower) || /n['’]t$/.test(t.lower));
}

/** What the sentence adds after the part asked that a "Yes."/"No." answer must keep: a condition. */
export const CONDITION =
  /^(except|but|unless|only|if|provided|subject to|as long as|so long as|with the exception)\b/i;

/**
 * "There is no web version" asked "Is there web version?" lost its article with the "no" the question turns
 * into "No.": a singular countable noun after that "no" gets "a" or "an" back ("Is there a web version?").
 */
export function articleForNo(aux: readonly Token[], asked: readonly Token[]): Token[] {
  if (!aux.some((t) => t.lower === 'no')) return [...asked];
  let end = 0;
  while (has(asked[end], 'Adjective') || (has(asked[end], 'Noun') && !has(asked[end], 'Pronoun'))) end++;
  const head = asked[end - 1];
  const first = asked[0];
  // "no parking": a doing or a stuff takes no article.
  const mass = has(head, 'Uncountable') || /ing$/.test(head?.lower ?? '');
  if (!first || !head || !has(head, 'Singular') || mass || has(first, 'Determiner')) return [...asked];
  const article = /^[aeiou]/.test(first.lower) ? 'an' : 'a';
  return [{ text: article, lower: article, pre: '', post: ' ', tags: new Set(['Determiner']) }, ...asked];
}
