/**
 * What kinds of answer a text holds, read from its form: an amount of money ("16 euros", "£25"), a clock
 * time ("10:00", "6 pm"), a day of the week, a duration ("three hours", "14 days"), a distance or size
 * ("30 metres", "18 feet"), an age ("over 65", "at least 16 years old"), a phone number, an email or web
 * address, a street address, a percentage. The index keeps each as a term of its own (MARK + name), so a
 * question that wants that kind of answer ("how much", "what time", "how far", cues.ts) meets the texts that
 * give one, whatever their words: the questions a passage answers, written into the index with it.
 */
import { MARK } from './text';

export type AnswerType =
  'money' | 'clock' | 'weekday' | 'duration' | 'measure' | 'age' | 'phone' | 'email' | 'address' | 'percent';

export const answerTypeTerm = (type: AnswerType): string => `${MARK}${type}`;

const NUMBER = String.raw`(?:\d+(?:[.,]\d+)?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|a|an|half an?)`;

const PATTERNS: readonly [AnswerType, RegExp][] = [
  [
    'money',
    new RegExp(
      String.raw`[€£$¥]\s?\d|\d\s?[€£$]|\b${NUMBER}\s?(?:euros?|eur|pounds?|gbp|dollars?|usd|pence|cents?|francs?|kr|chf)\b|\bprices?\b|\bfree of charge\b|\bat no cost\b|\bcosts?\s+\d|:\s*\d+[.,]\d{2}\b`,
      'i',
    ),
  ],
  ['clock', /\b\d{1,2}[:.]\d{2}\b|\b\d{1,2}\s?(?:am|pm|a\.m\.|p\.m\.)|\bnoon\b|\bmidnight\b|\bo'?clock\b/i],
  [
    'weekday',
    /\b(?:mon|tues|wednes|thurs|fri|satur|sun)days?\b|\bweekends?\b|\bweekdays?\b|\bbank holidays?\b|\bpublic holidays?\b/i,
  ],
  [
    'duration',
    new RegExp(
      String.raw`\b${NUMBER}[\s-](?:seconds?|minutes?|hours?|days?|working days?|weeks?|months?|years?)\b`,
      'i',
    ),
  ],
  [
    'measure',
    new RegExp(
      String.raw`\b${NUMBER}[\s-]?(?:mm|cm|m|km|metres?|meters?|kilometres?|kilometers?|feet|foot|ft|inches?|miles?|kg|g|grams?|kilos?|tonnes?|litres?|liters?|l|kw|w|v|bar|°c|°f|degrees?)\b|°`,
      'i',
    ),
  ],
  [
    'age',
    /\b(?:aged?|over|under)\s+\d{1,3}\b|\b\d{1,3}\s*(?:years? old|and (?:over|under|up|older))\b|\bages?\s+\d/i,
  ],
  ['phone', /(?:\+|\b0)\d[\d\s-]{6,}\d\b|\b\d{3}[\s-]\d{3,4}[\s-]\d{3,4}\b/],
  ['email', /[\w.+-]+@[\w-]+\.[\w.]+|\b[\w-]+\.(?:com|org|net|de|co\.uk|io|eu)(?:\/\S*)?/i],
  [
    'address',
    /\b\d+\s+[A-Z][\w'-]*(?:\s[A-Z][\w'-]*)*\s(?:Street|St|Road|Rd|Lane|Avenue|Ave|Square|Place|Way|Drive)\b|\b[A-Z][a-z]+(?:straat|strasse|straße|weg|allee|platz|gasse)\b|\b[A-Z][a-z]+(?:side|gate)\s\d+\b/,
  ],
  ['percent', /\d\s?%|\bper ?cent\b/i],
];

/** A cheap test a text must pass before a type's pattern is tried (most texts have no digit, no "@"). */
const MAY_HOLD: Partial<Record<AnswerType, RegExp>> = {
  clock: /\d|noon|midnight|clock/i,
  phone: /\d/,
  email: /@|\.(?:com|org|net|de|co\.uk|io|eu)\b/i,
  address: /\d/,
  percent: /%|per ?cent/i,
  age: /\d/,
};

/** The answer-type terms of a text. */
export function answerTypeTermsOf(text: string): string[] {
  return PATTERNS.filter(([type, pattern]) => (MAY_HOLD[type]?.test(text) ?? true) && pattern.test(text)).map(
    ([type]) => answerTypeTerm(type),
  );
}

/**
 * Question words that ask for a kind of answer without a cue phrase ("price of a check-up", "opening
 * hours", "their address"), and the credit a text of that kind earns for them.
 */
const WORDS_ASKING: readonly [readonly string[], AnswerType, number][] = [
  [['cost', 'price', 'fee', 'charge', 'pay', 'paid', 'expensive', 'cheap', 'afford'], 'money', 0.8],
  [['hours', 'open', 'opening', 'close', 'closing', 'times'], 'clock', 0.6],
  [['hours', 'open', 'opening', 'close', 'closing', 'days'], 'weekday', 0.5],
  [['phone', 'telephone', 'call', 'ring', 'number'], 'phone', 0.7],
  [['email', 'website', 'online', 'web'], 'email', 0.6],
  [['address', 'located', 'location', 'directions'], 'address', 0.8],
  [['age', 'old', 'older', 'young', 'younger'], 'age', 0.7],
  [['duration', 'long', 'last', 'lasts'], 'duration', 0.6],
  [['far', 'distance', 'size', 'big', 'range', 'temperature', 'weight', 'heavy'], 'measure', 0.6],
];

/** The answer-type terms a question word asks for, by the word's index term, with their credits. */
export function answerTypesAskedBy(term: (word: string) => string): Map<string, [string, number][]> {
  const byTerm = new Map<string, [string, number][]>();
  for (const [list, type, credit] of WORDS_ASKING) {
    for (const word of list) {
      const key = term(word);
      byTerm.set(key, [...(byTerm.get(key) ?? []), [answerTypeTerm(type), credit]]);
    }
  }
  return byTerm;
}
