import { describe, expect, it } from 'vitest';
import {
  clampPoint,
  clampRectangle,
  enclosesArea,
  extendPath,
  flatPoints,
  rasteriseMask,
  rectanglePath,
  startRectangle,
  type LassoPath,
} from './lasso';

const square = (x: number, y: number, side: number): LassoPath => [
  { x, y },
  { x: x + side, y },
  { x: x + side, y: y + side },
  { x, y: y + side },
];

/** The mask as rows of '#' (inside) and '.' (outside), to read in a test. */
function picture(mask: Uint8Array, width: number): string[] {
  const rows: string[] = [];
  for (let i = 0; i < mask.length; i += width)
    rows.push([...mask.slice(i, i + width)].map((v) => (v ? '#' : '.')).join(''));
  return rows;
}

describe('lasso paths', () => {
  it('keeps a point only when it is far enough from the last', () => {
    let path: LassoPath = [{ x: 0, y: 0 }];
    path = extendPath(path, { x: 1, y: 1 }, 3);
    expect(path).toHaveLength(1);
    path = extendPath(path, { x: 3, y: 0 }, 3);
    expect(path).toEqual([
      { x: 0, y: 0 },
      { x: 3, y: 0 },
    ]);
  });

  it('keeps points inside the picture', () => {
    expect(clampPoint({ x: -5, y: 120 }, { width: 100, height: 80 })).toEqual({ x: 0, y: 80 });
  });

  it('needs three points that are not on one line to enclose an area', () => {
    expect(enclosesArea(square(0, 0, 4))).toBe(true);
    expect(enclosesArea(square(0, 0, 4).slice(0, 2))).toBe(false);
    const line = [
      { x: 0, y: 0 },
      { x: 5, y: 5 },
      { x: 10, y: 10 },
    ];
    expect(enclosesArea(line)).toBe(false);
  });

  it('gives Konva a flat list of coordinates', () => {
    expect(flatPoints(square(1, 2, 3).slice(0, 2))).toEqual([1, 2, 4, 2]);
  });
});

describe('the mask of the lasso paths', () => {
  it('is white exactly inside a path, at the picture size', () => {
    const mask = rasteriseMask([square(2, 1, 3)], 8, 6);
    expect(mask).toHaveLength(48);
    expect(picture(mask, 8)).toEqual([
      '........',
      '..###...',
      '..###...',
      '..###...',
      '........',
      '........',
    ]);
  });

  it('fills a triangle by the pixel centres inside it', () => {
    const triangle = [
      { x: 0, y: 0 },
      { x: 8, y: 0 },
      { x: 0, y: 8 },
    ];
    expect(picture(rasteriseMask([triangle], 8, 8), 8)).toEqual([
      '#######.',
      '######..',
      '#####...',
      '####....',
      '###.....',
      '##......',
      '#.......',
      '........',
    ]);
  });

  it('adds several paths together, overlapping or not, and skips open scribbles', () => {
    const scribble = [
      { x: 0, y: 5 },
      { x: 7, y: 5 },
    ];
    const mask = rasteriseMask([square(0, 0, 3), square(1, 1, 3), square(6, 0, 2), scribble], 8, 6);
    expect(picture(mask, 8)).toEqual([
      '###...##',
      '####..##',
      '####....',
      '.###....',
      '........',
      '........',
    ]);
  });

  it('clips a path that leaves the picture', () => {
    expect(picture(rasteriseMask([square(-2, -2, 4)], 4, 3), 4)).toEqual(['##..', '##..', '....']);
  });

  it('fills both loops of a figure of eight', () => {
    const bowTie = [
      { x: 0, y: 0 },
      { x: 6, y: 6 },
      { x: 6, y: 0 },
      { x: 0, y: 6 },
    ];
    // Pixel centres on an edge count when the edge is a path's left side (half-open spans).
    expect(picture(rasteriseMask([bowTie], 6, 6), 6)).toEqual([
      '.....#',
      '#...##',
      '##.###',
      '##.###',
      '#...##',
      '.....#',
    ]);
  });
});

describe('a rectangle typed instead of drawn', () => {
  const size = { width: 8, height: 6 };

  it('becomes a closed path around exactly its pixels', () => {
    const path = rectanglePath({ x: 2, y: 1, width: 3, height: 2 });
    expect(path).toEqual([
      { x: 2, y: 1 },
      { x: 5, y: 1 },
      { x: 5, y: 3 },
      { x: 2, y: 3 },
    ]);
    expect(enclosesArea(path)).toBe(true);
    expect(picture(rasteriseMask([path], 8, 6), 8)).toEqual([
      '........',
      '..###...',
      '..###...',
      '........',
      '........',
      '........',
    ]);
  });

  it('is kept inside the picture: the size is cut to what is left, in whole pixels', () => {
    expect(clampRectangle({ x: 5, y: 4, width: 10, height: 10 }, size)).toEqual({
      x: 5,
      y: 4,
      width: 3,
      height: 2,
    });
    expect(clampRectangle({ x: -3, y: 1.4, width: 2.6, height: 1 }, size)).toEqual({
      x: 0,
      y: 1,
      width: 3,
      height: 1,
    });
    expect(clampRectangle({ x: 1, y: 1, width: Number.NaN, height: 2 }, size)).toBeNull();
  });

  it('leaves nothing to add when it is empty or starts past the picture', () => {
    expect(clampRectangle({ x: 2, y: 2, width: 0, height: 3 }, size)).toBeNull();
    expect(clampRectangle({ x: 8, y: 0, width: 4, height: 4 }, size)).toBeNull();
    expect(clampRectangle({ x: 0, y: 9, width: 4, height: 4 }, size)).toBeNull();
  });

  it('starts centred, half the picture each way', () => {
    expect(startRectangle({ width: 320, height: 240 })).toEqual({ x: 80, y: 60, width: 160, height: 120 });
    expect(startRectangle({ width: 1, height: 3 })).toEqual({ x: 0, y: 0, width: 1, height: 2 });
  });
});
