/**
 * An instruction with two verbs ("Water well and keep the plant out of direct sun for about a week") says
 * how long to do the second: "How long should I keep the plant out of direct sun?". Asked of the first
 * ("How long should I water well?") or of both run together ("How long do water well and keep …?") it is
 * wrong or broken, so the second is read as an instruction of its own.
 */
import { has, type Clause } from './question-clause';

/** The instruction after "and"/"then" in an imperative clause, as a clause of its own; null if none. */
export function secondInstruction(clause: Clause): Clause | null {
  if (!clause.imperative || clause.wholeOnly) return null;
  const rest = clause.rest;
  const at = rest.findIndex(
    (t, i) =>
      /^(and|then)$/.test(t.lower) &&
      has(rest[i + 1], 'Verb') &&
      has(rest[i + 1], 'Infinitive') &&
      !has(rest[i + 1], 'Gerund') &&
      !has(rest[i - 1], 'Preposition'),
  );
  if (at === -1 || rest.slice(0, at).some((t) => /[;:]/.test(t.post))) return null;
  const verb = rest[at + 1];
  if (!verb) return null;
  // "Pour the batter into the tin and bake for 55 minutes": the second verb's object is the first's
  // ("How long should I bake the batter?", not "How long should I bake?").
  const second = rest.slice(at + 2);
  const object = firstObject(rest.slice(0, at));
  const shared = has(second[0], 'Preposition') && object.length > 0;
  return {
    ...clause,
    intro: [],
    aux: [],
    verbs: [verb],
    rest: shared ? [...object.map((t) => ({ ...t, post: ' ' })), ...second] : second,
    copula: false,
    passive: false,
  };
}

/** The object an instruction starts with: "the batter" of "the batter into the tin"; empty if none. */
function firstObject(tokens: Clause['rest']): Clause['rest'] {
  if (tokens[0]?.lower !== 'the') return [];
  let end = 1;
  while (
    end < tokens.length &&
    (has(tokens[end], 'Noun') || has(tokens[end], 'Adjective')) &&
    !has(tokens[end], 'Pronoun')
  )
    end++;
  const last = tokens[end - 1];
  if (end === 1 || !has(last, 'Noun') || /[,;:]/.test(last?.post ?? '') || !has(tokens[end], 'Preposition'))
    return [];
  return tokens.slice(0, end);
}
