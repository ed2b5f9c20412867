import { createCanvas, type Canvas } from '@napi-rs/canvas';
import { DEFAULT_ADJUSTMENTS, type Rect } from '@muse/domain';
import { describe, expect, it } from 'vitest';
import { drawShownArea, type Placement } from './canvas/draw-adjusted';
import { adjustmentsAfterShownCrop, cropOnPicture, fitWithinMax } from './image-ops';

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

/**
 * A 200×200 test picture in four coloured quarters: red top left, green top right, blue bottom right,
 * yellow bottom left (a real 2D canvas, as the browser's, from @napi-rs/canvas).
 */
function quarters(): Canvas {
  const canvas = createCanvas(200, 200);
  const ctx = canvas.getContext('2d');
  const fill = (colour: string, x: number, y: number) => {
    ctx.fillStyle = colour;
    ctx.fillRect(x, y, 100, 100);
  };
  fill('#FF0000', 0, 0);
  fill('#00FF00', 100, 0);
  fill('#0000FF', 100, 100);
  fill('#FFFF00', 0, 100);
  return canvas;
}

const NAMES: Record<string, string> = {
  '255,0,0,255': 'red',
  '0,255,0,255': 'green',
  '0,0,255,255': 'blue',
  '255,255,0,255': 'yellow',
  '0,0,0,0': 'empty',
};

/** The colours of a crop of the picture as shown (the editor's own drawing), by name, deduplicated. */
function cropColours(rect: Rect, placement: Partial<Placement>): string[] {
  const out = createCanvas(rect.width, rect.height);
  const ctx = out.getContext('2d');
  drawShownArea(
    ctx as unknown as CanvasRenderingContext2D,
    quarters() as unknown as CanvasImageSource,
    { width: 200, height: 200 },
    rect,
    { rotation: 0, flipHorizontal: false, flipVertical: false, ...placement },
  );
  const data = ctx.getImageData(0, 0, rect.width, rect.height).data;
  const seen = new Set<string>();
  for (let i = 0; i < data.length; i += 4) {
    const key = [...data.slice(i, i + 4)].join(',');
    seen.add(NAMES[key] ?? key);
  }
  return [...seen];
}

describe('cropping a turned picture', () => {
  // Well inside the top-right quarter of the frame (away from the edges, where smoothing blends colours).
  const topRight = { x: 120, y: 20, width: 60, height: 60 };

  it('keeps what is shown in the area, not what was there before the turn', () => {
    expect(cropColours(topRight, {})).toEqual(['green']);
    // A quarter turn clockwise shows the red quarter at the top right.
    expect(cropColours(topRight, { rotation: 90 })).toEqual(['red']);
    expect(cropColours(topRight, { rotation: -90 })).toEqual(['blue']);
    expect(cropColours(topRight, { rotation: 180 })).toEqual(['yellow']);
  });

  it('mirrors first, then turns, as the preview draws it', () => {
    // Mirrored left to right, green is at the top left; a quarter turn clockwise takes it to the top right.
    expect(cropColours(topRight, { rotation: 90, flipHorizontal: true })).toEqual(['green']);
    expect(cropColours(topRight, { rotation: 90, flipVertical: true })).toEqual(['yellow']);
  });

  it('keeps the empty corners a slanted turn leaves', () => {
    // Turned 45°, the frame's corners are outside the picture; its middle is where the quarters meet.
    expect(cropColours({ x: 0, y: 0, width: 20, height: 20 }, { rotation: 45 })).toEqual(['empty']);
    // 45° clockwise brings the red quarter's middle straight above the centre.
    expect(cropColours({ x: 95, y: 40, width: 10, height: 10 }, { rotation: 45 })).toEqual(['red']);
  });

  it('resets the rotation and the flips once they are part of the pixels, and keeps the colours', () => {
    const turned = { ...DEFAULT_ADJUSTMENTS, rotation: 30, flipHorizontal: true, brightness: 120 };
    expect(adjustmentsAfterShownCrop(turned)).toEqual({ ...DEFAULT_ADJUSTMENTS, brightness: 120 });
    // Without a turn the flips stay adjustments (the crop maps back through them instead).
    const flipped = { ...DEFAULT_ADJUSTMENTS, flipVertical: true };
    expect(adjustmentsAfterShownCrop(flipped)).toBe(flipped);
  });
});
