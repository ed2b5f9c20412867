import sharp from 'sharp';
import type { InputImage } from '../../ports/image';

/** How much of the start picture shows through the painted scene (the rest is the scene). */
export const START_WEIGHT = 0.55;
/** How far the scene's colours move to a character's reference palette. */
export const REFERENCE_WEIGHT = 0.8;

interface ChannelStats {
  mean: [number, number, number];
  std: [number, number, number];
}

/** The request's pictures, decoded once for a picture of `width`×`height`. */
export interface PreparedInputs {
  /** the start picture cropped to the output's frame (sharp's attention crop), RGBA */
  start?: Uint8Array;
  /** a character's reference palette: the mean and spread of each colour channel */
  reference?: ChannelStats;
}

/**
 * Decodes the pictures a request carries: the start picture fitted to the output's frame (cropped where
 * its shape differs, keeping its busiest part), and a character's reference reduced to its palette.
 */
export async function prepareInputs(
  inputs: readonly InputImage[] | undefined,
  width: number,
  height: number,
): Promise<PreparedInputs> {
  const out: PreparedInputs = {};
  for (const input of inputs ?? []) {
    if (input.role === 'start' && !out.start) {
      const { data } = await sharp(input.data)
        .rotate()
        .resize(width, height, { fit: 'cover', position: sharp.strategy.attention })
        .ensureAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      out.start = new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
    } else if (input.role === 'character' && !out.reference) {
      const { data, info } = await sharp(input.data)
        .resize(256, 256, { fit: 'inside', withoutEnlargement: true })
        .removeAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      out.reference = statsOf(data, info.channels);
    }
  }
  return out;
}

/**
 * Works the inputs into a painted scene (RGBA, in place), before the style's finish: the start picture is
 * blended in (its composition and colours show through the scene), then the colours move to the
 * character's reference palette (Reinhard's transfer of each channel's mean and spread), so every picture
 * of a character shares its colours.
 */
export function applyInputs(pixels: Uint8ClampedArray, inputs: PreparedInputs): void {
  const { start, reference } = inputs;
  if (start) {
    if (start.length !== pixels.length) throw new Error('the start picture does not fit the frame');
    const keep = 1 - START_WEIGHT;
    for (let i = 0; i < pixels.length; i += 4) {
      pixels[i] = pixels[i]! * keep + start[i]! * START_WEIGHT;
      pixels[i + 1] = pixels[i + 1]! * keep + start[i + 1]! * START_WEIGHT;
      pixels[i + 2] = pixels[i + 2]! * keep + start[i + 2]! * START_WEIGHT;
    }
  }
  if (reference) {
    const scene = statsOf(pixels, 4);
    const scale = [0, 1, 2].map((c) => reference.std[c]! / Math.max(scene.std[c]!, 1));
    for (let i = 0; i < pixels.length; i += 4) {
      for (let c = 0; c < 3; c++) {
        const v = pixels[i + c]!;
        const moved = (v - scene.mean[c]!) * scale[c]! + reference.mean[c]!;
        pixels[i + c] = v + (moved - v) * REFERENCE_WEIGHT;
      }
    }
  }
}

function statsOf(data: ArrayLike<number>, channels: number): ChannelStats {
  const n = Math.floor(data.length / channels);
  const sum = [0, 0, 0];
  const sq = [0, 0, 0];
  for (let i = 0; i < n * channels; i += channels) {
    for (let c = 0; c < 3; c++) {
      const v = data[i + c]!;
      sum[c]! += v;
      sq[c]! += v * v;
    }
  }
  const mean = sum.map((s) => s / Math.max(n, 1)) as [number, number, number];
  const std = sq.map((s, c) => Math.sqrt(Math.max(0, s / Math.max(n, 1) - mean[c]! ** 2))) as [
    number,
    number,
    number,
  ];
  return { mean, std };
}
