/**
 * A procedure's step asked by the step before it: "Pull out the old tube …" after "… and remove the
 * wheel." is asked "What should I do after removing the wheel?". Asked as a yes/no question ("Should I
 * pull out the old tube?" "Yes.") a step says nothing; asked about its object ("What can you tell me
 * about the tyre?") it reads as a riddle.
 */
import { conjugate, endsWithComma, has, toInfinitive, type Clause, type Token } from './question-clause';
import { plainQuestion } from './question-parts';
import { finishQuestion, render, swapPerson } from './question-render';

/** Words that end an instruction's object: a new step, a reason, a purpose, the tool it is done with. */
const OBJECT_END =
  /^(and|then|or|but|because|so|until|unless|if|when|before|after|while|to|which|that|with|using|by)$/;
/** Particles a phrasal verb may leave after its object. */
const PARTICLES = /^(out|up|down|off|back|away|in)$/;
/** Adverbs of manner, no part of what a step does to what. */
const MANNER = /^(\p{L}+ly|only|just|also|gently)$/u;
/** What follows a verb straight away: its object. */
const opensObject = (t: Token | undefined): boolean =>
  has(t, 'Determiner') || has(t, 'Possessive') || has(t, 'Value') || has(t, 'Adjective');

/** The "-ing" form of an instruction's verb, or null when the word is no verb. */
function gerundOf(verb: Token, next: Token | undefined): string | null {
  const verbLike =
    has(verb, 'Verb') || (has(verb, 'Singular') && /^\p{Ll}+$/u.test(verb.text) && opensObject(next));
  if (!verbLike || has(verb, 'Gerund') || has(verb, 'Auxiliary')) return null;
  return conjugate(toInfinitive(verb)).Gerund ?? null;
}

/** The last instruction of an imperative clause: its verb and the object after it. */
function lastInstruction(clause: Clause): { verb: Token; object: Token[] } | null {
  const [first] = clause.verbs;
  if (!clause.imperative || !first) return null;
  let verb = first;
  let start = 0;
  clause.rest.forEach((t, i) => {
    // "and gently pull the plant out": a manner adverb may stand before the next step's verb.
    const k = MANNER.test(clause.rest[i + 1]?.lower ?? '') ? i + 2 : i + 1;
    const next = clause.rest[k];
    if (/^(and|then)$/.test(t.lower) && next && gerundOf(next, clause.rest[k + 1])) {
      verb = next;
      start = k + 1;
    }
  });
  const object: Token[] = [];
  for (const t of clause.rest.slice(start)) {
    if (OBJECT_END.test(t.lower)) break;
    // "run your fingers carefully around …", "use the levers only": the manner is no part of the step.
    if (!(has(t, 'Adverb') && MANNER.test(t.lower))) object.push(t);
    if (endsWithComma(t) || /[;:]/.test(t.post)) break;
  }
  // "cut off any that are black": an object cut before its noun names nothing.
  // "pull the plant out": a verb's particle after its object ends it too.
  const particle = PARTICLES.test(object.at(-1)?.lower ?? '') ? 1 : 0;
  const last = object.at(-1 - particle);
  return last && has(last, 'Noun') && !has(last, 'Pronoun') ? { verb, object } : null;
}

/** "What should I do after removing the wheel?" from the step before; null when it is no instruction. */
export function afterStepQuestion(previous: Clause): string | null {
  if (!previous.ok || previous.aux.some((t) => /^(never|not|don't)$/.test(t.lower))) return null;
  const last = lastInstruction(previous);
  const gerund = last ? gerundOf(last.verb, last.object[0]) : null;
  if (!last || !gerund) return null;
  // The step's object goes whole ("running my fingers around the inside of the tyre"): cut to its first
  // noun it names another step. Only a step too long to ask loses its trailing phrases.
  const question = finishQuestion(['What should I do after', gerund, render(swapPerson(last.object))]);
  if (question.split(/\s+/).length <= MAX_STEP_QUESTION_WORDS) return question;
  return plainQuestion(['What should I do after', gerund], last.object);
}

/** The validator's limit: a longer step question would be refused anyway. */
const MAX_STEP_QUESTION_WORDS = 14;
