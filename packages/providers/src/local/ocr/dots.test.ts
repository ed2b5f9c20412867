import { describe, expect, it } from 'vitest';
import { blob, digit } from './test-blobs';
import { findDecimalPoints } from './dots';

describe('findDecimalPoints', () => {
  it('finds a dot on the baseline between two close characters', () => {
    const points = findDecimalPoints([digit(0), blob(27, 95, 32, 100), digit(37)], 40);
    expect(points).toEqual([{ x0: 27, y0: 95, x1: 32, y1: 100 }]);
  });

  it('takes no full stop before a space, no raised dot and no blob too big for a point', () => {
    expect(findDecimalPoints([digit(0), blob(27, 95, 32, 100), digit(70)], 40)).toEqual([]);
    expect(findDecimalPoints([digit(0), blob(27, 75, 32, 80), digit(37)], 40)).toEqual([]);
    expect(findDecimalPoints([digit(0), blob(27, 84, 42, 100), digit(47)], 40)).toEqual([]);
  });
});
