import { describe, expect, it } from 'vitest';
import { cropGestureAt, dragCrop } from './crop-drag';

const size = { width: 1000, height: 800 };
const rect = { x: 250, y: 200, width: 500, height: 400 };

describe('crop gestures', () => {
  it('hits a corner within 12 screen pixels, whatever the scale', () => {
    expect(cropGestureAt(rect, { x: 255, y: 205 }, 1)).toBe('top-left');
    // At half scale, 14 picture pixels off the corner are 7 screen pixels: still a hit.
    expect(cropGestureAt(rect, { x: 760, y: 610 }, 0.5)).toBe('bottom-right');
    expect(cropGestureAt(rect, { x: 760, y: 610 }, 1)).toBe('new');
  });

  it('inside moves, outside draws a new area, no area draws one', () => {
    expect(cropGestureAt(rect, { x: 500, y: 400 }, 1)).toBe('move');
    expect(cropGestureAt(rect, { x: 50, y: 50 }, 1)).toBe('new');
    expect(cropGestureAt(null, { x: 500, y: 400 }, 1)).toBe('new');
  });

  it('moving keeps the size and stays inside the picture', () => {
    expect(dragCrop('move', rect, { x: 500, y: 400 }, { x: 1500, y: 0 }, size)).toEqual({
      x: 500,
      y: 0,
      width: 500,
      height: 400,
    });
  });

  it('a corner resizes against the opposite corner, at least 10 px, clamped to the picture', () => {
    expect(dragCrop('bottom-right', rect, { x: 750, y: 600 }, { x: 900, y: 700 }, size)).toEqual({
      x: 250,
      y: 200,
      width: 650,
      height: 500,
    });
    expect(dragCrop('bottom-right', rect, { x: 750, y: 600 }, { x: 252, y: 201 }, size)).toEqual({
      x: 250,
      y: 200,
      width: 10,
      height: 10,
    });
    expect(dragCrop('top-left', rect, { x: 250, y: 200 }, { x: -50, y: -50 }, size)).toEqual({
      x: 0,
      y: 0,
      width: 750,
      height: 600,
    });
  });

  it('a new area spans from the press to the pointer, in either direction', () => {
    expect(dragCrop('new', null, { x: 600, y: 500 }, { x: 100, y: 100 }, size)).toEqual({
      x: 100,
      y: 100,
      width: 500,
      height: 400,
    });
  });
});
