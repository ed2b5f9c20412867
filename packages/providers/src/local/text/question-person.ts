/**
 * The person a text is about, read from its topic: "Marie Curie", "Biography of Mary Anning", "The life of
 * Marie Curie". A "she" of such a text is that person unless the text names someone else; an answer read
 * alone opens on the name, not on "She".
 */
import { has, type Token } from './question-clause';

const NAME = /^(?:\p{Lu}[\p{L}'’-]+)(?:\s+\p{Lu}[\p{L}'’-]+)+$/u;
/** "Biography of Mary Anning", "The life and work of Ada Lovelace": the name after the last "of". */
const OF_NAME = /\bof\s+((?:\p{Lu}[\p{L}'’-]+)(?:\s+\p{Lu}[\p{L}'’-]+)+)$/u;

/** The topic's person's name, or null when the topic is no name and ends on none. */
export function personName(topic: string): string | null {
  const name = topic.trim().replace(/\s+/g, ' ');
  if (NAME.test(name)) return name;
  // "Wanjiru Mbatia, botanist": a name with what the person was after a comma.
  const described = /^([^,]+),\s*(?:an?\s+)?\p{Ll}[\p{L}\s'’-]*$/u.exec(name)?.[1];
  if (described && NAME.test(described)) return described;
  return OF_NAME.exec(name)?.[1] ?? null;
}

/**
 * Whether a "be" sentence's subject is a person: a name ("Wangari Maathai", each word capitalised) that
 * compromise knows as a person's, or whose complement names what a person is ("a Kenyan environmentalist",
 * "an English chemist"): asked "Who was …?", never "What was …?".
 */
export function isNamedPerson(subject: readonly Token[], complement: readonly Token[]): boolean {
  if (subject.length === 0 || !subject.every((t) => /^\p{Lu}/u.test(t.text) || has(t, 'Person')))
    return false;
  if (subject.some((t) => has(t, 'Person'))) return true;
  // The complement's first noun phrase: "a Kenyan environmentalist and political activist, born …".
  for (const t of complement) {
    if (has(t, 'Actor')) return true;
    if (!(has(t, 'Determiner') || has(t, 'Adjective') || has(t, 'Noun') || /^(and|or)$/.test(t.lower))) break;
    if (/[,;:]/.test(t.post)) break;
  }
  return false;
}

/**
 * The head noun of a subject: the last noun of its first noun phrase, before a participle, a preposition
 * or a relative ("company" of "A French company led by Ferdinand de Lesseps", not "Lesseps").
 */
export function subjectHead(subject: readonly Token[]): Token | undefined {
  let head: Token | undefined;
  for (const t of subject) {
    const nominal = has(t, 'Noun') || has(t, 'Person');
    if (head && (!nominal || has(t, 'Preposition') || /^(who|which|that)$/.test(t.lower))) {
      // "Dr Priya Nair and Dr Tomas Berg": two names joined are both heads; the last stands for them.
      if (/^(and|or)$/.test(t.lower)) {
        head = undefined;
        continue;
      }
      break;
    }
    if (nominal) head = t;
  }
  return head;
}
