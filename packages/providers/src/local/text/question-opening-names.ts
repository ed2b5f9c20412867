/**
 * A name the text only ever writes at the start of a sentence ("Inkwell is a note-taking app … Inkwell
 * works offline …"): capitalised there as any first word is, so only its grammar shows it is a name. A
 * singular count noun cannot be a subject without "the" or "a" in English ("Kettle is …" is not
 * written), so one standing alone before its verb in two sentences or more is a name, unless its ending
 * marks a mass noun.
 */
import { has, tokenize } from './question-clause';
import { BARE_NOUNS } from './question-grammar';

/**
 * Endings of abstract and mass nouns English writes bare ("Membership costs …", "Admission is free",
 * "Insurance covers …"): such a word is no name however often it opens a sentence.
 */
const MASS_ENDINGS = /(ship|tion|sion|ment|ness|ance|ence|ity|ism|age|ure|ery|ry|th|ics|ing|ware|work)$/;

/** How many sentences must open on the bare word: one alone may be a heading-like slip. */
const MIN_OPENINGS = 2;

/** Words that open sentences bare as subjects, never written in lower case in the text: names. */
export function openingNames(sentences: readonly string[], lowerWords: ReadonlySet<string>): Set<string> {
  const counts = new Map<string, number>();
  for (const sentence of sentences) {
    const [first, second] = tokenize(sentence);
    if (!first || !second || !/^\p{Lu}\p{Ll}+$/u.test(first.text) || lowerWords.has(first.lower)) continue;
    const bareCount =
      has(first, 'Noun') &&
      has(first, 'Singular') &&
      !['Plural', 'Uncountable', 'Pronoun', 'Gerund', 'Determiner', 'Value', 'Adjective'].some((tag) =>
        has(first, tag),
      ) &&
      !BARE_NOUNS.test(first.lower) &&
      !MASS_ENDINGS.test(first.lower);
    const verbNext = has(second, 'Verb') && !has(second, 'Noun');
    if (bareCount && verbNext) counts.set(first.text, (counts.get(first.text) ?? 0) + 1);
  }
  return new Set([...counts].filter(([, n]) => n >= MIN_OPENINGS).map(([word]) => word));
}
