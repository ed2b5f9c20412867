import type { Bbox, Page, Word } from 'tesseract.js';
import { pageWords as words } from './upright';

/*
 * Characters whose reading the ink they stand on contradicts: checked against the shape of that ink, after
 * the page is read (read-page.ts).
 */

/**
 * A digit cannot be a short glyph. Digits stand as tall as capitals, while a lowercase variable such as the
 * textbook's italic x is only x-height tall; leaning, that x is read as a digit ("2x" read "22", "12x" read
 * "122"). Where a character read as a digit follows a digit in the same word, shares its baseline and is
 * clearly shorter, it is the variable: the one this page writes after numbers elsewhere ("6x"), else x.
 * Changes the page in place; returns how many characters it changed.
 */
export function repairShortDigits(page: Page): number {
  const all = words(page);
  const variable = pageVariable(all);
  return replaceSymbols(all, (symbol, before) =>
    before &&
    DIGIT.test(symbol.text) &&
    DIGIT.test(before.text) &&
    shorterOnBaseline(symbol.bbox, before.bbox)
      ? variable
      : undefined,
  );
}

const DIGIT = /^\d$/;

/**
 * A number before the leaning x can be read as a letter along with it ("3x" read "dz", "5x" read "br"): a tall
 * character read as a letter, followed in its word by a short one read as one of the x's lookalikes. Each is
 * a place to read the tall character again on its own, as a digit (read-page.ts); a real letter is not read
 * as a digit with confidence there ("d" alone: nothing).
 */
export function letteredNumbers(page: Page): { word: Word; index: number }[] {
  const found: { word: Word; index: number }[] = [];
  for (const word of words(page)) {
    for (let i = 0; i + 1 < word.symbols.length; i++) {
      const symbol = word.symbols[i]!;
      const next = word.symbols[i + 1]!;
      if (!/^[A-Za-z]$/.test(symbol.text) || !X_LOOKALIKES.has(next.text)) continue;
      if (shorterOnBaseline(next.bbox, symbol.bbox)) found.push({ word, index: i });
    }
  }
  return found;
}

const X_LOOKALIKES = new Set(['x', 'z', 'r', 'c', 'X', 'Z', 'T']);

/** The number read again at `index` of `word`, and the x after it (see letteredNumbers). */
export function setLetteredNumber(word: Word, index: number, digit: string, variable = 'x'): void {
  word.symbols[index]!.text = digit;
  word.symbols[index + 1]!.text = variable;
  respell(word);
}

/**
 * `short` against the digit `tall` before it: bottoms on one line (within a fifth of the digit's height), and
 * the top well below the digit's top, so at most SHORT_SHARE of its height. Measured on KaTeX and Liberation
 * fonts: an x is 0.6 to 0.65 of a digit; a raised exponent does not share the baseline.
 */
export function shorterOnBaseline(short: Bbox, tall: Bbox): boolean {
  const tallHeight = tall.y1 - tall.y0 + 1;
  const shortHeight = short.y1 - short.y0 + 1;
  if (tallHeight < 8) return false;
  if (Math.abs(short.y1 - tall.y1) > tallHeight / 5) return false;
  return shortHeight <= SHORT_SHARE * tallHeight && short.y0 - tall.y0 >= tallHeight / 4;
}

const SHORT_SHARE = 0.78;

/** The single letter the page writes right after a number most often ("6x", "3y"), x if none. */
function pageVariable(all: Word[]): string {
  const counts = new Map<string, number>();
  for (const word of all) {
    for (const match of word.text.matchAll(/\d([a-z])(?![a-z])/g)) {
      const letter = match[1]!;
      counts.set(letter, (counts.get(letter) ?? 0) + 1);
    }
  }
  let best = 'x';
  let most = 0;
  for (const [letter, n] of counts) {
    // A lone z or r after a number is the leaning x misread (upright.ts), not a variable of its own.
    if (letter === 'z' || letter === 'r') continue;
    if (n > most) [best, most] = [letter, n];
  }
  return best;
}

/**
 * An "=" is two bars, one above the other. A character read "=" over a single flat stroke is a minus
 * ("y = −2x" read "y = =2x"). `stacked(box)` says whether the ink in a box is two strokes one above the other.
 */
export function repairSingleStrokeEquals(page: Page, stacked: (box: Bbox) => boolean): number {
  return replaceSymbols(words(page), ({ text, bbox }) => {
    const flat = bbox.y1 - bbox.y0 + 1 <= (bbox.x1 - bbox.x0 + 1) / 2;
    return text === '=' && flat && !stacked(bbox) ? '-' : undefined;
  });
}

/**
 * A dash whose ink is as wide as it is tall is the raised dot of multiplication ("x^3 · x^4" read
 * "x^3 - x^4"): a minus or hyphen is a bar at least twice as wide as it is thick. `inkBox(box)` is the ink
 * standing in a character's box, as whole blobs (the reader's boxes are loose on a poor reading).
 */
export function repairDotReadAsMinus(page: Page, inkBox: (box: Bbox) => Bbox | undefined): number {
  return replaceSymbols(words(page), ({ text, bbox }) => {
    if (!DASHES.has(text)) return undefined;
    const ink = inkBox(bbox);
    return ink && ink.x1 - ink.x0 + 1 < DOT_WIDTH_SHARE * (ink.y1 - ink.y0 + 1) ? '·' : undefined;
  });
}

const DASHES = new Set(['-', '—', '–', '−']);
const DOT_WIDTH_SHARE = 1.6;

/**
 * Characters the reader put where there is no ink (it sometimes adds one between two lines or words, "x" read
 * "xr", "y=6" read "y==6"): a character whose box holds almost no ink is taken out. `inkIn(box)` counts ink
 * pixels.
 */
export function dropInklessSymbols(page: Page, inkIn: (box: Bbox) => number): number {
  let changed = 0;
  for (const word of words(page)) {
    const kept = word.symbols.filter((symbol) => {
      const { x0, x1, y0, y1 } = symbol.bbox;
      const area = (x1 - x0 + 1) * (y1 - y0 + 1);
      return inkIn(symbol.bbox) >= Math.max(3, INK_SHARE * area);
    });
    if (kept.length === word.symbols.length || kept.length === 0) continue;
    changed += word.symbols.length - kept.length;
    word.symbols = kept;
    respell(word);
  }
  return changed;
}

const INK_SHARE = 0.02;

/**
 * Each character given a new reading where `replacement` returns one (it sees the character before, as already
 * replaced); words are respelt. Returns how many characters changed.
 */
function replaceSymbols(
  all: Word[],
  replacement: (symbol: ReadSymbol, before: ReadSymbol | undefined) => string | undefined,
): number {
  let changed = 0;
  for (const word of all) {
    let touched = false;
    word.symbols.forEach((symbol, i) => {
      const text = replacement(symbol, word.symbols[i - 1]);
      if (text === undefined) return;
      symbol.text = text;
      touched = true;
      changed++;
    });
    if (touched) respell(word);
  }
  return changed;
}

type ReadSymbol = Word['symbols'][number];

/** The word's text again from its characters, after some were changed. */
const respell = (word: Word) => {
  word.text = word.symbols.map((s) => s.text).join('');
};
