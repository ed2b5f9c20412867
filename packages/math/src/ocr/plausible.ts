import { loadCas } from '../cas';

/**
 * How implausible a cleaned reading of a printed problem is: a count of the signs of a misreading that any
 * printed problem would show, whatever its subject. 0 is a reading with nothing odd in it. Used to choose among
 * several readings of one picture (choose.ts); it never changes a reading.
 *
 * - mathematics that does not parse (mathjs), or brackets that do not pair up;
 * - letters glued into mathematics that are not a variable or a function name ("4dr", "ix+7");
 * - words of two or more letters without a vowel ("bz") or with a capital inside ("xX");
 * - marks a problem does not print where they stand: quotes, a % not after a number, a "?" or
 *   "!" inside a line, "**", "^" not followed by an exponent;
 * - a question that does not end in "?";
 * - a number with a leading zero ("02x", "06"): a decimal point was lost;
 * - half a point: the variable x beside a lone r or z in the mathematics (a leaning x misread).
 */
export function implausibility(text: string): number {
  let score = 0;
  for (const line of text.split('\n')) {
    score += bracketMismatch(line);
    for (const token of line.split(/\s+/).filter(Boolean)) score += tokenOddity(token);
    for (const chunk of mathChunks(line)) if (!parses(chunk)) score += 1;
  }
  if (unansweredQuestion(text)) score += 1;
  score += (text.match(/(?<![\d.,])0\d/g) ?? []).length;
  // x beside a lone r or z in the mathematics: those are how a leaning x is misread.
  if (/(?<![A-Za-z])x(?![A-Za-z])/.test(text) && /(?<![A-Za-z])[rz](?=\s*[\^=+\-*/)<>])/.test(text))
    score += 0.5;
  return score;
}

/** Function and constant names that may stand in mathematics as more than one letter. */
const NAMES = new Set(['sqrt', 'abs', 'pi', 'sin', 'cos', 'tan', 'log', 'ln', 'exp']);

/** Units and abbreviations printed without a vowel. */
const VOWELLESS = new Set([
  'cm',
  'km',
  'mm',
  'kg',
  'mg',
  'ml',
  'hr',
  'hrs',
  'ft',
  'mph',
  'lb',
  'lbs',
  'pts',
  'st',
  'nd',
  'rd',
  'th',
]);

/** The English words of two letters: any other two-letter word of a problem is likely a misreading ("Ix", "bz"). */
const TWO_LETTER_WORDS = new Set(
  'am an as at be by do go he if in is it me my no of oh ok on or so to up us we'.split(' '),
);

/** A token with a digit or an operator in it is mathematics (a word's trailing punctuation aside). */
const isMath = (token: string) => /[\d=<>+*/^()|-]/.test(token.replace(/[.,:;?!]+$/, ''));

function tokenOddity(token: string): number {
  let odd = 0;
  const bare = token.replace(/[.,:;?!]+$/, '');
  if (/["'`]/.test(bare)) odd++;
  if (/(?<!\d)%/.test(bare)) odd++;
  if (/\*\*|\^(?![\w(])/.test(bare)) odd++;
  if (/[?!]/.test(bare)) odd++;
  if (isMath(bare)) {
    for (const run of bare.match(/[A-Za-z]+/g) ?? []) {
      if (run.length > 1 && !NAMES.has(run.toLowerCase())) odd++;
      // a capital letter as a variable is rare in a problem's mathematics and a common misreading of x (T, I, X)
      else if (/[A-Z]/.test(run)) odd += 0.5;
    }
  } else if (/^[A-Za-z]{2,}$/.test(bare)) {
    if (!/[aeiouyAEIOUY]/.test(bare) && !VOWELLESS.has(bare.toLowerCase())) odd++;
    if (/.[A-Z]/.test(bare) && !/^[A-Z]+$/.test(bare)) odd++;
    if (bare.length === 2 && !TWO_LETTER_WORDS.has(bare.toLowerCase()) && !VOWELLESS.has(bare.toLowerCase()))
      odd++;
  }
  return odd;
}

/** The last sentence asks (What…, How…) but does not end in "?": its "?" was misread ("240?" as "2407"). */
function unansweredQuestion(text: string): boolean {
  const last =
    text
      .trim()
      .split(/(?<=[.?!])\s+/)
      .pop() ?? '';
  return /^(?:what|how|which|who|when|where|why|is|are|does|do|can)\b/i.test(last) && !last.endsWith('?');
}

function bracketMismatch(line: string): number {
  let depth = 0;
  let odd = 0;
  for (const ch of line) {
    if (ch === '(' || ch === '[') depth++;
    else if (ch === ')' || ch === ']') depth--;
    if (depth < 0) {
      odd++;
      depth = 0;
    }
  }
  return odd + depth;
}

/**
 * The runs of mathematics in a line, each side of a relation apart: "solve 2x + 3 = 11" → ["2x + 3", "11"].
 * Words of two or more letters and a comma, colon, semicolon or sentence end close a run; a run counts when it
 * has a digit or an operator in it.
 */
function mathChunks(line: string): string[] {
  const runs: string[] = [];
  let run: string[] = [];
  const flush = () => {
    if (run.some(isMath)) runs.push(run.join(' '));
    run = [];
  };
  for (const token of line.split(/\s+/).filter(Boolean)) {
    const bare = token.replace(/[,:;?!]+$/, '').replace(/\.$/, '');
    const word = /^[A-Za-z]{2,}$/.test(bare) && !NAMES.has(bare.toLowerCase());
    if (word) {
      flush();
      continue;
    }
    if (bare) run.push(bare.replace(/^\$/, ''));
    if (bare !== token) flush();
  }
  flush();
  return runs.flatMap((r) => r.split(/<=|>=|!=|=|<|>/)).map((side) => side.trim());
}

function parses(expression: string): boolean {
  if (!expression) return false;
  try {
    loadCas().math.parse(expression.replace(/\|([^|]*)\|/g, 'abs($1)'));
    return true;
  } catch {
    return false;
  }
}
