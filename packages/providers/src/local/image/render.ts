import sharp from 'sharp';
import { finish } from './finish';
import { buildPalette } from './palette';
import { planScene } from './plan';
import { readPrompt } from './prompt';
import { createRng } from './random';
import { drawScene } from './scene';
import type { Style } from './words';

export interface RenderOptions {
  prompt: string;
  width: number;
  height: number;
  seed: number;
  /** Styles from the request's own field; they beat styles named in the prompt. */
  styles?: readonly string[];
  /** The treatment when neither names one: the model's preset. */
  defaultStyle: Style;
}

/** The steps of one picture, so the engine can report progress and check for cancellation in between. */
export function renderSteps(o: RenderOptions) {
  const rng = createRng(o.seed);
  const reading = readPrompt(o.prompt, o.styles);
  const plan = planScene(reading, o.defaultStyle, rng.fork(10));
  const pal = buildPalette(plan, rng.fork(11));
  let pixels: Uint8ClampedArray | undefined;
  return {
    plan,
    draw(): void {
      pixels = drawScene(plan, pal, rng.fork(12), o.width, o.height);
    },
    finish(): void {
      if (!pixels) throw new Error('draw() first');
      const u = Math.min(o.width, o.height) / 1024;
      finish({ data: pixels, w: o.width, h: o.height, u }, plan.style, pal, rng.fork(13));
    },
    async encode(): Promise<Buffer> {
      if (!pixels) throw new Error('draw() first');
      const raw = Buffer.from(pixels.buffer, pixels.byteOffset, pixels.byteLength);
      return sharp(raw, { raw: { width: o.width, height: o.height, channels: 4 } })
        .removeAlpha()
        .png({ compressionLevel: 3, adaptiveFiltering: false })
        .toBuffer();
    },
  };
}
