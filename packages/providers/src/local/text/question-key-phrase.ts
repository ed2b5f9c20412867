/**
 * The key noun phrase of a sentence, for "What can you tell me about X?": what the sentence is about, so
 * its subject or its verb's object, whole ("equal weights of flour and water", never "equal weights of
 * flour"; "adopting a dog", never "the dog"), not a phrase from inside another ("the surface" of "molten
 * rock below the surface") and not a vague one ("the time"). Of those, the one whose words are rarest in the
 * whole text, with a determiner that reads well alone.
 */
import { has, type Clause, type Token } from './question-clause';
import { lowerFirst, render, swapPerson } from './question-render';

const MAX_PHRASE_WORDS = 5;
const NUMBERED =
  /^(section|chapter|article|part|page|version|number|figure|table|step|paragraph|clause|item|level|room|route|gate|platform|line|bus)$/;
/** Determiners a question asked alone can swap for "the" (or drop before a plural). */
const INDEFINITE = new Set([
  'a',
  'an',
  'some',
  'any',
  'each',
  'every',
  'another',
  'many',
  'most',
  'several',
  'all',
]);
/** Heads too vague to be what a sentence is about: "the time", "the surface", "the bed". */
const VAGUE_HEADS =
  /^(time|times|surface|way|ways|thing|things|part|parts|end|kind|lot|number|bed|day|days|people|side|top|rest|case|fact|point|reason|result|one)$/;
const MAX_GERUND_TOPIC_WORDS = 7;
const SUBJECT_BONUS = 1.5;
/** Determiners that point back into the text: "her birth", "this method" mean nothing alone. */
const POINTING = new Set(['this', 'that', 'these', 'those', 'its', 'their', 'his', 'her', 'such', 'both']);

/** A phrase's words up to a preposition other than "of", a relative word or a comma. */
function trimPhrase(tokens: Token[]): Token[] {
  const out: Token[] = [];
  for (const t of tokens) {
    // "the seed exchange every spring": a time phrase after the noun is not part of it.
    if (
      out.length > 0 &&
      ((has(t, 'Preposition') && t.lower !== 'of') || /^(who|which|that|whose|every|each)$/.test(t.lower))
    )
      break;
    out.push(t);
    if (/[,;:()]/.test(t.post)) break;
  }
  while (out.length > 0 && /^(of|and|or)$/.test(out[out.length - 1]?.lower ?? '')) out.pop();
  return out;
}

function isCommonSingular(t: Token | undefined): boolean {
  return (
    t !== undefined && has(t, 'Noun') && !has(t, 'Plural') && !has(t, 'ProperNoun') && !has(t, 'Uncountable')
  );
}

/** The phrase with a determiner that reads well alone, or null when it points elsewhere. */
/** A stuff is asked about bare: "the oxygen in the atmosphere" → "What can you tell me about oxygen?" */
function withDeterminer(tokens: Token[], bareIsMass = false): Token[] | null {
  const words = withAnyDeterminer(tokens, bareIsMass);
  const [first, head] = words ?? [];
  if (words?.length === 2 && first?.lower === 'the' && head && has(head, 'Uncountable')) return [head];
  return words;
}

function withAnyDeterminer(tokens: Token[], bareIsMass = false): Token[] | null {
  const [first, ...others] = tokens;
  if (!first) return null;
  if (POINTING.has(first.lower)) return null;
  const ofAt = tokens.findIndex((t) => t.lower === 'of');
  const head = ofAt > 0 ? tokens[ofAt - 1] : tokens[tokens.length - 1];
  const the = (list: Token[]): Token[] => [
    { ...first, text: 'the', lower: 'the', pre: '', post: ' ', tags: new Set(['Determiner']) },
    ...list,
  ];
  // "a volunteer" stays one: "the volunteer" would be someone the visitor is meant to know.
  if (/^(a|an)$/.test(first.lower)) return tokens;
  if (INDEFINITE.has(first.lower))
    return isCommonSingular(head) || has(head, 'ProperNoun') ? the(others) : others;
  if (has(first, 'Determiner') || has(first, 'Possessive') || has(first, 'Value')) return tokens;
  // "new programming language Ada", "thin layer of glue": a bare singular needs an article.
  const lowerStart = /^\p{Ll}/u.test(first.text);
  // A subject or object the text names bare is a stuff or a name ("named polonium", "adds dark mode").
  if (bareIsMass) return tokens;
  if (lowerStart && (isCommonSingular(head) || has(head, 'ProperNoun'))) return the(tokens);
  return tokens;
}

const PREPOSITIONS =
  /^(under|over|about|after|before|above|below|within|without|between|through|during|against|among|into|onto|upon|per|via)$/;

function isPhraseWord(t: Token | undefined): boolean {
  if (!t || has(t, 'Verb') || has(t, 'Preposition') || has(t, 'Conjunction') || PREPOSITIONS.test(t.lower))
    return false;
  // "her birth" stays whole, so that its pointing determiner is seen and the phrase skipped.
  if (has(t, 'Pronoun')) return has(t, 'Possessive');
  return (
    has(t, 'Determiner') || has(t, 'Possessive') || has(t, 'Adjective') || has(t, 'Noun') || has(t, 'Value')
  );
}

/** Runs of determiners, adjectives, numbers and nouns ("the first published computer program"), "of" inside. */
function nounPhrases(tokens: readonly Token[]): Token[][] {
  const phrases: Token[][] = [];
  let current: Token[] = [];
  const close = (): void => {
    // A phrase ends on its head noun, or on the number of a numbered thing ("section 11").
    const last = current[current.length - 1];
    const numbered = has(last, 'Value') && NUMBERED.test(current[current.length - 2]?.lower ?? '');
    while (!numbered && current.length > 0 && !has(current[current.length - 1], 'Noun')) current.pop();
    // A leading "-ing" or "-ed" word ("Licensed under …", "concerning …") is a verb compromise took for an adjective.
    while (current.length > 1 && has(current[0], 'Adjective') && /(ing|ed)$/.test(current[0]?.lower ?? ''))
      current.shift();
    if (current.length > 0) phrases.push(current);
    current = [];
  };
  tokens.forEach((t, i) => {
    const joinsOf = t.lower === 'of' && current.length > 0 && isPhraseWord(tokens[i + 1]);
    if (isPhraseWord(t) || joinsOf) {
      current.push(t);
      if (/[,;:()]/.test(t.post)) close();
    } else close();
  });
  close();
  return phrases;
}

/** Where the subject's and the object's noun phrases start: the only places a topic may start. */
function topicStarts(clause: Clause): Set<Token> {
  const starts = new Set<Token>();
  const subjectStart = clause.subject.find(isPhraseWord);
  if (subjectStart) starts.add(subjectStart);
  const object = clause.rest[0];
  // A verb read in the wrong place has no object of its own: only the subject names the topic.
  if (!clause.copula && !clause.passive && !clause.wholeOnly && object && isPhraseWord(object))
    starts.add(object);
  return starts;
}

/**
 * Whether the phrase is whole where it stands: not the second half of a hyphenated word ("dependent" of
 * "light-dependent"), not cut from a list ("equal weights of flour" of "… of flour and water"), not a noun
 * whose meaning waits for what follows ("the first woman" of "… to teach at the Sorbonne").
 */
function whole(phrase: readonly Token[], tokens: readonly Token[]): boolean {
  const first = phrase[0];
  const last = phrase[phrase.length - 1];
  if (!first || !last) return false;
  const at = tokens.indexOf(first);
  const end = tokens.indexOf(last);
  if (/-$/.test(tokens[at - 1]?.post ?? '') || /-$/.test(last.post)) return false;
  const next = tokens[end + 1];
  if (/^(and|or)$/.test(next?.lower ?? '') && !/,/.test(last.post) && isPhraseWord(tokens[end + 2]))
    return false;
  // "guests arriving early", "Windows 7": what follows without a comma is still the phrase's.
  if (!/,/.test(last.post) && (has(next, 'Gerund') || (has(next, 'Value') && /^\p{Lu}/u.test(last.text))))
    return false;
  if (next?.lower === 'to' && has(tokens[end + 2], 'Verb')) return false;
  // "a French company led by Ferdinand de Lesseps": the participle phrase says which one.
  if (!/,/.test(last.post) && has(next, 'PastTense') && tokens[end + 2]?.lower === 'by') return false;
  // "the first woman in East Africa to earn a doctorate": a ranked noun means nothing without what follows.
  const ranked = phrase.some((t) => has(t, 'Ordinal') || has(t, 'Superlative') || RANKS.test(t.lower));
  if (ranked && (has(next, 'Preposition') || next?.lower === 'to')) return false;
  return true;
}

/** Nouns that name any member of a kind: "a female" of a text about wombats is no one in particular. */
const ANY_MEMBER = /^(female|male|adult|juvenile|baby|newborn|individual|specimen|member)$/;

/** Words that rank a noun, whose meaning then waits for the phrase after it. */
const RANKS = /^(first|last|only|next|largest|biggest|smallest|oldest|youngest|highest|longest|tallest)$/;

/**
 * A lone common noun as a topic asks about a whole field: "Some places get one tide" → "places", "A
 * female carries her young" → "a female", "She studied biology" → "biology". Only a name, or a noun the
 * sentence's subject names with a definite article ("the joey"), is a topic on its own.
 */
function tooGeneric(trimmed: readonly Token[], words: readonly Token[], clause?: Clause): boolean {
  const nouns = words.filter((t) => has(t, 'Noun') || has(t, 'Adjective') || has(t, 'Value'));
  // A capital is a name's, except on the sentence's first word.
  const named = (t: Token): boolean =>
    has(t, 'ProperNoun') || (/^\p{Lu}/u.test(t.text) && clause?.tokens[0] !== t);
  if (nouns.length !== 1 || nouns.some(named)) return false;
  const determiner = trimmed[0]?.lower ?? '';
  const noun = nouns[0];
  // "Dome shows start …" read as "Dome" + "shows": a lone singular noun whose verb is followed by another
  // verb was the first half of a noun phrase ("Smoking is not allowed" and "Breakfast is served" stay).
  const [, verb, after] = clause?.tokens ?? [];
  const pluralLike = /s$/.test(verb?.lower ?? '') && !has(verb, 'Copula') && !has(verb, 'Auxiliary');
  const verbAfter = has(after, 'Verb') || (has(after, 'Singular') && !has(after, 'Date'));
  const misread = trimmed[0] === clause?.tokens[0] && pluralLike && verbAfter;
  if (trimmed.length === 1 && noun && isCommonSingular(noun) && misread) return true;
  // "Adults are …": any member of the kind, no one in particular.
  if (trimmed.length === 1 && ANY_MEMBER.test((noun?.lower ?? '').replace(/s$/, ''))) return true;
  // "some places", "most coasts": a quantified plural is any of a kind; "a volunteer" is one person.
  if (INDEFINITE.has(determiner) && !/^(a|an)$/.test(determiner)) return has(nouns[0], 'Plural');
  // "a female": an adjective standing for a noun names no one in particular.
  if (/^(a|an)$/.test(determiner))
    return has(nouns[0], 'Adjective') || ANY_MEMBER.test(nouns[0]?.lower ?? '');
  const subject = clause ? clause.subject.includes(trimmed[0] as Token) : true;
  return !subject && !/^(the|its|their|this)$/.test(determiner);
}

/** "Adopting a dog from Second Chance Shelter takes …": the doing is the topic, as the sentence says it. */
function gerundTopic(clause: Clause): string | null {
  const subject = clause.subject;
  if (!has(subject[0], 'Gerund') || subject.length > MAX_GERUND_TOPIC_WORDS) return null;
  return render(swapPerson(lowerFirst(subject)));
}

/**
 * The phrase to ask about, or null when the sentence names nothing it is about. `weight` scores a
 * lower-case word (its inverse document frequency); phrases of pronouns, numbers or dates, phrases that
 * point elsewhere ("her birth"), vague ones and ones that are not whole are skipped. With the sentence's
 * clause, only its subject and its object may be the topic; without a sound clause there is none.
 */
export function keyPhrase(
  tokens: readonly Token[],
  weight: (word: string) => number,
  clause?: Clause,
): string | null {
  if (clause && !clause.ok) return null;
  const gerund = clause ? gerundTopic(clause) : null;
  if (gerund) return gerund;
  const source = clause ? clause.tokens : tokens;
  const starts = clause ? topicStarts(clause) : null;
  let best: string | null = null;
  let bestScore = 0;
  for (const phrase of nounPhrases(source)) {
    if (starts && !starts.has(phrase[0] as Token)) continue;
    const trimmed = trimPhrase(phrase);
    if (trimmed.length > MAX_PHRASE_WORDS || !whole(trimmed, source)) continue;
    // The head is the noun before "of" ("the end of the road"), else the last.
    const ofAt = trimmed.findIndex((t) => t.lower === 'of');
    const headWord = ofAt > 0 ? trimmed[ofAt - 1] : trimmed.at(-1);
    if (!headWord || VAGUE_HEADS.test(headWord.lower)) continue;
    const words = withDeterminer(trimmed, clause !== undefined);
    if (!words || tooGeneric(trimmed, words, clause)) continue;
    const content = words.filter((t) => (has(t, 'Noun') || has(t, 'Adjective')) && !has(t, 'Pronoun'));
    const head = words[words.length - 1];
    if (!head || content.length === 0) continue;
    const numberedHead = has(head, 'Value') && NUMBERED.test(words[words.length - 2]?.lower ?? '');
    if ((has(head, 'Value') && !numberedHead) || has(head, 'Date') || has(head, 'Money')) continue;
    // "18 years", "forty raised beds": a count is asked with "how many", not talked about.
    if (words.some((t) => has(t, 'Value') && !/^(a|an|one)$/.test(t.lower)) && !numberedHead) continue;
    // The subject is what a sentence is most about; a name is worth asking about.
    const subjectBonus = clause && clause.subject.includes(phrase[0] as Token) ? SUBJECT_BONUS : 1;
    const score =
      content.reduce((sum, t) => sum + weight(t.lower), 0) *
      (has(head, 'ProperNoun') ? 1.2 : 1) *
      subjectBonus;
    if (score > bestScore) {
      bestScore = score;
      const rendered = render(swapPerson(words));
      const first = words[0];
      best =
        // "Wi-Fi", "iPhone": a word with a capital inside is written as its owner writes it.
        first &&
        !has(first, 'ProperNoun') &&
        !has(first, 'Acronym') &&
        !/.\p{Lu}/u.test(first.text) &&
        // "Castleford Borough Council": a capital before another capital opens a name.
        !(
          /^\p{Lu}/u.test(first.text) &&
          !has(first, 'Determiner') &&
          /^\p{Lu}/u.test(words[1]?.text ?? '')
        ) &&
        !/^\p{Lu}/u.test(words[1] !== undefined && /-$/.test(first.post) ? words[1].text : '')
          ? rendered.charAt(0).toLowerCase() + rendered.slice(1)
          : rendered;
    }
  }
  return best;
}
