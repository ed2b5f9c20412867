import { describe, expect, it } from 'vitest';
import { blob, digit } from './test-blobs';
import { findExponents } from './exponents';

// The baseline of these lines is at y = 100: digits 40 px tall, small letters 28.
const small = (x: number) => blob(x, 72, x + 22, 100); // an x-height letter
const bar = (x: number, y: number) => blob(x, y, x + 24, y + 3);

describe('findExponents', () => {
  it('finds a small raised digit after its base, and nothing else on the line', () => {
    // x² + 4 = 0
    const line = [small(0), blob(26, 45, 40, 70), bar(60, 80), blob(71, 69, 74, 92), digit(100)];
    line.push(bar(140, 75), bar(140, 85), digit(180));
    const groups = findExponents(line, 28, []);
    expect(groups.map((g) => g.box)).toEqual([{ x0: 26, y0: 45, x1: 40, y1: 70 }]);
  });

  it('joins the parts of a raised group, a minus among them (2^(x−1))', () => {
    const line = [
      digit(0),
      blob(26, 52, 38, 68),
      bar(42, 58),
      blob(70, 45, 78, 68),
      bar(100, 75),
      digit(140),
    ];
    line.push(bar(100, 85), digit(170), digit(196));
    const [group] = findExponents(line, 30, []);
    expect(group?.parts).toHaveLength(3);
    expect(group?.box).toMatchObject({ x0: 26, x1: 78 });
  });

  it('takes no apostrophe (a letter right after it), no dot of an i and no raised mark without a base', () => {
    // Maria's: a comma-shaped mark after "a", then "s" close by
    const apostrophe = [small(0), small(26), blob(52, 60, 58, 74), small(62), small(88), small(114)];
    expect(findExponents(apostrophe, 28, [])).toEqual([]);
    // "i": its dot has the stem beneath it
    const dotted = [small(0), blob(26, 72, 32, 100), blob(26, 60, 32, 66), small(40), small(66)];
    expect(findExponents(dotted, 28, [])).toEqual([]);
  });

  it('follows a turned line: the baseline between neighbours, not a level one', () => {
    // the line climbs 1 px every 10 px; the exponent sits raised on the climbing baseline
    const at = (x: number, h: number) => blob(x, 100 - x / 10 - h, x + 22, 100 - x / 10);
    const line = [at(0, 40), at(26, 28), at(52, 40), at(130, 40), at(156, 28), at(182, 40)];
    const exponent = blob(78, 100 - 7.8 - 12 - 24, 92, 100 - 7.8 - 12);
    expect(findExponents([...line, exponent], 30, [])).toHaveLength(1);
    // a plain letter on that line is not raised
    expect(findExponents([...line, at(78, 28)], 30, [])).toEqual([]);
  });
});
