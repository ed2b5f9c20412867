/**
 * A price after "for" is what something costs, whatever the verb: "Guests can train for 10 pounds a day"
 * is asked "How much does it cost for guests to train?", not "How much can guests train for?" (which asks
 * how much training they can do). Verbs of buying and renting keep their own question ("How much can city
 * bikes be rented for?").
 */
import { has, toInfinitive, type Clause, type Token } from './question-clause';
import { isAdditive, isAuxWord, isNegation, plainQuestion, subjectText } from './question-parts';

/** Verbs whose "for 10 euros" is their own price: rent for, be sold for, book for. */
const PRICE_VERBS =
  /^(costs?|costed|charges?|charged|pay|pays|paid|rent|rents|rented|hire|hires|hired|sell|sells|sold|buy|buys|bought|book|books|booked|lease|leases|leased|order|orders|ordered|purchase|purchases|purchased|reserve|reserves|reserved|offer|offers|offered|priced|available|get|gets|got)$/;

/** Whether "for" + money after this clause's verb is the verb's own price. */
export function pricedByVerb(clause: Clause): boolean {
  return clause.copula || clause.verbs.some((v) => PRICE_VERBS.test(v.lower));
}

/** The subject as the object of "for": "I" → "me". */
const OBJECT_FORM: Record<string, string> = { I: 'me', we: 'us', he: 'him', she: 'her', they: 'them' };

/** "Guests can train for 10 pounds a day" → "How much does it cost for guests to train?"; null if unsure. */
export function costQuestion(clause: Clause, remaining: readonly Token[]): string | null {
  const verb = clause.verbs[0];
  if (!verb || clause.imperative || clause.passive || clause.copula || clause.verbs.length !== 1) return null;
  if (clause.aux.some(isNegation) || has(verb, 'Gerund')) return null;
  const subject = subjectText(clause);
  if (!subject) return null;
  const adverbs = clause.aux.filter((t) => !isAuxWord(t) && !isAdditive(t)).map((t) => t.lower);
  return plainQuestion(
    [
      'How much',
      clause.past ? 'did' : 'does',
      'it cost for',
      OBJECT_FORM[subject] ?? subject,
      'to',
      ...adverbs,
      toInfinitive(verb),
    ],
    remaining,
  );
}
