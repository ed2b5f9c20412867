/**
 * Whole-question grammar checks the validator runs last: the faults a sentence rearranged into a question
 * leaves that a reader notices at once. Each check is about English, not about any one text: a finite verb
 * after "did" however long the subject ("When did a company led by X began digging?"), an object pronoun
 * as a subject ("… only if me really have to?"), a frequency still in a "How often" question ("How often
 * does it start on the hour?"), an adverb stranded at the end ("… found only?"), two noun phrases run
 * together after "are" ("Where are wombats burrowing marsupials found?"), a verb phrase glued onto an
 * instruction's object ("Why should I spring tides have nothing?") and a bare singular count noun as the
 * subject ("How often does dome show start?").
 */
import { has, type Token } from './question-clause';

export type GrammarProblem =
  | 'finite-after-do'
  | 'object-pronoun-subject'
  | 'answer-in-question'
  | 'stranded-adverb'
  | 'run-on-noun-phrase'
  | 'second-verb'
  | 'missing-determiner';

const DO = /^(do|does|did)$/;
const BE = /^(is|are|was|were|am)$/;
const MODAL = /^(can|could|should|shall|will|would|may|might|must)$/;
const SUBORDINATORS =
  /^(if|when|whenever|because|unless|until|while|before|after|once|since|that|although|though|so)$/;
/** Object forms that can never open a clause as its subject. */
const OBJECT_PRONOUNS = /^(me|him|us|them)$/;
/** Words that say how often: the answer of "How often …?", so never part of its question. */
const FREQUENCY = /^(every|hourly|daily|weekly|fortnightly|monthly|yearly|annually|once|twice|thrice)$/;
/** Adverbs that restrict the phrase after them: at the very end they lost it. */
const STRANDED = /^(only|just|also|even|mainly|mostly|largely|merely|solely|exclusively)$/;
/** Verbs whose object does the bare verb after it: "let the dough rest", "help the kids read". */
const CAUSATIVE = /^(let|make|have|help|see|watch|hear|feel|bid)$/;
/**
 * Singular nouns English uses without an article as a subject ("When does school start?"); compromise tags
 * many mass nouns "Uncountable" already, these it does not.
 */
export const BARE_NOUNS =
  /^(school|work|college|university|church|class|breakfast|lunch|dinner|supper|brunch|admission|entry|entrance|registration|check-in|checkout|check-out|boarding|parking|delivery|shipping|payment|booking|sign-up|signup|access|service|mass|practice|training|rehearsal|term|semester|summer|winter|spring|autumn|fall|daylight|sunrise|sunset|dawn|dusk|noon|midnight|time|life|nature|history|art|music|science|food|stock|space|power|software|hardware|support|staff|traffic|weather|rain|snow|ice|wind|fire|smoke|light|heat|sound)$/;

const isVerbOnly = (t: Token | undefined): boolean => has(t, 'Verb') && !has(t, 'Noun');

/** Where the subject starts after the question's first auxiliary, or -1 when it has none. */
function auxAt(tokens: readonly Token[]): number {
  return tokens.findIndex((t) => DO.test(t.lower) || BE.test(t.lower) || MODAL.test(t.lower));
}

function finiteAfterDo(tokens: readonly Token[]): boolean {
  const at = tokens.findIndex((t) => DO.test(t.lower));
  if (at === -1 || at !== auxAt(tokens)) return false;
  for (let i = at + 2; i < tokens.length; i++) {
    const t = tokens[i] as Token;
    if (SUBORDINATORS.test(t.lower) || /^(who|which)$/.test(t.lower)) return false;
    // "began digging": a past verb with its own verb after it is a second finite verb, whatever came before.
    if (has(t, 'PastTense') && !has(t, 'Participle') && isVerbOnly(t) && has(tokens[i + 1], 'Gerund'))
      return true;
  }
  return false;
}

function objectPronounSubject(tokens: readonly Token[]): boolean {
  return tokens.some((t, i) => {
    if (!OBJECT_PRONOUNS.test(t.lower)) return false;
    const before = tokens[i - 1];
    return (
      before !== undefined && (SUBORDINATORS.test(before.lower) || (i === 1 && MODAL.test(before.lower)))
    );
  });
}

function frequencyInHowOften(tokens: readonly Token[], text: string): boolean {
  if (!/^how often\b/i.test(text)) return false;
  return tokens.slice(2).some((t) => FREQUENCY.test(t.lower)) || /\bon the hour\b/i.test(text);
}

/** "Where are wombats burrowing marsupials found?": a subject and a complement both before the verb. */
function runOnNounPhrase(tokens: readonly Token[]): boolean {
  const at = auxAt(tokens);
  if (at < 1 || !BE.test(tokens[at]?.lower ?? '')) return false;
  const first = tokens[at + 1];
  if (!has(first, 'Plural') || has(first, 'Pronoun')) return false;
  let k = at + 2;
  while (has(tokens[k], 'Adjective') || has(tokens[k], 'Gerund')) k++;
  if (k === at + 2 || !has(tokens[k], 'Plural')) return false;
  const verb = tokens[k + 1];
  return has(verb, 'Verb') && (has(verb, 'PastTense') || has(verb, 'Participle'));
}

/** "Why should I spring tides have nothing?": after "I" + verb + object, a bare verb has no subject. */
function secondVerb(tokens: readonly Token[]): boolean {
  const at = auxAt(tokens);
  if (at === -1 || !/^(i|you|we)$/.test(tokens[at + 1]?.lower ?? '')) return false;
  const verb = tokens[at + 2];
  if (!isVerbOnly(verb) || CAUSATIVE.test(verb?.lower ?? '')) return false;
  let k = at + 3;
  while (has(tokens[k], 'Determiner') || has(tokens[k], 'Adjective')) k++;
  const nounStart = k;
  while (has(tokens[k], 'Noun') && !has(tokens[k], 'Pronoun')) k++;
  const next = tokens[k];
  return (
    k > nounStart &&
    isVerbOnly(next) &&
    !has(next, 'Gerund') &&
    !has(next, 'Participle') &&
    !has(next, 'Particle') &&
    (has(next, 'PresentTense') || has(next, 'Infinitive'))
  );
}

/** "How often does dome show start?": a singular count noun needs "the" or "a" as a subject. */
function missingDeterminer(tokens: readonly Token[]): boolean {
  const at = auxAt(tokens);
  if (at === -1 || !(DO.test(tokens[at]?.lower ?? '') || MODAL.test(tokens[at]?.lower ?? ''))) return false;
  const first = tokens[at + 1];
  if (!first || !/^\p{Ll}/u.test(first.text)) return false;
  const count =
    has(first, 'Singular') &&
    !has(first, 'Plural') &&
    !has(first, 'Uncountable') &&
    !has(first, 'Pronoun') &&
    !has(first, 'ProperNoun') &&
    !has(first, 'Gerund') &&
    !has(first, 'Value');
  return count && !BARE_NOUNS.test(first.lower) && has(tokens[at + 2], 'Noun');
}

/** The first grammar fault of a tokenised question, or null. */
export function grammarProblem(tokens: readonly Token[], text: string): GrammarProblem | null {
  if (finiteAfterDo(tokens)) return 'finite-after-do';
  if (objectPronounSubject(tokens)) return 'object-pronoun-subject';
  if (frequencyInHowOften(tokens, text)) return 'answer-in-question';
  if (STRANDED.test(tokens[tokens.length - 1]?.lower ?? '')) return 'stranded-adverb';
  if (runOnNounPhrase(tokens)) return 'run-on-noun-phrase';
  if (secondVerb(tokens)) return 'second-verb';
  if (missingDeterminer(tokens)) return 'missing-determiner';
  return null;
}
