import type { Bbox, Page, Word } from 'tesseract.js';

/**
 * The italic lean undone: each row is moved right by SLANT × its row number (x' = x + SLANT·y), so a letter
 * that leans right (the textbook's italic x, read as "z", "T" or "r" when leaning) stands upright.
 * The picture grows by SLANT × height to the right; the ground is white.
 */
export const SLANT = 0.2;

export function shearGrey(
  grey: Uint8Array,
  width: number,
  height: number,
): { grey: Uint8Array; width: number } {
  const extra = Math.ceil(SLANT * height);
  const out = new Uint8Array((width + extra) * height).fill(255);
  for (let y = 0; y < height; y++) {
    const shift = Math.round(SLANT * y);
    out.set(grey.subarray(y * width, (y + 1) * width), y * (width + extra) + shift);
  }
  return { grey: out, width: width + extra };
}

/** A box of the sheared picture moved back to where it stands in the picture as given. */
function back(box: Bbox): Bbox {
  const shift = Math.round(SLANT * ((box.y0 + box.y1) / 2));
  return { x0: box.x0 - shift, x1: box.x1 - shift, y0: box.y0, y1: box.y1 };
}

/**
 * What the leaning reading gets wrong that the upright one reads right: the italic x (read as z, T, r, c, X,
 * and as 2 after a number: "3x" read "32") and "=" (its two strokes, skewed, read as a dash). Only these are
 * taken from the upright reading; a real 2 is read 2 upright too.
 */
const FIXES = new Map(
  Object.entries({ z: 'x', Z: 'x', T: 'x', r: 'x', c: 'x', X: 'x', '2': 'x', '—': '=', '-': '=' }),
);

/**
 * Words where a FIXES misreading can be mathematics: of one or two characters, or with a digit, bracket or
 * sign in them (a trailing full stop, comma or colon aside). "for", "Tom" and "correct" are left alone.
 */
const mathLike = (word: Word) => {
  const bare = word.text.replace(/[.,:;?!]+$/, '');
  return bare.length <= 2 || /[^A-Za-z]/.test(bare);
};

/** The words of the first reading an upright reading could repair; none: the second reading is skipped. */
export function doubtfulWords(page: Page): Word[] {
  return pageWords(page).filter((w) => mathLike(w) && w.symbols.some((s) => FIXES.has(s.text)));
}

/** Every word of a page, line by line. */
export const pageWords = (page: Page): Word[] =>
  (page.blocks ?? []).flatMap((b) => b.paragraphs.flatMap((p) => p.lines.flatMap((l) => l.words)));

/**
 * Keeps the first reading, but where a character is one of FIXES' misreadings and the upright reading read the
 * same ink (the boxes cover most of each other) as the character FIXES names, that character is taken. Upright
 * letters read sheared lose their shape, so only these confusions are repaired this way.
 */
export function mergeUpright(
  first: Page,
  upright: Page,
  /** whether the ink in a box is two strokes one above the other (an "="); a dash with one stroke is a minus */
  twoStrokes: (box: Bbox) => boolean = () => true,
): void {
  const uprightSymbols = (upright.blocks ?? [])
    .flatMap((b) => b.paragraphs.flatMap((p) => p.lines.flatMap((l) => l.words.flatMap((w) => w.symbols))))
    .map((s) => ({ text: s.text, box: back(s.bbox) }));
  for (const word of doubtfulWords(first)) {
    let changed = false;
    for (const symbol of word.symbols) {
      const wanted = FIXES.get(symbol.text);
      if (wanted === undefined) continue;
      if (wanted === '=' && !twoStrokes(symbol.bbox)) continue;
      const match = uprightSymbols.find((u) => u.text === wanted && sameInk(u.box, symbol.bbox));
      if (!match) continue;
      symbol.text = wanted;
      changed = true;
    }
    if (changed) word.text = word.symbols.map((s) => s.text).join('');
  }
}

/** Two boxes of one word: each covers most of the other. */
function sameInk(a: Bbox, b: Bbox): boolean {
  const w = Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
  const h = Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0);
  if (w <= 0 || h <= 0) return false;
  const area = (box: Bbox) => (box.x1 - box.x0) * (box.y1 - box.y0);
  return (w * h) / area(a) > 0.6 && (w * h) / area(b) > 0.6;
}
