/**
 * Whether the vague fallback "What should I know about X?" may be asked about a key phrase. It is asked only
 * when nothing concrete can be, and never about a kind named bare ("screens", "tickets": any screens at
 * all) or a noun that needs what it is of ("the shape of the coast", "the size of …"): a person would not
 * ask so. An instruction is never asked about its object ("What should I do with the new tube?").
 */
import { DISCOURSE, has, tokenize, type Clause } from './question-clause';
import { dateSpan } from './question-parts';

/** Heads that say nothing until their "of" phrase does, or that name no thing at all. */
const VAGUE_HEADS =
  /^(shape|shapes|size|sizes|role|effect|effects|importance|difference|differences|amount|use|uses|type|types|form|forms|area|areas|place|places|thing|things|back|lot|lots|way|ways|stuff|matter|aspect|aspects|feature|features|detail|details)$/;

/**
 * A poor topic for the vague question: a lone bare plural, a vague head, or a clause that holds only
 * somewhere ("In enclosed seas, the tidal range is …").
 */
export function poorAboutTopic(phrase: string, clause: Clause): boolean {
  if (restrictingIntro(clause)) return true;
  const tokens = tokenize(phrase);
  const ofAt = tokens.findIndex((t) => t.lower === 'of');
  const head = ofAt > 0 ? tokens[ofAt - 1] : tokens.at(-1);
  if (!head || VAGUE_HEADS.test(head.lower)) return true;
  // "screens", "tickets": a kind named bare is any of it; "the free plan", "shield volcanoes" name one.
  const [only] = tokens;
  return (
    tokens.length === 1 &&
    only !== undefined &&
    has(only, 'Plural') &&
    !has(only, 'ProperNoun') &&
    /^\p{Ll}/u.test(only.text)
  );
}

/** An intro of place or condition ("In enclosed seas, …", "If it rains, …"): the sentence holds only there. */
function restrictingIntro(clause: Clause): boolean {
  const intro = clause.intro.filter((t) => !DISCOURSE.has(t.lower));
  return (
    /^(in|on|at|among|within|inside|outside|if|unless|where)$/.test(intro[0]?.lower ?? '') && !dateSpan(intro)
  );
}
