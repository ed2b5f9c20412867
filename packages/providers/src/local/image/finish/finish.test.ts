import { describe, expect, it } from 'vitest';
import { LocalImageEngine } from '../engine';
import { buildPalette } from '../palette';
import { planScene } from '../plan';
import { readPrompt } from '../prompt';
import { createRng } from '../random';
import { drawScene } from '../scene';
import type { Style } from '../words';
import { finish } from './index';

const STYLES: Style[] = ['digital', 'painterly', 'photo', 'watercolor', 'pencil', 'pixel', 'oil', 'neon'];
const SIZE = 384;

/** The drawn scene before its treatment and the same scene after it, as the engine would make them. */
function sceneAndFinish(prompt: string, style: Style, seed: number, w = SIZE, h = SIZE) {
  const rng = createRng(seed);
  const plan = planScene(readPrompt(prompt, [style]), 'digital', rng.fork(10));
  const pal = buildPalette(plan, rng.fork(11));
  const scene = drawScene(plan, pal, rng.fork(12), w, h);
  const done = new Uint8ClampedArray(scene);
  finish({ data: done, w, h, u: Math.min(w, h) / 1024 }, plan.style, pal, rng.fork(13));
  return { scene, done, w, h };
}

function luminance(data: Uint8ClampedArray): Float32Array {
  const out = new Float32Array(data.length / 4);
  for (let p = 0; p < out.length; p++)
    out[p] = 0.2126 * data[p * 4]! + 0.7152 * data[p * 4 + 1]! + 0.0722 * data[p * 4 + 2]!;
  return out;
}

/** Central-difference gradient magnitude of the luminance at each inner pixel (0 on the border). */
function gradient(data: Uint8ClampedArray, w: number, h: number): Float32Array {
  const lum = luminance(data);
  const out = new Float32Array(w * h);
  for (let y = 1; y < h - 1; y++)
    for (let x = 1; x < w - 1; x++) {
      const p = y * w + x;
      out[p] = Math.hypot(lum[p + 1]! - lum[p - 1]!, lum[p + w]! - lum[p - w]!);
    }
  return out;
}

const mean = (xs: ArrayLike<number>) => {
  let sum = 0;
  for (let i = 0; i < xs.length; i++) sum += xs[i]!;
  return sum / xs.length;
};

function saturation(data: Uint8ClampedArray): number {
  let sum = 0;
  for (let i = 0; i < data.length; i += 4) {
    const max = Math.max(data[i]!, data[i + 1]!, data[i + 2]!);
    sum += max ? (max - Math.min(data[i]!, data[i + 1]!, data[i + 2]!)) / max : 0;
  }
  return sum / (data.length / 4);
}

/** Share of pixels on a hard edge: a step of more than 60 levels across two pixels. */
const hardShare = (g: Float32Array) => g.filter((v) => v > 60).length / g.length;

// Dozens of renders each: generous timeouts, so a busy machine cannot turn these into timing tests.
describe('finishes', { timeout: 30_000 }, () => {
  const engine = new LocalImageEngine({ id: 'art', defaultStyle: 'digital' });
  const render = async (style: Style, seed: number) =>
    (
      await engine.generate({
        prompt: 'a lighthouse by the sea at dusk',
        width: SIZE,
        height: 320,
        seed,
        styles: [style],
      })
    ).images[0]!.data;

  it.each(STYLES)(
    '%s is deterministic: same seed, same bytes; another seed, another picture',
    async (style) => {
      const [a, b, c] = [await render(style, 11), await render(style, 11), await render(style, 12)];
      expect(a.equals(b)).toBe(true);
      expect(a.equals(c)).toBe(false);
    },
  );

  it.each(STYLES)('%s changes the drawn scene and leaves every pixel opaque', (style) => {
    const { scene, done } = sceneAndFinish('mountain lake at sunset', style, 3);
    let changed = 0;
    for (let i = 0; i < done.length; i++) if (i % 4 !== 3 && done[i] !== scene[i]) changed++;
    expect(changed / ((done.length / 4) * 3)).toBeGreaterThan(0.3);
    for (let i = 3; i < done.length; i += 4) if (done[i] !== 255) throw new Error(`alpha ${done[i]} at ${i}`);
  });

  it('watercolor has no hard edges, bleeds softer than the scene, and leaves a paper border', () => {
    for (const prompt of ['mountain lake at sunset', 'city skyline at night', 'red flowers in a meadow']) {
      const { scene, done, w, h } = sceneAndFinish(prompt, 'watercolor', 3);
      const before = gradient(scene, w, h);
      const after = gradient(done, w, h);
      expect(hardShare(after), prompt).toBeLessThan(hardShare(before) * 0.3);
      // Strong edges of the scene come out softened: the gradient there drops by more than half.
      const edges = [...before.keys()].filter((p) => before[p]! > 60);
      expect(mean(edges.map((p) => after[p]!)), prompt).toBeLessThan(
        mean(edges.map((p) => before[p]!)) * 0.5,
      );
      // The outermost rows and columns are bare paper: light, warm white and hardly coloured.
      const rim: number[] = [];
      for (let x = 0; x < w; x++) rim.push(x, (h - 1) * w + x);
      for (let y = 0; y < h; y++) rim.push(y * w, y * w + w - 1);
      const lum = luminance(done);
      expect(mean(rim.map((p) => lum[p]!)), prompt).toBeGreaterThan(235);
      // Pigment pools and grain make a wash uneven, even where the scene was flat.
      expect(mean(after), prompt).toBeGreaterThan(1);
    }
  });

  it('pencil is near-greyscale graphite hatching on paper', () => {
    for (const prompt of [
      'red flowers in a meadow',
      'portrait of a woman',
      'a spiral galaxy full of stars',
    ]) {
      const { done, w, h } = sceneAndFinish(prompt, 'pencil', 3);
      expect(saturation(done), prompt).toBeLessThan(0.05);
      // Paper shows: the picture is light overall, with strokes: many hard steps between line and paper.
      expect(mean(luminance(done)), prompt).toBeGreaterThan(140);
      expect(hardShare(gradient(done, w, h)), prompt).toBeGreaterThan(0.25);
    }
  });

  it('neon is dark, with bright glowing lines where the scene has edges', () => {
    for (const prompt of ['mountain lake at sunset', 'city skyline at night', 'portrait of a woman']) {
      const { scene, done, w, h } = sceneAndFinish(prompt, 'neon', 3);
      const lum = luminance(done);
      expect(mean(lum), prompt).toBeLessThan(50);
      const before = gradient(scene, w, h);
      const onEdges = [...before.keys()].filter((p) => before[p]! > 40).map((p) => lum[p]!);
      expect(onEdges.length, prompt).toBeGreaterThan(500);
      expect(mean(onEdges), prompt).toBeGreaterThan(mean(lum) * 2.5);
      expect(saturation(done), prompt).toBeGreaterThan(0.5);
    }
  });

  it('finishes any size and shape the engine accepts, the same way each time', () => {
    for (const style of STYLES) {
      // Odd sizes: partial blocks in the reduced copies, and u ≈ 0.25, where blurs run at full size.
      for (const [w, h] of [
        [300, 257],
        [257, 600],
      ] as const) {
        const first = sceneAndFinish('a cat under the moon', style, 9, w, h).done;
        const again = sceneAndFinish('a cat under the moon', style, 9, w, h).done;
        expect(Buffer.from(first.buffer).equals(Buffer.from(again.buffer)), `${style} ${w}×${h}`).toBe(true);
      }
    }
  });
});
