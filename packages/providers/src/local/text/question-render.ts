/**
 * Turning tokens back into text for a question: spans without their edge punctuation, the first word in
 * lower case unless it is a name, and the speaker swapped (the text's "we" is the assistant's "you", its
 * "you" the visitor's "I").
 */
import { has, type Token } from './question-clause';
import { isNumberedNoun, NUMBER_LABEL } from './question-labels';

const PROPER_TAGS = ['ProperNoun', 'Person', 'Place', 'Organization', 'Acronym'];

function isProper(t: Token): boolean {
  return (
    PROPER_TAGS.some((tag) => has(t, tag)) ||
    t.text === 'I' ||
    (t.text.length > 1 && t.text === t.text.toUpperCase() && /\p{L}/u.test(t.text))
  );
}

/** The span as written, without the punctuation around it; parentheses or quotes left open are dropped. */
export function render(tokens: readonly Token[]): string {
  if (tokens.length === 0) return '';
  let out = '';
  tokens.forEach((t, i) => {
    out += (i === 0 ? t.pre.replace(/\s/g, '') : t.pre) + t.text + (i === tokens.length - 1 ? '' : t.post);
  });
  out = out
    .replace(/^[^\p{L}\p{N}$€£"“(]+/u, '')
    .replace(/[\s,;:.!?—–-]+$/u, '')
    .replace(/\s+/g, ' ');
  const count = (re: RegExp): number => (out.match(re) ?? []).length;
  if (count(/\(/g) !== count(/\)/g)) out = out.replace(/[()]/g, '');
  if (count(/"/g) % 2 !== 0 || count(/“/g) !== count(/”/g)) out = out.replace(/["“”]/g, '');
  return out.trim();
}

/** Words that number a part of something ("version 4.2", "section 11"): no names, though capitalised. */
const NUMBERED =
  /^(version|section|chapter|article|part|page|step|level|room|gate|platform|line|bus|number|item|figure|table)$/;

/** A copy whose first word is in lower case unless it is a name, an acronym or "I". */
export function lowerFirst(tokens: readonly Token[]): Token[] {
  const [first, ...others] = tokens;
  if (!first) return [];
  // "Harbor Bikes": a capitalised word before a name is part of it; "The Eiffel Tower" still reads "the …".
  const next = others[0];
  // "Windows 7", "Version 4.2": a capitalised word before its number is a name.
  // "On Saturdays": a preposition or a conjunction is never part of a name.
  const functionWord = ['Determiner', 'Preposition', 'Conjunction'].some((tag) => has(first, tag));
  const partOfName =
    next !== undefined &&
    !functionWord &&
    ((/^\p{Lu}/u.test(next.text) && isProper(next)) ||
      (/^\p{Lu}/u.test(first.text) &&
        /^\d/.test(next.text) &&
        !NUMBERED.test(first.lower) &&
        !(has(first, NUMBER_LABEL) && !has(first, 'ProperNoun'))));
  // "Wi-Fi", "iPhone": a capital inside the word makes it a name.
  const innerCapital =
    /.\p{Lu}/u.test(first.text) || (/-$/.test(first.post) && /^\p{Lu}/u.test(next?.text ?? ''));
  // "Bus 7", "Ferry 9": a numbered noun at the start of a sentence is no name.
  const numbered = has(first, NUMBER_LABEL) && isNumberedNoun(first.text);
  if ((isProper(first) || partOfName || innerCapital) && !numbered) return [first, ...others];
  return [{ ...first, text: first.text.charAt(0).toLowerCase() + first.text.slice(1) }, ...others];
}

const SWAP: Record<string, string> = {
  we: 'you',
  us: 'you',
  our: 'your',
  ours: 'yours',
  ourselves: 'yourselves',
  your: 'my',
  yours: 'mine',
  yourself: 'myself',
  yourselves: 'ourselves',
  i: 'you',
  me: 'you',
  my: 'your',
  mine: 'yours',
  myself: 'yourself',
};

/** Words after which "you" starts a clause as its subject. */
const CLAUSE_OPENERS = /^(if|when|whenever|because|unless|until|while|before|after|once|although|though)$/;

/** Tokens spoken by the visitor: "we" → "you", "your" → "my", "you" → "I" before a verb, else "me". */
export function swapPerson(tokens: readonly Token[], followedByVerb = false): Token[] {
  return tokens.map((t, i) => {
    const lower = t.lower;
    let text: string | undefined;
    if (lower === 'you') {
      // "if you really have to": the subject of a clause, seen past its adverbs or after its conjunction.
      let k = i + 1;
      while (has(tokens[k], 'Adverb')) k++;
      const next = tokens[k];
      const beforeVerb = next ? has(next, 'Verb') : followedByVerb;
      const opensClause = CLAUSE_OPENERS.test(tokens[i - 1]?.lower ?? '');
      text = beforeVerb || opensClause ? 'I' : 'me';
    } else if (lower === 'us' && t.text === 'US') {
      text = undefined;
    } else {
      text = SWAP[lower];
    }
    if (text === undefined) return t;
    return { ...t, text, lower: text.toLowerCase() };
  });
}

/** Fixes the verb agreement a swap of speakers leaves behind ("are I" → "am I"). */
export function agree(question: string): string {
  return question
    .replace(/\bare I\b/g, 'am I')
    .replace(/\bwere I\b/g, 'was I')
    .replace(/\bI are\b/g, 'I am')
    .replace(/\bI were\b/g, 'I was')
    .replace(/\bam you\b/g, 'are you')
    .replace(/\bwas you\b/g, 'were you')
    .replace(/\byou am\b/g, 'you are')
    .replace(/\byou was\b/g, 'you were')
    .replace(/\b(does|has|is) (I|you)\b/g, (_m, verb: string, who: string) => {
      const plain = verb === 'does' ? 'do' : verb === 'has' ? 'have' : who === 'I' ? 'am' : 'are';
      return `${plain} ${who}`;
    });
}

/** Joins the parts of a question into one tidy sentence with a capital and a question mark. */
export function finishQuestion(parts: readonly string[]): string {
  const text = agree(
    parts
      .filter((p) => p.trim() !== '')
      .join(' ')
      .replace(/\s+/g, ' ')
      .replace(/\s+([,;:?])/g, '$1')
      .replace(/,\s*,/g, ',')
      .replace(/[\s,;:.!?—–-]+$/u, '')
      // "Why cannot photosynthesis happen …?": an inverted "cannot" is said "can't".
      .replace(/^(\w+ )?cannot\b/i, (_m, wh: string | undefined) => `${wh ?? ''}can't`)
      .trim(),
  );
  if (!text) return '';
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}?`;
}

/** A span of the text as a short reply: "in 2014" → "In 2014." */
export function answerText(tokens: readonly Token[]): string {
  const text = render(tokens);
  if (!text) return '';
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}${/[.!?]$/.test(text) ? '' : '.'}`;
}
