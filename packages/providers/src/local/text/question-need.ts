/**
 * Two questions a person asks of what a sentence says they need or what someone will do, which the
 * sentence alone would only read back as a yes/no question:
 *
 * - "You will need your receipt and the serial number." after "To make a claim, contact …" is asked "What
 *   will I need to make a claim?" (the purpose the sentence before names), answered by what is needed.
 * - "If the fault is confirmed, Brisa will repair or replace the grinder …" is asked "What will Brisa do if
 *   the fault is confirmed?", answered by the deed with all its conditions.
 * - "New members who join after 1 October pay half the annual fee …" (a subject with a relative clause the
 *   parse ends at "who") is asked "How much do new members who join after 1 October pay?".
 */
import { DISCOURSE, has, type Clause, type Token } from './question-clause';
import { isNegation } from './question-parts';
import { answerText, finishQuestion, lowerFirst, render, swapPerson } from './question-render';

const NEED_VERBS = /^(need|needs|require|requires)$/;

/** "To make a claim, contact …": the purpose a sentence opens with ("make a claim"), or null. */
export function openingPurpose(text: string): string | null {
  const purpose = /^To\s+([a-z][^,]{2,60}),/.exec(text.trim())?.[1];
  if (!purpose || /\b(you|your|it|they|this|that)\b/i.test(purpose)) return null;
  return purpose;
}

/**
 * "You will need X." → "What will I need to <purpose>?" answered "X.", when the sentence before names
 * the purpose; null otherwise.
 */
export function needQuestion(
  clause: Clause,
  purpose: string | null,
): { question: string; answer: string } | null {
  if (!purpose || !clause.ok || clause.imperative || clause.intro.length > 0) return null;
  if (clause.subject.length !== 1 || clause.subject[0]?.lower !== 'you') return null;
  const [verb] = clause.verbs;
  if (clause.verbs.length !== 1 || !verb || !NEED_VERBS.test(verb.lower)) return null;
  if (clause.aux.some(isNegation) || clause.aux.length > 1) return null;
  const aux = clause.aux[0]?.lower;
  if (aux !== undefined && aux !== 'will') return null;
  const object = clause.rest;
  if (object.length === 0 || object.some((t) => has(t, 'Pronoun') && !/^(your)$/.test(t.lower))) return null;
  const question = finishQuestion([aux ? 'What will I need' : 'What do I need', 'to', purpose]);
  const answer = answerText(object);
  return answer ? { question, answer } : null;
}

/**
 * "Children will need a sleeping bag, a torch and two pairs of trainers." → "What will children need?"
 * answered by all of it: a named subject (not "you", whose need is asked with its purpose) and a need verb;
 * null otherwise.
 */
export function namedNeed(clause: Clause): { question: string; answer: string } | null {
  if (!clause.ok || clause.imperative || clause.intro.length > 0 || clause.passive) return null;
  const subject = clause.subject;
  if (subject.length === 0 || subject.length > 4 || subject.some((t) => has(t, 'Pronoun'))) return null;
  if (!subject.some((t) => has(t, 'Noun'))) return null;
  const [verb] = clause.verbs;
  if (clause.verbs.length !== 1 || !verb || !NEED_VERBS.test(verb.lower)) return null;
  if (clause.aux.some(isNegation) || clause.aux.length > 1) return null;
  const aux = clause.aux[0]?.lower;
  if (aux !== undefined && !/^(will|would)$/.test(aux)) return null;
  const object = clause.rest;
  if (object.length === 0 || has(object[0], 'Preposition') || /^(to|that)$/.test(object[0]?.lower ?? ''))
    return null;
  const plural = has(subject.at(-1), 'Plural');
  const front = aux ?? (plural ? 'do' : 'does');
  const question = finishQuestion(['What', front, render(swapPerson(lowerFirst(subject), true)), 'need']);
  const answer = answerText(object);
  return answer ? { question, answer } : null;
}

const CONDITIONS = /^(if|once|when|whenever)$/;

/**
 * "If the fault is confirmed, Brisa will repair or replace the grinder …" → "What will Brisa do if the
 * fault is confirmed?" answered "Repair or replace the grinder …" to the end of the sentence; null when the
 * sentence has no such shape.
 */
export function conditionalDeed(clause: Clause): { question: string; answer: string } | null {
  if (!clause.ok || clause.imperative || clause.copula || clause.passive || clause.verbs.length === 0)
    return null;
  const intro = clause.intro.filter((t) => !DISCOURSE.has(t.lower));
  if (!CONDITIONS.test(intro[0]?.lower ?? '') || intro.length < 3 || intro.length > 12) return null;
  // A name or a noun that acts: "Brisa", "the club", not "you" (asked as a step) nor "it".
  const subject = clause.subject;
  if (subject.length === 0 || subject.length > 4 || subject.some((t) => has(t, 'Pronoun'))) return null;
  const modal = clause.aux[0];
  if (clause.aux.length !== 1 || !modal || !/^(will|would|can|may)$/.test(modal.lower)) return null;
  const condition = render(swapPerson(lowerFirst(intro)));
  const question = finishQuestion([
    'What',
    modal.lower,
    render(swapPerson(lowerFirst(subject))),
    'do',
    condition,
  ]);
  const answer = answerText([...clause.verbs, ...clause.rest] as Token[]);
  return answer ? { question, answer } : null;
}

/** A share of a price: "half the annual fee", "a third of the price", "double the usual rate". */
const SHARE = /^(half|double|twice|triple|quarter|third)$/;

/**
 * "New members who join after 1 October pay half the annual fee for the rest of that season." → "How much
 * do new members who join after 1 October pay?" answered "Half the annual fee for the rest of that
 * season.": the relative clause is the subject's, and "pay" the sentence's verb; null otherwise.
 */
export function sharePaid(clause: Clause): { question: string; answer: string } | null {
  if (!clause.ok || clause.imperative || clause.intro.length > 0) return null;
  const relative = clause.subject.at(-1);
  if (!relative || !/^(who|that)$/.test(relative.lower) || clause.aux.length > 0) return null;
  const pay = clause.rest.findIndex((t) => /^(pay|pays)$/.test(t.lower));
  if (pay < 1 || clause.rest.slice(0, pay).some((t) => /[,;:]/.test(t.post) || has(t, 'Pronoun')))
    return null;
  const object = clause.rest.slice(pay + 1);
  if (!SHARE.test(object[0]?.lower ?? '')) return null;
  const subject = [...clause.subject, ...clause.verbs, ...clause.rest.slice(0, pay)];
  const plural = has(clause.subject[0], 'Plural') || has(clause.subject[1], 'Plural');
  const question = finishQuestion([
    'How much',
    plural || clause.rest[pay]?.lower === 'pay' ? 'do' : 'does',
    render(swapPerson(lowerFirst(subject))),
    'pay',
  ]);
  const answer = answerText(object);
  return answer ? { question, answer } : null;
}
