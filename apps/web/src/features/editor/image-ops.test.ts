import { describe, expect, it } from 'vitest';
import { cropOnPicture, fitWithinMax } from './image-ops';

describe('picture sizes', () => {
  it('keeps pictures within 4096 px a side with their proportions', () => {
    expect(fitWithinMax(8192, 4096)).toEqual({ width: 4096, height: 2048 });
    expect(fitWithinMax(1200, 800)).toEqual({ width: 1200, height: 800 });
    expect(fitWithinMax(3000, 6000)).toEqual({ width: 2048, height: 4096 });
  });

  it('maps a crop drawn on a flipped picture back to its pixels', () => {
    const rect = { x: 100, y: 50, width: 300, height: 200 };
    const size = { width: 1000, height: 800 };
    expect(cropOnPicture(rect, size, { flipHorizontal: false, flipVertical: false })).toEqual(rect);
    expect(cropOnPicture(rect, size, { flipHorizontal: true, flipVertical: true })).toEqual({
      x: 600,
      y: 550,
      width: 300,
      height: 200,
    });
  });
});
