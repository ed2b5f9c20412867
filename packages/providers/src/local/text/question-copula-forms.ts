/**
 * Questions of "be" sentences that a yes/no question asks badly. "There are three living species: …"
 * asked "Are there three living species?" loses what they are species of: it is asked "How many living
 * species of wombat are there?", the topic's noun kept, or not asked. "Wombats are famous for producing
 * cube-shaped droppings" is asked "What are wombats famous for?", not "Are wombats famous for …?" "Yes.".
 */
import { has, tokenize, type Clause, type Token } from './question-clause';
import { answerText, finishQuestion, lowerFirst, render } from './question-render';
import { isNumber, subjectText } from './question-parts';

/** Nouns that mean nothing without what they are of: "three species" of what? */
const RELATIONAL =
  /^(species|subspecies|kinds|types|sorts|varieties|breeds|forms|stages|phases|parts|categories|classes|versions|models|sizes|members|families|genera|layers|levels|groups)$/;
/** Adjectives whose "for" phrase says what a thing is known by. */
const KNOWN_FOR = /^(famous|known|noted|renowned|celebrated|notorious|popular|prized|valued)$/;

interface CountedThere {
  /** Where the counted noun phrase ends in the rest. */
  end: number;
  count: Token;
  noun: Token[];
}

/** "There are three living species …": the count and its noun, when the noun is relational. */
function countedThere(clause: Clause): CountedThere | null {
  if (clause.subject.length !== 1 || clause.subject[0]?.lower !== 'there' || !clause.copula) return null;
  const count = clause.rest[0];
  if (!isNumber(count) || !count) return null;
  let end = 1;
  while (has(clause.rest[end], 'Adjective') || has(clause.rest[end], 'Noun')) {
    end++;
    if (/[,;:.]/.test(clause.rest[end - 1]?.post ?? '')) break;
  }
  const noun = clause.rest.slice(1, end);
  const head = noun.at(-1);
  if (!head || !RELATIONAL.test(head.lower)) return null;
  return { end, count, noun };
}

/** Whether a yes/no question would drop what a relational noun is of ("Are there three species?"). */
export function losesWhatOf(clause: Clause): boolean {
  const counted = countedThere(clause);
  return counted !== null && clause.rest[counted.end]?.lower !== 'of';
}

/** The topic as the noun a relational noun is of ("wombats"), or null when it is no plain noun phrase. */
export function topicNoun(topic: readonly Token[]): string | null {
  if (topic.length === 0 || topic.length > 3) return null;
  if (!topic.every((t) => (has(t, 'Noun') || has(t, 'Adjective')) && !has(t, 'Pronoun') && !has(t, 'Verb')))
    return null;
  if (!has(topic.at(-1), 'Noun')) return null;
  return render(lowerFirst(topic));
}

/**
 * "There are three living species: the common wombat, …" → "How many living species of wombats are there?"
 * "Three: the common wombat, …". Null unless the noun is relational and a topic noun is given.
 */
export function countOfTopic(
  clause: Clause,
  topic: string | null,
): { question: string; answer: string } | null {
  const counted = countedThere(clause);
  if (!counted || !topic || clause.rest[counted.end]?.lower === 'of' || clause.intro.length > 0) return null;
  const be = clause.aux.find((t) => /^(is|are|was|were)$/.test(t.lower));
  if (!be) return null;
  const list = /:/.test(counted.noun.at(-1)?.post ?? '') ? clause.rest.slice(counted.end) : [];
  const value = render([{ ...counted.count, post: list.length > 0 ? ': ' : '' }, ...list]);
  return {
    question: finishQuestion(['How many', render(counted.noun), 'of', topic, be.lower, 'there']),
    answer: answerText([{ ...counted.count, text: value, post: '' }]),
  };
}

/** "Wombats are famous for producing cube-shaped droppings" → "What are wombats famous for?" */
export function knownFor(clause: Clause): { question: string; answer: readonly Token[] } | null {
  if (clause.aux.some((t) => /^(not|never|no)$/.test(t.lower))) return null;
  // "Tallinn is known for …" may be read as a passive, its "known" the verb.
  const known = clause.passive && clause.verbs.length === 1 && KNOWN_FOR.test(clause.verbs[0]?.lower ?? '');
  if (!clause.copula && !known) return null;
  const rest = known ? [...clause.verbs, ...clause.rest] : clause.rest;
  const at = rest.findIndex((t) => KNOWN_FOR.test(t.lower));
  if (at === -1 || at > 1 || rest[at + 1]?.lower !== 'for') return null;
  const be = clause.aux.find((t) => /^(is|are|was|were)$/.test(t.lower));
  const subject = subjectText(clause);
  if (!be || !subject) return null;
  const answer: Token[] = [];
  for (const [k, t] of rest.slice(at + 2).entries()) {
    answer.push(t);
    if (/[;:]/.test(t.post)) break;
    // "known for its technology companies, and Skype was developed there": the next clause is another fact.
    const next = rest[at + 3 + k];
    const clauseAfter = rest
      .slice(at + 4 + k, at + 8 + k)
      .some((x) => has(x, 'Verb') && !has(x, 'Gerund') && !has(x, 'Noun'));
    if (/,/.test(t.post) && next?.lower === 'and' && clauseAfter) break;
  }
  const adjective = render(rest.slice(0, at + 1));
  return { question: finishQuestion(['What', be.lower, subject, adjective, 'for']), answer };
}

/** Adjectives of size a measure comes before: "about a metre long", "12 years old". */
const MEASURE_ADJECTIVES = /^(long|tall|high|wide|deep|old|thick|heavy|across)$/;

/** "Adults are usually about a metre long" → "How long are adults?" "Usually about a metre long." */
export function howMeasured(clause: Clause): { question: string; answer: readonly Token[] } | null {
  if (!clause.copula || clause.aux.some((t) => /^(not|never|no)$/.test(t.lower))) return null;
  const at = clause.rest.findIndex((t) => MEASURE_ADJECTIVES.test(t.lower));
  const before = clause.rest.slice(0, at);
  // A measure, not "a long history": a number or "a"/"an" with a unit right before the adjective.
  if (at < 2 || !before.some((t) => isNumber(t) || /^(a|an)$/.test(t.lower)) || !has(before.at(-1), 'Noun'))
    return null;
  if (before.some((t) => /[,;:]/.test(t.post) || has(t, 'Verb'))) return null;
  const be = clause.aux.find((t) => /^(is|are|was|were)$/.test(t.lower));
  const subject = subjectText(clause);
  if (!be || !subject) return null;
  const adjective = clause.rest[at] as Token;
  return {
    question: finishQuestion(['How', adjective.lower, be.lower, subject]),
    answer: clause.rest.slice(0, at + 1),
  };
}

/** Plural nouns that name any members of a kind: "Adults are about a metre long" — adults of what? */
const MEMBERS = /^(adults|females|males|juveniles|babies|newborns|youngsters)$/;
const MEMBER_ADJECTIVES: Record<string, string> = {
  babies: 'baby',
  newborns: 'newborn',
  youngsters: 'young',
};

/**
 * "Adults …" in a text about wombats is "adult wombats": the subject with the topic's noun, so that a
 * question asked alone ("How long are adult wombats?") keeps what it is about. Null when the subject is no
 * bare plural member noun or the topic is no plural noun.
 */
export function memberOfTopic(subject: readonly Token[], topic: string | null): Token[] | null {
  const [noun] = subject;
  if (subject.length !== 1 || !noun || !MEMBERS.test(noun.lower) || !topic || !/s$/.test(topic)) return null;
  const adjective = MEMBER_ADJECTIVES[noun.lower] ?? noun.lower.replace(/s$/, '');
  const words = tokenize(`${adjective} ${topic}`).map((t) => ({ ...t, pre: '', post: ' ' }));
  const first = words[0];
  const last = words.at(-1);
  if (!first || !last || words.length < 2) return null;
  // As written in the sentence: capitalised when it opens it.
  if (noun.text !== noun.lower)
    words[0] = { ...first, text: first.text.charAt(0).toUpperCase() + first.text.slice(1) };
  words[words.length - 1] = { ...last, post: noun.post };
  return words;
}
