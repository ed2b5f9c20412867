// A song brief read as a sentence: its head noun phrase ("my cat", "Tokyo", "the last summer", "my
// father's hands") and what is said of it ("sleeps all day", "at 2am", "before college"). Lines sing the
// head; the brief's own words stay whole only where they still make a noun phrase ("the dog who waits at
// the station"), never a clause cut in two ("the grandmother is", "all day").
import { capitalizeNames, taggedTerms, type TaggedTerm } from './compromise-terms';
import { PHRASE_BREAKS } from './image-vocabulary';
import { titleHead } from './subject';
import { words } from './text-utils';

export interface BriefSubject {
  /** The determiner as typed ("my", "the", "a"), or null. */
  determiner: string | null;
  /** The head's words, possessives mended and names capitalised: "last summer", "father's hands", "Tokyo". */
  head: string;
  /** What follows the head: "sleeps all day", "at 2am"; empty when the head is the whole phrase. */
  rest: string;
  /** Whether the rest is a clause ("my cat sleeps all day"), which no line can hold as a noun phrase. */
  clause: boolean;
  /** Whether the head is a name (a place, a person, a day or a holiday): no article, capitals kept. */
  proper: boolean;
}

const DETERMINERS = /^(?:my|the|a|an|our|your|his|her|their|this|no)$/i;
/** Words that end a head as a preposition does ("the last summer before college"). */
const TIME_BREAKS = /^(?:before|after|until|since|when|where|whose)$/i;
/** Adverbs that end a head, before the verb they go with: "my mom always sang", "my car finally died". */
const ADVERB_BREAKS =
  /^(?:always|never|still|just|finally|often|really|once|even|ever|already|sometimes|usually)$/i;
/** Words that say something of the head: "is forgetting", "who waits", "that wants". */
const CLAUSE_STARTS = /^(?:is|are|was|were|has|have|had|can|will|would|could|does|do|did)$/i;
/** Holidays typed in lower case, as sung with capitals ("New Year's Eve"). */
const HOLIDAYS =
  /^(?:new year['’]s(?: eve| day)?|christmas(?: eve| day)?|valentine['’]s day|halloween|easter(?: sunday)?|thanksgiving|mother['’]s day|father['’]s day)$/i;

/**
 * "fathers hands" → "father's hands", "years eve" → "year's eve": a plural of a person or a span of time
 * straight before another noun is a possessive typed without its apostrophe (compounds take singulars).
 */
function mendPossessives(all: string[], tagged: readonly TaggedTerm[]): string[] {
  return all.map((w, i) => {
    const t = tagged[i]?.tags ?? [];
    const next = tagged[i + 1]?.tags ?? [];
    const owner = t.includes('Plural') && (t.includes('Actor') || t.includes('Duration'));
    const possessive = owner && next.includes('Noun') && /[^s']s$/i.test(w) && i + 1 < all.length;
    return possessive ? `${w.slice(0, -1)}'s` : w;
  });
}

/** A present-tense verb after the head that is followed by no verb: "cat sleeps all day", not "boats leaving". */
function isFiniteVerb(word: TaggedTerm, next: TaggedTerm | undefined): boolean {
  if (CLAUSE_STARTS.test(word.text)) return true;
  // "the day we lost the final": a pronoun after the head starts a clause about it.
  if (/^(?:we|i|you|they|he|she)$/i.test(word.text)) return true;
  // "my brother moved to Canada", "the factory closed down": a verb in the past tense.
  if (word.tags.includes('PastTense') && !word.tags.includes('Adjective') && !word.tags.includes('Noun'))
    return true;
  const verb = word.tags.includes('Verb') && !word.tags.includes('Gerund') && !word.tags.includes('Noun');
  return verb && /s$/i.test(word.text) && next !== undefined && !next.tags.includes('Verb');
}

function capitalizeWords(text: string): string {
  return text.replace(/(^|\s)(\p{Ll})/gu, (_, space: string, letter: string) => space + letter.toUpperCase());
}

/** Splits a brief into its head noun phrase and what is said of it. */
/**
 * Words that open a clause of their own after a noun: "the birthday | nobody remembered". Not "we" or
 * "you": "the places we used to go" is sung whole.
 */
const CLAUSE_SUBJECTS = /^(?:nobody|everyone|everybody|someone|somebody|anyone|anybody)$/i;

export function parseBrief(phrase: string): BriefSubject {
  const raw = words(phrase.trim());
  const mended = mendPossessives(raw, taggedTerms(raw.join(' ')));
  const determiner = mended[0] !== undefined && DETERMINERS.test(mended[0]) ? mended[0].toLowerCase() : null;
  const body = determiner ? mended.slice(1) : mended;
  const tagged = taggedTerms(body.join(' '));
  // The head ends at the first word that starts a clause or a time phrase, then as titles end it.
  let cut = body.length;
  for (let i = 1; i < body.length; i++) {
    const word = tagged[i] ?? { text: body[i] as string, tags: [] };
    const text = body[i] as string;
    // A noun followed by a clause's own subject ends there: "a birthday | nobody remembered".
    const before = tagged[i - 1]?.tags ?? [];
    const clauseSubject =
      CLAUSE_SUBJECTS.test(text) && before.includes('Noun') && !before.some((t) => /Verb|Gerund/.test(t));
    if (
      TIME_BREAKS.test(text) ||
      ADVERB_BREAKS.test(text) ||
      clauseSubject ||
      isFiniteVerb(word, tagged[i + 1])
    ) {
      cut = i;
      break;
    }
  }
  const headWords = titleHead(body.slice(0, cut).join(' '));
  const headLength = headWords.length;
  const restWords = body.slice(headLength);
  const next = (restWords[0] ?? '').toLowerCase();
  const clause =
    restWords.length > 0 && cut === headLength && !PHRASE_BREAKS.has(next) && !TIME_BREAKS.test(next);
  let head = headWords.join(' ');
  // A name ends on a name ("New York", "Payday Friday"): "dusty pickup truck" is no name for its "Dusty".
  const lastTags = taggedTerms(head).at(-1)?.tags ?? [];
  const holiday = HOLIDAYS.test(head);
  const proper =
    holiday || ['Place', 'Person', 'WeekDay', 'Month', 'ProperNoun'].some((t) => lastTags.includes(t));
  // A name is sung with all its capitals: "New Year's Eve", "Payday Friday", "Tokyo"; a name with a word
  // before it that is none keeps that word small ("rainy Tuesday").
  const named = taggedTerms(head).every((t) =>
    ['Place', 'Person', 'WeekDay', 'Month', 'ProperNoun', 'Date'].some((n) => t.tags.includes(n)),
  );
  if (proper) head = holiday || named ? capitalizeWords(head) : nameCase(head);
  return { determiner, head, rest: restWords.join(' '), clause, proper };
}

/** Names in a phrase with their capitals ("backpacking through europe" → "… Europe"). */
export const nameCase = (phrase: string): string =>
  capitalizeNames(phrase, ['Place', 'WeekDay', 'Month', 'ProperNoun']);
