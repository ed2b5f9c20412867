/**
 * A notice's own news: "Castleford Borough Council gives notice that Elm Street will be closed …" is asked
 * about what it announces ("When will Elm Street be closed to through traffic?"), not about the council
 * ("What can you tell me about Castleford Borough Council?"). Only verbs of announcing are read so: what
 * "historians believe" is no fact to ask as one.
 */
import { parseClause, type Clause } from './question-clause';

/** Verbs of announcing, and "gives notice". */
const ANNOUNCING =
  /^(announces?|announced|confirms?|confirmed|notifies|notified|informs?|informed|advises?|advised|reminds?|reminded|gives?|gave)$/;

/** The clause after "that" of a notice ("gives notice that …", "announces that …"), or null. */
export function reportedClause(clause: Clause): Clause | null {
  const [verb] = clause.verbs;
  if (!clause.ok || clause.verbs.length !== 1 || !verb || !ANNOUNCING.test(verb.lower)) return null;
  if (clause.imperative || clause.passive || clause.aux.length > 0) return null;
  // "gives notice that", "announces that", "informs residents that".
  const that = clause.rest.findIndex((t) => t.lower === 'that');
  if (that === -1 || that > 3) return null;
  const before = clause.rest.slice(0, that).map((t) => t.lower);
  if (/^giv|^gave/.test(verb.lower) && before.join(' ') !== 'notice') return null;
  const reported = parseClause(clause.rest.slice(that + 1));
  return reported.ok && !reported.imperative && reported.subject.length > 0 ? reported : null;
}
