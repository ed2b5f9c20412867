import type { Bbox, Line, Page, Word } from 'tesseract.js';

/**
 * Text read separately (a stacked fraction, a skipped exponent) and the box it stood in: whatever the page read
 * inside the box (the stand-in mark of a fraction) is replaced by it; if nothing was read there, it is put among
 * the nearest line's words by x.
 */
export interface PlacedText {
  box: Bbox;
  text: string;
  /** an exponent: written inside the word it follows, right after the character before it ("x^2") */
  inline?: boolean;
}

/**
 * The page's text, one line per printed line, with raised characters written as exponents: tesseract reads
 * the small raised "2" of x² as "2", "?" or "*" on the line; its boxes still show it sits high, so it is
 * written "x^2" (a raised group of several characters "^(…)"). Only digits, small letters and the marks a
 * small digit is misread as can be exponents.
 */
export function readText(page: Page, placed: PlacedText[] = []): string {
  const lines = (page.blocks ?? []).flatMap((b) => b.paragraphs.flatMap((p) => p.lines));
  if (!lines.length) return [page.text.trim(), ...placed.map((p) => p.text)].filter(Boolean).join('\n');
  const used = new Set<PlacedText>();
  const nearestLine = (item: PlacedText) => {
    const y = (item.box.y0 + item.box.y1) / 2;
    const distance = (l: Line) =>
      y >= l.bbox.y0 && y <= l.bbox.y1 ? 0 : Math.abs(y - (l.bbox.y0 + l.bbox.y1) / 2);
    let best = 0;
    for (let i = 1; i < lines.length; i++) if (distance(lines[i]!) < distance(lines[best]!)) best = i;
    return best;
  };
  // An exponent goes into the word that starts before it and ends close to it (its base); else it stands alone.
  const inside = new Map<Word, PlacedText[]>();
  for (const item of placed.filter((p) => p.inline)) {
    const line = lines[nearestLine(item)]!;
    const reach = 0.6 * (line.bbox.y1 - line.bbox.y0);
    const word = line.words.filter((w) => w.bbox.x0 < item.box.x0).at(-1);
    if (!word || item.box.x0 - word.bbox.x1 > reach) continue;
    inside.set(
      word,
      [...(inside.get(word) ?? []), item].sort((a, b) => a.box.x0 - b.box.x0),
    );
    used.add(item);
  }
  const lineWords = lines.map((line) =>
    wordTexts(
      line,
      placed.filter((p) => !p.inline),
      used,
      inside,
    ),
  );
  for (const item of placed.filter((p) => !used.has(p))) {
    const words = lineWords[nearestLine(item)]!;
    const at = words.findIndex((w) => w.x > item.box.x0);
    words.splice(at < 0 ? words.length : at, 0, { x: item.box.x0, text: item.text });
  }
  return lineWords
    .map((words) => words.map((w) => w.text).join(' '))
    .filter((line) => line.trim())
    .join('\n');
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/** What an exponent can be read as: digits, small letters, and the marks a small raised digit is misread as. */
const EXPONENT_LIKE = /^[0-9a-z?*!>%]$/;
/** An exponent is at most this share of the height of the line's digits and tall letters. */
const SMALLER = 0.82;
/** Raised by at least this share of the line's character height at the bottom … */
const RAISED_BOTTOM = 0.3;
/** … and reaching above the line's usual top by this share: a minus sign or "=" is high-bottomed but not tall. */
const RAISED_TOP = 0.12;

/** What the times sign × is read as. */
const TIMES_LIKE = /^[xX%*×]$/;
/** A times sign's bottom is at least this share of the character height above the line's usual bottom. */
const LIFTED = 0.12;

function wordTexts(
  line: Line,
  placed: PlacedText[],
  used: Set<PlacedText>,
  inside: Map<Word, PlacedText[]>,
): { x: number; text: string }[] {
  const standIn = (box: Bbox) => {
    const cx = (box.x0 + box.x1) / 2;
    const cy = (box.y0 + box.y1) / 2;
    // With a margin: the stand-in's box as read may reach past the fraction's.
    return placed.find((p) => {
      const m = (p.box.y1 - p.box.y0) / 4;
      return cx >= p.box.x0 - m && cx <= p.box.x1 + m && cy >= p.box.y0 - m && cy <= p.box.y1 + m;
    });
  };
  const symbols = line.words.flatMap((w) => w.symbols).filter((s) => /^[\p{L}\p{N}]$/u.test(s.text));
  if (symbols.length < 2 && !placed.length && !line.words.some((w) => inside.has(w)))
    return line.words.map((w) => ({ x: w.bbox.x0, text: w.text }));
  const height = median(symbols.map((s) => s.bbox.y1 - s.bbox.y0));

  const baselineAt = baselineOf(line);
  // Heights above the (slanted) baseline, so a turned picture does not make the start of a line look raised.
  const above = (box: Bbox, y: number) => baselineAt((box.x0 + box.x1) / 2) - y;
  const usualTop = median(symbols.map((s) => above(s.bbox, s.bbox.y0)));
  // Digits and tall letters: an exponent is drawn smaller than they are (a full-size "4" or "h" is not one).
  const tall = [...symbols.map((s) => s.bbox.y1 - s.bbox.y0)].sort((a, b) => a - b)[
    Math.floor(symbols.length * 0.75)
  ]!;
  const raised = (box: Bbox, text: string, hasBase: boolean) =>
    hasBase &&
    EXPONENT_LIKE.test(text) &&
    box.y1 - box.y0 < SMALLER * tall &&
    above(box, box.y1) > RAISED_BOTTOM * height &&
    above(box, box.y0) > usualTop + RAISED_TOP * height;

  // The times sign: read as "x", "X", "%" or "*", but standing off the line's bottom (centred on the middle of
  // the line, not raised like an exponent); a letter x sits on the line.
  const usualBottom = median(symbols.map((s) => above(s.bbox, s.bbox.y1)));
  const timesSign = (box: Bbox, text: string, before: string, after: string) =>
    TIMES_LIKE.test(text) &&
    // on its own or before a number or bracket ("4 × 2", "4 ×2", "4×2", "2×(6"); never ending a word after a
    // number ("4x": the variable, an italic x standing as high as a times sign)
    /^[\d)\]]?$/.test(before) &&
    (after ? /^[\d([]$/.test(after) : !before) &&
    above(box, box.y1) - usualBottom > LIFTED * height &&
    above(box, box.y0) < usualTop &&
    box.y1 - box.y0 < SMALLER * tall;

  return line.words
    .map((word) => {
      let out = '';
      let run = '';
      const flush = () => {
        if (run) out += run.length > 1 ? `^(${run})` : `^${run}`;
        run = '';
      };
      const exponents = [...(inside.get(word) ?? [])];
      for (const [i, symbol] of word.symbols.entries()) {
        while (exponents.length && exponents[0]!.box.x0 < (symbol.bbox.x0 + symbol.bbox.x1) / 2) {
          const { text } = exponents.shift()!;
          // A decimal point only between two digits as read, and not where one was read already.
          if (text === '.') {
            const before = word.symbols[i - 1]?.text ?? '';
            if (!/^\d$/.test(before) || !/^\d$/.test(symbol.text) || run) continue;
          }
          flush();
          out += text;
        }
        const item = standIn(symbol.bbox);
        if (item) {
          flush();
          if (!used.has(item)) out += item.text;
          used.add(item);
        } else if (
          timesSign(
            symbol.bbox,
            symbol.text,
            word.symbols[i - 1]?.text ?? '',
            word.symbols[i + 1]?.text ?? '',
          )
        ) {
          flush();
          out += '×';
        } else if (raised(symbol.bbox, symbol.text, i > 0)) {
          run += symbol.text;
        } else {
          flush();
          out += symbol.text;
        }
      }
      flush();
      for (const exponent of exponents) if (exponent.text !== '.') out += exponent.text;
      return { x: word.bbox.x0, text: out || word.text };
    })
    .filter((w) => w.text.trim());
}

/** y of the line's baseline at x (tesseract gives it as a straight line, slanted when the picture is). */
function baselineOf(line: Line): (x: number) => number {
  const { x0, y0, x1, y1 } = line.baseline;
  const slope = x1 === x0 ? 0 : (y1 - y0) / (x1 - x0);
  return (x) => y0 + slope * (x - x0);
}
