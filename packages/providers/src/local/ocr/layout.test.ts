import { describe, expect, it } from 'vitest';
import type { Bbox, Page, Word } from 'tesseract.js';
import { readText } from './layout';

/** A glyph: its text, and its box's top and bottom (the line's baseline is at y = 100). */
type Glyph = [text: string, top: number, bottom: number];

/** A page of one line; each word is a list of glyphs side by side in 20-pixel cells. */
function line(...words: Glyph[][]): Page {
  let x = 0;
  const built = words.map((glyphs) => {
    const symbols = glyphs.map(([text, y0, y1]) => {
      const bbox: Bbox = { x0: x, x1: x + 15, y0, y1 };
      x += 20;
      return { text, bbox } as Word['symbols'][number];
    });
    x += 20;
    const bbox = { x0: symbols[0]!.bbox.x0, x1: symbols.at(-1)!.bbox.x1, y0: 60, y1: 100 };
    return { text: glyphs.map((g) => g[0]).join(''), symbols, bbox } as Word;
  });
  const baseline = { x0: 0, y0: 100, x1: x, y1: 100 };
  const bbox = { x0: 0, y0: 60, x1: x, y1: 100 };
  return {
    text: '',
    blocks: [{ paragraphs: [{ lines: [{ words: built, baseline, bbox }] }] }],
  } as unknown as Page;
}

const digit = (d: string): Glyph => [d, 60, 100];

describe('readText', () => {
  it('reads an x standing off the line between numbers as the times sign', () => {
    const times: Glyph = ['x', 72, 93]; // centred on the line's middle, its bottom 7 px above the baseline
    expect(readText(line([digit('4')], [times], [digit('2')]))).toBe('4 × 2');
    expect(readText(line([digit('7'), times, digit('8')]))).toBe('7×8');
  });

  it('keeps an x on the baseline, and an x ending a number, a letter', () => {
    expect(readText(line([digit('4'), ['x', 75, 100]], [digit('9')]))).toBe('4x 9');
    expect(readText(line([digit('4'), ['x', 72, 93]], [digit('9')]))).toBe('4x 9');
  });

  it('writes a small raised character after its base as an exponent', () => {
    expect(
      readText(
        line(
          [
            ['x', 75, 100],
            ['2', 50, 72],
          ],
          [digit('9')],
        ),
      ),
    ).toBe('x^2 9');
  });

  it('writes an exponent read on its own right after its base, inside the word', () => {
    // "x+4x" read with the raised 2 taken out of the picture; the 2 stood at x 16..24, after the x
    const page = line([['x', 75, 100], ['+', 70, 95], digit('4'), ['x', 75, 100]]);
    const exponent = { box: { x0: 16, y0: 45, x1: 24, y1: 70 }, text: '^2', inline: true };
    expect(readText(page, [exponent])).toBe('x^2+4x');
  });

  it('puts a decimal point back only between two digits, and never twice', () => {
    const point = (x: number) => ({ box: { x0: x, y0: 95, x1: x + 3, y1: 100 }, text: '.', inline: true });
    expect(readText(line([digit('2'), digit('5'), ['x', 75, 100]]), [point(16)])).toBe('2.5x');
    expect(readText(line([digit('2'), ['x', 75, 100]]), [point(16)])).toBe('2x');
    expect(readText(line([digit('2'), ['.', 95, 100], digit('5')]), [point(16)])).toBe('2.5');
  });
});
