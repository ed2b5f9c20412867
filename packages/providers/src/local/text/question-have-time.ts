/**
 * "You have 14 days after opening to add more money." → "How long do I have to add more money?" answered
 * "14 days after opening.": the time a visitor is given to do something, asked as such rather than read
 * back as "Do I have 14 days …?" "Yes.".
 */
import { has, type Clause, type Token } from './question-clause';
import { answerText, finishQuestion, render, swapPerson } from './question-render';

const TIME_UNITS = /^(minutes?|hours?|days?|weeks?|months?|years?)$/;

export function timeGiven(clause: Clause): { question: string; answer: string } | null {
  if (!clause.ok || clause.imperative || clause.intro.length > 0 || clause.aux.length > 0) return null;
  if (clause.subject.length !== 1 || !/^(you|we)$/.test(clause.subject[0]?.lower ?? '')) return null;
  const [verb] = clause.verbs;
  if (clause.verbs.length !== 1 || !verb || !/^(have|has|get|gets)$/.test(verb.lower)) return null;
  const rest = clause.rest;
  let k = 0;
  while (has(rest[k], 'Value') || /^(up|to|about|around|at|least)$/.test(rest[k]?.lower ?? '')) k++;
  if (k === 0 || !TIME_UNITS.test(rest[k]?.lower ?? '')) return null;
  // "14 days after opening": a "from"/"after" phrase says when the time starts, and goes with it.
  let end = k + 1;
  if (/^(after|from|of)$/.test(rest[end]?.lower ?? '')) {
    end++;
    while (rest[end] && rest[end]?.lower !== 'to' && !/[,;]/.test(rest[end - 1]?.post ?? '')) end++;
  }
  if (rest[end]?.lower !== 'to' || !has(rest[end + 1], 'Verb')) return null;
  let stop = end + 1;
  while (rest[stop] && !/[,;:.]/.test(rest[stop - 1]?.post ?? '') && stop - end <= 8) stop++;
  if (/[,;:]/.test(rest[stop - 1]?.post ?? '') === false && rest[stop]) return null;
  const person = clause.subject[0]?.lower === 'we' ? 'do you' : 'do I';
  const purpose = render(swapPerson(rest.slice(end, stop) as Token[]));
  const question = finishQuestion(['How long', person, 'have', purpose]);
  const answer = answerText(rest.slice(0, end) as Token[]);
  return answer ? { question, answer } : null;
}

const RELATIVE_TIME_UNITS = /^(minutes?|hours?|days?|weeks?|months?|years?)$/;

/**
 * "We will write to you 30 days before the term ends; …" → "When will you write to me?" answered "30 days
 * before the term ends.": a time counted from an event, which the date reader does not see as a date.
 */
export function relativeWhen(
  clause: Clause,
  inverted: { front: string; subject: string; verb: string } | null,
): { question: string; answer: string } | null {
  if (!inverted || !clause.ok || clause.imperative || clause.copula || clause.intro.length > 0) return null;
  if (clause.verbs.length === 0) return null;
  const rest = clause.rest;
  const at = rest.findIndex(
    (t, k) =>
      has(t, 'Value') &&
      RELATIVE_TIME_UNITS.test(rest[k + 1]?.lower ?? '') &&
      /^(before|after)$/.test(rest[k + 2]?.lower ?? ''),
  );
  if (at === -1 || at > 4) return null;
  // The object before the time stays in the question ("write to you"); a comma before it ends the clause.
  if (rest.slice(0, at).some((t) => /[,;:]/.test(t.post) || has(t, 'Value'))) return null;
  let end = at + 3;
  while (rest[end] && !/[,;:]/.test(rest[end - 1]?.post ?? '')) end++;
  const question = finishQuestion([
    'When',
    inverted.front,
    inverted.subject,
    inverted.verb,
    render(swapPerson(rest.slice(0, at) as Token[])),
  ]);
  const answer = answerText(rest.slice(at, end) as Token[]);
  return answer ? { question, answer } : null;
}
