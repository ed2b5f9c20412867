/**
 * Which sentences an answer takes beyond the one its question was read from, so it answers whole and
 * nothing else: the exception a next sentence adds ("However, …", "Damage caused by dropping it is not
 * covered."), the next sentence that goes on about the same thing ("The movement has since planted …"),
 * every step of a procedure for "How do I …?", and not the sentence before when it only says who "she" is.
 */
import { termsOf } from './chat-questions-rank';
import type { TextSentence } from './chat-questions-text';
import { parseClause, tokenize } from './question-clause';

/** Openings of a sentence that qualifies or excepts the one before it. */
const EXCEPTION_START =
  /^(however|but|except|unless|otherwise|note that|please note|this does not|that said|on sundays|on public holidays)\b/i;
/** Words that make a sentence an exclusion of what came before: "… is not covered". */
const EXCLUSION = /\b(not|no|never|except|excluding|excluded|unless|only|void)\b/i;

const sameBlock = (a: TextSentence | undefined, b: TextSentence | undefined): boolean =>
  a !== undefined && b !== undefined && a.block === b.block && b.kind === 'statement';

/** Whether the sentence after `s` is an exception to it ("However, on Sundays …"). */
export function exceptedBy(s: TextSentence | undefined, next: TextSentence | undefined): boolean {
  if (!sameBlock(s, next)) return false;
  return EXCEPTION_START.test(next?.text ?? '') || negatesVerbOf(s?.text ?? '', next?.text ?? '');
}

/** "It does not cover damage …" after "The warranty covers defects …": what the verb leaves out. */
const NEGATED_VERB = /^(?:it|they|this|these)\s+(?:does|do|will|did|can)\s*(?:not|n't)\s+([a-z]+)\b/i;

function negatesVerbOf(text: string, next: string): boolean {
  const verb = NEGATED_VERB.exec(next)?.[1];
  if (!verb) return false;
  const stem = termsOf(verb)[0];
  return stem !== undefined && termsOf(text).includes(stem);
}

/**
 * Whether `second` belongs to the answer of an FAQ question after `first`: an exclusion of what the
 * question asks about ("What does the warranty cover?" … "Damage … is not covered.").
 */
export function qualifiesFaqAnswer(question: string, first: TextSentence, second: TextSentence): boolean {
  if (!sameBlock(first, second)) return false;
  if (EXCEPTION_START.test(second.text)) return true;
  const asked = new Set(termsOf(`${question} ${first.text}`));
  return EXCLUSION.test(second.text) && termsOf(second.text).some((t) => asked.has(t));
}

/** The head noun of a topic phrase: "the Green Belt Movement" → "movement". */
function headOf(phrase: string): string {
  const beforeOf = phrase.split(/\s+of\s+/i)[0] ?? phrase;
  return (beforeOf.trim().split(/\s+/).at(-1) ?? '').toLowerCase();
}

/** Whether `next` goes on about the topic `phrase` as its subject ("The movement has since …"). */
export function continuesTopic(phrase: string, s: TextSentence, next: TextSentence | undefined): boolean {
  const head = headOf(phrase);
  if (!sameBlock(s, next) || head.length < 3) return false;
  // "The movement has since …" goes on; "The common wombat …" is another of its kind.
  const opening = new RegExp(`^(the|this|that|these|those)\\s+${head}\\b`, 'i');
  return opening.test(next?.text ?? '');
}

/** The topic phrase of a "What can you tell me about X?" question. */
export function aboutPhrase(question: string): string | null {
  return /\babout (.+)\?$/.exec(question)?.[1] ?? null;
}

const imperative = (text: string): boolean => parseClause(tokenize(text)).imperative;

/** "If the flat is on the back wheel, first shift …": the instruction after its condition. */
function conditionedInstruction(text: string): boolean {
  const condition =
    /^(if|when|once|before|after|whenever)\b[^,]*,\s*(?:(?:first|then|next|finally)\s+)?(.+)$/i.exec(text);
  const instruction = condition?.[2];
  return instruction !== undefined && imperative(instruction.charAt(0).toUpperCase() + instruction.slice(1));
}

const isStep = (s: TextSentence): boolean =>
  s.kind === 'statement' &&
  (/^(do not|don't|never|always)\b/i.test(s.text) || imperative(s.text) || conditionedInstruction(s.text));

/**
 * The steps of a procedure whose first sentence is `main` ("To replace a tube, you need …"): when the
 * sentence after it is an instruction, every statement after it in the same block, in order (a step the
 * parse does not read as an instruction, "Siphon out the water", is still a step: leaving it out would
 * make the answer partial); empty when no instruction follows.
 */
export function stepsAfter(sentences: readonly TextSentence[], main: number): number[] {
  const next = sentences[main + 1];
  if (!next || !sameBlock(sentences[main], next) || !isStep(next)) return [];
  const steps: number[] = [];
  for (let i = main + 1; sameBlock(sentences[main], sentences[i]); i++) steps.push(i);
  return steps;
}

/** Whether a sentence is an instruction (a procedure's step). */
export const isInstruction = (s: TextSentence | undefined): boolean => s !== undefined && isStep(s);

/**
 * In a text about a person ("Wangari Maathai"), "In 1971 she became …" read alone, with her name for the
 * first "she" or "he": the sentence before is then not needed to say who she is. Null when the topic is
 * no name or the sentence has no such pronoun.
 */
/** Openings that point at the place or time the sentence before named. */
const POINTS_BACK = /^(There|Here|Then|That|Those|These|This)\b/;

export function namedSentence(text: string, topic: string): string | null {
  const name = topic.trim();
  if (!/^(?:\p{Lu}[\p{L}'’-]+)(?:\s+\p{Lu}[\p{L}'’-]+)+$/u.test(name)) return null;
  // Only a sentence whose first pronoun is the subject "she" or "he": "her", "it" or "they" may be another.
  const first = /\b(she|he|her|him|his|it|they|them|their)\b/i.exec(text);
  if (!first || !/^(she|he)$/i.test(first[1] ?? '')) return null;
  // "There she met …", "That year he …": the place or time is still the sentence before's.
  if (POINTS_BACK.test(text) && !/^There\s+(is|are|was|were|has|have)\b/.test(text)) return null;
  return text.replace(/\b(she|he)\b/i, name);
}
