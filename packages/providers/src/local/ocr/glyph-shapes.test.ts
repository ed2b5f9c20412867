import { describe, expect, it } from 'vitest';
import type { Bbox, Page, Word } from 'tesseract.js';
import {
  dropInklessSymbols,
  letteredNumbers,
  repairDotReadAsMinus,
  repairShortDigits,
  repairSingleStrokeEquals,
  setLetteredNumber,
} from './glyph-shapes';

type Glyph = [text: string, x0: number, y0: number, x1: number, y1: number];

/** A page of one line; each word is a list of characters with their boxes. */
function page(...words: Glyph[][]): Page {
  const built = words.map((glyphs) => {
    const symbols = glyphs.map(([text, x0, y0, x1, y1]) => ({ text, bbox: { x0, y0, x1, y1 } }));
    return {
      text: glyphs.map((g) => g[0]).join(''),
      symbols,
      bbox: { ...symbols[0]!.bbox, x1: symbols.at(-1)!.bbox.x1 },
      confidence: 80,
    } as unknown as Word;
  });
  return { blocks: [{ paragraphs: [{ lines: [{ words: built }] }] }] } as unknown as Page;
}

const texts = (p: Page) =>
  p.blocks!.flatMap((b) => b.paragraphs.flatMap((q) => q.lines.flatMap((l) => l.words.map((w) => w.text))));

// Boxes measured on "solve 6x − 4 = 2x + 20" in KaTeX Math Italic at 2×: digits 43 px tall, the x 27 px.
const TWO: Glyph = ['2', 469, 102, 493, 146];
const X_READ_2: Glyph = ['2', 498, 120, 527, 147];

describe('a short glyph read as a digit', () => {
  it('is the variable after a number: "2x" read "22" and "12x" read "122"', () => {
    const p = page([TWO, X_READ_2], [['1', 440, 102, 460, 146], TWO, X_READ_2]);
    expect(repairShortDigits(p)).toBe(2);
    expect(texts(p)).toEqual(['2x', '12x']);
  });

  it('is the letter the page writes after numbers elsewhere', () => {
    const p = page(
      [
        ['6', 200, 100, 225, 144],
        ['y', 230, 115, 258, 155],
      ],
      [TWO, X_READ_2],
    );
    repairShortDigits(p);
    expect(texts(p)).toEqual(['6y', '2y']);
  });

  it('leaves digits of one height alone, and a raised exponent (off the baseline)', () => {
    const p = page([TWO, ['2', 498, 102, 522, 146]], [TWO, ['2', 498, 88, 512, 110]]);
    expect(repairShortDigits(p)).toBe(0);
    expect(texts(p)).toEqual(['22', '22']);
  });
});

describe('"=" over one stroke', () => {
  it('is a minus; over two bars it stays "="', () => {
    const p = page(
      [
        ['=', 686, 97, 709, 102],
        ['2', 714, 80, 736, 115],
      ],
      [['=', 644, 92, 668, 109]],
    );
    const stacked = (box: Bbox) => box.y1 - box.y0 > 10;
    expect(repairSingleStrokeEquals(p, stacked)).toBe(1);
    expect(texts(p)).toEqual(['-2', '=']);
  });
});

describe('a dash whose ink is as wide as tall', () => {
  it('is the multiplication dot; a bar stays a minus', () => {
    const p = page([['-', 403, 118, 410, 126]], [['—', 300, 61, 314, 116]]);
    const ink = (box: Bbox): Bbox | undefined =>
      box.x0 === 403 ? { x0: 403, y0: 118, x1: 409, y1: 125 } : { x0: 293, y0: 93, x1: 314, y1: 95 };
    expect(repairDotReadAsMinus(p, ink)).toBe(1);
    expect(texts(p)).toEqual(['·', '—']);
  });
});

describe('a character with no ink under it', () => {
  it('is taken out of its word; a word is never emptied', () => {
    const p = page(
      [
        ['x', 83, 216, 114, 245],
        ['r', 114, 194, 126, 264],
      ],
      [['=', 294, 198, 313, 255]],
    );
    const inkIn = (box: Bbox) => (box.x0 === 83 ? 400 : 0);
    expect(dropInklessSymbols(p, inkIn)).toBe(1);
    expect(texts(p)).toEqual(['x', '=']);
  });
});

describe('a number read as a letter before the leaning x', () => {
  it('is found where a tall letter is followed by a short x lookalike, and set to the digit read again', () => {
    // "solve 3x" read "solvedz" (boxes from KaTeX Math Italic at 2×)
    const p = page([
      ['e', 177, 112, 201, 139],
      ['d', 219, 97, 245, 141],
      ['z', 249, 113, 279, 140],
    ]);
    const found = letteredNumbers(p);
    expect(found.map((f) => f.index)).toEqual([1]);
    setLetteredNumber(found[0]!.word, 1, '3');
    expect(texts(p)).toEqual(['e3x']);
  });

  it('leaves words alone whose letters are of one height, or not followed by an x lookalike', () => {
    const p = page(
      [
        ['b', 100, 97, 125, 141],
        ['o', 128, 113, 150, 141],
        ['x', 153, 113, 178, 141],
      ],
      [
        ['d', 219, 97, 245, 141],
        ['a', 249, 113, 279, 140],
      ],
    );
    expect(letteredNumbers(p)).toEqual([]);
  });
});
