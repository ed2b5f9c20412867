/**
 * The final gate's checks for a source fragment pasted into a question: a verb straight after "use" or
 * "press" ("When should I use stand the heater upright?"), a colon ("How long does press START: the
 * motor run?"), a comparison cut off after its number ("… allowed anywhere more than 200 metres?"), "a"
 * before a plural ("a fixed-rate savings"), a second object after "How many X … need" ("How many boxes
 * will you need a ladder?"), and a word that needs a referent the question does not give ("What are the
 * only exceptions?" to what, "Why is the fee slightly higher?" than what). A question that fails is
 * dropped, never repaired.
 */
import { has, type Token } from './question-clause';
import { BARE_NOUNS } from './question-grammar';

export type GateProblem =
  | 'verb-after-verb'
  | 'colon'
  | 'cut-comparison'
  | 'article-number'
  | 'second-object'
  | 'no-referent'
  | 'fragment-topic';

const DETERMINERS = /^(the|a|an|this|that|these|those|my|your|its|their|his|her|our)$/;
/** Verbs whose object is a thing, never a bare verb: "use stand", "press turn". */
const THING_VERBS = /^(use|using|used|press|pressing|pressed|push|pushing|select|selecting|choose|choosing)$/;
/** Nouns that name something only against something else: an exception to what, the rest of what. */
const RELATIONAL =
  /^(exception|exceptions|alternative|alternatives|difference|differences|remainder|rest|others|opposite|equivalent|counterpart)$/;
/** What a relational noun's referent opens with. */
const REFERENT = /^(to|of|from|between|for|than|with)$/;
const COMPARATIVES =
  /^(lower|higher|cheaper|dearer|faster|slower|longer|shorter|bigger|smaller|larger|greater|better|worse|earlier|later|fewer|less|more|warmer|colder|heavier|lighter|wider|narrower|safer|easier|harder)$/;
/** Words that only measure a comparative: "slightly lower", "much cheaper". */
const DEGREE = /^(slightly|much|far|even|somewhat|considerably|rather|bit|little)$/;
/** Measures that may follow "How many …": "How many people does the boat carry a day?" */
const PER = /^(day|week|month|year|hour|minute|time|night|person|head|go|season|term)$/;

const isNoun = (t: Token | undefined): boolean => has(t, 'Noun') && !has(t, 'Pronoun');

/** "use stand the …": a thing-verb followed by a verb, or by a bare noun running into a determiner. */
function verbAfterVerb(tokens: readonly Token[]): boolean {
  return tokens.some((t, i) => {
    if (!THING_VERBS.test(t.lower)) return false;
    const next = tokens[i + 1];
    if (!next || DETERMINERS.test(next.lower)) return false;
    if (has(next, 'Infinitive') && !has(next, 'Noun')) return true;
    const bare =
      has(next, 'Singular') &&
      !has(next, 'ProperNoun') &&
      !has(next, 'Uncountable') &&
      /^\p{Ll}/u.test(next.text) &&
      !BARE_NOUNS.test(next.lower);
    return bare && DETERMINERS.test(tokens[i + 2]?.lower ?? '');
  });
}

/** "… more than 150 metres?": a comparison that ends on its number and unit lost what it measured. */
function cutComparison(tokens: readonly Token[]): boolean {
  const n = tokens.length;
  const unit = tokens[n - 1];
  const value = tokens[n - 2];
  const than = tokens[n - 3];
  return has(value, 'Value') && isNoun(unit) && /^(than|least|most)$/.test(than?.lower ?? '');
}

/** "a fixed-term savings": "a" before a noun phrase whose head is plural. */
function articleNumber(tokens: readonly Token[]): boolean {
  return tokens.some((t, i) => {
    if (!/^(a|an)$/.test(t.lower)) return false;
    let k = i + 1;
    let head: Token | undefined;
    while (tokens[k] && (has(tokens[k], 'Adjective') || isNoun(tokens[k])) && !has(tokens[k], 'Value')) {
      head = tokens[k];
      k++;
    }
    if (!head || /^(few|lot|number|couple|pair)$/.test(head.lower)) return false;
    return has(head, 'Plural') && !has(head, 'Singular') && !/'s$|’s$/.test(head.text);
  });
}

/** "How many pairs will children need a sleeping bag?": the verb's object is the counted one. */
function secondObject(tokens: readonly Token[]): boolean {
  if (tokens[0]?.lower !== 'how' || tokens[1]?.lower !== 'many') return false;
  // The verb after the auxiliary and the subject's first word ("movers" may read as a verb itself).
  const aux = tokens.findIndex((t, i) => i > 1 && (has(t, 'Modal') || /^(do|does|did)$/.test(t.lower)));
  const verb = tokens.findIndex(
    (t, i) => aux !== -1 && i > aux + 1 && has(t, 'Verb') && !has(t, 'Noun') && !has(t, 'Modal'),
  );
  if (verb === -1) return false;
  const next = tokens[verb + 1];
  if (!next || !/^(a|an|the)$/.test(next.lower)) return false;
  return !PER.test(tokens[verb + 2]?.lower ?? '');
}

/** "What are the only exceptions?", "Why is the rate slightly lower?": lower than what? */
function noReferent(tokens: readonly Token[]): boolean {
  const thanAt = tokens.findIndex((t) => t.lower === 'than');
  return tokens.some((t, i) => {
    const next = tokens[i + 1];
    // "the only exceptions", "an exception"; "let the dough rest" uses the word as a verb.
    const named = /^(the|an?|only|other)$/.test(tokens[i - 1]?.lower ?? '');
    if (RELATIONAL.test(t.lower) && isNoun(t) && named) return !next || !REFERENT.test(next.lower);
    if (!COMPARATIVES.test(t.lower) || (thanAt !== -1 && thanAt > i)) return false;
    // "the lower shelf" describes a noun; "slightly lower" or a last "lower" compares with nothing.
    return !next || DEGREE.test(tokens[i - 1]?.lower ?? '');
  });
}

/**
 * "What can you tell me about press START?", "… about June the ferry?": the topic after "about" is a
 * noun phrase, never a verb opening an instruction nor two phrases run together.
 */
function fragmentTopic(tokens: readonly Token[]): boolean {
  const at = tokens.findIndex((t) => t.lower === 'about');
  if (at === -1) return false;
  const topic = tokens.slice(at + 1);
  if (THING_VERBS.test(topic[0]?.lower ?? '')) return true;
  return topic.some((t, i) => i > 0 && /^(the|a|an)$/.test(t.lower) && isNoun(topic[i - 1]));
}

/** "An exception: …", "The only alternative …": an answer that names a relation without its other side. */
export function answerWithoutReferent(answer: string): boolean {
  const m = /^(?:(?:an?|the)\s+)?(?:only\s+)?([\p{L}]+)(\s+\S+)?/iu.exec(answer.trim());
  if (!m || !RELATIONAL.test((m[1] ?? '').toLowerCase())) return false;
  return !REFERENT.test((m[2] ?? '').trim().toLowerCase());
}

/** The first pasted-fragment fault of a tokenised question, or null. */
export function gateProblem(tokens: readonly Token[], text: string): GateProblem | null {
  if (/[\p{L})]:|:\s/u.test(text)) return 'colon';
  if (verbAfterVerb(tokens)) return 'verb-after-verb';
  if (cutComparison(tokens)) return 'cut-comparison';
  if (articleNumber(tokens)) return 'article-number';
  if (secondObject(tokens)) return 'second-object';
  if (noReferent(tokens)) return 'no-referent';
  if (fragmentTopic(tokens)) return 'fragment-topic';
  // "When should I stand the heater upright for?": the "for 2 hours" it lost was the answer's.
  if (tokens[0]?.lower === 'when' && has(tokens[tokens.length - 1], 'Preposition')) return 'cut-comparison';
  return null;
}
