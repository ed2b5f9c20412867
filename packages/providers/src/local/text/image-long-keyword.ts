// A long, rambling keyword ("ok so i want something like a really old man sitting on a bench in a park
// and hes feeding pigeons but its kind of sad because…") told as its subject phrase ("an old man sitting
// on a bench in a park"): the request, the fillers and the asides go; the first clause that names
// something stays, with an action said of it later ("maybe him running on the sand") when it has none.
// What the rest says (sad, autumn, raining) still binds the idea as typed.
import { isGerund } from './image-gerund';

/** Shorter keywords are kept whole. */
const LONG = 14;

/** Words a speaker opens with before saying what they want. */
const OPENERS =
  /^(?:(?:ok(?:ay)?|so|um+|uh+|well|hmm+|hey|hi|please|like|basically|just)[\s,]+|(?:i|we)\s+(?:want|need|would like|'d like|was thinking(?: of| about)?|am thinking(?: of| about)?)(?:\s+to\s+see)?\s+|(?:something|anything)\s+like\s+|(?:maybe|perhaps)\s+)+/i;
/** Fillers inside a phrase. */
const FILLERS = /\b(?:really|very|kind of|sort of|just|like,|basically|maybe)\s+/gi;
/** Where a new clause begins: the subject phrase ends there. */
const CLAUSE =
  /\s+(?:but|because|so|although|though|while|where|which|who|whose|and\s+(?:every|each|then|when|he|she|it|they|there|i|we|hes|shes|its|theres|he's|she's|it's|there's|everything))\b|[,;.!?]\s*|\s+-\s+/i;
/** "my dog is a beagle called biscuit": what it is, not whose. */
const POSSESSED = /^(?:my|our|his|her|their)\s+[\p{L}\s]{1,30}?\s+(?:is|are|was)\s+((?:a|an|the)\s.+)$/iu;
/** "maybe him running on the sand with a tennis ball": an action said of the subject later. */
const ACTION =
  /\b(?:him|her|them|it|he|she|they)(?:\s+(?:is|are|was))?\s+([\p{L}]+ing\b[^,;.]*?)(?=\s+(?:and|but|so|because)\b|[,;.]|$)/iu;

/** Whether a keyword is long enough to be told as its subject. */
export const isLongKeyword = (keyword: string): boolean => keyword.trim().split(/\s+/).length > LONG;

/** The subject phrase of a long keyword; a short one is returned as it is. */
export function summariseKeyword(keyword: string): string {
  if (!isLongKeyword(keyword)) return keyword;
  let text = keyword.trim().replace(OPENERS, '');
  const possessed = POSSESSED.exec(text);
  if (possessed?.[1]) text = possessed[1];
  const rest = text;
  const first = (text.split(CLAUSE)[0] ?? text).replace(FILLERS, '').trim();
  let phrase = first;
  // Names after "called" or "named" are names.
  phrase = phrase.replace(
    /\b(called|named)\s+(\p{Ll})/u,
    (_, w: string, c: string) => `${w} ${c.toUpperCase()}`,
  );
  const hasAction = phrase.split(/\s+/).some((w, i) => i > 0 && isGerund(w.toLowerCase()));
  const action = ACTION.exec(rest.slice(first.length))?.[1];
  if (!hasAction && action) phrase = `${phrase} ${action.trim()}`;
  // "a really old man" lost its filler; "a old" is "an old".
  phrase = phrase.replace(/^an?\s+(?=\p{L})/iu, (article) => article.toLowerCase());
  phrase = phrase.replace(/^a\s+(?=[aeiou])/, 'an ').replace(/^an\s+(?=[^aeiou\s])/, 'a ');
  return phrase.split(/\s+/).length >= 2 ? phrase : keyword;
}
