/**
 * The last gate before a generated question is shown: it must read as a question a person would type.
 * The words are tagged by `compromise` (as the question builders' own parse is) and read against the shape
 * of an English question: a question word or phrase, an auxiliary, a subject, a main verb where the
 * auxiliary needs one, and nothing left dangling ("When is and Mondays the shop closed?", "Should I
 * anyone?"). It rejects; it does not repair.
 */
import { has, tokenize, type Token } from './question-clause';
import { grammarProblem, type GrammarProblem } from './question-grammar';
import { gateProblem, type GateProblem } from './question-gate';

export const MAX_QUESTION_WORDS = 14;

export type QuestionProblem =
  | 'not-a-question'
  | 'too-long'
  | 'no-subject'
  | 'no-verb'
  | 'dangling-conjunction'
  | 'dangling-word'
  | 'verb-form'
  | 'capitalised-word'
  | 'second-clause'
  | GrammarProblem
  | GateProblem;

const WH = /^(what|when|where|who|whom|whose|why|how|which)$/;
const DO = /^(do|does|did)$/;
const BE = /^(is|are|was|were|am)$/;
const HAVE = /^(have|has|had)$/;
const MODAL = /^(can|could|should|shall|will|would|may|might|must)$/;
const CONJUNCTIONS = /^(and|or|but|nor)$/;
const POSSESSIVES = /^(its|their|his|her|my|your|our)$/;
const PREPOSITIONS =
  /^(of|to|in|on|at|by|for|from|with|about|between|under|over|into|onto|through|during|after|before|near|within|without|across|along|around|behind|beyond|except)$/;
const isPreposition = (t: Token | undefined): boolean => t !== undefined && PREPOSITIONS.test(t.lower);
/** Prepositions that may follow another one: "out of", "up to", "from under", "next to", "because of". */
function pairedPrepositions(first: Token, second: Token): boolean {
  if (second.lower === 'of') return /^(out|instead|because|ahead|inside|outside)$/.test(first.lower);
  return (
    /^(from|until|till|up|next|close|due|according|in|on)$/.test(first.lower) &&
    /^(under|behind|to|between|within|of)$/.test(second.lower)
  );
}
/** Words a question cannot end on: it lost what came after them. */
const ENDS_DANGLING =
  /^(the|a|an|and|or|but|of|that|which|who|with|by|in|on|at|from|than|your|my|their|its|his|her|is|are|was|were|am|does|did|can|could|should|will|would|must|may|might|have|has|had)$/;
/** Closing words that are fine after a preposition: "What is it made of?", "Who do I speak to?" */
const STRANDABLE = /^(of|to|for|with|about|from|in|on|at|by)$/;

function isAux(t: Token | undefined): boolean {
  const w = t?.lower ?? '';
  return DO.test(w) || BE.test(w) || HAVE.test(w) || MODAL.test(w) || /n't$/.test(w) || w === 'cannot';
}

/**
 * Whether a word may be the main verb. compromise tags questions loosely ("the shop move" reads as two nouns,
 * "city bikes" as a verb and a noun), so a common singular noun counts too; what this must catch is a
 * subject with nothing after it ("Should I anyone?", "How old must runners?").
 */
function canBeVerb(t: Token | undefined, next?: Token): boolean {
  if (!t || has(t, 'Pronoun') || has(t, 'Determiner') || has(t, 'Preposition') || has(t, 'Value'))
    return false;
  if (has(t, 'Verb') || has(t, 'Infinitive')) return true;
  // "When did the garden open?": a last word, or one before a preposition, read as an adjective.
  if (has(t, 'Adjective') && (!next || isPreposition(next))) return true;
  return has(t, 'Singular') && !has(t, 'ProperNoun') && !has(t, 'Uncountable') && /^\p{Ll}/u.test(t.text);
}

/** The first problem that makes `question` unlike a question a person would ask, or null. */
export function questionProblem(question: string): QuestionProblem | null {
  const text = question.trim();
  if (!/\?$/.test(text) || /\?./.test(text)) return 'not-a-question';
  const wordCount = text.split(/\s+/).filter(Boolean).length;
  if (wordCount > MAX_QUESTION_WORDS) return 'too-long';
  const tokens = tokenize(text);
  if (tokens.length < 2) return 'not-a-question';

  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i] as Token;
    const before = tokens[i - 1];
    const after = tokens[i + 1];
    if (CONJUNCTIONS.test(t.lower)) {
      const badBefore =
        !before ||
        isAux(before) ||
        isPreposition(before) ||
        has(before, 'Determiner') ||
        /,$/.test(before.post);
      const badAfter = !after || isAux(after) || WH.test(after.lower) || isPreposition(after);
      if (badBefore || badAfter) return 'dangling-conjunction';
    }
    // "about the outside the state", "between of sleep"
    if (
      has(t, 'Determiner') &&
      /^(the|a|an)$/.test(t.lower) &&
      has(after, 'Determiner') &&
      after?.lower !== 'few'
    )
      return 'dangling-word';
    // "closed to through traffic": "through traffic" is a noun.
    const throughTraffic = after?.lower === 'through' && tokens[i + 2]?.lower === 'traffic';
    if (isPreposition(t) && isPreposition(after) && !pairedPrepositions(t, after as Token) && !throughTraffic)
      return 'dangling-word';
    // "about the bread its sour taste": a noun phrase runs into another one's possessive.
    if (has(t, 'Noun') && !has(t, 'Pronoun') && POSSESSIVES.test(after?.lower ?? '')) return 'dangling-word';
    // "about the outside the state"
    if (/^(the|a|an)$/.test(t.lower) && /^(the|a|an)$/.test(tokens[i + 2]?.lower ?? ''))
      return 'dangling-word';
    // "Where was Marie Curie born Maria Skłodowska?": a name left after the verb that was asked about.
    if (has(before, 'Person') && has(t, 'Verb') && has(after, 'Person')) return 'dangling-word';
  }
  // "When was when Mary about twelve?": a second question word in the same question.
  if (WH.test(tokens[0]?.lower ?? '') && isAux(tokens[1]) && WH.test(tokens[2]?.lower ?? ''))
    return 'dangling-word';
  // "Should I gift cards cannot be exchanged for cash?": a second modal is a second clause run in.
  if (
    tokens.filter((t) => MODAL.test(t.lower.replace(/n['’]?t$/, '')) || /^cannot$/.test(t.lower)).length > 1
  )
    return 'dangling-word';
  const problem = clauseProblem(tokens) ?? grammarProblem(tokens, text) ?? gateProblem(tokens, text);
  if (problem) return problem;
  const last = tokens[tokens.length - 1] as Token;
  // "How many stages does photosynthesis have?": after "do", "have" is the main verb, not a dangling one.
  const mainHave = HAVE.test(last.lower) && tokens.some((t) => DO.test(t.lower));
  if (ENDS_DANGLING.test(last.lower) && !mainHave && !(STRANDABLE.test(last.lower) && tokens.length > 4))
    return 'dangling-word';

  // The opening: a question word and what it asks about ("How many runners", "Since when"), then the
  // auxiliary; or straight into the auxiliary (a yes/no question).
  const wh = WH.test(opener(tokens));
  let a = 0;
  if (wh) {
    a = 1;
    while (a < Math.min(tokens.length, 5) && !isAux(tokens[a])) a++;
    // "Who founded Harbor Bikes?", "How many people work there?": the question phrase is the subject.
    if (!isAux(tokens[a]))
      return tokens.slice(1).some((t, k) => canBeVerb(t, tokens[k + 2])) ? null : 'no-verb';
  } else if (!isAux(tokens[0])) return 'not-a-question';
  const aux = (tokens[a] as Token).lower.replace(/n't$/, '');
  const after = tokens.slice(a + 1);
  const first = after[0];
  // "How many sailings are to March there?": compromise tags "to" a conjunction; it opens no subject.
  const preposition = has(first, 'Preposition') || first?.lower === 'to';
  if (!first || CONJUNCTIONS.test(first.lower) || preposition || isAux(first))
    // "What is it?" is whole; "When is and …" is not.
    return wh && BE.test(aux) && !first ? null : 'no-subject';
  if (BE.test(aux)) {
    const named = after.some(
      (t) => has(t, 'Noun') || has(t, 'Pronoun') || has(t, 'Value') || t.lower === 'there',
    );
    return named ? null : 'no-subject';
  }
  // After do, have or a modal: a subject, then a verb ("Should I anyone?" has none).
  return after.slice(1).some((t, k) => canBeVerb(t, after[k + 2])) ? null : 'no-verb';
}

/** Words that open a subordinate clause, whose verbs have their own subject and tense. */
const SUBORDINATE =
  /^(if|when|whenever|because|that|which|who|while|until|before|after|once|unless|since|so)$/;

/**
 * What a rearranged sentence leaves behind: a finite verb after "do" ("How long does the fire burned?",
 * "When does Danish force captured the town?"), a function word still capitalised from the sentence's start
 * ("How often do buses run On Saturdays?"), or a second verb phrase run on after a noun ("… about polar
 * ships and runs?").
 */
function clauseProblem(tokens: readonly Token[]): QuestionProblem | null {
  const doAt = tokens.findIndex((t) => DO.test(t.lower));
  const firstAux = tokens.findIndex(isAux);
  for (let i = 1; i < tokens.length; i++) {
    const t = tokens[i] as Token;
    const before = tokens[i - 1] as Token;
    // A function word keeps no capital mid-question ("run On Saturdays", "In 1811"); a name may start
    // with one ("The Hague", "I").
    if (/^\p{Lu}/u.test(t.text) && FUNCTION_WORDS.test(t.lower) && !startsName(tokens[i + 1]))
      return 'capitalised-word';
    // "… about polar ships and runs?", "… and usually appear?": a verb phrase after a noun's "and".
    const verbBefore = tokens.slice(firstAux + 1, i).some((x) => has(x, 'Verb') && !has(x, 'Noun'));
    if (CONJUNCTIONS.test(t.lower) && has(before, 'Noun') && !has(before, 'Pronoun') && verbBefore) {
      let k = i + 1;
      while (has(tokens[k], 'Adverb')) k++;
      const verb = tokens[k];
      const finite =
        has(verb, 'Verb') && !has(verb, 'Noun') && !has(verb, 'Gerund') && !has(verb, 'Adjective');
      if (finite && (has(verb, 'PastTense') || /[^s]s$/.test(verb?.lower ?? '') || k > i + 1))
        return 'second-clause';
    }
  }
  if (doAt === -1 || doAt !== firstAux) return null;
  for (let i = doAt + 2; i < tokens.length; i++) {
    const t = tokens[i] as Token;
    if (SUBORDINATE.test(t.lower)) break;
    if (!has(t, 'Verb') || has(t, 'Copula') || has(t, 'Auxiliary') || has(t, 'Infinitive')) continue;
    // "the first written record": a participle before its noun describes it; "led by …" after it too.
    if (
      has(t, 'Participle') ||
      (tokens[i + 1]?.lower === 'by' && has(tokens[i - 1], 'Noun')) ||
      (has(tokens[i + 1], 'Noun') && has(t, 'PastTense') && !has(tokens[i - 1], 'Noun'))
    )
      continue;
    // "buses and trains stop": a plural noun of a list, with the verb after it.
    const listed = CONJUNCTIONS.test(tokens[i - 1]?.lower ?? '') && has(tokens[i - 2], 'Noun');
    if (listed || (has(tokens[i + 1], 'Verb') && !has(tokens[i + 1], 'Noun'))) continue;
    // "When did she found a seed bank?": "found" is also the bare verb "to found", before its object.
    if (t.lower === 'found' && has(tokens[i + 1], 'Determiner')) continue;
    if (has(t, 'PastTense') || (has(t, 'PresentTense') && /[^s]s$/.test(t.lower))) return 'verb-form';
  }
  return null;
}

const FUNCTION_WORDS =
  /^(on|in|at|by|for|from|with|of|to|into|onto|about|after|before|during|until|since|between|under|over|and|or|but|nor|the|a|an|when|where|why|how|what|who|which|is|are|was|were|do|does|did|can|should|will)$/;

/** A capitalised word that is not a day, a month or a number: the rest of a name. */
const startsName = (t: Token | undefined): boolean =>
  t !== undefined &&
  /^\p{Lu}/u.test(t.text) &&
  !['Date', 'WeekDay', 'Month', 'Value'].some((tag) => has(t, tag));

const opener = (tokens: readonly Token[]): string =>
  /^(since|until)$/.test(tokens[0]?.lower ?? '') ? (tokens[1]?.lower ?? '') : (tokens[0]?.lower ?? '');

export const isWellFormedQuestion = (question: string): boolean => questionProblem(question) === null;
