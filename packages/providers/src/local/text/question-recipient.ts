/**
 * "Any medicines must be handed to the class teacher in the original packaging, with a signed form." →
 * "Who must any medicines be handed to?" answered "To the class teacher, in the original packaging, with a
 * signed form.": the person a thing goes to, asked as such rather than read back as "Must any medicines be
 * handed to the class teacher …?" "Yes.".
 */
import { has, type Clause, type Token } from './question-clause';
import { answerText, finishQuestion, lowerFirst, render, swapPerson } from './question-render';

const GIVING = /^(handed|given|sent|passed|returned|shown|reported|addressed|paid)$/;

export function recipientQuestion(clause: Clause): { question: string; answer: string } | null {
  if (!clause.ok || !clause.passive || clause.imperative || clause.intro.length > 0) return null;
  const [verb] = clause.verbs;
  if (clause.verbs.length !== 1 || !verb || !GIVING.test(verb.lower)) return null;
  const modal = clause.aux[0];
  const be = clause.aux[1];
  if (clause.aux.length !== 2 || !modal || !has(modal, 'Modal') || be?.lower !== 'be') return null;
  const subject = clause.subject;
  if (subject.length === 0 || subject.length > 4 || subject.some((t) => has(t, 'Pronoun'))) return null;
  const rest = clause.rest;
  if (rest[0]?.lower !== 'to' || rest[1]?.lower !== 'the') return null;
  // The person: "the class teacher", a noun phrase whose last noun is someone who acts.
  let k = 2;
  while (has(rest[k], 'Noun') || has(rest[k], 'Adjective')) k++;
  if (k === 2 || !has(rest[k - 1], 'Actor')) return null;
  const question = finishQuestion([
    'Who',
    modal.lower,
    render(swapPerson(lowerFirst(subject), true)),
    'be',
    verb.lower,
    'to',
  ]);
  // "To the class teacher, in the original packaging, …": the person, then how, set apart by a comma.
  const person = rest[k - 1] as Token;
  const parted = rest.map((t) =>
    t === person && k < rest.length && !/,/.test(t.post) ? { ...t, post: ', ' } : t,
  );
  const answer = answerText(parted);
  return answer ? { question, answer } : null;
}
