/**
 * A sentence's verb that compromise reads as a noun: "The headphones play music …", "Parking costs 18
 * euros …", "Guided tours in English start at 11 am", "Going to bed … helps your body clock". Without its
 * verb the sentence has no clause, and a question built from it cuts across it ("about headphones play
 * music", "about English start").
 */
import nlp from './nlp';

/** The tags the repair reads; question-clause's Token has them. */
interface Tagged {
  text: string;
  post: string;
  lower: string;
  tags: ReadonlySet<string>;
}

const has = (t: Tagged | undefined, tag: string): boolean => t?.tags.has(tag) ?? false;

const verbCache = new Map<string, boolean>();

/** Whether a word can be a present-tense verb: "they help", "it costs", "they start". */
function canBeVerb(word: string): boolean {
  let known = verbCache.get(word);
  if (known === undefined) {
    // "it costs", "they play": the form agrees with a subject of its number.
    known = nlp(/[^s]s$/.test(word) ? `it ${word}` : `they ${word}`).has('#Verb');
    if (verbCache.size > 2000) verbCache.clear();
    verbCache.set(word, known);
  }
  return known;
}

/** Whether the clause's own "has", "is", "can" … comes later, with no "and" or comma before it. */
function finiteVerbFollows(tokens: readonly Tagged[], i: number): boolean {
  for (const t of tokens.slice(i + 1)) {
    if (/^(and|or|but)$/.test(t.lower) || /[,;:]/.test(t.post)) return false;
    if (/^(has|have|is|are|was|were|can|will|must|may|should)$/.test(t.lower)) return true;
  }
  return false;
}

/** What may follow a verb directly: its object, a number, a place or time phrase, an adverb. */
function opensPredicate(t: Tagged | undefined): boolean {
  return (
    has(t, 'Determiner') ||
    has(t, 'Possessive') ||
    has(t, 'Value') ||
    has(t, 'Uncountable') ||
    has(t, 'Adverb') ||
    /^(at|in|on|for|from|to|with|about|every|up|between|through|across|along|into|past)$/.test(t?.lower ?? '')
  );
}

/**
 * A noun compromise reads as a verb ("The museum café on the top floor has …": "café"): right after a
 * determiner and a noun, before a preposition, with the sentence's own "has", "is" or "are" still to
 * come. Returns the index, or -1.
 */
export function nounReadAsVerb(tokens: readonly Tagged[]): number {
  for (let i = 1; i < tokens.length - 1; i++) {
    const t = tokens[i] as Tagged;
    if (!has(t, 'Verb') || has(t, 'Auxiliary') || has(t, 'Copula') || has(t, 'Gerund')) continue;
    // "Photography for personal use is free", "Club boats may be booked": a word between the subject's
    // first noun and the sentence's own "is" or "may" ends the subject.
    if (endsSubject(tokens, i)) return i;
    if (i < 2) return -1;
    const compound = has(tokens[i - 1], 'Noun') && has(tokens[i - 2], 'Determiner');
    const laterVerb = tokens.slice(i + 2).some((x) => /^(has|have|is|are|was|were)$/.test(x.lower));
    if (compound && has(tokens[i + 1], 'Preposition') && laterVerb) return i;
    return -1;
  }
  return -1;
}

/** A lower-case word read as a verb right before a finite "is", "are", "may" …, after a noun or adjective. */
function endsSubject(tokens: readonly Tagged[], i: number): boolean {
  const t = tokens[i] as Tagged;
  const next = tokens[i + 1];
  const finite = /^(is|are|was|were|may|can|must|will|should|has|have)$/.test(next?.lower ?? '');
  const before = tokens[i - 1];
  const modifies = (has(before, 'Noun') || has(before, 'Adjective')) && !has(before, 'Pronoun');
  return (
    finite &&
    modifies &&
    /^\p{Ll}+$/u.test(t.text) &&
    !/[,;:]/.test(before?.post ?? '') &&
    !has(t, 'PastTense') &&
    !has(t, 'Participle') &&
    !has(t, 'Adverb')
  );
}

/**
 * Marks as the verb the first lower-case "noun" after the subject's noun that can be a verb and is followed
 * by what follows verbs, when no verb (but gerunds of the subject) comes before it. Returns the index, or -1.
 */
export function verbReadAsNoun(tokens: readonly Tagged[]): number {
  let sawNoun = false;
  for (let i = 0; i < tokens.length - 1; i++) {
    const t = tokens[i] as Tagged;
    // A gerund subject ("Going to bed and getting up …") has verbs of its own.
    if (has(t, 'Verb') && !has(t, 'Gerund') && !has(t, 'PhrasalVerb')) return -1;
    const noun = has(t, 'Noun') && !has(t, 'Pronoun') && !has(t, 'Verb');
    const before = tokens[i - 1];
    // Right after the subject's head ("the headphones play", "parking costs"), not "a dog".
    // "the coast also matters": an adverb may stand between them.
    const head = has(before, 'Adverb') && /ly$|^also$/.test(before?.lower ?? '') ? tokens[i - 2] : before;
    const afterHead =
      (has(head, 'Noun') && !has(head, 'Pronoun')) || has(head, 'Gerund') || has(head, 'Value');
    const candidate =
      sawNoun &&
      // "route 12": a noun numbered, not a verb.
      !has(t, 'NumberLabel') &&
      afterHead &&
      noun &&
      !has(t, 'ProperNoun') &&
      !has(t, 'Date') &&
      /^\p{Ll}+$/u.test(t.text) &&
      // "Neap tides, with the smallest range, happen …": a verb is not followed by a comma.
      !/,/.test(t.post) &&
      opensPredicate(tokens[i + 1]) &&
      canBeVerb(t.lower);
    if (candidate && !finiteVerbFollows(tokens, i)) return i;
    if (noun || has(t, 'Value') || has(t, 'Gerund')) sawNoun = true;
  }
  return -1;
}
