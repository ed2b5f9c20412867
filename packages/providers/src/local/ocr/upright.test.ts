import { describe, expect, it } from 'vitest';
import type { Bbox, Page, Word } from 'tesseract.js';
import { doubtfulWords, mergeUpright, shearGrey, SLANT } from './upright';

/** A page of one line of words, each word's characters side by side in 10-pixel cells on the row y0..y0+20. */
function page(line: string, y0 = 100, shift = 0): Page {
  let x = 0;
  const words = line.split(' ').map((text) => {
    const symbols = [...text].map((ch) => {
      const bbox: Bbox = { x0: x + shift, x1: x + shift + 9, y0, y1: y0 + 20 };
      x += 10;
      return { text: ch, bbox } as Word['symbols'][number];
    });
    x += 10;
    const bbox = { ...symbols[0]!.bbox, x1: symbols.at(-1)!.bbox.x1 };
    return { text, symbols, bbox, confidence: 80 } as Word;
  });
  return { blocks: [{ paragraphs: [{ lines: [{ words }] }] }] } as unknown as Page;
}

const text = (p: Page) =>
  p.blocks!.flatMap((b) => b.paragraphs.flatMap((q) => q.lines.flatMap((l) => l.words.map((w) => w.text))));

describe('upright reading', () => {
  it('moves each row right by SLANT × its row and widens the picture', () => {
    const grey = new Uint8Array(3 * 10).fill(0);
    const sheared = shearGrey(grey, 3, 10);
    expect(sheared.width).toBe(3 + Math.ceil(SLANT * 10));
    const row = 9;
    const shift = Math.round(SLANT * row);
    const at = (x: number) => sheared.grey[row * sheared.width + x];
    expect(at(shift - 1)).toBe(255);
    expect([at(shift), at(shift + 2)]).toEqual([0, 0]);
  });

  it('takes x and = from the upright reading only where the first read a lookalike on the same ink', () => {
    const first = page('find z: 5 — 2 = c');
    // the sheared picture's boxes sit SLANT × their middle row further right
    const upright = page('find x: 5 = 2 = x', 100, Math.round(SLANT * 110));
    mergeUpright(first, upright);
    expect(text(first)).toEqual(['find', 'x:', '5', '=', '2', '=', 'x']);
  });

  it('leaves words alone that are not mathematics, and lookalikes the upright reading did not read as x', () => {
    const first = page('Tom r z');
    const upright = page('xom r 2', 100, Math.round(SLANT * 110));
    mergeUpright(first, upright);
    expect(text(first)).toEqual(['Tom', 'r', 'z']);
    expect(doubtfulWords(page('Tom for correct'))).toEqual([]);
  });
});

describe('a dash read upright as "="', () => {
  it('becomes "=" only where its ink is two strokes, one above the other', () => {
    const upright = () => page('y = =2x', 100, Math.round(SLANT * 110));
    const minus = page('y = -2x');
    mergeUpright(minus, upright(), () => false);
    expect(text(minus)).toEqual(['y', '=', '-2x']);
    const skewed = page('y = -2x');
    mergeUpright(skewed, upright(), () => true);
    expect(text(skewed)).toEqual(['y', '=', '=2x']);
  });
});
