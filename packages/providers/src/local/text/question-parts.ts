/**
 * The pieces question builders share: the main part of a clause's rest, spans of dates and quantities
 * found and removed, the subject and verb inverted for a question ("the shop moved" → "did the shop
 * move"), and the intro words worth keeping.
 */
import {
  DISCOURSE,
  endsWithComma,
  has,
  isBe,
  TIME_WORDS,
  toInfinitive,
  type Clause,
  type Token,
} from './question-clause';
import { NUMBER_LABEL } from './question-labels';
import { finishQuestion, lowerFirst, render, swapPerson } from './question-render';
import {
  CUT_WORDS,
  DATE_MODIFIERS,
  DATE_PREPOSITIONS,
  LINKING_PHRASE,
  NEGATIONS,
  POINTING,
  QUALIFIERS,
  RANGE_WORDS,
} from './question-words';

export const isNegation = (t: Token): boolean => NEGATIONS.has(t.lower) || has(t, 'Negative');

/**
 * "also", "too": the sentence adds to one before it; a visitor asking alone does not ("How much do you
 * also rent city bikes for?").
 */
export const isAdditive = (t: Token): boolean => /^(also|too|additionally|even)$/.test(t.lower);

export const isAuxWord = (t: Token): boolean =>
  has(t, 'Auxiliary') || has(t, 'Modal') || has(t, 'Copula') || isBe(t);

/** A positive form of an auxiliary: "doesn't" → "does", "can't" → "can". */
export function positive(word: string): string {
  const lower = word.toLowerCase();
  if (lower === "can't" || lower === 'cannot') return 'can';
  if (lower === "won't") return 'will';
  if (lower === "shan't") return 'shall';
  return lower.replace(/n't$/, '');
}

/** Where a list that continues after the comma at `i` ends ("cash, cards and bank transfers"), or -1. */
export function listEnd(rest: readonly Token[], i: number): number {
  let j = i + 1;
  for (;;) {
    const start = j;
    while (j < rest.length && !endsWithComma(rest[j]) && !/^(and|or)$/.test(rest[j]?.lower ?? '')) j++;
    const item = rest.slice(start, j + (endsWithComma(rest[j]) ? 1 : 0));
    if (item.length === 0 || item.length > 4 || item.some((t) => has(t, 'Verb') || has(t, 'Preposition')))
      return -1;
    if (endsWithComma(rest[j])) {
      j++;
      continue;
    }
    if (!/^(and|or)$/.test(rest[j]?.lower ?? '')) return -1;
    // The last item, after "and"/"or".
    let end = j + 1;
    while (
      end < rest.length &&
      end - j <= 4 &&
      !has(rest[end], 'Verb') &&
      !has(rest[end], 'Preposition') &&
      !endsWithComma(rest[end - 1])
    )
      end++;
    return end > j + 1 ? end : -1;
  }
}

/** The rest of a clause up to its first comma (not inside a list), parenthesis or subordinate clause. */
export function cutRest(rest: readonly Token[]): Token[] {
  const out: Token[] = [];
  let inParens = false;
  for (let i = 0; i < rest.length; i++) {
    const t = rest[i] as Token;
    if (t.pre.includes('(')) inParens = true;
    if (inParens) {
      if (t.post.includes(')')) inParens = false;
      continue;
    }
    if (CUT_WORDS.has(t.lower)) break;
    const previous = out[out.length - 1];
    if (t.lower === 'that' && (has(previous, 'Noun') || has(previous, 'Value'))) break;
    if ((t.lower === 'since' || t.lower === 'so') && out.length > 0) break;
    // "… in 1902 and has 40,000 books": a second verb phrase starts.
    if (
      /^(and|or|but)$/.test(t.lower) &&
      has(rest[i + 1], 'Verb') &&
      !has(rest[i + 1], 'Gerund') &&
      out.length > 0
    )
      break;
    out.push(t);
    if (/[,;:—–]|\s-\s/.test(t.post)) {
      const end = /,/.test(t.post) && !/[;:—–]/.test(t.post) ? listEnd(rest, i) : -1;
      if (end === -1) break;
      out.push(...rest.slice(i + 1, end));
      break;
    }
  }
  return out;
}

export function isPointing(subject: readonly Token[]): boolean {
  const first = subject[0];
  if (!first) return true;
  if (subject.length === 1) return POINTING.has(first.lower);
  return /^(this|these|those|such)$/.test(first.lower) && subject.length <= 3;
}

export function subjectText(clause: Clause): string | null {
  if (clause.imperative) return 'I';
  if (isPointing(clause.subject)) return null;
  return render(swapPerson(lowerFirst(definiteMeasure(clause.subject)), true));
}

/**
 * "A deposit of £40 is due …" is asked "When is the deposit due?": the amount is the text's, the thing is
 * the one the visitor already knows of. Only an indefinite noun phrase whose "of" carries a number.
 */
function definiteMeasure(subject: readonly Token[]): readonly Token[] {
  const first = subject[0];
  if (!first || !/^(a|an)$/.test(first.lower)) return subject;
  const of = subject.findIndex((t) => t.lower === 'of');
  if (of < 2 || !subject.slice(of + 1).some((t) => has(t, 'Value') || /\d/.test(t.text))) return subject;
  if (!subject.slice(1, of).every((t) => has(t, 'Noun') || has(t, 'Adjective'))) return subject;
  return [{ ...first, text: first.text[0] === 'A' ? 'The' : 'the', lower: 'the' }, ...subject.slice(1, of)];
}

/** The intro words worth keeping at the end of a question ("today", "in 2004", "if I ride in the rain"). */
export function keptIntro(clause: Clause): string {
  // Only the linking words that open it ("However, …"): the "and" of "On Saturdays and Sundays" stays.
  const opening = clause.intro.findIndex((t) => !DISCOURSE.has(t.lower));
  // "Before first use": a discourse word after a preposition is an ordinal of the phrase, and stays.
  const kept = opening === -1 ? [] : clause.intro.slice(opening);
  const whole = kept.filter(
    (t, k) =>
      !DISCOURSE.has(t.lower) ||
      t.lower === 'and' ||
      t.lower === 'or' ||
      (k > 0 && (has(kept[k - 1], 'Preposition') || has(kept[k - 1], 'Conjunction'))),
  );
  // "In enclosed seas such as the Mediterranean, by contrast,": the phrase, without examples or aside.
  const comma = whole.findIndex((t, k) => endsWithComma(t) && k < whole.length - 1);
  const phrase = comma === -1 ? whole : whole.slice(0, comma + 1);
  const example = phrase.findIndex((t, k) => t.lower === 'such' && phrase[k + 1]?.lower === 'as');
  const intro = example > 0 ? phrase.slice(0, example) : phrase;
  if (intro.length === 0 || intro.length > 8) return '';
  if (LINKING_PHRASE.test(render(intro))) return '';
  const first = intro[0] as Token;
  if (first.lower === 'to' || first.lower === 'because' || first.lower === 'as') return '';
  if (first.lower === 'since' && !isDateToken(intro[1])) return '';
  return render(swapPerson(lowerFirst(intro)));
}

export interface Inverted {
  front: string;
  subject: string;
  verb: string;
}

/** "the shop moved" → did / the shop / move; "chains should be cleaned" → should / chains / be cleaned. */
export function invert(clause: Clause, dropNegation = false): Inverted | null {
  const subject = subjectText(clause);
  if (subject === null || subject === '') return null;
  const verbWords = (tokens: readonly Token[]): Token[] =>
    tokens.map((t) => (t.lower === 'and' || t.lower === 'or' ? t : { ...t, text: toInfinitive(t) }));
  if (clause.imperative) {
    const adverbs = clause.aux.filter(
      (t) => !isAuxWord(t) && !isNegation(t) && !/^(always|please|never)$/.test(t.lower) && !isAdditive(t),
    );
    // "Never ride on a flat tyre." → "Why shouldn't I ride …?", or "Should I ride …?" for a yes/no question.
    const negative = clause.aux.some((t) => isNegation(t) || /^(never|don't)$/.test(t.lower));
    const front = negative && !dropNegation ? "shouldn't" : 'should';
    return { front, subject: 'I', verb: render(swapPerson([...adverbs, ...verbWords(clause.verbs)])) };
  }
  const auxIndex = clause.aux.findIndex(isAuxWord);
  if (auxIndex !== -1) {
    const frontToken = clause.aux[auxIndex] as Token;
    const front = dropNegation ? positive(frontToken.text) : frontToken.lower;
    const others = clause.aux.filter(
      (t, i) => i !== auxIndex && !(dropNegation && isNegation(t)) && !isAdditive(t),
    );
    return { front, subject, verb: render(swapPerson([...others, ...clause.verbs])) };
  }
  const front = clause.past ? 'did' : clause.plural ? 'do' : 'does';
  const adverbs = clause.aux.filter((t) => !(dropNegation && isNegation(t)) && !isAdditive(t));
  return { front, subject, verb: render(swapPerson([...adverbs, ...verbWords(clause.verbs)])) };
}

/** A question longer than this drops its trailing phrases ("… open on a former parking lot?"). */
const PLAIN_QUESTION_WORDS = 9;
/** Prepositions that open a phrase a person asking would leave out: where, when, with whom, how. */
const ADJUNCT_PREPOSITIONS =
  /^(in|on|at|from|to|between|during|after|before|near|across|along|around|over|under|with|within|for|through|throughout|inside|outside|except|including|until|since|by)$/;

const isCapitalised = (t: Token | undefined): boolean => t !== undefined && /^\p{Lu}/u.test(t.text);
/** Prepositions of a goal a verb needs: "added to the list", "put into storage". */
const GOAL_PREPOSITIONS = /^(to|into|onto)$/;

/** Where the last trailing phrase of `rest` starts ("from dawn to dusk" is one), or -1. */
function trailingPhraseStart(rest: readonly Token[]): number {
  for (let i = rest.length - 1; i >= 0; i--) {
    const t = rest[i] as Token;
    // "after being hit by a cart": a gerund phrase goes whole with its preposition.
    const gerundPhrase =
      has(t, 'Gerund') ||
      /^(being|been|having)$/.test(t.lower) ||
      /^(being|been)$/.test(rest[i - 1]?.lower ?? '');
    if ((has(t, 'Verb') && !gerundPhrase) || /^(that|which|who)$/.test(t.lower)) return -1;
    // "with Pierre Curie and Henri Becquerel", but not "… and has 40,000 books".
    if (/^(and|or)$/.test(t.lower) && has(rest[i + 1], 'Verb')) return -1;
    if (!ADJUNCT_PREPOSITIONS.test(t.lower) || has(t, 'Particle')) continue;
    // "from dawn to dusk", "between April and October": one phrase.
    if (t.lower === 'to' && rest.slice(0, i).some((x) => x.lower === 'from')) continue;
    // "a Learn to Row course": a "to" between two capitalised words is inside a name ("the Prize in
    // Physics" may lose its field; "Learn" alone names nothing).
    const inName = /^(to|for)$/.test(t.lower) && isCapitalised(rest[i - 1]) && isCapitalised(rest[i + 1]);
    if (i > 0 && inName) continue;
    return i;
  }
  return -1;
}

export function asked(wh: string, inv: Inverted, rest: readonly Token[], tail: string[] = []): string {
  // A yes/no question is its phrases; a wh-question a person asks stops at its object.
  if (wh === '') return finishQuestion([inv.front, inv.subject, inv.verb, render(swapPerson(rest)), ...tail]);
  return plainQuestion([wh, inv.front, inv.subject, inv.verb], rest, tail);
}

/**
 * `head`, then `rest`, then `tail`, as a person would ask it: when that is long, the tail (a kept intro)
 * goes, then the rest's trailing phrases one at a time ("When did the garden open on a former parking
 * lot?" → "When did the garden open?").
 */
export function plainQuestion(
  head: readonly string[],
  rest: readonly Token[],
  tail: readonly string[] = [],
): string {
  const full = finishQuestion([...head, render(swapPerson(rest)), ...tail]);
  if (full.split(/\s+/).length <= PLAIN_QUESTION_WORDS) return full;
  let kept = [...rest];
  for (;;) {
    const question = finishQuestion([...head, render(swapPerson(kept))]);
    const at = trailingPhraseStart(kept);
    // "When was the old town added to the list?": a goal right after its verb is no adjunct to drop.
    const goal = GOAL_PREPOSITIONS.test(kept[at]?.lower ?? '') && (at === 0 || has(kept[at - 1], 'Verb'));
    if (goal) return question;
    const short = question.split(/\s+/).length <= PLAIN_QUESTION_WORDS;
    // "When did Pierre die after being hit?": a gerund phrase cut from its agent goes whole.
    if ((short && !endsInCutGerund(kept)) || at === -1) return question;
    kept = kept.slice(0, at);
  }
}

/** Whether `tokens` end on a passive gerund whose agent was cut: "… after being hit". */
function endsInCutGerund(tokens: readonly Token[]): boolean {
  const n = tokens.length;
  return n >= 2 && /^(being|been)$/.test(tokens[n - 2]?.lower ?? '') && has(tokens[n - 1], 'Verb');
}

/** Removes tokens [from, to) and cuts what is left at its first comma or subordinate clause. */
export function without(rest: readonly Token[], from: number, to: number): Token[] {
  const before = rest.slice(0, from);
  let after = rest.slice(to);
  // A comma that closed the removed span closes the clause there.
  if (endsWithComma(rest[to - 1])) after = [];
  // "on Sundays and public holidays": what was joined to the span goes with it.
  if (/^(and|or)$/.test(after[0]?.lower ?? '') && !has(after[1], 'Verb')) {
    const stop = after.findIndex((t) => endsWithComma(t) || has(t, 'Preposition') || CUT_WORDS.has(t.lower));
    // "loaned for three weeks and DVDs for one week": the same preposition again is a second clause with
    // its verb left out, answering for the other subject.
    const gapped = stop !== -1 && after[stop]?.lower === rest[from]?.lower && has(rest[from], 'Preposition');
    after = stop === -1 || gapped ? [] : after.slice(stop + (endsWithComma(after[stop]) ? 1 : 0));
  }
  const last = before[before.length - 1];
  const joined = last ? [...before.slice(0, -1), { ...last, post: ' ' }, ...after] : after;
  return cutRest(joined);
}

/** Where a clause's rest stops being its main part: its first comma, parenthesis or subordinate clause. */
export function mainPart(rest: readonly Token[]): Token[] {
  const kept = cutRest(rest);
  const last = kept[kept.length - 1];
  if (!last) return [];
  return rest.slice(0, rest.indexOf(last) + 1);
}

/** Whether the span starting at `start` is the object of a preposition (which a question would strand). */
export function afterPreposition(rest: readonly Token[], start: number): boolean {
  const before = rest[start - 1];
  return before !== undefined && (has(before, 'Preposition') || /^(to|of|than|up)$/.test(before.lower));
}

/**
 * Whether the word at `k` qualifies the number after it: "about", "nearly", "at least", "up to" — but not
 * the "at" of "at 14 places" or the "up" of "pick up 3 boxes".
 */
export function qualifierAt(tokens: readonly Token[], k: number): boolean {
  const word = tokens[k]?.lower ?? '';
  if (!QUALIFIERS.has(word)) return false;
  const next = tokens[k + 1]?.lower ?? '';
  if (word === 'at') return next === 'least' || next === 'most';
  if (word === 'up') return next === 'to';
  return true;
}

/** A number, not the article "a" that compromise also tags as a value. */
export function isNumber(t: Token | undefined): boolean {
  return t !== undefined && has(t, 'Value') && !has(t, NUMBER_LABEL) && !/^(a|an)$/.test(t.lower);
}

export function isDateToken(t: Token | undefined): boolean {
  if (!t || TIME_WORDS.has(t.lower) || has(t, 'Duration')) return false;
  return (
    has(t, 'Year') ||
    has(t, 'Month') ||
    has(t, 'WeekDay') ||
    has(t, 'Time') ||
    (has(t, 'Date') && has(t, 'Value')) ||
    /^\d{2,4}['’]?s$/.test(t.lower)
  );
}

const DAY_PARTS = /^(mornings?|afternoons?|evenings?|nights?|lunchtimes?)$/;

/** The span [start, end) of a date or time with its preposition ("on 14 March 1879", "from 9 am to 6 pm"). */
export function dateSpan(tokens: readonly Token[]): [number, number, string] | null {
  const at = tokens.findIndex(isDateToken);
  if (at === -1) return null;
  let start = at;
  while (start > 0 && DATE_MODIFIERS.has(tokens[start - 1]?.lower ?? '')) start--;
  // "in the early hours of 2 September": the phrase the date is "of" starts at its own preposition.
  if (tokens[start]?.lower === 'of') {
    let k = start - 1;
    while (k > 0 && start - k <= 4 && !DATE_PREPOSITIONS.has(tokens[k]?.lower ?? '')) {
      const t = tokens[k] as Token;
      if (!(has(t, 'Noun') || has(t, 'Adjective') || has(t, 'Determiner')) || has(t, 'Pronoun')) break;
      k--;
    }
    if (DATE_PREPOSITIONS.has(tokens[k]?.lower ?? '') && k < start - 1) start = k + 1;
  }
  let preposition = '';
  if (start > 0 && DATE_PREPOSITIONS.has(tokens[start - 1]?.lower ?? '')) {
    start--;
    preposition = tokens[start]?.lower ?? '';
  }
  let end = at + 1;
  for (;;) {
    const t = tokens[end];
    if (!t) break;
    if (isDateToken(t) || has(t, 'Value') || (has(t, 'Date') && !TIME_WORDS.has(t.lower))) {
      end++;
      continue;
    }
    if (RANGE_WORDS.has(t.lower) && (isDateToken(tokens[end + 1]) || has(tokens[end + 1], 'Value'))) {
      end += 2;
      continue;
    }
    // "at 8:30 am": compromise leaves the "am" out of the time.
    if (
      /^(am|pm|a\.m\.|p\.m\.)$/.test(t.lower) &&
      (has(tokens[end - 1], 'Value') || has(tokens[end - 1], 'Time'))
    ) {
      end++;
      continue;
    }
    break;
  }
  // "on Friday and Saturday evenings": the part of the day the days name.
  while (DAY_PARTS.test(tokens[end]?.lower ?? '') && !endsWithComma(tokens[end - 1])) end++;
  // ", Monday to Saturday" after the span belongs to it.
  if (endsWithComma(tokens[end - 1]) && isDateToken(tokens[end])) {
    end++;
    while (tokens[end] && (isDateToken(tokens[end]) || RANGE_WORDS.has(tokens[end]?.lower ?? ''))) end++;
  }
  return [start, end, preposition];
}

/** Whether the word at `i` is a participle known by the agent after it: "run by a sailor". */
export function byAgent(tokens: readonly Token[], i: number): boolean {
  const t = tokens[i];
  return (
    t !== undefined &&
    /^\p{Ll}/u.test(t.text) &&
    !has(t, 'Preposition') &&
    tokens[i + 1]?.lower === 'by' &&
    (has(tokens[i + 2], 'Determiner') || has(tokens[i + 2], 'ProperNoun') || has(tokens[i + 2], 'Person'))
  );
}

/** A prepositional phrase's object: up to the next preposition, comma or subordinate word. */
export function phraseEnd(tokens: readonly Token[], from: number): number {
  let end = from;
  while (end < tokens.length) {
    const t = tokens[end] as Token;
    // "on Pudding Lane owned by …": a participle opens a phrase of its own.
    // "run by a retired sailor": a participle that reads like its base form, known by its "by".
    const participle =
      (has(t, 'Verb') && (has(t, 'Participle') || has(t, 'PastTense') || has(t, 'Gerund'))) ||
      byAgent(tokens, end);
    if (end > from && (has(t, 'Preposition') || CUT_WORDS.has(t.lower) || t.lower === 'and' || participle))
      break;
    end++;
    if (endsWithComma(t)) break;
  }
  return end;
}

/** The noun run after a number: "people", "Nobel Prizes", "working days". */
export function nounRunAfter(tokens: readonly Token[], from: number): number {
  let end = from;
  while (
    tokens[end] &&
    (has(tokens[end], 'Adjective') ||
      (has(tokens[end], 'Noun') && !has(tokens[end], 'Pronoun')) ||
      has(tokens[end], 'Gerund'))
  ) {
    end++;
    if (endsWithComma(tokens[end - 1])) break;
  }
  return end;
}
