/**
 * Numbers that name something rather than count it: "route 12", "bus 7", "Room 101", "Terminal 3",
 * "version 2". A question never asks "How many …" or "How long …" of them ("How many runs does Greenline
 * Coaches route?" from "route 12 runs …"), and the noun before one is a noun, not a verb.
 */
import type { Token } from './question-clause';

/** The tag given to a naming noun and to the number after it. */
export const NUMBER_LABEL = 'NumberLabel';

/** Nouns that are numbered: their number is a name. */
const NUMBERED_NOUNS =
  /^(route|routes|bus|buses|line|lines|room|rooms|terminal|gate|platform|version|flight|train|tram|ferry|boat|shuttle|coach|exit|junction|level|floor|stop|road|track|channel|apartment|flat|unit|building|block|hall|ward|bay|pier|berth|door|seat|row|chapter|section|article|part|page|step|figure|table|number|item|grade|stage|phase|episode|season|series|volume|issue|zone|sector|highway|motorway|interstate|locker|suite|studio|court|pitch|lab|group|team|act|scene|verse|psalm|model|type|lane|hole|question|lesson|module|box|window|desk|counter|booth|site|plot|camp|cabin|lodge|space|slot)$/;
/** Whether `word` is a noun that is numbered ("route", "ferry"?): then its number is a name. */
export const isNumberedNoun = (word: string): boolean => NUMBERED_NOUNS.test(word.toLowerCase());

const NUMERAL = /^(\d+[a-z]?|[ivxlc]+|\d+(\.\d+)+)$/i;

/**
 * Tags "route 12", "Windows 11" and the like: a numbered noun, or a capitalised name, directly before a
 * number, with nothing between them.
 */
export function markNumberLabels(tokens: Token[]): void {
  for (let i = 0; i + 1 < tokens.length; i++) {
    const noun = tokens[i] as Token;
    const number = tokens[i + 1] as Token;
    if (!NUMERAL.test(number.text) || /[,;:.!?)]/.test(noun.post) || /[(]/.test(number.pre)) continue;
    // "version 2" but not "in 2004", and a roman numeral only after a name ("Henry VIII", "Apollo XI").
    const numbered = NUMBERED_NOUNS.test(noun.lower);
    const named =
      /^\p{Lu}/u.test(noun.text) &&
      i > 0 &&
      noun.tags.has('ProperNoun') &&
      !['Date', 'Month', 'WeekDay'].some((tag) => noun.tags.has(tag));
    if (!numbered && !named) continue;
    if (!/^\d/.test(number.text) && !named) continue;
    // "In 2004", "by 1900": a year after a name is a date ("Paris 1900" is rare enough to leave).
    if (/^(1\d|20)\d\d$/.test(number.text) && !numbered) continue;
    const nounTags = new Set([...noun.tags].filter((t) => !/Verb|Tense|Infinitive|Participle/.test(t)));
    nounTags.add('Noun');
    nounTags.add(NUMBER_LABEL);
    if (!nounTags.has('Plural')) nounTags.add('Singular');
    tokens[i] = { ...noun, tags: nounTags };
    const numberTags = new Set([...number.tags].filter((t) => !/^(Date|Year|Money|Duration|Time)$/.test(t)));
    numberTags.add(NUMBER_LABEL);
    tokens[i + 1] = { ...number, tags: numberTags };
    i++;
  }
}
