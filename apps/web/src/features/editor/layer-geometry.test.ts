import { newTextLayer, type TextLayer } from '@muse/domain';
import { describe, expect, it } from 'vitest';
import {
  layersAfterCrop,
  layersAfterFlip,
  layersAfterResize,
  layersAfterTurn,
  normaliseAngle,
} from './layer-geometry';

const layer = (patch: Partial<TextLayer>): TextLayer => ({
  ...newTextLayer(1, { width: 1000, height: 800 }, { r: 0, g: 0, b: 0 }),
  ...patch,
});
const centre = (l: TextLayer) => ({ x: l.x + l.width / 2, y: l.y + l.height / 2 });

describe('text layers follow the picture', () => {
  it('crop moves them by the crop corner', () => {
    const [l] = layersAfterCrop([layer({ x: 300, y: 200 })], { x: 100, y: 50, width: 400, height: 400 });
    expect(l).toMatchObject({ x: 200, y: 150 });
  });

  it('resize scales place, box and font size', () => {
    const [l] = layersAfterResize(
      [layer({ x: 100, y: 100, width: 300, height: 80, fontSize: 48 })],
      { width: 1000, height: 800 },
      { width: 500, height: 400 },
    );
    expect(l).toMatchObject({ x: 50, y: 50, width: 150, height: 40, fontSize: 24 });
  });

  it('a clockwise quarter turn moves the centre to (height - y, x) and turns the layer', () => {
    const [l] = layersAfterTurn(
      [layer({ x: 100, y: 60, width: 300, height: 80, rotation: 0 })],
      { width: 1000, height: 800 },
      true,
    );
    expect(centre(l!)).toEqual({ x: 800 - 100, y: 250 });
    expect(l!.rotation).toBe(90);
  });

  it('turning back undoes a turn', () => {
    const start = layer({ x: 120, y: 60, rotation: 10 });
    const size = { width: 1000, height: 800 };
    const [turned] = layersAfterTurn([start], size, true);
    const [back] = layersAfterTurn([turned!], { width: 800, height: 1000 }, false);
    expect(back).toMatchObject({ x: start.x, y: start.y, rotation: 10 });
  });

  it('a flip mirrors the place and the angle, not the letters', () => {
    const [h] = layersAfterFlip(
      [layer({ x: 100, y: 60, rotation: 20 })],
      { width: 1000, height: 800 },
      'horizontal',
    );
    expect(h).toMatchObject({ x: 1000 - 100 - 300, y: 60, rotation: -20 });
    const [v] = layersAfterFlip([layer({ x: 100, y: 60 })], { width: 1000, height: 800 }, 'vertical');
    expect(v).toMatchObject({ x: 100, y: 800 - 60 - 80 });
  });

  it('angles stay within -180..180', () => {
    expect([190, -190, 270, 360, -180, 180, 45].map(normaliseAngle)).toEqual([
      -170, 170, -90, 0, 180, 180, 45,
    ]);
  });
});
