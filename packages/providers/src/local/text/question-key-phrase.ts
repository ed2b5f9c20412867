/**
 * The key noun phrase of a sentence, for "What can you tell me about X?": of the noun phrases in its tagged
 * words, the one whose words are rarest in the whole text, with a determiner that reads well alone.
 */
import { has, type Token } from './question-clause';
import { render, swapPerson } from './question-render';

const MAX_PHRASE_WORDS = 5;
const NUMBERED =
  /^(section|chapter|article|part|page|version|number|figure|table|step|paragraph|clause|item|level|room|route|gate|platform|line|bus)$/;
/** Determiners a question asked alone can swap for "the" (or drop before a plural). */
const INDEFINITE = new Set([
  'a',
  'an',
  'some',
  'any',
  'each',
  'every',
  'another',
  'many',
  'most',
  'several',
  'all',
]);
/** Determiners that point back into the text: "her birth", "this method" mean nothing alone. */
const POINTING = new Set(['this', 'that', 'these', 'those', 'its', 'their', 'his', 'her', 'such', 'both']);

/** A phrase's words up to a preposition other than "of", a relative word or a comma. */
function trimPhrase(tokens: Token[]): Token[] {
  const out: Token[] = [];
  for (const t of tokens) {
    // "the seed exchange every spring": a time phrase after the noun is not part of it.
    if (
      out.length > 0 &&
      ((has(t, 'Preposition') && t.lower !== 'of') || /^(who|which|that|whose|every|each)$/.test(t.lower))
    )
      break;
    out.push(t);
    if (/[,;:()]/.test(t.post)) break;
  }
  while (out.length > 0 && /^(of|and|or)$/.test(out[out.length - 1]?.lower ?? '')) out.pop();
  return out;
}

function isCommonSingular(t: Token | undefined): boolean {
  return (
    t !== undefined && has(t, 'Noun') && !has(t, 'Plural') && !has(t, 'ProperNoun') && !has(t, 'Uncountable')
  );
}

/** The phrase with a determiner that reads well alone, or null when it points elsewhere. */
function withDeterminer(tokens: Token[]): Token[] | null {
  const [first, ...others] = tokens;
  if (!first) return null;
  if (POINTING.has(first.lower)) return null;
  const ofAt = tokens.findIndex((t) => t.lower === 'of');
  const head = ofAt > 0 ? tokens[ofAt - 1] : tokens[tokens.length - 1];
  const the = (list: Token[]): Token[] => [
    { ...first, text: 'the', lower: 'the', pre: '', post: ' ', tags: new Set(['Determiner']) },
    ...list,
  ];
  if (INDEFINITE.has(first.lower))
    return isCommonSingular(head) || has(head, 'ProperNoun') ? the(others) : others;
  if (has(first, 'Determiner') || has(first, 'Possessive') || has(first, 'Value')) return tokens;
  // "new programming language Ada", "thin layer of glue": a bare singular needs an article.
  const lowerStart = /^\p{Ll}/u.test(first.text);
  if (lowerStart && (isCommonSingular(head) || has(head, 'ProperNoun'))) return the(tokens);
  return tokens;
}

const PREPOSITIONS =
  /^(under|over|about|after|before|above|below|within|without|between|through|during|against|among|into|onto|upon|per|via)$/;

function isPhraseWord(t: Token | undefined): boolean {
  if (!t || has(t, 'Verb') || has(t, 'Preposition') || has(t, 'Conjunction') || PREPOSITIONS.test(t.lower))
    return false;
  // "her birth" stays whole, so that its pointing determiner is seen and the phrase skipped.
  if (has(t, 'Pronoun')) return has(t, 'Possessive');
  return (
    has(t, 'Determiner') || has(t, 'Possessive') || has(t, 'Adjective') || has(t, 'Noun') || has(t, 'Value')
  );
}

/** Runs of determiners, adjectives, numbers and nouns ("the first published computer program"), "of" inside. */
function nounPhrases(tokens: readonly Token[]): Token[][] {
  const phrases: Token[][] = [];
  let current: Token[] = [];
  const close = (): void => {
    // A phrase ends on its head noun, or on the number of a numbered thing ("section 11").
    const last = current[current.length - 1];
    const numbered = has(last, 'Value') && NUMBERED.test(current[current.length - 2]?.lower ?? '');
    while (!numbered && current.length > 0 && !has(current[current.length - 1], 'Noun')) current.pop();
    // A leading "-ing" or "-ed" word ("Licensed under …", "concerning …") is a verb compromise took for an adjective.
    while (current.length > 1 && has(current[0], 'Adjective') && /(ing|ed)$/.test(current[0]?.lower ?? ''))
      current.shift();
    if (current.length > 0) phrases.push(current);
    current = [];
  };
  tokens.forEach((t, i) => {
    const joinsOf = t.lower === 'of' && current.length > 0 && isPhraseWord(tokens[i + 1]);
    if (isPhraseWord(t) || joinsOf) {
      current.push(t);
      if (/[,;:()]/.test(t.post)) close();
    } else close();
  });
  close();
  return phrases;
}

/**
 * The phrase to ask about, or null when the sentence names nothing. `weight` scores a lower-case word (its
 * inverse document frequency); phrases of pronouns, numbers or dates, and phrases that point elsewhere
 * ("her birth"), are skipped.
 */
export function keyPhrase(tokens: readonly Token[], weight: (word: string) => number): string | null {
  let best: string | null = null;
  let bestScore = 0;
  for (const phrase of nounPhrases(tokens)) {
    const trimmed = trimPhrase(phrase);
    const cut = trimmed.length > MAX_PHRASE_WORDS ? trimmed.slice(trimmed.length - 3) : trimmed;
    const words = withDeterminer(cut);
    if (!words) continue;
    const content = words.filter((t) => (has(t, 'Noun') || has(t, 'Adjective')) && !has(t, 'Pronoun'));
    const head = words[words.length - 1];
    if (!head || content.length === 0) continue;
    const numberedHead = has(head, 'Value') && NUMBERED.test(words[words.length - 2]?.lower ?? '');
    if ((has(head, 'Value') && !numberedHead) || has(head, 'Date') || has(head, 'Money')) continue;
    // "18 years", "forty raised beds": a count is asked with "how many", not talked about.
    if (words.some((t) => has(t, 'Value') && !/^(a|an|one)$/.test(t.lower)) && !numberedHead) continue;
    const score = content.reduce((sum, t) => sum + weight(t.lower), 0) * (has(head, 'ProperNoun') ? 1.2 : 1);
    if (score > bestScore) {
      bestScore = score;
      const rendered = render(swapPerson(words));
      const first = words[0];
      best =
        first && !has(first, 'ProperNoun') && !has(first, 'Acronym')
          ? rendered.charAt(0).toLowerCase() + rendered.slice(1)
          : rendered;
    }
  }
  return best;
}
