/**
 * Signs that a parse found the wrong verb, so no question may rearrange the sentence: "A stone column
 * called the Monument, 61 metres tall, was built …" read with "called" as its verb ("Why did a stone column
 * call the Monument?"), or "…, although historians believe …" read with "although historians" as its
 * subject. The sentence is then only asked about as a whole.
 */
import type { Token } from './question-clause';

const has = (t: Token | undefined, tag: string): boolean => t?.tags.has(tag) ?? false;

/** Words that open a subordinate clause: they cannot open a subject. */
const SUBORDINATORS =
  /^(although|though|because|since|while|whereas|unless|if|when|whenever|once|until|after|before|as|so)$/;
/** Where a second clause or a relative clause begins: a later verb there is not the sentence's own. */
const CLAUSE_BREAK =
  /^(and|or|but|nor|because|although|though|while|whereas|unless|if|when|whenever|once|until|which|who|whom|whose|that|where|so|since|as|after|before)$/;
const FINITE_AUX =
  /^(is|are|was|were|has|have|had|can|could|will|would|shall|should|may|might|must|does|do|did)$/;

/** "although historians": a subject that opens with a subordinator is a subordinate clause's. */
export function subjectIsSubordinate(subject: readonly Token[]): boolean {
  return SUBORDINATORS.test(subject[0]?.lower ?? '');
}

/**
 * Whether the verb read as the sentence's ("called" in "A stone column called the Monument … was built")
 * is a participle describing the subject: a past form with no auxiliary, followed by its object and then,
 * with no "and" or subordinate word between, a finite verb of the sentence's own.
 */
export function verbIsReducedRelative(
  aux: readonly Token[],
  verbs: readonly Token[],
  rest: readonly Token[],
): boolean {
  const verb = verbs[0];
  if (!verb || aux.length > 0 || verbs.length > 1) return false;
  if (!has(verb, 'PastTense') && !has(verb, 'Participle')) return false;
  for (let i = 0; i < rest.length; i++) {
    const t = rest[i] as Token;
    if (CLAUSE_BREAK.test(t.lower) || /[;:]/.test(t.post)) return false;
    const before = rest[i - 1]?.lower ?? '';
    // "to remember", "being hit": not finite.
    if (before === 'to' || before === 'being' || before === 'been') continue;
    if (FINITE_AUX.test(t.lower) && has(t, 'Verb')) return true;
    const finite = has(t, 'Verb') && has(t, 'PresentTense') && !has(t, 'Infinitive') && /s$/.test(t.lower);
    if (finite && i > 0) return true;
  }
  return false;
}
