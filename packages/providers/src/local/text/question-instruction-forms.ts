/**
 * Questions an instruction answers beyond "How do I …?": its condition ("See a doctor if poor sleep lasts
 * for more than a month" → "When should I see a doctor?" "If poor sleep lasts …") and the choice it makes
 * ("Choose a pot that is 2 centimetres wider" → "What kind of pot should I choose?"). Asked about its
 * object instead ("What should I do with a doctor?") it reads as nonsense.
 */
import { has, type Clause, type Token } from './question-clause';
import { asked, invert } from './question-parts';

/** Words that open the condition an instruction holds under. */
const CONDITION = /^(if|when|whenever|once|as soon as)$/;
/** Verbs of choosing: their indefinite object is what is chosen. */
const CHOICE_VERBS = /^(choose|pick|select|buy|get|use|find)$/;

export interface InstructionQuestion {
  question: string;
  /** The answer as written, or the whole sentence when absent. */
  answer?: readonly Token[];
}

/** "Blend half of the soup if you prefer …" → "When should I blend half of the soup?" "If you prefer …". */
export function conditionQuestion(clause: Clause): InstructionQuestion | null {
  if (!clause.imperative || clause.verbs.length !== 1) return null;
  const at = clause.rest.findIndex((t) => CONDITION.test(t.lower));
  if (at <= 0 || clause.rest.slice(0, at).some((t) => /[,;:]/.test(t.post) || /^(and|then)$/.test(t.lower)))
    return null;
  const inv = invert(clause);
  if (!inv || inv.front !== 'should') return null;
  const condition: Token[] = [];
  for (const t of clause.rest.slice(at)) {
    condition.push(t);
    if (/[,;:]/.test(t.post)) break;
  }
  return { question: asked('When', inv, clause.rest.slice(0, at)), answer: condition };
}

/** "Choose a new pot that is …" → "What kind of pot should I choose?" (the whole sentence answers). */
export function choiceQuestion(clause: Clause): InstructionQuestion | null {
  const verb = clause.verbs[0];
  const article = clause.rest[0];
  if (!clause.imperative || !verb || !CHOICE_VERBS.test(verb.lower) || !/^(a|an)$/.test(article?.lower ?? ''))
    return null;
  let head = 1;
  while (has(clause.rest[head], 'Adjective') && !has(clause.rest[head], 'Noun')) head++;
  const noun = clause.rest[head];
  if (!noun || !has(noun, 'Noun') || has(noun, 'Pronoun') || has(clause.rest[head + 1], 'Noun')) return null;
  return { question: `What kind of ${noun.lower} should I ${verb.lower}?` };
}
