/**
 * What a thing can do, asked as such: "Axolotls can regrow lost legs, parts of their heart …" → "What can
 * axolotls regrow?" "Lost legs, parts of their heart …"; "Users can create lists, add tasks …" → "What can
 * users do?" "Create lists, add tasks …". Asked as a topic ("What can you tell me about lost legs?") the
 * sentence reads as a riddle.
 */
import { endsWithComma, has, type Clause, type Token } from './question-clause';
import { invert, isAuxWord, isNegation, isPointing } from './question-parts';
import { answerText, finishQuestion } from './question-render';
import { OBJECT_STARTS, VAGUE_VERBS } from './question-words';

/** Modals of ability, permission and duty: what a thing "can", "may" or "must" do is a fact about it. */
const ABILITY = /^(can|may|could|must)$/;
/** Words that open a clause of their own inside the rest: "… before they can go on the water". */
const SUBORDINATORS = /^(because|unless|until|if|when|whenever|while|whereas|although|once)$/;

/** Another verb after a comma or "and" in the object: a list of things done, not one object. */
function listsDeeds(object: readonly Token[]): boolean {
  return object.some(
    (t, k) =>
      k > 0 &&
      (endsWithComma(object[k - 1]) || /^(and|or)$/.test(object[k - 1]?.lower ?? '')) &&
      has(t, 'Infinitive') &&
      !has(t, 'Gerund') &&
      object[k + 1] !== undefined &&
      !has(object[k + 1], 'Preposition'),
  );
}

/** Words after a comma that open another clause, not the next item of a list. */
const CLAUSE_OPENERS =
  /^(and|but|or|so|which|who|where|when|while|although|because|unless|except|though|whereas)$/;

/** The object, whole: "lost legs, parts of their heart and even parts of their brain", up to a new clause. */
function objectSpan(rest: readonly Token[], deeds = false): Token[] {
  const out: Token[] = [];
  for (const [k, t] of rest.entries()) {
    if (!deeds && k > 0 && endsWithComma(rest[k - 1]) && CLAUSE_OPENERS.test(t.lower)) break;
    const clauseAfter = /^(before|after)$/.test(t.lower) && has(rest[k + 1], 'Pronoun');
    if (!deeds && k > 0 && (SUBORDINATORS.test(t.lower) || clauseAfter)) break;
    out.push(t);
    if (/[;:—–()]/.test(t.post)) break;
  }
  return out;
}

/** "What can X VERB?" or, for a list of deeds, "What can X do?"; null for any other sentence. */
export function whatCan(clause: Clause): { question: string; answer: string } | null {
  if (clause.imperative || clause.copula || clause.passive || clause.verbs.length !== 1) return null;
  const modals = clause.aux.filter(isAuxWord);
  if (modals.length !== 1 || !ABILITY.test(modals[0]?.lower ?? '') || clause.aux.some(isNegation))
    return null;
  const verb = clause.verbs[0] as Token;
  // "You can renew an item": the reader is the subject; "It can …" points into the text.
  const subject = clause.subject;
  if (isPointing(subject) || subject.some((t) => has(t, 'Pronoun')) || VAGUE_VERBS.has(verb.lower))
    return null;
  const first = clause.rest[0];
  if (!first || !OBJECT_STARTS.some((tag) => has(first, tag)) || has(first, 'Pronoun')) return null;
  if (has(first, 'Preposition') || has(first, 'Adverb')) return null;
  const object = objectSpan(clause.rest);
  const inv = invert(clause);
  if (!inv || object.length === 0) return null;
  if (listsDeeds(clause.rest))
    return {
      question: finishQuestion(['What', inv.front, inv.subject, 'do']),
      answer: answerText([verb, ...objectSpan(clause.rest, true)]),
    };
  return { question: finishQuestion(['What', inv.front, inv.subject, inv.verb]), answer: answerText(object) };
}

/**
 * "Screens give off blue light, which …" → "What do screens give off?" "Blue light, which …": a phrasal
 * verb's object, which "What do screens do?" would answer with the sentence read back.
 */
export function whatPhrasal(clause: Clause): { question: string; answer: string } | null {
  if (clause.imperative || clause.copula || clause.passive || clause.verbs.length !== 1) return null;
  if (clause.aux.length > 0) return null;
  const [particle, first] = clause.rest;
  if (!particle || !has(particle, 'Particle') || endsWithComma(particle)) return null;
  if (!first || !OBJECT_STARTS.some((tag) => has(first, tag)) || has(first, 'Pronoun')) return null;
  const subject = clause.subject;
  if (isPointing(subject) || subject.some((t) => has(t, 'Pronoun') || has(t, 'Person'))) return null;
  const inv = invert(clause);
  const object = objectSpan(clause.rest.slice(1));
  if (!inv || object.length === 0) return null;
  return {
    question: finishQuestion(['What', inv.front, inv.subject, inv.verb, particle.lower]),
    answer: answerText(object),
  };
}
