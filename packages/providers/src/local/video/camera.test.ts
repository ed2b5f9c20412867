import { describe, expect, it } from 'vitest';
import { createRng } from '../image/random';
import { fullView, minScale, planMove, rectAt, rowMap, viewRows, type Rect, type Size } from './camera';
import { CLOSE_OVERSCAN, rasterSize } from './paint';
import { crossFade, gradeOf, resample, type Raster } from './resample';
import { cameraFor, type Framing, type MoveKind } from './shot-camera';

const FRAMINGS: Framing[] = ['close', 'medium', 'wide', 'low'];
/** Outputs with their painted rasters (a quarter larger, or capped at 2048), and a given image no larger. */
const CASES: { out: Size; raster: Size }[] = [
  { out: { width: 1280, height: 720 }, raster: rasterSize({ width: 1280, height: 720 }) },
  { out: { width: 1920, height: 1080 }, raster: rasterSize({ width: 1920, height: 1080 }) },
  { out: { width: 576, height: 1024 }, raster: rasterSize({ width: 576, height: 1024 }) },
  { out: { width: 640, height: 360 }, raster: rasterSize({ width: 640, height: 360 }, CLOSE_OVERSCAN) },
  { out: { width: 448, height: 256 }, raster: { width: 448, height: 256 } },
];

function* moves() {
  for (const { out, raster } of CASES) {
    for (let seed = 0; seed < 60; seed++) {
      const rng = createRng(seed);
      const plan = cameraFor(FRAMINGS[seed % 4]!, undefined, rng);
      yield { plan, out, raster, move: planMove(plan, raster, out) };
    }
  }
}

const inside = (r: Rect, raster: Size) =>
  r.x >= -1e-9 && r.y >= -1e-9 && r.x + r.w <= raster.width + 1e-9 && r.y + r.h <= raster.height + 1e-9;

describe('camera moves', () => {
  it('paints rasters a quarter larger than the output (close-ups more), within the painter’s 2048', () => {
    expect(rasterSize({ width: 1280, height: 720 })).toEqual({ width: 1600, height: 900 });
    expect(rasterSize({ width: 1920, height: 1080 })).toEqual({ width: 2048, height: 1152 });
    expect(rasterSize({ width: 1080, height: 1920 })).toEqual({ width: 1152, height: 2048 });
    // Close-ups larger still, within the same limit.
    expect(rasterSize({ width: 640, height: 360 }, CLOSE_OVERSCAN)).toEqual({ width: 1024, height: 576 });
    expect(rasterSize({ width: 1920, height: 1080 }, CLOSE_OVERSCAN)).toEqual({ width: 2048, height: 1152 });
  });

  it('keeps every view inside the raster, in the output’s aspect, from its first rectangle to its last', () => {
    for (const { move, out, raster } of moves()) {
      for (let f = 0; f <= 40; f++) {
        const r = rectAt(move, f / 40);
        expect(inside(r, raster)).toBe(true);
        expect(r.w / r.h).toBeCloseTo(out.width / out.height, 6);
      }
      expect(rectAt(move, 0)).toEqual(move.from);
      expect(rectAt(move, 1)).toEqual(move.to);
    }
  });

  it('moves as its kind says, visibly, and never closer than the raster allows', () => {
    const sign = (kind: MoveKind, from: Rect, to: Rect) => {
      switch (kind) {
        case 'push-in':
          return to.w < from.w;
        case 'pull-out':
          return to.w > from.w;
        case 'pan-left':
          return to.x < from.x && to.w === from.w;
        case 'pan-right':
          return to.x > from.x && to.w === from.w;
        case 'tilt-up':
          return to.y < from.y && to.h === from.h;
        case 'tilt-down':
          return to.y > from.y && to.h === from.h;
        case 'ken-burns':
          return true;
      }
    };
    for (const { plan, move, out, raster } of moves()) {
      expect(sign(plan.kind, move.from, move.to), plan.kind).toBe(true);
      // At least 2 % of the frame's width of travel or zoom over the shot.
      const travel =
        Math.hypot(move.to.x - move.from.x, move.to.y - move.from.y) + Math.abs(move.to.w - move.from.w);
      expect(travel / move.from.w, plan.kind).toBeGreaterThan(0.02);
      const closest = fullView(raster, out).w * minScale(raster, out);
      expect(Math.min(move.from.w, move.to.w)).toBeGreaterThan(closest * 0.94);
    }
  });

  it('samples every row inside the raster, rows in order, with parallax: the sky travels less, the ground zooms more', () => {
    // Plain comparisons, counted: a million expect() calls would take a minute.
    let outside = 0;
    let disordered = 0;
    for (const { move, out, raster } of moves()) {
      const rows = rowMap(out.height);
      for (const t of [0, 0.25, 0.5, 0.75, 1]) {
        viewRows(move, t, raster, out, rows);
        for (let j = 0; j < out.height; j++) {
          const first = rows.x0[j]!;
          const last = first + rows.dx[j]! * (out.width - 1);
          const sy = rows.sy[j]!;
          if (first < -0.5 || last > raster.width - 0.5 || sy < -0.5 || sy > raster.height - 0.5) outside++;
          if (j > 0 && sy <= rows.sy[j - 1]!) disordered++;
        }
      }
    }
    expect({ outside, disordered }).toEqual({ outside: 0, disordered: 0 });
    // A pan across a painted raster: the top row travels less than the bottom row, which goes with the camera.
    const out = { width: 1280, height: 720 };
    const raster = rasterSize(out);
    const rows = rowMap(out.height);
    const at = (kind: MoveKind, t: number) => {
      const move = planMove({ kind, amount: 1, focus: { x: 0.5, y: 0.5 }, tight: 0.5 }, raster, out);
      viewRows(move, t, raster, out, rows);
      return {
        move,
        top: rows.x0[0]!,
        bottom: rows.x0[out.height - 1]!,
        dxTop: rows.dx[0]!,
        dxBottom: rows.dx[out.height - 1]!,
      };
    };
    const [start, end] = [at('pan-right', 0), at('pan-right', 1)];
    const bottomTravel = end.bottom - start.bottom;
    expect(bottomTravel).toBeCloseTo(end.move.to.x - end.move.from.x, 6);
    expect((end.top - start.top) / bottomTravel).toBeCloseTo(0.85, 2);
    // Pushing in, the bottom rows close in faster than the top: their step shrinks more over the shot.
    const [first, last] = [at('push-in', 0), at('push-in', 1)];
    expect(last.dxBottom / first.dxBottom).toBeLessThan((last.dxTop / first.dxTop) * 0.98);
  });
});

describe('resampling', () => {
  const raster = (width: number, height: number, at: (x: number, y: number) => number): Raster => {
    const pixels = new Uint32Array(width * height);
    for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) pixels[y * width + x] = at(x, y) >>> 0;
    return { pixels, width, height };
  };
  const identity = (height: number, dx = 1, x0 = 0) => {
    const rows = rowMap(height);
    for (let j = 0; j < height; j++) [rows.sy[j], rows.x0[j], rows.dx[j]] = [j, x0, dx];
    return rows;
  };

  it('copies a raster exactly through an identity view and an unchanged grade', () => {
    const src = raster(16, 8, (x, y) => 0xff000000 | ((x * 13) << 16) | ((y * 29) << 8) | ((x * y) & 255));
    const out = new Uint32Array(16 * 8);
    resample(src, identity(8), out, 16, gradeOf(1, 0));
    expect([...out]).toEqual([...src.pixels]);
  });

  it('blends neighbours at half a pixel, channel by channel, and clamps at the edges', () => {
    // Alternating black and white columns (with red and blue apart): half a pixel over, every pixel is mid grey.
    const src = raster(8, 2, (x) => (x % 2 ? 0xffffffff : 0xff000000));
    const out = new Uint32Array(7 * 2);
    resample(src, identity(2, 1, 0.5), out, 7, gradeOf(1, 0));
    for (const p of out)
      expect([p & 255, (p >>> 8) & 255, (p >>> 16) & 255, p >>> 24]).toEqual([127, 127, 127, 255]);
    // Sampling beyond the raster repeats its edge instead of reading past it.
    const wide = new Uint32Array(12 * 2);
    resample(src, identity(2, 1, -2), wide, 12, gradeOf(1, 0));
    expect(wide[0]).toBe(src.pixels[0]);
    expect(wide[11]).toBe(src.pixels[7]);
  });

  it('grades exposure and warmth, and cross-fades', () => {
    const grey = raster(2, 1, () => 0xff808080);
    const out = new Uint32Array(2);
    resample(grey, identity(1), out, 2, gradeOf(1, 0.1));
    const [r, g, b] = [out[0]! & 255, (out[0]! >>> 8) & 255, (out[0]! >>> 16) & 255];
    expect(r).toBeGreaterThan(g);
    expect(g).toBeGreaterThan(b);
    const fade = new Uint32Array(1);
    crossFade(Uint32Array.of(0xff000000), Uint32Array.of(0xffc864ff), 0.5, fade);
    expect([fade[0]! & 255, (fade[0]! >>> 8) & 255, (fade[0]! >>> 16) & 255, fade[0]! >>> 24]).toEqual([
      127, 50, 100, 255,
    ]);
  });
});
