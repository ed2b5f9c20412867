/**
 * Math-aware clean-up of text read from a picture of a printed problem. OCR reads words well and mathematics
 * badly: × comes back as "x", a raised ² as "2", "?" or "*", the minus sign as a dash, the italic variable x as
 * "z", and 0/1/5 inside numbers as O/l/S. Each rule below repairs one such confusion and only where the
 * surroundings make it mathematics, so ordinary words are kept as read. The result is the typed form the
 * solver reads: x^2, 3^(x+1), a/b, *, -, <=, >=.
 */

import { chooseOcrReading } from './choose';

const SUPERSCRIPT_DIGITS: Record<string, string> = {
  '⁰': '0',
  '¹': '1',
  '²': '2',
  '³': '3',
  '⁴': '4',
  '⁵': '5',
  '⁶': '6',
  '⁷': '7',
  '⁸': '8',
  '⁹': '9',
  '⁺': '+',
  '⁻': '-',
  '⁽': '(',
  '⁾': ')',
  ⁿ: 'n',
  ˣ: 'x',
};
const SUPERSCRIPTS = new RegExp(`[${Object.keys(SUPERSCRIPT_DIGITS).join('')}]+`, 'g');

/** What a small raised digit is misread as, by shape: the exponent the solver should see. */
const EXPONENT_LOOKALIKES: Record<string, string> = {
  '?': '2',
  '*': '2',
  z: '2',
  Z: '2',
  '>': '3',
  l: '1',
  I: '1',
  '|': '1',
  '!': '1',
  o: '0',
  O: '0',
  s: '5',
  S: '5',
};

/** One character of mathematics around a variable: a digit, bracket or operator. */
const MATH = String.raw`[\d()=+\-*/^<>|]`;

/**
 * The clean typed problem of a picture's reading. With `alternatives` (other readings of the same picture, see
 * OcrResult.alternatives) each is cleaned and the most plausible is returned (choose.ts).
 */
export function cleanOcrText(raw: string, alternatives: readonly string[] = []): string {
  if (alternatives.length) return chooseOcrReading([raw, ...alternatives].map((r) => cleanOcrText(r)));
  let text = raw.normalize('NFC');
  text = symbols(text);
  text = numbers(text);
  text = exponents(text);
  text = variables(text);
  text = multiplication(text);
  return spacing(text);
}

/** Unicode signs to their typed form; superscript characters to ^ exponents. */
function symbols(text: string): string {
  return text
    .replace(SUPERSCRIPTS, (run) => {
      const digits = [...run].map((c) => SUPERSCRIPT_DIGITS[c]).join('');
      return digits.length > 1 ? `^(${digits})` : `^${digits}`;
    })
    .replace(/[−–—‒―]/g, '-')
    .replace(/-(?:\s?-)+/g, '-') // one minus sign read as two dashes
    .replace(/[×·∙⋅✕]/g, '*')
    .replace(/[÷∕⁄]/g, '/')
    .replace(/≤/g, '<=')
    .replace(/≥/g, '>=')
    .replace(/≠/g, '!=')
    .replace(/[‘’`´]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[ \t]*_+[ \t]*/g, ' ') // a fraction bar or underline read as underscores
    .replace(/[~¬]/g, '')
    .replace(/\[(?=[^\]\n]*\|)(?![^\n]*\])/g, '|') // "|x - 3|" read "[x - 3|": a "[" not closed, a "|" after
    .replace(/(?<=\d)\s*[xX]\s*(?=10\^)/g, ' * '); // scientific notation: "4x10^5" is 4 × 10⁵
}

/**
 * Exponents: a raised character the engine marked (^?) or a variable or ")" followed straight by a digit, "?"
 * or "*" before an operator: "x2 + 1", "x? = 49", "(x+2)? = 25" are powers; "What is x?" at a sentence end is not.
 */
function exponents(text: string): string {
  return (
    text
      .replace(/(?<=[\w)])\s+\^/g, '^')
      // ^? ^* ^z … : the engine saw something raised; read it as the digit it looks like.
      .replace(/\^([?*zZ>lI|!oOsS])(?![\w(])/g, (_m, c: string) => `^${EXPONENT_LOOKALIKES[c]}`)
      .replace(/\^\(([^)]*)\)/g, (_m, inner: string) => (inner.length === 1 ? `^${inner}` : `^(${inner})`))
      // a single-letter variable (not inside a word) directly followed by a digit: x2 → x^2
      .replace(/(?<![A-Za-z])([a-z])(\d)(?![\d.]*[A-Za-z])/g, '$1^$2')
      // x? or )? or x* followed by an operator or a closing bracket: a misread ²
      .replace(/(?<![A-Za-z])([a-z)])[?*'](?=\s*[=+\-<>)])/g, '$1^2')
      // x> followed by a spaced "=" or "+": a misread ³ ("x>=" or "x > 3" are comparisons and are kept)
      .replace(/(?<![A-Za-z])([a-z)])>(?=\s+[=+])/g, '$1^3')
  );
}

/** O, o, l, I, |, S inside numbers are 0, 1, 5: "1O5" → "105", "l5" → "15", "2S0" → "250". */
function numbers(text: string): string {
  return text
    .replace(/(?<=\d)[Oo](?=[\d.,%]|\s|$)/g, '0')
    .replace(/(?<=\d)[Oo](?=[Oo]*\d)/g, '0')
    .replace(/(?<=\d)[lI|](?=\d)/g, '1')
    .replace(/(?<=\d)[lI](?=\s*[)=+\-*/^<>]|$)/gm, '1') // "8l/9": an l ending a number
    .replace(/(?<=^|[\s(=+\-*/$])[lI|](?=\d)/gm, '1')
    .replace(/(?<=\d)S(?=\d)/g, '5')
    .replace(/(?<=[\s$(])S(?=\d)/g, '5')
    .replace(/(?<=\d)[Oo]\b/g, '0');
}

/**
 * Variables: the italic x of a textbook is read as "z" or "X"; a lone z or X in mathematics is x (the SAT's
 * problems use x, y and other letters, not z). "9(x)" at the start of a definition is g(x).
 */
function variables(text: string): string {
  const mathAfter = String.raw`(?=\s*${MATH}|\s*$|\s*[,.:?])`;
  const mathBefore = String.raw`(?<=${MATH}\s*)`;
  // The curly italic x is also read as two letters: "xz", "xX", "Zz", "xT", "Tr", "rx", "xx".
  const doubled = String.raw`(?<![A-Za-z])(?:x[zXTrx]|[zZ][xXzZT]|X[xzT]|T[rx]|r[Txz])(?![A-Za-z])`;
  return (
    text
      .replace(new RegExp(doubled + mathAfter, 'gm'), 'x')
      .replace(new RegExp(mathBefore + doubled, 'g'), 'x')
      .replace(new RegExp(String.raw`(?<![A-Za-z])[zX](?![A-Za-z])(?=\s*${MATH}|\s*$|\s*[,.:?])`, 'gm'), 'x')
      .replace(new RegExp(String.raw`(?<=${MATH}\s*)[zX](?![A-Za-z])`, 'g'), 'x')
      .replace(/(?<=\b(?:of|is|for|if|[Ff]ind|when|[Ss]olve)\s+)[zX](?![A-Za-z])/g, 'x')
      // the variable or number glued to the command before it: "solvez^2 + …", "factorx^2", "solve3^x"
      .replace(/\b(solve|find|factor|expand|simplify|evaluate)[zxX](?=\s*[\^=+\-<>(])/gi, '$1 x')
      .replace(/\b(solve|factor|expand|simplify|evaluate)(?=\d)/gi, '$1 ')
      // one variable read twice, capital and small ("Yy=2x^2"): the small one
      .replace(/(?<![A-Za-z])([A-Z])([a-z])(?=\s*[=+\-<>])/g, (m, big: string, small: string) =>
        big.toLowerCase() === small ? small : m,
      )
      // a capital T opening the mathematics before an operator: the leaning x ("T+2y=12", "T/5 - 2")
      .replace(/(?<![\w.])T(?=\s*[+\-/=^])/g, 'x')
      .replace(/(?<![\w.])9\(([a-z])\)/g, 'g($1)')
      .replace(/(?<![A-Za-z])([fgh])[lI|]([a-z])\)/g, '$1($2)')
      .replace(/(?<![\w.])9\((?=[^)]*\))/g, (m, _at: number, all: string) => (/\bg\(/.test(all) ? 'g(' : m))
      // in a definition "g(x) = …" the only variable is x: a lone r or z on its right side is x read leaning
      .replace(
        /(?<![A-Za-z])[a-z]\(x\)\s*=([^,;\n]*)/g,
        (m, body: string) =>
          m.slice(0, m.length - body.length) + body.replace(/(?<![A-Za-z])(?:r[zx]?|z)(?![A-Za-z])/g, 'x'),
      )
  );
}

/** A spaced "x" between numbers is the times sign: "12 x 4" → "12 * 4", "3 x 10^4" → "3 * 10^4". */
function multiplication(text: string): string {
  return text.replace(/(?<=[\d)])\s+[xX]\s+(?=[\d(])/g, ' * ');
}

/**
 * Single spaces, trimmed lines, no empty lines or lines of stray marks; a full stop the picture lost before a
 * new sentence's question word ("… + 4 What is …") is put back.
 */
function spacing(text: string): string {
  return text
    .replace(/(?<=[\w)])[ \t]+(?=(?:What|How|Find|Evaluate|Which|Give|Solve|Simplify)\b)/g, '. ')
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .filter((line) => /[\p{L}\p{N}]/u.test(line))
    .join('\n');
}
