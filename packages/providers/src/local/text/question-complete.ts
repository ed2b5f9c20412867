/**
 * Whether a short answer leaves out what the rest of its sentence adds to it. "The planetarium is open
 * Tuesday to Sunday from 10:00 to 18:00 and is closed on Mondays except …" answered "Tuesday to Sunday."
 * drops the hours and the exception; "Most coasts get two high tides and two low tides every 24 hours"
 * answered "Two high tides." drops the period; "… three sailings a day, at 08:00 …, and there are no
 * sailings on Sundays" drops the Sunday rule. What follows the span about the same subject (no subject of
 * its own, or one the question names) and brings more values, times, days or a condition makes the span
 * partial; a clause about something else ("…, a return costs £16") or a relative clause describing the
 * answer (", when it was handed over …") does not.
 */
import { endsWithComma, has, type Token } from './question-clause';
import { termsOf } from './chat-questions-rank';
import { verbReadAsNoun } from './question-verb-repair';

/** Words that narrow, except or negate what was said before them. */
const CONDITIONS =
  /^(except|unless|only|closed|no|not|never|excluding|apart|but|however|otherwise|provided|until|till)$/;
/** Words that make what follows an exception to the answer. */
const EXCEPTIONS = /^(except|unless|closed|excluding|apart|only|no)$/;
const JOINERS = /^(and|or|but|while|whereas|although|though)$/;
const RELATIVES = /^(which|who|whom|whose|when|where)$/;
/** "50 minutes, or longer in bad weather": a comparison that stretches the value. */
const STRETCHES = /^(longer|shorter|later|earlier|more|less|fewer|sooner)$/;
const TIME_WORDS =
  /^(daily|weekly|monthly|yearly|hourly|weekdays?|weekends?|holidays?|mornings?|evenings?|nights?|am|pm|noon|midnight)$/;

/** The tail after the span, cut into segments at commas, semicolons and joining words. */
function segments(tail: readonly Token[]): Token[][] {
  const out: Token[][] = [[]];
  tail.forEach((t, i) => {
    if (JOINERS.test(t.lower) && (out.at(-1)?.length ?? 0) > 0) out.push([]);
    out.at(-1)?.push(t);
    if ((endsWithComma(t) || /[;:—–]/.test(t.post)) && i < tail.length - 1) out.push([]);
  });
  return out.filter((s) => s.length > 0);
}

/** Whether a segment brings more values, times or a condition than the question already names. */
const carriesMore = (segment: readonly Token[], asked: ReadonlySet<string>): boolean =>
  segment.some((t) => {
    if (termsOf(t.text).some((term) => asked.has(term))) return false;
    const value = has(t, 'Value') && !/^(a|an|one)$/.test(t.lower);
    const timed = has(t, 'Date') || TIME_WORDS.test(t.lower) || /^\d/.test(t.text);
    return value || timed || CONDITIONS.test(t.lower) || STRETCHES.test(t.lower);
  });

/**
 * The subject a segment has of its own ("a return costs …", "there are no sailings …"), or null when it
 * goes on with the sentence's subject ("and is closed on Mondays", "from 10:00 to 18:00").
 */
function ownSubject(segment: readonly Token[]): Token[] | null {
  let k = 0;
  while (k < segment.length && JOINERS.test(segment[k]?.lower ?? '')) k++;
  const first = segment[k];
  if (!first || has(first, 'Preposition') || has(first, 'Value') || has(first, 'Date')) return null;
  if (first.lower === 'there') {
    // "there are no sailings": the noun after the verb is what it is about.
    return segment.slice(k + 2).filter((t) => has(t, 'Noun'));
  }
  if (!(has(first, 'Determiner') || has(first, 'Noun') || has(first, 'Pronoun'))) return null;
  // "and the season runs from 1 April": a verb the tagger read as a noun is still the clause's verb.
  const misread = verbReadAsNoun(segment.slice(k));
  if (misread > 0 && misread <= 5) return segment.slice(k, k + misread);
  for (let j = k + 1; j < segment.length && j <= k + 5; j++) {
    const t = segment[j] as Token;
    // "and DVDs for one week": a noun with its verb left out, as the first clause's, has its own value.
    const gapped =
      j === k + 1 && k > 0 && has(first, 'Plural') && !has(first, 'Date') && !TIME_WORDS.test(first.lower);
    if (has(t, 'Preposition')) return gapped ? [first] : null;
    if (has(t, 'Verb') && !has(t, 'Gerund')) return segment.slice(k, j);
  }
  return null;
}

const hasVerb = (segment: readonly Token[]): boolean =>
  segment.some((t) => has(t, 'Verb') && !has(t, 'Gerund') && !has(t, 'Noun') && !has(t, 'Adjective'));

/**
 * What answers `question` fully when `span` of the sentence `tokens` answers it only in part: the span with
 * the words after it when they are more of the same phrase ("Two high tides and two low tides roughly every
 * 24 hours"), 'sentence' when a clause of its own adds to it, or null when the span is whole.
 */
export function fullerAnswer(
  tokens: readonly Token[],
  span: readonly Token[],
  question: string,
): Token[] | 'sentence' | null {
  const last = span[span.length - 1];
  const end = last ? tokens.indexOf(last) + 1 : 0;
  if (end === 0) return null;
  const asked = new Set(termsOf(question));
  let through = -1;
  let clause = false;
  const parts = segments(tokens.slice(end));
  for (const [k, segment] of parts.entries()) {
    const opener = segment.find((t) => !JOINERS.test(t.lower));
    if (RELATIVES.test(opener?.lower ?? '')) break;
    // "for 55 to 65 minutes, until a skewer comes out clean": the test that ends it says how long too.
    // "until the edges are brown and the centre feels dry": every sign the test joins with "and" goes too.
    if (/^how long\b/i.test(question) && /^(until|till)$/.test(opener?.lower ?? '')) {
      let last = k;
      while (/^(and|or)$/.test(parts[last + 1]?.[0]?.lower ?? '') && !endsWithComma(parts[last]?.at(-1)))
        last++;
      return [...span, ...parts.slice(0, last + 1).flat()];
    }
    const subject = ownSubject(segment);
    const shared =
      subject !== null &&
      (subject.some((t) => has(t, 'Pronoun')) ||
        subject.some((t) => has(t, 'Noun') && termsOf(t.text).some((term) => asked.has(term))));
    if (subject !== null && !shared) break;
    // "and was never rebuilt": a second verb phrase adds to the answer only with an exception of it.
    const verbPhrase = subject === null && hasVerb(segment);
    if (verbPhrase && !segment.some((t) => EXCEPTIONS.test(t.lower))) break;
    if (verbPhrase || carriesMore(segment, asked)) {
      through = k;
      clause ||= verbPhrase || shared;
    }
  }
  if (through === -1) return null;
  if (clause) return 'sentence';
  const kept = parts.slice(0, through + 1).flat();
  // "13,200 houses, 87 parish churches and the old cathedral": a list kept past a comma ends with its last
  // item.
  const lastItem = parts[through + 1];
  const listed = [...span, ...kept].slice(0, -1).some((t) => endsWithComma(t));
  if (
    listed &&
    lastItem &&
    /^(and|or)$/.test(lastItem[0]?.lower ?? '') &&
    !hasVerb(lastItem) &&
    !parts[through + 2]
  )
    kept.push(...lastItem);
  // "except on 25 December, when the gardens are closed": a relative clause ending the sentence describes
  // the last thing kept, and goes with it.
  const relative = parts[through + 1];
  if (
    relative &&
    RELATIVES.test(relative[0]?.lower ?? '') &&
    !parts[through + 2] &&
    endsWithComma(kept.at(-1))
  )
    return [...span, ...kept, ...relative];
  // "…, two cloves of garlic, one tin of tomatoes": a list cut at a comma is answered by the sentence.
  const following = parts[through + 1]?.[0];
  if (following && endsWithComma(kept.at(-1)) && !JOINERS.test(following.lower)) return 'sentence';
  return [...span, ...kept];
}
