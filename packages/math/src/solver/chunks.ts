import { toCas } from '../cas';

/**
 * Finding the math inside a sentence: "what is x if 2(x-4) = 10" → ["x", "2*(x-4) = 10"]. Words end a run
 * of math; commas, semicolons, "and", line breaks and sentence ends separate statements.
 */

/** Names the CAS knows as functions or constants: never split into letters. */
const NAMES = new Set(['sqrt', 'abs', 'pi', 'sin', 'cos', 'tan', 'log', 'ln', 'exp']);
/** Short English words that look like products of letters. */
const WORDS = new Set([
  'a',
  'an',
  'i',
  'is',
  'if',
  'of',
  'in',
  'to',
  'at',
  'by',
  'on',
  'or',
  'be',
  'as',
  'it',
  'so',
  'do',
  'me',
  'my',
  'we',
  'no',
  'up',
  'and',
  'the',
  'its',
]);

const MATHY = /^[-+*/^()=<>|.0-9a-z]+$/;

/** "2x" and "xy" → "2x" and "x*y"; |u| → abs(u); a token is math when every word in it is a letter or a name. */
function mathToken(token: string): string | null {
  if (!MATHY.test(token)) return null;
  const runs = token.match(/[a-z]+/g) ?? [];
  if (!/[\d=<>+*/^()|-]/.test(token) && (runs.length !== 1 || WORDS.has(runs[0]!))) {
    return runs.length === 1 && runs[0]!.length === 1 ? token : null;
  }
  for (const run of runs)
    if (run.length > 1 && !NAMES.has(run) && (WORDS.has(run) || run.length > 2)) return null;
  return token.replace(/[a-z]{2,}/g, (run) => (NAMES.has(run) ? run : run.split('').join('*')));
}

/** A variable replaced by a value everywhere in an expression (written out by the CAS first, so "3x" is "3 * x"). */
export function put(expression: string, variable: string, value: string): string {
  return toCas(expression).replace(new RegExp(`\\b${variable}\\b`, 'g'), `(${value})`);
}

/** |u| → abs(u) for the CAS (pairs of bars, innermost first). */
export function absBars(text: string): string {
  let out = text;
  for (let i = 0; i < 3 && out.includes('|'); i += 1) out = out.replace(/\|([^|]+)\|/g, 'abs($1)');
  return out;
}

/** The runs of math in a text, in order, each trimmed. */
export function mathChunks(text: string): string[] {
  const separated = splitOutsideParens(text.toLowerCase(), /[,;\n]/)
    .join(' ; ')
    .replace(/\band\b/g, ' ; ')
    .replace(/([<>=])\s*\?/g, '$1 ; ');
  const chunks: string[] = [];
  let current: string[] = [];
  const end = () => {
    if (current.length) chunks.push(current.join(' '));
    current = [];
  };
  for (const raw of separated.split(/\s+/)) {
    if (raw === ';' || raw === '') {
      end();
      continue;
    }
    const stop = /[.:?!]$/.test(raw);
    const body = raw.replace(/[.:?!]+$/, '');
    const token = body ? mathToken(body) : null;
    if (token === null) end();
    else current.push(token);
    if (stop) end();
  }
  end();
  return chunks.map((c) => c.replace(/^\(([^()]*[<>][^()]*)\)$/, '$1').trim()).filter(Boolean);
}

/** Splits at separators that are not inside parentheses (so points like (2, 5) stay whole). */
export function splitOutsideParens(text: string, separator: RegExp): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    if (c === '(') depth += 1;
    else if (c === ')') depth = Math.max(0, depth - 1);
    else if (depth === 0 && separator.test(c)) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

/** A relation "lhs op rhs" split into its sides, or null. */
export function relationOf(chunk: string): { left: string; op: string; right: string } | null {
  const m = /^(.*?)(<=|>=|=<|=>|<|>|=)(.*)$/.exec(chunk);
  if (!m || /[<>=]/.test(m[3]!)) return null;
  const op = m[2] === '=<' ? '<=' : m[2] === '=>' ? '>=' : m[2]!;
  return { left: m[1]!.trim(), op, right: m[3]!.trim() };
}
