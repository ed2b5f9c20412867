/**
 * Reads a topic's text (a web page's readable text, a PDF's text, or what an owner typed) into sentences,
 * and says which of them could answer a visitor's question. Headings, list markers and boilerplate are
 * recognised here; ranking happens elsewhere.
 */
import { sentences as splitSentences } from 'sbd';

export interface TextSentence {
  /** Position in the document. */
  index: number;
  /** The paragraph (or list item) it belongs to; answers never join two paragraphs. */
  block: number;
  /** As written, with spaces collapsed. */
  text: string;
  words: number;
  kind: 'statement' | 'question' | 'fragment';
  /** A statement that may be picked as an answer: complete, not boilerplate, neither very short nor long. */
  usable: boolean;
}

export const MIN_ANSWER_WORDS = 5;
export const MAX_ANSWER_WORDS = 45;
const MAX_ANSWER_CHARS = 320;
const MAX_HEADING_WORDS = 12;

/**
 * sbd's own abbreviations less those that are everyday words ending a sentence: "… and the Sun. The
 * Moon …" is two sentences, not "Sun." for Sunday; "Sat.", "Wed.", "pop." and "no." likewise.
 */
const ABBREVIATIONS = [
  'al',
  'adj',
  'assn',
  'Ave',
  'BSc',
  'MSc',
  'Co',
  'cc',
  'Corp',
  'Dept',
  'eg',
  'Eq',
  'Eqs',
  'etc',
  'ext',
  'Fig',
  'fig',
  'Figs',
  'figs',
  'i.e',
  'ie',
  'Inc',
  'inc',
  'Jan',
  'Feb',
  'Apr',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Sept',
  'Oct',
  'Nov',
  'Dec',
  'jr',
  'Mrs',
  'Mr',
  'Ms',
  'mt',
  'mts',
  'Nos',
  'PhD',
  'MD',
  'pp',
  'Prof',
  'Dr',
  'Ref',
  'Refs',
  'Rep',
  'repr',
  'rev',
  'Sgt',
  'Col',
  'Gov',
  'Lt',
  'Maj',
  'Capt',
  'St',
  'Sr',
  'sr',
  'Jr',
  'Rev',
  'Tue',
  'Tues',
  'Thu',
  'Thur',
  'Thurs',
  'Fri',
  'Univ',
  'Viz',
  'Vol',
  'vs',
  'v',
];

/** Sentences that are about the page rather than the topic; never chosen. */
const BOILERPLATE: readonly RegExp[] = [
  /^(welcome|thanks?\b|thank you|hello|hi\b|greetings|congratulations)/i,
  /\b(click|tap) (here|below|the (button|link))\b/i,
  /\ball rights reserved\b|©|\bcopyright\b/i,
  /\bcookies?\b.*\b(use|accept|consent|policy|settings)\b/i,
  /\b(privacy policy|terms (of|and) (use|service|conditions))\b/i,
  /\b(subscribe|sign up|newsletter|follow us|share this|read more|learn more|skip to|scroll down)\b/i,
  /\b(we hope you|feel free to|don't hesitate to|do not hesitate to|enjoy your (visit|stay|reading))\b/i,
  /\b(this|our) (website|web site|site|homepage|blog|web page)\b/i,
  /\b(javascript|your browser)\b.*\b(enable|disabled|support)/i,
];

/** PDF and web-page artefacts: ligatures, soft hyphens, words broken across lines, odd spaces. */
export function normaliseText(raw: string): string {
  return raw
    .replace(/\r\n?/g, '\n')
    .replace(/[\u200B-\u200D\uFEFF\u00AD]/g, '')
    .replace(/[\u00A0\u2000-\u200A\u202F\u205F\u3000\t]/g, ' ')
    .replace(/\uFB00/g, 'ff')
    .replace(/\uFB01/g, 'fi')
    .replace(/\uFB02/g, 'fl')
    .replace(/\uFB03/g, 'ffi')
    .replace(/\uFB04/g, 'ffl')
    .replace(/(\p{Ll})-\n\s*(\p{Ll})/gu, '$1$2');
}

const BULLET = /^(?:[-*•▪◦·–—>]+|\(?\d{1,3}[.)]|\(?[a-z][.)])\s+/u;
const MARKDOWN_HEADING = /^#{1,6}\s+/;
const ENDS_SENTENCE = /[.!?]["'”’)\]]*$/u;
const SMALL = new Set([
  'a',
  'an',
  'and',
  'as',
  'at',
  'by',
  'for',
  'in',
  'of',
  'on',
  'or',
  'the',
  'to',
  'with',
]);

function startsUpper(text: string): boolean {
  return /^["'“‘(]?[\p{Lu}\p{N}]/u.test(text);
}

/** A short line that names what follows rather than saying something: "Opening hours", "BIKE CARE". */
function isHeading(line: string, previous: string | null, next: string | null): boolean {
  if (MARKDOWN_HEADING.test(line)) return true;
  if (ENDS_SENTENCE.test(line) || /[,;]$/.test(line)) return false;
  const words = line.split(/\s+/);
  if (words.length > MAX_HEADING_WORDS) return false;
  // A line that continues a sentence broken across lines is not a heading, however many capitals it has.
  if (previous !== null && !ENDS_SENTENCE.test(previous)) return false;
  if (next !== null && !startsUpper(next)) return false;
  return isHeadingShape(line);
}

function isHeadingShape(line: string): boolean {
  const words = line.split(/\s+/).filter((w) => /\p{L}/u.test(w));
  if (words.length === 0) return true;
  if (line.endsWith(':') && words.length <= 8) return true;
  if (words.length <= 5) return true;
  if (line === line.toUpperCase()) return true;
  const content = words.filter((w) => !SMALL.has(w.toLowerCase()));
  const capitalised = content.filter((w) => /^\p{Lu}/u.test(w)).length;
  return capitalised >= content.length * 0.75;
}

/**
 * Paragraphs and list items, headings left out. Lines of one paragraph (PDF wraps) are joined. A line is
 * read as a heading only at the start of a paragraph or after a finished sentence.
 */
export function readBlocks(raw: string): string[] {
  const lines = normaliseText(raw)
    .split('\n')
    .map((line) => line.trim());
  const blocks: string[] = [];
  let current: string[] = [];
  const close = (): void => {
    if (current.length > 0) blocks.push(current.join(' ').replace(/\s+/g, ' ').trim());
    current = [];
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    if (line === '') {
      close();
      continue;
    }
    const previous = current.length > 0 ? (current[current.length - 1] ?? null) : null;
    let next: string | null = null;
    for (let j = i + 1; j < lines.length && next === null; j++) if (lines[j]) next = lines[j] ?? null;
    if (isHeading(line, previous, next)) {
      close();
      continue;
    }
    const bullet = BULLET.exec(line);
    if (bullet) {
      close();
      current.push(line.slice(bullet[0].length));
      continue;
    }
    // Wrapped lines (PDF) and text typed one sentence per line both join into one paragraph.
    current.push(line);
  }
  close();
  return blocks;
}

function wordsOf(text: string): number {
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

function kindOf(text: string): TextSentence['kind'] {
  if (/\?["'”’)]*$/u.test(text)) return 'question';
  if (/[.!]["'”’)\]]*$/u.test(text) && startsUpper(text)) return 'statement';
  return 'fragment';
}

/** Mostly words: not a table row, a URL list, code or a string of numbers. */
function isProse(text: string): boolean {
  const visible = text.replace(/\s+/g, '');
  const letters = (visible.match(/\p{L}/gu) ?? []).length;
  if (letters < visible.length * 0.65) return false;
  if (
    /https?:\/\/\S+/.test(text) &&
    text
      .replace(/https?:\/\/\S+/g, '')
      .trim()
      .split(/\s+/).length < 6
  )
    return false;
  if (/[{}<>|=]{2,}|[{};]\s*$/.test(text)) return false;
  return true;
}

function isBalanced(text: string): boolean {
  const count = (re: RegExp): number => (text.match(re) ?? []).length;
  return count(/\(/g) === count(/\)/g) && count(/"/g) % 2 === 0 && count(/“/g) === count(/”/g);
}

export function isBoilerplate(text: string): boolean {
  return BOILERPLATE.some((re) => re.test(text));
}

/** A stand-in for the dot inside an address, which no text contains. */
const ADDRESS_DOT = '\u2024';
/** An e-mail address or a web address: "support@brisa-home.example", "www.example.com". */
const ADDRESS =
  /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+|\bwww\.[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu;

/** The dots of addresses hidden, so that "support@brisa-home.example" does not end a sentence. */
function shieldAddresses(text: string): string {
  return text.replace(ADDRESS, (address) => address.replace(/\./g, ADDRESS_DOT));
}

function unshieldAddresses(text: string): string {
  return text.replaceAll(ADDRESS_DOT, '.');
}

/** Every sentence of the text in order, with whether it may be an answer. */
export function readSentences(raw: string): TextSentence[] {
  const out: TextSentence[] = [];
  readBlocks(raw).forEach((block, blockIndex) => {
    for (const sentence of splitSentences(shieldAddresses(block), { abbreviations: ABBREVIATIONS })) {
      const text = unshieldAddresses(sentence.trim());
      if (!text) continue;
      const words = wordsOf(text);
      const kind = kindOf(text);
      const usable =
        kind === 'statement' &&
        words >= MIN_ANSWER_WORDS &&
        words <= MAX_ANSWER_WORDS &&
        text.length <= MAX_ANSWER_CHARS &&
        isProse(text) &&
        isBalanced(text) &&
        // An aside in parentheses is not an answer of its own.
        !text.startsWith('(') &&
        !isBoilerplate(text);
      out.push({ index: out.length, block: blockIndex, text, words, kind, usable });
    }
  });
  return out;
}
