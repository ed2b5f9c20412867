/**
 * The questions one sentence can answer, read from its clause: "When was Harbor Bikes founded?" from a
 * date, "How much does a repair cost?" from a price, "How many …", "How often …", "How long …", "Where …",
 * "Who …", "What is X?", "Why …", "How do I …?", a yes/no question, and, for any sentence, "What can you
 * tell me about X?". Each draft carries a preference (lower is more specific); the caller picks among
 * them for variety.
 */
import {
  DISCOURSE,
  endsWithComma,
  has,
  pastOf,
  thirdPersonOf,
  TIME_WORDS,
  toInfinitive,
  type Clause,
  type Token,
} from './question-clause';
import {
  afterPreposition,
  asked,
  byAgent,
  cutRest,
  dateSpan,
  invert,
  isAuxWord,
  isDateToken,
  isNegation,
  isNumber,
  isPointing,
  keptIntro,
  mainPart,
  nounRunAfter,
  phraseEnd,
  plainQuestion,
  qualifierAt,
  subjectText,
  without,
} from './question-parts';
import { NUMBER_LABEL } from './question-labels';
import { articleForNo, CONDITION, losesRestriction } from './question-polarity';
import { secondInstruction } from './question-instruction';
import { choiceQuestion, conditionQuestion } from './question-instruction-forms';
import { howMeasured, knownFor, losesWhatOf } from './question-copula-forms';
import { purposeAttaches } from './question-purpose';
import { conditionalDeed, sharePaid } from './question-need';
import { whatCan, whatPhrasal } from './question-modal-forms';
import { fullerAnswer } from './question-complete';
import { isNamedPerson, subjectHead } from './question-person';
import { costQuestion, pricedByVerb } from './question-price';
import { afterSecondVerb, listedEnd, spanProblem } from './question-span';
import { relativeWhen, timeGiven } from './question-have-time';
import { recipientQuestion } from './question-recipient';
import { answerText, finishQuestion, lowerFirst, render, swapPerson } from './question-render';
import {
  DURATION_VERBS,
  FREQUENCY_ADVERBS,
  LOCATION_PREPOSITIONS,
  LOCATION_VERBS,
  MEASURE_NAMES,
  MEASURE_UNITS,
  OBJECT_STARTS,
  PLACE_NOUNS,
  QUALIFIERS,
  QUANTIFIERS,
  RANGE_WORDS,
  SIZE_ADJECTIVES,
  TIME_UNITS,
  VAGUE_VERBS,
} from './question-words';

export type QuestionForm =
  | 'faq'
  | 'who'
  | 'what-is'
  | 'what-do'
  | 'when'
  | 'where'
  | 'how-much'
  | 'how-many'
  | 'how-often'
  | 'how-long'
  | 'how-to'
  | 'how'
  | 'why'
  | 'yes-no'
  | 'step'
  | 'about';

export interface QuestionDraft {
  form: QuestionForm;
  question: string;
  /** Lower is more specific to the sentence; the caller trades it against variety. */
  preference: number;
  /** The shortest part of the sentence that answers it ("In 2014."); absent: the whole sentence does. */
  answer?: string;
}

interface Built {
  question: string;
  answer: string;
  /** The tokens of the sentence the answer was read from, to check it is a whole constituent. */
  span?: readonly Token[];
  /** The span answers in full: what follows it is about other things. */
  whole?: boolean;
}

/** A question with its answer span, written as a short reply; null when either is missing. */
function built(question: string | null, answer: readonly Token[] | string): Built | null {
  if (!question) return null;
  const text = typeof answer === 'string' ? answer : answerText(answer);
  if (!text) return null;
  return typeof answer === 'string' ? { question, answer: text } : { question, answer: text, span: answer };
}

/** Verbs that say what a thing has or is made of, not what it does. */
const STATIVE_VERBS = /^(contains?|includes?|consists?|comprises?|holds?|features?|offers?|covers?)$/;
/** Words that make a deed one rule rather than what something does in general. */
const LIMITING_WORDS = /^(provided|providing|if|unless|only|except|until|once)$/;
const TIME_LIMIT_UNITS = /^(hours?|days?|weeks?|months?|years?)$/;
/** "within 30 days", "after 6 months": a time limit on a deed, which makes it a rule. */
const timeLimit = (rest: readonly Token[], k: number): boolean =>
  (/^(within|after|before|for)$/.test(rest[k]?.lower ?? '') &&
    has(rest[k + 1], 'Value') &&
    TIME_LIMIT_UNITS.test(rest[k + 2]?.lower ?? '')) ||
  // "two weeks before each match": a time counted from an event.
  (has(rest[k], 'Value') &&
    TIME_LIMIT_UNITS.test(rest[k + 1]?.lower ?? '') &&
    /^(before|after)$/.test(rest[k + 2]?.lower ?? ''));
/** Verbs whose object is a measure: "What does the ticket do?" "It costs 4.50 pounds." asks nothing. */
const MEASURE_VERBS = /^(costs?|weighs?|lasts?|takes?|measures?|equals?|totals?|amounts?|seats?|sleeps?)$/;
/** Money words compromise sometimes tags as verbs ("18 euros"). */
const CURRENCY_WORDS = /^(?:euros?|dollars?|pounds?|cents?|pence|yen|francs?|krona|kronor|rupees?)$/;
const MIN_QUESTION_WORDS = 3;
const MAX_QUESTION_WORDS = 22;

const words = (text: string): number => text.split(/\s+/).filter(Boolean).length;

/** Days and parts of days the hours before them are for: "on weekdays", "on Saturdays". */
const DAY_WORDS =
  /^(weekdays|weekends|mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays|holidays|mornings|afternoons|evenings|nights)$/;

function when(clause: Clause): Built | null {
  const inv = invert(clause);
  if (!inv) return null;
  const main = mainPart(clause.rest);
  // "Ironside Gym is open from 5:30 am to 11 pm on weekdays and …": asked "When is Ironside Gym open?",
  // answered by all its hours.
  // "open to members on Friday evenings": who it is open to stays in the question.
  const hours = main.findIndex(
    (t, k) =>
      k > 0 &&
      (isDateToken(t) || TIME_WORDS.has(t.lower) || FREQUENCY_ADVERBS.test(t.lower) || t.lower === 'every'),
  );
  if (isOpening(clause, main) && hours !== -1) {
    const start = has(main[hours - 1], 'Preposition') && hours > 1 ? hours - 1 : hours;
    return built(asked('When', inv, main.slice(0, start), [keptIntro(clause)]), main.slice(start));
  }
  const inRest = dateSpan(main);
  if (inRest) {
    const [start, spanEnd, preposition] = inRest;
    // "from 7:30 to 18:00 on weekdays": the days the hours are for are part of when, not of the question.
    let end = spanEnd;
    while (
      /^(on|in|at|during)$/.test(main[end]?.lower ?? '') &&
      (isDateToken(main[end + 1]) || DAY_WORDS.test(main[end + 1]?.lower ?? '')) &&
      !endsWithComma(main[end - 1])
    )
      end += 2;
    const wh = preposition === 'since' ? 'Since when' : preposition === 'until' ? 'Until when' : 'When';
    const intro = dateSpan(clause.intro) ? '' : keptIntro(clause);
    // "on 31 March or when 8,000 runners have entered": the other condition is part of the answer.
    const orWhen =
      /^(or|and)$/.test(main[end]?.lower ?? '') && /^(when|once|until|if)$/.test(main[end + 1]?.lower ?? '');
    // The span read over the whole rest keeps ", Monday to Saturday" that the main part cut off.
    const whole = dateSpan(clause.rest);
    // "on Sundays and public holidays": the rest of the list is part of the answer.
    const answer = orWhen
      ? clause.rest.slice(clause.rest.indexOf(main[start] as Token))
      : whole && whole[0] === start
        ? clause.rest.slice(whole[0], listedEnd(clause.rest, whole[1]))
        : main.slice(start, listedEnd(main, end));
    return built(
      asked(wh, inv, withoutPlace(withoutPurpose(without(main, start, end)), start), [intro]),
      reasonSpan(answer, 0),
    );
  }
  // "Neap tides happen when the Sun and Moon are at right angles" → "When do neap tides happen?"
  if (/^(when|whenever)$/.test(clause.rest[0]?.lower ?? '') && clause.verbs.length > 0 && !clause.imperative)
    return built(asked('When', inv, [], [keptIntro(clause)]), reasonSpan(clause.rest, 0));
  const inIntro = dateSpan(clause.intro);
  if (inIntro)
    return built(
      asked(inIntro[2] === 'since' ? 'Since when' : 'When', inv, cutRest(clause.rest)),
      clause.intro.slice(inIntro[0], inIntro[1]),
    );
  return null;
}

/**
 * "When was Tomas Berg born in Kalmar?" assumes the place the "Where …?" asks: a place phrase that came
 * right after the date ("in 1902 in Kalmar, Sweden, …") is left out of the "When …?".
 */
function withoutPlace(rest: readonly Token[], at: number): Token[] {
  const first = rest[at];
  if (!first || !/^(in|at)$/.test(first.lower) || has(rest[at + 1], 'Value') || isDateToken(rest[at + 1]))
    return [...rest];
  const next = rest[at + 1];
  if (!has(next, 'ProperNoun') && !has(next, 'Determiner')) return [...rest];
  return rest.slice(0, at);
}

/**
 * "When was the canal dug to carry coal?": the purpose ("to carry coal …") is the text's, not the visitor's,
 * who asks when it was dug. A "to" + verb left after the date is cut with all that follows it.
 */
function withoutPurpose(rest: readonly Token[]): Token[] {
  const at = rest.findIndex(
    (t, k) =>
      t.lower === 'to' &&
      has(rest[k + 1], 'Infinitive') &&
      !has(rest[k + 1], 'Noun') &&
      !has(rest[k - 1], 'Verb') &&
      !has(rest[k - 1], 'Adjective'),
  );
  return at === -1 ? [...rest] : rest.slice(0, at);
}

function where(clause: Clause): Built | null {
  const inv = invert(clause);
  if (!inv || clause.imperative) return null;
  const rest = mainPart(clause.rest);
  for (let i = 0; i < rest.length; i++) {
    const prep = rest[i] as Token;
    if (!LOCATION_PREPOSITIONS.has(prep.lower)) continue;
    // "The extra 50 minutes comes from the Moon moving along its orbit" → "Where do … come from?"
    const comesFrom = prep.lower === 'from' && clause.verbs.some((v) => /^(come|comes|came)$/.test(v.lower));
    if (comesFrom && i === 0 && !clause.copula && !clause.passive) {
      const made = built(asked('Where', inv, [], ['from']), cutRest(clause.rest));
      return made && { ...made, whole: true };
    }
    // "next to", "close to"
    const objectStart = prep.lower === 'next' && rest[i + 1]?.lower === 'to' ? i + 2 : i + 1;
    let end = phraseEnd(rest, objectStart);
    // "on the top floor of the old mill": the "of" phrase is part of the place.
    while (rest[end]?.lower === 'of' && !endsWithComma(rest[end - 1])) end = phraseEnd(rest, end + 1);
    const object = rest.slice(objectStart, end);
    if (object.length === 0 || object.some((t) => isDateToken(t) || TIME_WORDS.has(t.lower))) continue;
    const place = object.some((t) => has(t, 'Place'));
    // A name or an address ("12 Quay Street"), not a count ("colonies of up to 60,000 workers").
    const named = object.some((t) => has(t, 'ProperNoun'));
    if (object.some((t, k) => isNumber(t) && !has(object[k + 1], 'ProperNoun'))) continue;
    const locationVerb = clause.verbs.some((v) => LOCATION_VERBS.has(v.lower));
    const copulaPlace =
      clause.copula &&
      i === 0 &&
      prep.lower !== 'to' &&
      prep.lower !== 'from' &&
      (named || has(object[0], 'Determiner'));
    // "on the Great Lawn only", "to the racks", "at the front desk": a place named by its noun.
    // "use the laundry room in the basement": a place right after a place says where that one is.
    const placeNoun =
      !PLACE_NOUNS.test(rest[i - 1]?.lower ?? '') &&
      has(object[0], 'Determiner') &&
      !has(object[0], 'Possessive') &&
      object.some(
        (t, k) => PLACE_NOUNS.test(t.lower) && (k === object.length - 1 || !has(object[k + 1], 'Noun')),
      );
    if (!(place || (named && locationVerb) || copulaPlace || placeNoun)) continue;
    if (prep.lower === 'from' && !locationVerb) continue;
    // "X is a family practice at 27 Linden Avenue": the complement is what X is, not where; "Where is X
    // a family practice?" cannot be asked.
    const complement = rest[0];
    if (clause.copula && i > 0 && (has(complement, 'Determiner') || has(complement, 'Noun'))) continue;
    // "in the village of Ihithe in the Nyeri district of central Kenya": the wider place it lies in is part
    // of where.
    end = widerPlaceEnd(rest, end);
    // A comma that closed the phrase closes the clause there.
    // "in the Station Avenue car park by showing their resident permit": how it is allowed goes with where.
    const means = rest[end]?.lower === 'by' && has(rest[end + 1], 'Gerund');
    const remaining = rest.slice(0, i).concat(endsWithComma(rest[end - 1]) || means ? [] : rest.slice(end));
    const span = dateSpan(remaining);
    const cleaned = span ? without(remaining, span[0], span[1]) : cutRest(remaining);
    // "near Pudding Lane to remember the disaster": the place, not the purpose.
    const purpose = object.findIndex((t, k) => k > 0 && t.lower === 'to' && has(object[k + 1], 'Verb'));
    // "in a bakery on Pudding Lane": the place starts at the phrase the named one narrows.
    const from = placeStart(rest, i);
    // "… on Pudding Lane owned by Thomas Farriner": the participle phrase describes the place, and goes with it.
    const described =
      (has(rest[end], 'Verb') && (has(rest[end], 'Participle') || has(rest[end], 'PastTense'))) ||
      byAgent(rest, end);
    // "on the side of the Earth facing it": which side is said by the gerund phrase, part of the place.
    const facing = has(rest[end], 'Gerund') && !endsWithComma(rest[end - 1]);
    if (facing) end = rest.length;
    const question =
      from === i && !described && !facing ? cleaned : without(rest, from, described ? rest.length : end);
    // "on the opposite side, where the Moon's pull is weakest": what the place is goes with it.
    const whole = clause.rest;
    const after = whole.indexOf(rest[end - 1] as Token) + 1;
    const relative = endsWithComma(rest[end - 1]) && whole[after]?.lower === 'where' && purpose === -1;

    return built(
      asked('Where', inv, question),
      relative
        ? [...rest.slice(from, end), ...reasonSpan(whole, after)]
        : rest.slice(from, purpose !== -1 ? objectStart + purpose : means ? rest.length : end),
    );
  }
  return null;
}

/** Where a place phrase ending at `end` ends with the wider named places after it ("… in Nyeri district"). */
function widerPlaceEnd(rest: readonly Token[], end: number): number {
  while (/^(in|near)$/.test(rest[end]?.lower ?? '') && !/[,;:.]/.test(rest[end - 1]?.post ?? '')) {
    let wider = phraseEnd(rest, end + 1);
    while (rest[wider]?.lower === 'of' && !endsWithComma(rest[wider - 1])) wider = phraseEnd(rest, wider + 1);
    const phrase = rest.slice(end + 1, wider);
    // "to the bins in the courtyard": a place noun narrows where, as a name does.
    const named =
      phrase.some((t) => has(t, 'ProperNoun') || has(t, 'Place')) ||
      (has(phrase[0], 'Determiner') && PLACE_NOUNS.test(phrase.at(-1)?.lower ?? ''));
    if (!named || phrase.some((t) => isDateToken(t) || TIME_WORDS.has(t.lower) || isNumber(t))) break;
    end = wider;
  }
  return end;
}

/** Where a place phrase at `i` starts when a phrase of place right before it ("in a bakery") leads to it. */
function placeStart(rest: readonly Token[], i: number): number {
  let k = i - 1;
  while (
    k >= 0 &&
    !endsWithComma(rest[k]) &&
    (has(rest[k], 'Noun') || has(rest[k], 'Adjective')) &&
    !has(rest[k], 'Pronoun')
  )
    k--;
  if (has(rest[k], 'Determiner') && !endsWithComma(rest[k])) k--;
  return k >= 0 && k < i - 1 && LOCATION_PREPOSITIONS.has(rest[k]?.lower ?? '') && !endsWithComma(rest[k])
    ? k
    : i;
}

/** "need a pressure of 6 to 8 bar" → "What pressure do … need?" */
function measureNamed(clause: Clause, rest: readonly Token[]): Built | null {
  for (let i = 0; i + 3 < rest.length; i++) {
    const noun = rest[i + 1] as Token;
    if (!/^(a|an|the)$/.test(rest[i]?.lower ?? '') || !has(noun, 'Noun') || rest[i + 2]?.lower !== 'of')
      continue;
    // Only a direct object: "at the age of 36" or "within a radius of …" would leave a dangling preposition.
    if (has(rest[i - 1], 'Preposition') || !MEASURE_NAMES.has(noun.lower)) continue;
    let j = i + 3;
    while (QUALIFIERS.has(rest[j]?.lower ?? '')) j++;
    if (!isNumber(rest[j])) continue;
    let end = j + 1;
    while (isNumber(rest[end]) || (RANGE_WORDS.has(rest[end]?.lower ?? '') && isNumber(rest[end + 1]))) end++;
    if (MEASURE_UNITS.test(rest[end]?.lower ?? '') || has(rest[end], 'Unit')) end++;
    const inv = invert(clause);
    if (!inv) return null;
    const question = finishQuestion([
      'What',
      noun.lower,
      inv.front,
      inv.subject,
      inv.verb,
      render(swapPerson(without(rest, i, end))),
      keptIntro(clause),
    ]);
    return built(question, rest.slice(j, end));
  }
  return null;
}

/** "more than 25 kilograms of surplus honey" → "How much surplus honey …?" */
function measureOf(clause: Clause, rest: readonly Token[]): Built | null {
  for (let i = 0; i < rest.length; i++) {
    if (!isNumber(rest[i]) || isDateToken(rest[i])) continue;
    let end = i + 1;
    while (isNumber(rest[end]) || (RANGE_WORDS.has(rest[end]?.lower ?? '') && isNumber(rest[end + 1]))) end++;
    // "seven and nine hours of sleep": a span of time of something is a measure of it too.
    const unit = rest[end]?.lower ?? '';
    if (!(MEASURE_UNITS.test(unit) || TIME_UNITS.test(unit)) || rest[end + 1]?.lower !== 'of') continue;
    const nounStart = end + 2;
    // "hours of sleep a night": a word read as a verb after "of" is the noun measured.
    const verbAsNoun =
      has(rest[nounStart], 'Infinitive') &&
      /^\p{Ll}+$/u.test(rest[nounStart]?.text ?? '') &&
      (!rest[nounStart + 1] ||
        has(rest[nounStart + 1], 'Determiner') ||
        /[,;.]/.test(rest[nounStart]?.post ?? ''));
    const nounEnd = verbAsNoun ? nounStart + 1 : nounRunAfter(rest, nounStart);
    const head = rest[nounEnd - 1];
    if (nounEnd === nounStart || !head) continue;
    let start = i;
    while (start > 0 && qualifierAt(rest, start - 1)) start--;
    // "between seven and nine hours of sleep": "between" belongs to the range.
    if (rest[start - 1]?.lower === 'between' && rest.slice(i, end).some((t) => t.lower === 'and')) start--;
    if (afterPreposition(rest, start)) return null;
    const inv = invert(clause);
    if (!inv) return null;
    const question = finishQuestion([
      has(head, 'Plural') && !verbAsNoun ? 'How many' : 'How much',
      render(rest.slice(nounStart, nounEnd)),
      inv.front,
      inv.subject,
      inv.verb,
      render(swapPerson(without(rest, start, nounEnd))),
      keptIntro(clause),
    ]);
    // "How much sleep do most adults need a night?" "Between seven and nine hours.": the span is whole.
    if (TIME_UNITS.test(unit)) return built(question, answerText(rest.slice(start, end + 1)));
    const made = built(question, rest.slice(start, end + 1));
    // "250 grams of lentils, one onion, …": the rest of the list is other things, not more lentils.
    const listed = endsWithComma(head) || /^(and|or)$/.test(rest[nounEnd]?.lower ?? '');
    return made && listed ? { ...made, whole: true } : made;
  }
  return null;
}

function howMuch(clause: Clause): Built | null {
  const rest = mainPart(clause.rest);
  const at = rest.findIndex(
    (t, i) => has(t, 'Money') || has(t, 'Percent') || (has(t, 'Currency') && isNumber(rest[i - 1])),
  );
  if (at === -1) return measureOf(clause, rest) ?? measureNamed(clause, rest);
  const inv = invert(clause);
  if (!inv) return null;
  let start = at;
  while (start > 0 && (isNumber(rest[start - 1]) || qualifierAt(rest, start - 1))) start--;
  const valueStart = start;
  let preposition = '';
  if (start > 0 && /^(for|at|of|from|by)$/.test(rest[start - 1]?.lower ?? '')) {
    start--;
    preposition = rest[start]?.lower ?? '';
  }
  let end = at + 1;
  while (
    rest[end] &&
    (isNumber(rest[end]) ||
      has(rest[end], 'Money') ||
      has(rest[end], 'Currency') ||
      CURRENCY_WORDS.test(rest[end]?.lower ?? '') ||
      has(rest[end], 'Unit') ||
      (RANGE_WORDS.has(rest[end]?.lower ?? '') && isNumber(rest[end + 1])))
  )
    end++;
  // "15 dollars a day", "per hour"
  if (/^(a|an|per|each)$/.test(rest[end]?.lower ?? '') && has(rest[end + 1], 'Noun')) end += 2;
  // "about 75 percent of the world's active volcanoes" → "How many of the world's active volcanoes …?"
  if (rest[end]?.lower === 'of' && has(rest[at], 'Percent') && preposition === '') {
    let nounStart = end + 1;
    while (has(rest[nounStart], 'Determiner') || has(rest[nounStart], 'Possessive')) nounStart++;
    const nounEnd = nounRunAfter(rest, nounStart);
    const head = rest[nounEnd - 1];
    if (nounEnd > nounStart && head)
      return built(
        finishQuestion([
          has(head, 'Plural') ? 'How many of' : 'How much of',
          render(swapPerson(rest.slice(end + 1, nounEnd))),
          inv.front,
          inv.subject,
          inv.verb,
          render(swapPerson(without(rest, start, nounEnd))),
          keptIntro(clause),
        ]),
        rest.slice(valueStart, end),
      );
  }
  // "charged a fee of 30 dollars": "How much are they charged a fee?" keeps the thing the amount is of.
  if (preposition === 'of' && has(rest[start - 1], 'Noun')) return null;
  const trailing = preposition === 'for' || preposition === 'at' ? [preposition] : [];
  const remaining = without(rest, start, end);
  // "train for 10 pounds a day": the price of doing it, asked as one.
  if (preposition === 'for' && !pricedByVerb(clause))
    return built(costQuestion(clause, remaining), rest.slice(valueStart, end));
  return built(
    asked('How much', inv, remaining, [...trailing, keptIntro(clause)]),
    rest.slice(valueStart, end),
  );
}

interface Quantity {
  start: number;
  valueEnd: number;
  end: number;
  noun: Token[];
}

function quantityIn(tokens: readonly Token[]): Quantity | null {
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i] as Token;
    const isCount =
      has(t, 'Value') &&
      !has(t, NUMBER_LABEL) &&
      !has(t, 'Money') &&
      !has(t, 'Percent') &&
      !has(t, 'Ordinal') &&
      !isDateToken(t) &&
      !/^(a|an|one)$/.test(t.lower);
    if (!isCount) continue;
    if (tokens[i - 1]?.lower === 'every') return null;
    let valueEnd = i + 1;
    while (
      tokens[valueEnd] &&
      (has(tokens[valueEnd], 'Value') ||
        (RANGE_WORDS.has(tokens[valueEnd]?.lower ?? '') && has(tokens[valueEnd + 1], 'Value')))
    )
      valueEnd++;
    const end = nounRunAfter(tokens, valueEnd);
    const noun = tokens.slice(valueEnd, end);
    const head = noun[noun.length - 1];
    // Measures ("10 centimetres", "six weeks") are asked with "how much", "how long" or "how far".
    if (!head || !has(head, 'Plural') || TIME_UNITS.test(head.lower) || MEASURE_UNITS.test(head.lower))
      continue;
    let start = i;
    while (start > 0 && qualifierAt(tokens, start - 1)) start--;
    return { start, valueEnd, end, noun };
  }
  return null;
}

function howMany(clause: Clause): Built | null {
  const inSubject = quantityIn(clause.subject);
  const subjectRest = inSubject ? clause.subject.slice(inSubject.end) : [];
  // "13,200 houses and 87 parish churches": one count of a list of counts answers part of it.
  const moreCounts = subjectRest.some((t) => isNumber(t) || /^(and|or)$/.test(t.lower));
  if (inSubject && inSubject.start === 0 && !clause.imperative && !moreCounts) {
    const verbGroup = [...clause.aux, ...clause.verbs];
    const question = finishQuestion([
      'How many',
      render(swapPerson([...inSubject.noun, ...subjectRest])),
      render(swapPerson(verbGroup)),
      render(swapPerson(cutRest(clause.rest))),
      keptIntro(clause),
    ]);
    return built(question, clause.subject.slice(inSubject.start, inSubject.end));
  }
  // The main part only: "four papers that changed physics" loses its relative clause.
  const main = mainPart(clause.rest);
  const inRest = quantityIn(main);
  // "in colonies of up to 60,000 workers" would leave "… of up to?" behind.
  if (!inRest || afterPreposition(main, inRest.start)) return null;
  // "linked to other notes by typing two square brackets": the count is another verb's object.
  if (main.slice(0, inRest.start).some((t) => has(t, 'Verb'))) return null;
  // "300 grams of flour, two eggs …": a count after another amount is one item of a list.
  if (main.slice(0, inRest.start).some((t) => isNumber(t))) return null;
  const inv = invert(clause);
  if (!inv) return null;
  // "destroyed about 13,200 houses, 87 parish churches and the old cathedral": the count is one item of
  // what was destroyed, and the list is asked as a whole ("What did the fire destroy?").
  const nextAt = clause.rest.indexOf(main[inRest.end - 1] as Token) + 1;
  const next = clause.rest[nextAt];
  // "17 locks, 11 of them in one flight": a share of the count, not another item of a list.
  const partitive =
    isNumber(next) &&
    clause.rest[nextAt + 1]?.lower === 'of' &&
    /^(them|these|those)$/.test(clause.rest[nextAt + 2]?.lower ?? '');
  const listed =
    !partitive &&
    inRest.start === 0 &&
    endsWithComma(main[inRest.end - 1]) &&
    (isNumber(next) || has(next, 'Determiner')) &&
    !clause.copula &&
    !clause.imperative;
  if (listed) {
    return built(finishQuestion(['What', inv.front, inv.subject, inv.verb]), main.slice(0, inRest.end));
  }
  const remaining = without(main, inRest.start, inRest.end);
  const question = plainQuestion(
    ['How many', render(inRest.noun), inv.front, inv.subject, inv.verb],
    partitive ? remaining.slice(0, 0) : remaining,
  );
  if (partitive) {
    // The share goes with the count, to the comma that ends it.
    let end = nextAt + 3;
    while (clause.rest[end] && !endsWithComma(clause.rest[end - 1])) end++;
    return built(question, clause.rest.slice(clause.rest.indexOf(main[inRest.start] as Token), end));
  }
  return built(question, main.slice(inRest.start, inRest.end));
}

function howLong(clause: Clause): Built | null {
  const rest = mainPart(clause.rest);
  // "The tower is 300 metres tall." → "How tall is the tower?"
  if (clause.copula && !clause.imperative) {
    const adjectiveAt = rest.findIndex(
      (t, i) => SIZE_ADJECTIVES.has(t.lower) && has(rest[i - 1], 'Noun') && has(rest[i - 2], 'Value'),
    );
    const subject = subjectText(clause);
    // "must be" stays whole: "How old must runners be?"
    const [be, ...others] = clause.aux.filter(isAuxWord);
    let start = adjectiveAt - 2;
    while (start > 0 && qualifierAt(rest, start - 1)) start--;
    if (adjectiveAt !== -1 && subject && be)
      return built(
        finishQuestion([
          `How ${rest[adjectiveAt]?.lower ?? ''}`,
          be.lower,
          subject,
          ...others.map((t) => t.lower),
        ]),
        rest.slice(start, adjectiveAt + 1),
      );
  }
  const durationVerb = clause.verbs.some((v) => DURATION_VERBS.has(v.lower));
  for (let i = 0; i < rest.length; i++) {
    const t = rest[i] as Token;
    const counted = (has(t, 'Value') && !has(t, NUMBER_LABEL)) || /^(several|few|many)$/.test(t.lower);
    if (!counted || isDateToken(t) || has(t, 'Money')) continue;
    let end = i + 1;
    while (
      rest[end] &&
      (has(rest[end], 'Value') || (RANGE_WORDS.has(rest[end]?.lower ?? '') && has(rest[end + 1], 'Value')))
    )
      end++;
    // "ten minutes early": compromise may read the unit as a verb.
    end = TIME_UNITS.test(rest[end]?.lower ?? '') ? end + 1 : nounRunAfter(rest, end);
    const head = rest[end - 1];
    if (!head || !TIME_UNITS.test(head.lower)) continue;
    let start = i;
    // "for up to 30 hours": "up to" qualifies the number.
    const qualifies = (k: number): boolean =>
      qualifierAt(rest, k) || (rest[k]?.lower === 'to' && rest[k - 1]?.lower === 'up');
    while (start > 0 && qualifies(start - 1)) start--;
    // "Please arrive ten minutes early" → "How early should I arrive?"
    const early = rest[end]?.lower;
    if ((early === 'early' || early === 'late') && clause.verbs.length > 0) {
      const inv = invert(clause);
      if (!inv) return null;
      return built(
        asked(`How ${early}`, inv, without(rest, start, end + 1), [keptIntro(clause)]),
        rest.slice(start, end + 1),
      );
    }
    // "booked up to seven days ahead", "at least 14 days in advance" → "How far ahead …?"
    const advance = rest[end]?.lower === 'in' && rest[end + 1]?.lower === 'advance';
    if ((rest[end]?.lower === 'ahead' || advance) && clause.verbs.length > 0) {
      const inv = invert(clause);
      if (!inv) return null;
      const stop = advance ? end + 2 : end + 1;
      return built(
        asked(advance ? 'How far in advance' : 'How far ahead', inv, without(rest, start, stop), [
          keptIntro(clause),
        ]),
        rest.slice(start, stop),
      );
    }
    const preposition = rest[start - 1]?.lower ?? '';
    const forSpan = preposition === 'for';
    // "within two working days" → "How soon …?"
    const soon = preposition === 'within' || preposition === 'in';
    if (!durationVerb && !forSpan && !soon) continue;
    // "See a doctor if poor sleep lasts for more than a month": the span belongs to the condition.
    if (rest.slice(0, start).some((x) => /^(if|when|unless|until|once|whenever)$/.test(x.lower))) continue;
    if (forSpan || soon) start--;
    if (rest[start - 1]?.lower === 'every') return null;
    const inv = invert(clause);
    if (!inv) return null;
    // "Let the loaf cool in the tin for 10 minutes": where a step is done belongs to how long ("How long
    // does the soup keep in the fridge?" asks where it keeps).
    const duration = start;
    if (forSpan && clause.imperative) start = placeBefore(rest, start);
    // "for five seconds until the light flashes": the test that ends it is the answer's, not the question's.
    const until = /^(until|till)$/.test(rest[end]?.lower ?? '') ? end : rest.length;
    const question = asked(
      soon && !durationVerb ? 'How soon' : 'How long',
      inv,
      without(rest.slice(0, until), start, end),
      [keptIntro(clause)],
    );
    // "Let the loaf cool in the tin for 10 minutes" is answered "For 10 minutes in the tin."
    const place = rest.slice(start, duration);
    if (place.length === 0) return built(question, rest.slice(start, end));
    const last = rest[end - 1] as Token;
    const made = built(question, [...rest.slice(duration, end - 1), { ...last, post: ' ' }, ...place]);
    return made && { ...made, whole: true };
  }
  return null;
}

/** Where a place phrase right before `start` begins ("in the tin" of "cool in the tin for …"), or `start`. */
function placeBefore(rest: readonly Token[], start: number): number {
  let k = start - 1;
  while (
    k > 0 &&
    start - k <= 4 &&
    (has(rest[k], 'Noun') || has(rest[k], 'Adjective') || has(rest[k], 'Determiner'))
  ) {
    if (endsWithComma(rest[k]) || isNumber(rest[k]) || isDateToken(rest[k]) || has(rest[k], 'Pronoun'))
      return start;
    k--;
  }
  const preposition = rest[k];
  if (k === start - 1 || !/^(in|on|inside|under|at)$/.test(preposition?.lower ?? '')) return start;
  if (endsWithComma(preposition) || !has(rest[k + 1], 'Determiner')) return start;
  return k;
}

/** What "every" counts when it says how often: spans of time, days, meals, seasons. */
const EVERY_UNITS =
  /^(?:seconds?|minutes?|hours?|days?|nights?|weeks?|weekends?|fortnights?|months?|years?|seasons?|spring|summer|autumn|fall|winter|morning|mornings|afternoon|afternoons|evening|evenings|monday|tuesday|wednesday|thursday|friday|saturday|sunday|term|semester|quarter|decade|century|breakfast|lunch|dinner|meal|session|class|lesson|visit|time)$/;

/** "once a week", "twice per day", "twice." count times; "once opened", "once you arrive" open a clause. */
function countsTimes(rest: readonly Token[], i: number): boolean {
  const next = rest[i + 1];
  return (
    !next ||
    /[,;.]/.test(rest[i]?.post ?? '') ||
    /^(a|an|per|each|every|daily|weekly|more|again)$/.test(next.lower)
  );
}

function howOften(clause: Clause): Built | null {
  const rest = mainPart(clause.rest);
  for (let i = 0; i < rest.length; i++) {
    const t = rest[i] as Token;
    let end = -1;
    if (t.lower === 'every') {
      end = i + 1;
      while (
        rest[end] &&
        (has(rest[end], 'Value') || has(rest[end], 'Adjective') || QUALIFIERS.has(rest[end]?.lower ?? ''))
      )
        end++;
      if (!has(rest[end], 'Noun')) continue;
      // "every new owner" is who, not how often: the noun after "every" must be a span of time or a day.
      if (!EVERY_UNITS.test(rest[end]?.lower ?? '')) continue;
      end = nounRunAfter(rest, end);
    } else if (
      (/^(once|twice|thrice)$/.test(t.lower) && countsTimes(rest, i)) ||
      (has(t, 'Value') &&
        rest[i + 1]?.lower === 'times' &&
        !/^(more|less|faster|slower|as)$/.test(rest[i + 2]?.lower ?? ''))
    ) {
      end = t.lower.match(/^(once|twice|thrice)$/) ? i + 1 : i + 2;
      if (/^(a|an|per|each|every)$/.test(rest[end]?.lower ?? '') && has(rest[end + 1], 'Noun')) end += 2;
    } else if (FREQUENCY_ADVERBS.test(t.lower)) {
      end = i + 1;
    } else continue;
    const inv = invert(clause);
    if (!inv) return null;
    let start = i;
    while (start > 0 && qualifierAt(rest, start - 1)) start--;
    // "up to three times a season" is a limit, not how often: "How often … bring a guest up?" breaks.
    if (rest.slice(Math.max(0, start - 2), i).some((x, k, a) => x.lower === 'up' && a[k + 1]?.lower === 'to'))
      return null;
    // "open daily from 9:00 to 17:30": when a place is open is asked "When", answered by all it says.
    if (isOpening(clause, rest))
      return built(asked('When', inv, rest.slice(0, 1), [keptIntro(clause)]), rest.slice(1));
    return built(
      asked('How often', inv, without(rest, start, end), [keptIntro(clause)]),
      rest.slice(start, end),
    );
  }
  return null;
}

/** "The gardens are open daily …", "The office is closed every Monday": a place's hours. */
function isOpening(clause: Clause, rest: readonly Token[]): boolean {
  return clause.copula && rest.length > 1 && /^(open|closed)$/.test(rest[0]?.lower ?? '');
}

/** "one hour before closing", "30 minutes after sunset", "at 9:00": a point in time. */
function isTimeComplement(complement: readonly Token[]): boolean {
  const at = complement.findIndex((t) => /^(before|after)$/.test(t.lower));
  if (at > 0 && at <= 3 && TIME_UNITS.test(complement[at - 1]?.lower ?? '')) return true;
  return (
    /^(at|from)$/.test(complement[0]?.lower ?? '') &&
    /^\d{1,2}([:.]\d\d)?(am|pm)?$/.test(complement[1]?.lower ?? '')
  );
}

/** Verbs whose object is asked, told or helped to do the "to …" after it: no purpose. */
const OBJECT_CONTROL =
  /^(?:ask|asks|asked|tell|tells|told|invite|invites|invited|encourage|encourages|encouraged|require|requires|required|allow|allows|allowed|expect|expects|expected|want|wants|wanted|remind|reminds|reminded|advise|advises|advised|urge|urges|urged|help|helps|helped|teach|teaches|taught|permit|permits|permitted|need|needs|needed)$/;

/** Verbs whose object does the "to …" after it: "leave the dough to rest", "get the engine to start". */
const LEAVE_VERBS =
  /^(?:leave|leaves|left|let|lets|get|gets|got|keep|keeps|kept|make|makes|made|set|sets|cause|causes|caused|enable|enables|enabled|force|forces|forced|train|trains|trained)$/;

function why(clause: Clause): Built | null {
  const inv = invert(clause);
  if (!inv) return null;
  const rest = clause.rest;
  for (let i = 0; i < rest.length; i++) {
    const t = rest[i]?.lower ?? '';
    const next = rest[i + 1];
    const reason =
      t === 'because' ||
      // "since the flood" is a time; "since the shop moved" a reason.
      (t === 'since' &&
        next !== undefined &&
        // "The movement has since planted …": "since" is then an adverb.
        !has(next, 'Verb') &&
        !isDateToken(next) &&
        !has(next, 'Value') &&
        rest.slice(i + 1).some((x) => has(x, 'Verb'))) ||
      ((t === 'due' || t === 'thanks' || t === 'owing') && next?.lower === 'to') ||
      (t === 'so' && next?.lower === 'that') ||
      (t === 'in' && next?.lower === 'order') ||
      // ", as the coil may freeze": "as" after a comma opening a clause with its own subject and verb.
      (t === 'as' &&
        endsWithComma(rest[i - 1]) &&
        (has(next, 'Determiner') || has(next, 'Pronoun')) &&
        rest.slice(i + 2).some((x) => has(x, 'Modal') || has(x, 'Auxiliary')));
    // "Parking costs 18 euros a night and must be booked in advance because …": the reason is the
    // second verb's, not the one asked about.
    const secondVerb = rest
      .slice(0, i)
      .some((x, k) => /^(and|or|but)$/.test(x.lower) && has(rest[k + 1], 'Verb'));
    if (reason && i > 0 && secondVerb) return null;
    // "The Sun raises tides, but its effect is less …, because it is farther away": the reason is the
    // second clause's, which has a subject of its own.
    if (reason && i > 0 && ownClauseBefore(rest, i)) return null;
    // "Pesticides are not allowed because …": the reason may follow the verb straight away.
    // ", as the coil may freeze" gives the reason for the whole instruction, its place included.
    if (reason && t === 'as' && i > 0 && i <= 8) {
      const because = answerText(reasonSpan(rest, i)).replace(/^As\b/, 'Because');
      const whole = finishQuestion([
        'Why',
        inv.front,
        inv.subject,
        inv.verb,
        render(swapPerson(rest.slice(0, i))),
      ]);
      return built(words(whole) <= 12 ? whole : asked('Why', inv, rest.slice(0, i)), because);
    }
    if (reason && (i > 0 || clause.verbs.length > 0))
      return built(asked('Why', inv, cutRest(rest.slice(0, i)), [keptIntro(clause)]), reasonSpan(rest, i));
  }
  const opener = clause.intro.find((tok) => !DISCOURSE.has(tok.lower));
  if (opener && (opener.lower === 'because' || opener.lower === 'since') && !dateSpan(clause.intro))
    return built(
      asked('Why', inv, cutRest(clause.rest)),
      reasonSpan(clause.intro, clause.intro.indexOf(opener)),
    );
  // "Then you visit the shelter to meet the dogs …" → "Why do I visit the shelter?" (a purpose after
  // the object; "want to", "need to" take their verb as object instead).
  const found = rest.findIndex(
    (t, i) => i > 0 && t.lower === 'to' && has(rest[i + 1], 'Infinitive') && has(rest[i - 1], 'Noun'),
  );
  // A "to …" after a comma, a second step or another verb's object is no purpose of this verb.
  const purpose = found > 0 && purposeAttaches(rest, found) ? found : -1;
  // "described the fire … and buried his cheese to save it": the purpose is the second verb's.
  const joined = rest
    .slice(0, purpose)
    .some((t, k) => /^(and|or)$/.test(t.lower) && has(rest[k + 1], 'Verb'));
  // "We ask every new owner to attend a class": what someone is asked, told or invited to do, not why.
  const asksOf = clause.verbs.some((v) => OBJECT_CONTROL.test(v.lower));
  if (purpose > 0 && asksOf && !joined && !clause.passive)
    return built(asked('What', inv, cutRest(rest.slice(0, purpose)), ['to do']), reasonSpan(rest, purpose));
  // "leave the dough to rest", "let the glue dry": what the object is left to do, not why.
  const leavesTo = clause.verbs.some((v) => LEAVE_VERBS.test(v.lower));
  if (
    purpose > 0 &&
    !joined &&
    !asksOf &&
    !leavesTo &&
    !clause.passive &&
    !clause.verbs.some((v) => VAGUE_VERBS.has(v.lower))
  )
    return built(
      asked('Why', inv, cutRest(rest.slice(0, purpose)), [keptIntro(clause)]),
      reasonSpan(rest, purpose),
    );
  return null;
}

/** "Bees communicate the distance with the waggle dance." → "How do bees communicate the distance?" */
/** Verbs of having: their "with" describes the thing had ("need a pot with holes"), not how. */
const HAVING_VERBS =
  /^(?:need|needs|needed|have|has|had|want|wants|wanted|require|requires|required|get|gets|got|buy|buys|bought|own|owns|owned)$/;

function howManner(clause: Clause): Built | null {
  // A passive is asked so too: "How can every note be linked to other notes?" "By typing two …".
  if (clause.imperative || clause.copula || clause.verbs.length === 0) return null;
  if (clause.verbs.some((v) => HAVING_VERBS.test(v.lower))) return null;
  const rest = mainPart(clause.rest);
  // "opened by scanning a card": a passive's "by" and a gerund say how, even straight after the verb.
  const byDoing = (i: number): boolean => rest[i]?.lower === 'by' && has(rest[i + 1], 'Gerund');
  const at = rest.findIndex(
    (t, i) =>
      (i > 0 || (clause.passive && byDoing(i))) &&
      (/^(with|using|through|via)$/.test(t.lower) || byDoing(i)) &&
      !has(rest[i + 1], 'Person') &&
      !isDateToken(rest[i + 1]),
  );
  if (at === -1) return null;
  const inv = invert(clause);
  if (!inv) return null;
  const asks = cutRest(rest.slice(0, at));
  // "park free of charge in the car park by showing a permit": where it is done, asked "Where".
  const p = asks.findLastIndex((t) => /^(in|at|inside|outside)$/.test(t.lower));
  const dropped = p > 0 ? asks.slice(p) : [];
  const place =
    dropped.length > 2 &&
    dropped.length <= 6 &&
    asks.at(-1) === rest[at - 1] &&
    has(dropped[1], 'Determiner') &&
    !dropped.some((t) => isDateToken(t) || endsWithComma(t) || (has(t, 'Verb') && !has(t, 'Noun')));
  // "How may residents park free of charge?" "In the car park by showing …" answers where: asked so.
  if (place) return null;
  return built(asked('How', inv, asks, [keptIntro(clause)]), cutRest(rest.slice(at)));
}

function whoDid(clause: Clause): Built | null {
  if (clause.imperative || clause.copula || clause.verbs.length === 0) return null;
  // "During the war Clara Bell ran …" read with the intro in the subject: the answer would keep it.
  if (has(clause.subject[0], 'Preposition')) return null;
  const rest = clause.rest;
  // Passive with a person as agent: "Harbor Bikes was founded by Maria Olsen." → "Who founded Harbor Bikes?"
  const by = rest.findIndex((t, i) => t.lower === 'by' && has(rest[i + 1], 'Person'));
  if (clause.passive && by !== -1 && !clause.aux.some((t) => has(t, 'Modal'))) {
    const object = subjectText(clause);
    if (!object) return null;
    const verbs = clause.verbs.map((v) =>
      v.lower === 'and' || v.lower === 'or' ? v.lower : clause.past ? pastOf(v) : thirdPersonOf(v),
    );
    let end = by + 1;
    while (has(rest[end], 'Person') && !endsWithComma(rest[end - 1])) end++;
    return built(finishQuestion(['Who', verbs.join(' '), object]), rest.slice(by + 1, end));
  }
  // A person as subject: "Marie Curie shared the Nobel Prize in 1903." → "Who shared the Nobel Prize in 1903?"
  // The subject is someone: its head is a name ("Marie Curie"), not "the Aria 2 headphones".
  const head = subjectHead(clause.subject);
  // "the blaze" is no one, though compromise knows Blaze as a first name: a name is written capitalised.
  const person =
    has(head, 'Person') &&
    /^\p{Lu}/u.test(head?.text ?? '') &&
    !clause.subject.some((t) => has(t, 'Pronoun'));
  if (!person || clause.passive) return null;
  // "Dr Nair and Dr Berg have both worked …": "Who has both worked …?" asks for two.
  let verbGroup = [...clause.aux, ...clause.verbs].filter((t) => !/^(both|all|each)$/.test(t.lower));
  if (clause.plural) {
    verbGroup = verbGroup.map((t, i) => {
      if (i > 0) return t;
      const singular: Record<string, string> = {
        are: 'is',
        were: 'was',
        have: 'has',
        do: 'does',
        "don't": "doesn't",
      };
      const word = singular[t.lower] ?? (clause.aux.length === 0 && !clause.past ? thirdPersonOf(t) : t.text);
      return { ...t, text: word };
    });
  }
  const rest2 = theForNamed(cutRest(rest)).filter(
    (t, i, all) => !(i === 0 && /^(both|all|each)$/.test(t.lower) && has(all[1], 'Verb')),
  );
  if (rest2.length === 0) return null;
  const question = plainQuestion(['Who', render(swapPerson(verbGroup))], rest2);
  return built(question, clause.subject);
}

/** "designed a new St Paul's Cathedral" → "the new St Paul's Cathedral": a named thing asked about is known. */
function theForNamed(tokens: readonly Token[]): Token[] {
  return tokens.map((t, i) => {
    if (!/^(a|an)$/.test(t.lower)) return t;
    let j = i + 1;
    while (has(tokens[j], 'Adjective')) j++;
    return has(tokens[j], 'ProperNoun') ? { ...t, text: 'the', lower: 'the' } : t;
  });
}

/** "Scientists who study volcanoes are called volcanologists." → "What are volcanologists?" */
function whatIsCalled(clause: Clause): Built | null {
  const verb = clause.verbs[0];
  if (!clause.passive || clause.verbs.length !== 1 || !verb || !/^(called|named|known)$/.test(verb.lower))
    return null;
  const main = mainPart(clause.rest);
  // "known for its technology companies" says what it is known for, not what it is called.
  if (verb.lower === 'known' && main[0]?.lower !== 'as') return null;
  const name = verb.lower === 'known' ? main.slice(1) : main;
  if (name.length === 0 || name.length > 4 || name.some((t) => has(t, 'Pronoun') || has(t, 'Verb')))
    return null;
  if (isPointing(clause.subject) || clause.subject.some((t) => has(t, 'Pronoun'))) return null;
  return built(finishQuestion(['What', clause.plural ? 'are' : 'is', render(name)]), clause.subject);
}

function whatIs(clause: Clause): Built | null {
  if (!clause.copula || clause.imperative || isPointing(clause.subject)) return null;
  const auxWords = clause.aux.filter(isAuxWord);
  const be = auxWords[0];
  if (!be || auxWords.length > 1 || !/^(is|are|was|were)$/.test(be.lower) || clause.aux.some(isNegation))
    return null;
  const subject = clause.subject;
  if (subject.length > 6 || subject.some((t) => has(t, 'Value') || has(t, 'Pronoun') || endsWithComma(t)))
    return null;
  const first = clause.rest[0];
  const second = clause.rest[1];
  const definition =
    (first !== undefined && /^(a|an|the|one)$/.test(first.lower)) ||
    // "open Tuesday to Sunday" says when, not what it is.
    (has(first, 'Adjective') && has(second, 'Noun') && !has(second, 'Preposition') && !has(second, 'Date'));
  // "Last entry is one hour before closing", "Check-in is at 15:00": a time is asked "When".
  if (isTimeComplement(mainPart(clause.rest)))
    return built(
      finishQuestion(['When', be.lower, render(swapPerson(lowerFirst(subject)))]),
      mainPart(clause.rest),
    );
  if (!definition) return null;
  // "The nearest train station is a ten-minute walk away" says how far, not what it is.
  const complement = mainPart(clause.rest);
  if (complement.at(-1)?.lower === 'away')
    return built(finishQuestion(['How far', be.lower, render(swapPerson(lowerFirst(subject)))]), complement);
  const named = isNamedPerson(subject, clause.rest);
  // "the capital of Estonia and lies on the coast": the second verb phrase is no part of what it is.
  const secondVerb = clause.rest.findIndex(
    (t, k) =>
      k > 0 &&
      /^(and|but)$/.test(t.lower) &&
      has(clause.rest[k + 1], 'Verb') &&
      !has(clause.rest[k + 1], 'Gerund'),
  );
  return built(
    finishQuestion([named ? 'Who' : 'What', be.lower, render(swapPerson(lowerFirst(subject)))]),
    secondVerb === -1 ? clause.rest : clause.rest.slice(0, secondVerb),
  );
}

function whatDoes(clause: Clause): Built | null {
  if (clause.imperative || clause.copula || clause.passive || clause.past || clause.verbs.length !== 1)
    return null;
  const verb = clause.verbs[0] as Token;
  if (VAGUE_VERBS.has(verb.lower) || clause.aux.some(isAuxWord)) return null;
  const first = clause.rest[0];
  const definition = /^(means|mean|refers)$/.test(verb.lower);
  if (!definition && (!first || !OBJECT_STARTS.some((tag) => has(first, tag)) || has(first, 'Pronoun')))
    return null;
  // "Children under 5 travel free": an adjective alone after the verb says how, not what it does to what.
  if (!definition && has(first, 'Adjective') && !has(first, 'Noun') && !has(clause.rest[1], 'Noun'))
    return null;
  // "A ticket costs 4.50 pounds", "The journey takes 45 minutes": a measure, asked as one, not as a deed.
  if (MEASURE_VERBS.test(verb.lower)) return null;
  const subject = clause.subject;
  if (isPointing(subject) || subject.length > 5 || subject.some((t) => has(t, 'Person'))) return null;
  // "Any executables …", "Each member …": a quantified subject makes a vague question.
  if (QUANTIFIERS.has(subject[0]?.lower ?? '')) return null;
  const inv = invert(clause);
  if (!inv) return null;
  // '"Secondary License" means …' → 'What does Secondary License mean?'
  if (/^(means|mean|refers)$/.test(verb.lower))
    return built(
      finishQuestion(['What', inv.front, inv.subject, verb.lower === 'refers' ? 'refer to' : 'mean']),
      mainPart(
        verb.lower === 'refers' && clause.rest[0]?.lower === 'to' ? clause.rest.slice(1) : clause.rest,
      ),
    );
  const speaker = subject.length === 1 && /^(we|i|you)$/.test(subject[0]?.lower ?? '');
  // "Then you visit the shelter": the visitor knows what they do; "What do I visit?" asks nothing.
  if (subject.length === 1 && subject[0]?.lower === 'you') return null;
  // A bare singular noun ("control includes …") is a term being defined, not something that acts.
  const bare = subject.length === 1 && has(subject[0], 'Singular') && !has(subject[0], 'ProperNoun');
  if (bare && !speaker) return null;
  // "Chloroplasts contain chlorophyll": what a thing contains is asked as that ("What do chloroplasts
  // contain?"), not as what it does.
  if (STATIVE_VERBS.test(verb.lower) && !speaker)
    return built(finishQuestion(['What', inv.front, inv.subject, toInfinitive(verb)]), mainPart(clause.rest));
  // "We repair all kinds of bikes." → "What do you repair?"; "The derailleur moves the chain." → "What does the derailleur do?"
  if (speaker)
    return built(finishQuestion(['What', inv.front, inv.subject, inv.verb]), mainPart(clause.rest));
  const pronoun = clause.plural ? 'They' : 'It';
  // "A strong east wind spread the flames": a past tense read as present ("It spread …") is not what it does.
  if (!clause.plural && clause.aux.length === 0 && !/s$/.test(verb.lower)) return null;
  // "The council gives notice that Elm Street will close …": "It gives notice." says nothing.
  const kept = mainPart(clause.rest);
  // "The Sun also raises tides, but its effect is less …": "It also raises tides." leaves the "but" out.
  if (clause.rest[kept.length]?.lower === 'but') return null;
  if (kept.length <= 2 && /^(that|whether)$/.test(clause.rest[kept.length]?.lower ?? '')) return null;
  // "The shop accepts returns within 30 days, provided …" is one rule, not what the shop does: "What does
  // X do?" is answered by what X does in general, so a deed limited by a number, a time or a condition
  // is asked about as itself or not at all.
  if (clause.rest.some((t, k) => LIMITING_WORDS.test(t.lower) || timeLimit(clause.rest, k))) return null;
  return built(
    finishQuestion(['What', inv.front, inv.subject, 'do']),
    `${pronoun} ${render([...clause.aux, ...clause.verbs, ...mainPart(clause.rest)])}.`,
  );
}

function howTo(clause: Clause): Built | null {
  // Only the discourse words that open it: "Before first use," keeps its "first".
  const lead = clause.intro.findIndex((t) => !DISCOURSE.has(t.lower));
  const intro =
    lead === -1
      ? []
      : clause.intro
          .slice(lead)
          .filter(
            (t, k) =>
              k === 0 ||
              !DISCOURSE.has(t.lower) ||
              has(clause.intro[lead + k - 1], 'Preposition') ||
              has(clause.intro[lead + k - 1], 'Conjunction'),
          );
  const first = intro[0];
  if (!first) return null;
  // The instruction itself answers: "To update, choose Check for Updates …" → "Choose Check for Updates …".
  const instruction = [...clause.subject, ...clause.aux, ...clause.verbs, ...clause.rest];
  if (first.lower === 'to' && has(intro[1], 'Verb') && intro.length <= 10)
    return built(finishQuestion(['How do I', render(swapPerson(intro.slice(1)))]), instruction);
  if (clause.imperative && /^(if|when|before|after|once|whenever)$/.test(first.lower) && intro.length <= 12)
    return built(
      finishQuestion(['What should I do', render(swapPerson(lowerFirst(intro), true))]),
      instruction,
    );
  return null;
}

/** Words after a comma that open something other than more of a list. */
const CUT_LIST_WORDS =
  /^(and|or|but|so|then|which|who|where|when|while|although|because|if|unless|except|subject)$/;

/** "Always wear a helmet", "Never ride on a flat tyre": a rule, which a yes/no question may ask. */
const RULE_WORDS = /^(always|never|don't|not)$/;

function yesNo(clause: Clause): Built | null {
  // "Pull out the old tube." asked "Should I pull out the old tube?" "Yes." tells nothing: a step is no
  // yes/no question, a rule ("always", "never") is.
  if (clause.imperative && !clause.aux.some((t) => RULE_WORDS.test(t.lower))) return null;
  // "Are there three living species?": species of what is asked with the topic, or not at all.
  if (losesWhatOf(clause)) return null;
  const inv = invert(clause, true);
  if (!inv) return null;
  const whole = cutRest(clause.rest);
  // "allowed, except for guide dogs": the exception is the answer's, not the question's.
  const exception = whole.findIndex((t) => /^(except|unless|apart)$/.test(t.lower));
  const rest = exception === -1 ? whole : whole.slice(0, exception);
  if (rest.length === 0 && !clause.imperative && (exception === -1 || clause.verbs.length === 0)) return null;
  // "Windows 7 is no longer supported" → "Is Windows 7 still supported?" "No."
  const noLonger = rest[0]?.lower === 'no' && rest[1]?.lower === 'longer';
  const asking = noLonger
    ? [{ ...(rest[0] as Token), text: 'still', lower: 'still' }, ...rest.slice(2)]
    : articleForNo(clause.aux, rest);
  // "use buckets," of "use buckets, hand squirts and hooks": a list cut after its first item.
  const cut = rest[rest.length - 1];
  const next = cut ? clause.rest[clause.rest.indexOf(cut) + 1] : undefined;
  const opensNext =
    !next ||
    ['Conjunction', 'Preposition', 'Pronoun', 'Adverb', 'QuestionWord'].some((tag) => has(next, tag)) ||
    CUT_LIST_WORDS.test(next.lower);
  if (endsWithComma(cut) && !opensNext) return null;
  // "founded in 1889 and rows on the River Wey?": two verb phrases run into one question.
  const askedEnd = clause.tokens.indexOf(rest[rest.length - 1] as Token) + 1;
  if (rest.length > 0 && afterSecondVerb(clause.tokens, clause.tokens.indexOf(rest[0] as Token), askedEnd))
    return null;
  // "welcome in ground-floor rooms only", "has no car park": "Yes."/"No." would drop or flip it.
  const adverbs = clause.aux.filter((t) => !isAuxWord(t) && !isNegation(t));
  if (losesRestriction([...clause.intro, ...clause.subject, ...adverbs], noLonger ? rest.slice(2) : rest))
    return null;
  // "In enclosed seas, the range is small": a yes/no question without the intro's place or condition
  // would be answered "Yes." for everywhere.
  const intro = keptIntro(clause);
  if (intro === '' && clause.intro.some((t) => !DISCOURSE.has(t.lower) && !TIME_WORDS.has(t.lower)))
    return null;
  const question = asked('', inv, asking, [intro]);
  const negative =
    noLonger ||
    clause.aux.some(isNegation) ||
    (clause.imperative && clause.aux.some((t) => /^(never|don't)$/.test(t.lower)));
  return built(
    question,
    yesNoAnswer(
      negative ? 'No' : 'Yes',
      clause.rest.slice(rest.length === 0 ? 0 : clause.rest.indexOf(rest[rest.length - 1] as Token) + 1),
      clause.plural ? 'they' : 'it',
    ),
  );
}

/**
 * "Yes." with what the sentence adds after the part asked: "No, except for guide dogs.", "Yes, subject to
 * availability.", "Yes, but they must be emptied by closing time." (a verb left without its subject gets
 * the subject's pronoun).
 */
function yesNoAnswer(word: string, after: readonly Token[], pronoun: string): string {
  const addition = render(after);
  if (/^but\b/i.test(addition) && (isAuxWord(after[1] as Token) || has(after[1], 'Verb')))
    return `${word}, but ${pronoun} ${render(after.slice(1))}.`;
  if (CONDITION.test(addition) || /^(with|including)\b/i.test(addition)) return `${word}, ${addition}.`;
  return `${word}.`;
}

/** Whether a coordinator before `end` opens a clause with its own verb ("but its effect is less …"). */
function ownClauseBefore(rest: readonly Token[], end: number): boolean {
  const at = rest
    .slice(0, end)
    .findIndex((t) => /^(but|yet|while|whereas)$/.test(t.lower) || /[;:]/.test(t.post));
  return at !== -1 && rest.slice(at + 1, end).some((t) => has(t, 'Verb') || has(t, 'Copula') || isAuxWord(t));
}

/** The reason from its opening word ("because the Moon moves …") to the end of its clause. */
function reasonSpan(tokens: readonly Token[], from: number): Token[] {
  const out: Token[] = [];
  for (const [k, t] of tokens.slice(from).entries()) {
    out.push(t);
    if (/[;:—–]/.test(t.post)) break;
    // "to study in the United States, earning a degree …": what followed is another deed, not the reason.
    const next = tokens[from + k + 1];
    if (/,/.test(t.post) && has(next, 'Gerund') && !has(next, 'Noun')) break;
  }
  return out;
}

const ABOUT_TEMPLATES = [
  'What can you tell me about X?',
  'What should I know about X?',
  'Could you tell me more about X?',
];

/** The fallback question about a key phrase; `variant` rotates the wording. */
export function aboutQuestion(keyPhrase: string, variant: number): string {
  const template = ABOUT_TEMPLATES[variant % ABOUT_TEMPLATES.length] ?? 'What can you tell me about X?';
  return template.replace('X', keyPhrase.trim());
}

/** An instruction's condition ("When should I see a doctor?"), answered by the condition alone. */
function conditionWhen(clause: Clause): Built | null {
  const made = conditionQuestion(clause);
  return made?.answer ? built(made.question, made.answer) : null;
}

/** An instruction's choice ("What kind of pot should I choose?"), answered by the whole instruction. */
function choice(clause: Clause): Built | null {
  const made = choiceQuestion(clause);
  return made ? built(made.question, answerText(clause.tokens)) : null;
}

/** "What are wombats famous for?", answered by what they are famous for. */
function whatKnownFor(clause: Clause): Built | null {
  const made = knownFor(clause);
  return made ? built(made.question, made.answer) : null;
}

/** "What can axolotls regrow?", "What do screens give off?", answered by the object. */
function whatCanDo(clause: Clause): Built | null {
  const made = whatCan(clause) ?? whatPhrasal(clause);
  return made ? built(made.question, made.answer) : null;
}

/** "What will Brisa do if the fault is confirmed?", answered by the deed and its conditions. */
function deedIf(clause: Clause): Built | null {
  const made = conditionalDeed(clause);
  return made ? built(made.question, made.answer) : null;
}

/** "How much do new members who join after 1 October pay?", answered by the share of the fee. */
function shareOfFee(clause: Clause): Built | null {
  const made = sharePaid(clause);
  return made ? built(made.question, made.answer) : null;
}

/** "How long do I have to add more money?", answered by the time given. */
function haveTime(clause: Clause): Built | null {
  const made = timeGiven(clause);
  return made ? built(made.question, made.answer) : null;
}

/** "When will you write to me?", answered by a time counted from an event. */
function countedWhen(clause: Clause): Built | null {
  const made = relativeWhen(clause, invert(clause));
  return made ? built(made.question, made.answer) : null;
}

/** "Who must any medicines be handed to?", answered by the person with how. */
function handedTo(clause: Clause): Built | null {
  const made = recipientQuestion(clause);
  return made ? built(made.question, made.answer) : null;
}

/** "How long are adults?", answered by the measure. */
function howBig(clause: Clause): Built | null {
  const made = howMeasured(clause);
  return made ? built(made.question, made.answer) : null;
}

type Builder = [QuestionForm, number, (clause: Clause) => Built | null];

const BUILDERS: readonly Builder[] = [
  ['how-to', 0, howTo],
  ['how-much', 0, howMuch],
  ['how-much', 0, shareOfFee],
  ['how-often', 0, howOften],
  ['how-long', 0, howLong],
  ['how-long', 0.1, howBig],
  ['how-long', 0, haveTime],
  ['when', 0.4, countedWhen],
  ['how-many', 0.2, howMany],
  ['when', 0.4, when],
  ['when', 0.4, conditionWhen],
  ['what-do', 1, choice],
  ['what-do', 0.8, deedIf],
  ['who', 0.4, whoDid],
  ['who', 0.4, handedTo],
  ['where', 0.5, where],
  ['why', 0.5, why],
  ['how', 0.7, howManner],
  ['what-is', 0.3, whatIsCalled],
  ['what-is', 0.6, whatIs],
  ['what-is', 0.5, whatKnownFor],
  ['what-do', 1.5, whatDoes],
  ['what-do', 1.2, whatCanDo],
  ['yes-no', 2.5, yesNo],
];

/** Words that point into the text; a visitor asking alone would not use them. */
const POINTING_WORDS = /\b(he|she|him|his|her|hers|it|its|they|them|their|theirs|this|these|those)\b/i;
/** A possessive that most likely stands for the clause's own subject ("bakers feed their starter"). */
// "his" and "her" are a person's, and a person's subject is never stripped: "name her one of …" is not.
const OWN_POSSESSIVES = /\b(its|their)\b/gi;

function plausible(question: string, clause: Clause, form: QuestionForm): boolean {
  const n = words(question);
  // "How often do most bakers feed their starter?": "their" is the bakers', named in the question. A
  // "Who …?" leaves the subject out, and "her" of a named person may be someone else's.
  const ownSubject =
    form !== 'who' &&
    clause.subject.length > 0 &&
    !clause.subject.some(
      (t) => has(t, 'Pronoun') || has(t, 'Person') || /^(his|her|its|their)$/.test(t.lower),
    ) &&
    !clause.imperative;
  // "How much does it cost for guests to train?": that "it" points nowhere.
  const own = ownSubject ? question.replace(OWN_POSSESSIVES, '') : question;
  const pointing = own.replace(/\b(does|did) it cost for\b/i, '');
  if (n < MIN_QUESTION_WORDS || n > MAX_QUESTION_WORDS || POINTING_WORDS.test(pointing)) return false;
  // A question that ends on a dangling function word lost its object.
  // "How will Elm Street be closed to?" lost its object; "if I really have to?" did not.
  if (
    /\bto\?$/i.test(question) &&
    !/\b(have|has|had|need|needs|want|wants|ought|able|going|used) to\?$/i.test(question) &&
    // "Who must medicines be handed to?" asks for the person the "to" lost.
    !(form === 'who' && /^Who\b/.test(question))
  )
    return false;
  return !/\b(the|a|an|and|or|of|that|which|who|with|by|in|on|than|your|my|their|its|his|her)\?$/i.test(
    question,
  );
}

/** Forms whose short answer is a value the rest of the sentence may add to. */
const PARTIAL_FORMS: ReadonlySet<QuestionForm> = new Set([
  'when',
  'how-many',
  'how-often',
  'how-long',
  'how-much',
]);

/** Every question the clause supports, most specific first; the fallback is left to the caller. */
export function draftQuestions(clause: Clause): QuestionDraft[] {
  if (!clause.ok || clause.wholeOnly) return [];
  const drafts: QuestionDraft[] = [];
  // "Taskleaf does not yet support calendar sync with Outlook": a wh-question would drop the "not" ("How
  // does Taskleaf support calendar sync?" "With Outlook."); only a yes/no question or a why keeps it.
  // "The planetarium no longer accepts cash": a "no longer" the parse left in the subject negates too.
  const subjectNegation = clause.subject.some((t) => has(t, 'Adverb') && /^(no|not|never)$/.test(t.lower));
  const negated =
    subjectNegation || [...clause.aux, ...clause.verbs, ...clause.rest.slice(0, 2)].some(isNegation);
  // A "not" the parse did not read as part of the verb ("does" taken for the verb) breaks every form: the
  // plain "What can you tell me about …?" is left to ask.
  if (negated && !clause.aux.some(isNegation)) return [];
  // "Water well and keep the plant out of the sun for a week": the week is the second instruction's.
  const second = secondInstruction(clause);
  const clauses = second ? [clause, second] : [clause];
  for (const [form, preference, build] of BUILDERS)
    for (const c of clauses) {
      if (negated && form !== 'yes-no' && form !== 'why') continue;
      const made = build(c);
      // An answer cut inside a range, a list or a phrase is partial: no short answer at all is better.
      if (made?.span && spanProblem(clause.tokens, made.span, clause.subject[0])) continue;
      // An answer from a second verb phrase answers that verb, not the one asked about.
      const restStart = clause.tokens.indexOf(c.rest[0] as Token);
      const spanStart = made?.span ? clause.tokens.indexOf(made.span[0] as Token) : -1;
      if (restStart !== -1 && spanStart > restStart && afterSecondVerb(clause.tokens, restStart, spanStart))
        continue;
      // A span the rest of the sentence adds times, counts or an exception to is answered by the sentence.
      const fuller =
        PARTIAL_FORMS.has(form) && made?.span && !made.whole
          ? fullerAnswer(clause.tokens, made.span, made.question)
          : null;
      if (made && plausible(made.question, clause, form) && !drafts.some((d) => d.question === made.question))
        drafts.push({
          form,
          question: made.question,
          answer: fuller === 'sentence' ? undefined : fuller ? answerText(fuller) : made.answer,
          preference: form === 'yes-no' ? yesNoPreference(clause, made.answer, preference) : preference,
        });
    }
  return drafts;
}

/**
 * A yes/no question answered "Yes." alone reads the sentence back; one answered "No." or "Yes, but …" tells
 * something, and is asked before the vague "What should I know about X?".
 */
function yesNoPreference(clause: Clause, answer: string, preference: number): number {
  if (isSpeaker(clause)) return preference;
  return answer === 'Yes.' ? preference + READ_BACK_YES_NO : preference;
}

/** Added to a read-back yes/no question's preference: after the vague question asked once. */
const READ_BACK_YES_NO = 1;

function isSpeaker(clause: Clause): boolean {
  return (
    clause.imperative || (clause.subject.length === 1 && /^(we|you|i)$/.test(clause.subject[0]?.lower ?? ''))
  );
}
