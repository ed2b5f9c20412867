// A keyword typed as a clause ("we broke up at the station", "lost my job", "my dad always sang in the
// car") read for what a line can sing of it: its real noun phrases ("the station", "my job", "the car"),
// or the event itself ("the day we broke up", "losing my job"). No line may sing a fragment of it as a noun
// ("the we", "the lost", "my dad always"): a pronoun, an adverb or a verb is never the head of a subject.
import nlp from './nlp';
import { taggedTerms, type TaggedTerm } from './compromise-terms';

/** A phrase a line can hold: a noun phrase, or a doing ("losing my job") sung as an activity. */
export interface SingablePhrase {
  text: string;
  /** What it is: a thing, a doing (a gerund phrase), or an event ("the day we broke up", a time). */
  form: 'noun' | 'doing' | 'event';
  /** Read from a clause about the singer ("I miss you" → "missing you"): it is remembered, never acts. */
  remembered?: boolean;
}

const TIME_NOUNS = /^(?:day|night|morning|evening|summer|winter|spring|autumn|year|week|time|moment|hour)$/i;
const SUBJECT_PRONOUNS = /^(?:i|we|you|he|she|they|it)$/i;
const OBJECT_PRONOUNS = /^(?:me|you|us|him|her|them|it)$/i;
const PARTICLES = /^(?:up|out|away|back|down|off|over|in|on|home)$/i;
const DETERMINERS = /^(?:the|a|an|my|our|your|his|her|their|this|that|no)$/i;
const PREPOSITIONS =
  /^(?:at|in|on|by|under|over|of|from|through|across|near|beside|with|to|into|for|after|before|behind)$/i;
/** Words no noun phrase ends on: "my mom always", "the still", "my old car finally". */
const NOT_HEADS = /^(?:always|never|still|just|finally|again|often|really|even|ever|once|only|also|too|so)$/i;

const has = (t: TaggedTerm | undefined, tag: string): boolean => t?.tags.includes(tag) ?? false;
const isAdverb = (t: TaggedTerm | undefined): boolean =>
  t !== undefined &&
  (NOT_HEADS.test(t.text) || (has(t, 'Adverb') && !has(t, 'Noun') && !has(t, 'Adjective')));
const isVerb = (t: TaggedTerm | undefined): boolean =>
  t !== undefined && has(t, 'Verb') && !has(t, 'Noun') && !has(t, 'Adjective');

/** The word after "I" in a present or past clause, as a doing: "lost" → "losing", "miss" → "missing". */
export function gerundOf(verb: string): string | null {
  const forms = nlp(`they ${verb.toLowerCase()}`).verbs().conjugate() as { Gerund?: string }[];
  const gerund = forms[0]?.Gerund;
  if (gerund && /ing$/.test(gerund)) return gerund;
  // "need": a word compromise reads as a modal is still a verb in its plain form.
  const plain = verb.toLowerCase();
  if (!/^[a-z]{3,}$/.test(plain) || /(?:ed|ing|s)$/.test(plain)) return null;
  return /[^e]e$/.test(plain) ? `${plain.slice(0, -1)}ing` : `${plain}ing`;
}

/**
 * Whether a phrase ends on a noun, read in its own words ("the farm", "no worries", "the county fair"):
 * never on a pronoun, an adverb, a determiner or a verb form that is no noun ("the we", "my mom always",
 * "the made"). A phrase of one word in -ing is a doing, not a noun.
 */
export function isNounHead(phrase: string): boolean {
  const lower = phrase.toLowerCase().trim();
  // A word alone is read after "the", as a line would hold it: "stars" is a noun there, not a verb.
  const alone = !/\s/.test(lower);
  const terms = taggedTerms(alone ? `the ${lower}` : lower).slice(alone ? 1 : 0);
  const t = terms.at(-1);
  if (!t || NOT_HEADS.test(t.text) || SUBJECT_PRONOUNS.test(t.text) || OBJECT_PRONOUNS.test(t.text))
    return false;
  if (has(t, 'Pronoun') || has(t, 'Determiner') || has(t, 'Preposition') || has(t, 'Adverb')) return false;
  if (terms.length === 1 && /\w{3}ing$/.test(t.text)) return false;
  // "the lost", "made it out": a verb form is no thing, unless it is a noun too ("the fight", "a dream").
  if (has(t, 'Verb') && !has(t, 'Noun')) return !alone && !has(t, 'PastTense') && !has(t, 'Gerund');
  // "the dusty": an adjective with no noun after it.
  return !has(t, 'Adjective') || has(t, 'Noun');
}

/** Noun phrases after a preposition or a verb: "at the train station" → "the train station". */
function nounPhrasesIn(terms: readonly TaggedTerm[], from: number): string[] {
  const found: string[] = [];
  let i = from;
  while (i < terms.length) {
    const t = terms[i] as TaggedTerm;
    const startsPhrase = DETERMINERS.test(t.text) || has(t, 'Possessive');
    if (!startsPhrase) {
      i++;
      continue;
    }
    const phrase: TaggedTerm[] = [t];
    let j = i + 1;
    while (j < terms.length) {
      const w = terms[j] as TaggedTerm;
      if (PREPOSITIONS.test(w.text) || isVerb(w) || isAdverb(w) || DETERMINERS.test(w.text)) break;
      if (!has(w, 'Noun') && !has(w, 'Adjective')) break;
      phrase.push(w);
      j++;
    }
    if (phrase.length > 1 && isNounHead(phrase.map((w) => w.text).join(' '))) {
      const [det, ...rest] = phrase.map((w) => w.text);
      // "a rainy Tuesday" is sung as "the rainy Tuesday"; "my job" stays the singer's own.
      const lead = /^(?:a|an|this|that)$/i.test(det ?? '') ? 'the' : (det ?? '').toLowerCase();
      found.push(`${lead} ${rest.join(' ')}`);
    }
    i = j;
  }
  return found;
}

/** The words of the clause from its verb up to the first preposition: "broke up", "lost my keys". */
function predicate(terms: readonly TaggedTerm[], verbAt: number): TaggedTerm[] {
  const out: TaggedTerm[] = [terms[verbAt] as TaggedTerm];
  // "made it out": a particle with no noun phrase after it belongs to the verb, not to a place.
  for (let i = verbAt + 1; i < terms.length && out.length < 5; i++) {
    const t = terms[i] as TaggedTerm;
    const next = terms[i + 1];
    const beforePhrase = next !== undefined && (DETERMINERS.test(next.text) || has(next, 'Possessive'));
    if (PARTICLES.test(t.text) && !beforePhrase) out.push(t);
    else if (OBJECT_PRONOUNS.test(t.text) || DETERMINERS.test(t.text) || has(t, 'Possessive')) out.push(t);
    else if (out.length > 1 && (has(t, 'Noun') || has(t, 'Adjective')) && !PREPOSITIONS.test(t.text))
      out.push(t);
    else break;
  }
  return out;
}

/**
 * What a line can sing of one keyword. A noun phrase is returned as typed (lyric-subject.ts reads it
 * further); a clause led by a pronoun or a verb becomes its event and its noun phrases. Null: the keyword is
 * a noun phrase already (or nothing here can tell), and is read as before.
 */
export function singablePhrases(keyword: string): SingablePhrase[] | null {
  const all = taggedTerms(keyword.toLowerCase());
  let start = 0;
  while (start < all.length - 1 && isAdverb(all[start])) start++;
  const terms = all.slice(start);
  const [first, second] = terms;
  if (!first) return null;
  // "the night the power went out", "the summer we met": a time and what happened in it is an event.
  if (/^the$/i.test(first.text) && second && TIME_NOUNS.test(second.text)) {
    const third = terms[2];
    const clause = third && (SUBJECT_PRONOUNS.test(third.text) || DETERMINERS.test(third.text));
    if (clause && terms.slice(3).some((t) => has(t, 'Verb')))
      return [{ text: terms.map((t) => t.text).join(' '), form: 'event' }];
  }
  // "we broke up at the station", "I miss you", "she left me on a Tuesday".
  if (SUBJECT_PRONOUNS.test(first.text) && terms.length > 1) {
    let verbAt = 1;
    while (verbAt < terms.length - 1 && isAdverb(terms[verbAt])) verbAt++;
    const verb = terms[verbAt];
    const nouns = nounPhrasesIn(terms, verbAt + 1).map((text) => ({ text, form: 'noun' as const }));
    // "I need you": compromise may not call the word a verb, but it conjugates as one.
    if (!verb || (!has(verb, 'Verb') && (nouns.length > 0 || !gerundOf(verb.text)))) return nouns;
    // "she never called back": what did not happen is no event to remember, and no doing to sing.
    if (terms.slice(1, verbAt).some((t) => /^(?:never|not|no|n['’]t)$/i.test(t.text))) return nouns;
    const pred = predicate(terms, verbAt);
    const said = pred.map((t) => t.text).join(' ');
    if (has(verb, 'PastTense')) {
      // The event sung as a time: "the day we broke up", "the day I lost my keys".
      const who = first.text === 'i' ? 'I' : first.text;
      return [{ text: `the day ${who} ${said}`, form: 'event' }, ...nouns];
    }
    // Present: its things ("I love my dog" → "my dog"), else the doing ("I miss you" → "missing you").
    if (nouns.length > 0) return nouns;
    const gerund = gerundOf(verb.text);
    if (!gerund) return [];
    const rest = pred.slice(1).map((t) => t.text);
    return [{ text: [gerund, ...rest].join(' '), form: 'doing', remembered: true }];
  }
  // "lost my job", "fight the system", "made it out", "come back": a verb and what it takes.
  const takes =
    second !== undefined &&
    (DETERMINERS.test(second.text) ||
      has(second, 'Possessive') ||
      OBJECT_PRONOUNS.test(second.text) ||
      has(second, 'Particle'));
  const ledByVerb = has(first, 'Verb') && !has(first, 'Gerund') && !/ing$/.test(first.text) && takes;
  // "still paying rent": after an adverb a word in -ing is a doing, not a "paying rent".
  const ledByDoing = start > 0 && /\w{3}ing$/.test(first.text);
  if (ledByDoing) return [{ text: terms.map((t) => t.text).join(' '), form: 'doing' }];
  if (ledByVerb) {
    const gerund = gerundOf(first.text);
    if (!gerund) return nounPhrasesIn(terms, 1).map((text) => ({ text, form: 'noun' as const }));
    const rest = predicate(terms, 0)
      .slice(1)
      .map((t) => t.text);
    return [{ text: [gerund, ...rest].join(' '), form: 'doing' }];
  }
  return start > 0 ? [{ text: terms.map((t) => t.text).join(' '), form: 'noun' }] : null;
}

/** The noun phrases of what a brief says of its head: "always sang in the kitchen" → "the kitchen". */
export function clauseNouns(rest: string): string[] {
  return nounPhrasesIn(taggedTerms(rest.toLowerCase()), 0);
}
