import sharp from 'sharp';
import { finish } from './finish';
import { applyInputs, type PreparedInputs } from './inputs';
import { buildPalette } from './palette';
import { planScene } from './plan';
import { readPrompt } from './prompt';
import { createRng } from './random';
import { drawScene } from './scene';
import { parseScene, words } from './subjects/parse';
import { colourWords, lightWords } from './words';
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
  /** Pictures the request carries (a start picture, a character's palette), decoded for this size. */
  inputs?: PreparedInputs;
}

/** The steps of one picture, so the engine can report progress and check for cancellation in between. */
export function renderSteps(o: RenderOptions) {
  const rng = createRng(o.seed);
  const parse = parseScene(o.prompt);
  // A colour that belongs to a subject ("a red car", "golden retriever") paints that subject, not the scene.
  const claimed = new Set(
    parse.subjects.flatMap((s) => [...(s.colourWord ? [s.colourWord] : []), ...s.word.split(' ')]),
  );
  // The leading words of a name set no scene either: the "ice" of "ice cream" is not snow.
  const nameParts = new Set(parse.subjects.flatMap((s) => s.word.split(' ').slice(0, -1)));
  const scenePrompt = words(o.prompt)
    .filter((w) => !(claimed.has(w) && (colourWords.has(w) || lightWords.has(w))) && !nameParts.has(w))
    .join(' ');
  const reading = readPrompt(scenePrompt, o.styles);
  const plan = planScene(reading, o.defaultStyle, rng.fork(10), parse);
  const pal = buildPalette(plan, rng.fork(11));
  let pixels: Uint8ClampedArray | undefined;
  return {
    plan,
    parse,
    draw(): void {
      pixels = drawScene(plan, pal, rng.fork(12), o.width, o.height, parse);
      if (o.inputs) applyInputs(pixels, o.inputs);
    },
    finish(): void {
      if (!pixels) throw new Error('draw() first');
      const u = Math.min(o.width, o.height) / 1024;
      finish({ data: pixels, w: o.width, h: o.height, u }, plan.style, pal, rng.fork(13));
    },
    async encode(): Promise<Buffer> {
      if (!pixels) throw new Error('draw() first');
      const raw = Buffer.from(pixels.buffer, pixels.byteOffset, pixels.byteLength);
      // zlib's fastest level: the film grain leaves little for a slower level to find (level 3 saves a
      // fifth of the bytes for twice the time), and encoding is a third of a picture's CPU.
      return sharp(raw, { raw: { width: o.width, height: o.height, channels: 4 } })
        .removeAlpha()
        .png({ compressionLevel: 1, adaptiveFiltering: false })
        .toBuffer();
    },
  };
}
