import { describe, expect, it } from 'vitest';
import { layOutPage, type PositionedText } from './pdf-layout';

/** A run of text at (x, y) in a font of `size`, as pdf.js reports it. */
function run(str: string, x: number, y: number, size = 12, hasEOL = false): PositionedText {
  return { str, hasEOL, transform: [size, 0, 0, size, x, y], width: str.length * size * 0.5, height: size };
}

describe('layOutPage', () => {
  it('breaks lines where the baseline moves and paragraphs where the gap is wider than usual', () => {
    const items = [
      run('Bees and their dances', 50, 780, 18),
      run('Honey bees tell their', 50, 744),
      run('sisters where to fly.', 50, 728),
      run('They dance on the comb.', 50, 712),
      run('A new paragraph.', 50, 684),
      run('Its second line.', 50, 668),
    ];
    expect(layOutPage(items)).toBe(
      'Bees and their dances\n\nHoney bees tell their\nsisters where to fly.\nThey dance on the comb.\n\n' +
        'A new paragraph.\nIts second line.',
    );
  });

  it('ends a line where pdf.js marks one, and joins runs of one line', () => {
    const items = [run('Honey ', 50, 700), run('bees', 86, 700, 12, true), run('dance.', 50, 686)];
    expect(layOutPage(items)).toBe('Honey bees\ndance.');
  });

  it('puts a space between runs far apart on one line, not between touching ones', () => {
    const items = [run('Queen', 50, 700), run('1', 200, 700), run('st', 206, 700)];
    expect(layOutPage(items)).toBe('Queen 1st');
  });

  it('starts a paragraph when the text jumps up to a new column', () => {
    const items = [run('Left column end.', 50, 100), run('Right column top.', 320, 780)];
    expect(layOutPage(items)).toBe('Left column end.\n\nRight column top.');
  });

  it('skips empty runs and gives an empty page no text', () => {
    expect(layOutPage([run('', 50, 700, 12, true), run(' ', 50, 680)])).toBe('');
    expect(layOutPage([])).toBe('');
  });
});
