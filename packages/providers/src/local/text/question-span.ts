/**
 * Whether a short answer read from a sentence is a whole constituent: a span cut inside a range ("30
 * centimetres" of "15 to 30 centimetres"), a list ("at 11 am" of "at 11 am and 2 pm"), a noun phrase ("on
 * Friday and Saturday" of "… Saturday evenings") or a reduced relative clause ("on Pudding Lane owned" of
 * "… owned by Thomas Farriner") answers only part of what the sentence says, so it is never shown.
 */
import { endsWithComma, has, tokenize, type Token } from './question-clause';

export type SpanProblem = 'starts-mid-phrase' | 'cut-range' | 'cut-list' | 'cut-phrase' | 'cut-clause';

/** Nouns that name times, listed after days or dates: "on Sundays and public holidays". */
const TIME_NOUNS =
  /^(holidays?|weekends?|weekdays?|evenings?|mornings?|afternoons?|nights?|days?|breaks?|vacations?|festivals?|terms?|seasons?)$/;

/**
 * Whether a span starting at `start` comes after a second verb phrase ("was founded in 1889 and rows on
 * the River Wey": the river is where it rows, not where it was founded). `from` is where the clause's rest
 * begins. A verb compromise reads as a plural noun ("rows") counts when a phrase follows it.
 */
export function afterSecondVerb(tokens: readonly Token[], from: number, start: number): boolean {
  for (let k = from; k < start; k++) {
    if (!/^(and|or|but)$/.test(tokens[k]?.lower ?? '')) continue;
    const next = tokens[k + 1];
    const after = tokens[k + 2];
    if (isVerb(next) || has(next, 'Auxiliary') || has(next, 'Modal')) return true;
    const nounAsVerb =
      has(next, 'Plural') &&
      /[^s]s$/.test(next?.lower ?? '') &&
      (has(after, 'Preposition') || has(after, 'Determiner')) &&
      !has(tokens[k - 1], 'Noun');
    if (nounAsVerb) return true;
    // "about polar ships and runs until 14 March": a word read as a noun of a list, but a verb when read
    // alone and followed by a phrase, is a second verb.
    if (has(after, 'Preposition') && readsAsVerb(next)) return true;
  }
  return false;
}

/** Whether a plural-looking word is a verb when read alone ("runs", "closes"), not a noun ("holidays"). */
function readsAsVerb(t: Token | undefined): boolean {
  if (!t || !has(t, 'Plural') || !/[^s]s$/.test(t.lower)) return false;
  const alone = tokenize(t.lower)[0];
  return has(alone, 'Verb') && !has(alone, 'Noun');
}

/** Words that join two numbers into a range or a list of values. */
const RANGE_JOINERS = /^(to|-|–|—|and|or|until|till|through)$/;
/** A number, not the article "a" compromise also reads as a value. */
const isNumber = (t: Token | undefined): boolean =>
  t !== undefined && (has(t, 'Value') || /^\d/.test(t.text)) && !/^(a|an)$/.test(t.lower);
/** A value the answer may end on: a number, its unit, a time or a day. */
const isValueEnd = (t: Token | undefined): boolean =>
  isNumber(t) || has(t, 'Unit') || has(t, 'Date') || has(t, 'Currency') || /^(am|pm)$/.test(t?.lower ?? '');
const isVerb = (t: Token | undefined): boolean =>
  has(t, 'Verb') && !has(t, 'Gerund') && !has(t, 'Noun') && !has(t, 'Adjective');

/**
 * Whether what follows "and"/"or" at `at` is a new clause (it reaches a verb), or anything but more of the
 * list `last` ends: after a date or a number ("in 1889 and rows on the river") the list goes on only with
 * another date or number.
 */
function opensClause(tokens: readonly Token[], at: number, last?: Token): boolean {
  const valueList = last !== undefined && (isNumber(last) || has(last, 'Date'));
  let sameKind = !valueList;
  for (let k = at + 1; k < tokens.length && k <= at + 5; k++) {
    const t = tokens[k] as Token;
    if (isVerb(t) || has(t, 'Auxiliary') || has(t, 'Modal') || has(t, 'Copula')) return true;
    if (isNumber(t) || has(t, 'Date') || TIME_NOUNS.test(t.lower)) sameKind = true;
    if (has(t, 'Preposition') || endsWithComma(t)) break;
  }
  return !sameKind;
}

/**
 * Where a span ending at `end` (exclusive) ends with the rest of its list: "on Sundays" + "and public
 * holidays". A list that runs on into a verb is a second clause ("… and parts are charged …"), not more.
 */
export function listedEnd(tokens: readonly Token[], end: number): number {
  const joiner = tokens[end];
  if (!joiner || !/^(and|or)$/.test(joiner.lower) || /[,;:.]/.test(tokens[end - 1]?.post ?? '')) return end;
  if (opensClause(tokens, end, tokens[end - 1])) return end;
  let k = end + 1;
  while (k < tokens.length && k <= end + 4 && !has(tokens[k], 'Preposition') && !isVerb(tokens[k])) {
    k++;
    if (/[,;:.]/.test(tokens[k - 1]?.post ?? '')) break;
  }
  return has(tokens[k - 1], 'Noun') || isValueEnd(tokens[k - 1]) ? k : end;
}

/**
 * The first reason the span `span` of `tokens` (a slice of the same token objects) is not a whole answer,
 * or null. `subjectStart` is the sentence's subject: an intro span ("In 2004") ends where it begins.
 */
export function spanProblem(
  tokens: readonly Token[],
  span: readonly Token[],
  subjectStart?: Token,
): SpanProblem | null {
  const first = span[0];
  const last = span[span.length - 1];
  if (!first || !last) return null;
  const s = tokens.indexOf(first);
  const e = tokens.indexOf(last) + 1;
  if (s === -1 || e === 0 || e <= s) return null;
  // "of 2 September 1666": the phrase began before the span.
  if (/^(of|and|or|nor)$/.test(first.lower)) return 'starts-mid-phrase';
  const before = tokens[s - 1];
  const after = tokens[e];
  const punctuated = /[,;:.!?)—–]/.test(last.post);
  // "15 to 30 centimetres": a range is answered whole, from its first number.
  if (isNumber(first) && RANGE_JOINERS.test(before?.lower ?? '') && isNumber(tokens[s - 2]))
    return 'cut-range';
  if (isNumber(first) && /[-–]$/.test(before?.text ?? '')) return 'cut-range';
  if (!after || after === subjectStart) return null;
  if (!punctuated && /^(to|-|–|until|till|through)$/.test(after.lower) && isNumber(tokens[e + 1]))
    return 'cut-range';
  // "at 11 am and 2 pm", "on Sundays and public holidays": the list goes on past the span.
  if (!punctuated && /^(and|or)$/.test(after.lower) && isValueEnd(last) && !opensClause(tokens, e, last))
    return 'cut-list';
  if (endsWithComma(last) && isValueEnd(last) && isNumber(after)) return 'cut-list';
  if (punctuated) return null;
  // "on Pudding Lane owned", "of the fire called": a participle left without what it governs.
  if (span.length > 1 && has(last, 'Verb') && (has(last, 'PastTense') || has(last, 'Participle')))
    return 'cut-clause';
  // "on Friday and Saturday" of "on Friday and Saturday evenings", "within 30 days" of "… of delivery".
  if (has(after, 'Noun') && !has(after, 'Pronoun') && !has(after, 'Verb') && !has(after, 'Preposition'))
    return 'cut-phrase';
  // "within 30 days of delivery": a span of time that is "of" something. ("25 kilograms of honey" is asked
  // as "How much honey …?", the "of" phrase in the question.)
  // A year is whole: "died in 1934 of anaemia" says what of, not which part of 1934.
  if (after.lower === 'of' && has(last, 'Date') && !/^\d{4}$/.test(last.text)) return 'cut-phrase';
  return null;
}
