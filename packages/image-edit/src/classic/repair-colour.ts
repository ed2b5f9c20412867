/**
 * Colour repair for faded or cast photos: gray-world white balance (the average of the scene's least colourful
 * pixels is assumed grey; the correction is capped at ×1.3 and applied at 65%), then per-channel levels (0.5th
 * and 99.5th percentiles stretched to 0 and 255, capped at ×2.5 gain so a dim dark picture is not blown out,
 * and only as far as the channel's range is compressed), then a
 * gentle 6% saturation lift (the stretch itself already adds some).
 */
import { clampByte, type Raster } from './raster';

const WHITE_BALANCE_STRENGTH = 0.65;
const NEUTRAL_SHARE = 0.3;
const MAX_CHANNEL_GAIN = 1.3;
const CLIP_SHARE = 0.005;
const MAX_STRETCH = 2.5;
const FULL_RANGE = 235;
const FADED_RANGE = 155;
const SATURATION = 1.06;

function percentile(histogram: Uint32Array, total: number, share: number): number {
  let seen = 0;
  for (let v = 0; v < 256; v++) {
    seen += histogram[v]!;
    if (seen >= share * total) return v;
  }
  return 255;
}

/**
 * Channel means over the least colourful 30% of pixels. Plain gray-world averages everything, so a meadow
 * photo "has a green cast"; the least colourful pixels (clouds, walls, roads, skin in shadow) are the ones
 * that should be grey, and they carry a real cast just as well.
 */
function greyWorldMeans(rgb: Uint8Array): number[] {
  // Saturation (max−min)/max on 0–255; dark and clipped pixels say nothing about the light's colour.
  const saturation = new Int16Array(rgb.length / 3).fill(-1);
  const histogram = new Uint32Array(256);
  let usable = 0;
  for (let p = 0; p < saturation.length; p++) {
    const max = Math.max(rgb[p * 3]!, rgb[p * 3 + 1]!, rgb[p * 3 + 2]!);
    if (max < 40 || max > 250) continue;
    const min = Math.min(rgb[p * 3]!, rgb[p * 3 + 1]!, rgb[p * 3 + 2]!);
    saturation[p] = Math.round((255 * (max - min)) / max);
    histogram[saturation[p]!]!++;
    usable++;
  }
  const limit = percentile(histogram, usable, NEUTRAL_SHARE);
  const means = [0, 0, 0];
  let count = 0;
  for (let p = 0; p < saturation.length; p++) {
    if (saturation[p]! < 0 || saturation[p]! > limit) continue;
    means[0]! += rgb[p * 3]!;
    means[1]! += rgb[p * 3 + 1]!;
    means[2]! += rgb[p * 3 + 2]!;
    count++;
  }
  if (count === 0) return [1, 1, 1];
  return means.map((sum) => sum / count);
}

export function repairColourRaster(raster: Raster): Raster {
  const { rgb } = raster;
  const pixels = rgb.length / 3;
  const means = greyWorldMeans(rgb);
  const grey = (means[0]! + means[1]! + means[2]!) / 3;
  const gains = means.map((m) => {
    const full = Math.min(MAX_CHANNEL_GAIN, Math.max(1 / MAX_CHANNEL_GAIN, grey / Math.max(1, m)));
    return 1 + (full - 1) * WHITE_BALANCE_STRENGTH;
  });
  const balanced = new Uint8Array(rgb.length);
  const histograms = [new Uint32Array(256), new Uint32Array(256), new Uint32Array(256)];
  for (let i = 0; i < rgb.length; i++) {
    balanced[i] = clampByte(rgb[i]! * gains[i % 3]!);
    histograms[i % 3]![balanced[i]!]!++;
  }
  const levels = histograms.map((histogram) => {
    const low = percentile(histogram, pixels, CLIP_SHARE);
    const high = percentile(histogram, pixels, 1 - CLIP_SHARE);
    // Only a compressed range is stretched, fully once it spans less than 155 of 255; a channel that already
    // spans nearly everything is left as it is (auto-levels would only darken its mid-tones).
    const amount = Math.min(1, Math.max(0, (FULL_RANGE - (high - low)) / (FULL_RANGE - FADED_RANGE)));
    const scale = 1 + (Math.min(MAX_STRETCH, 255 / Math.max(1, high - low)) - 1) * amount;
    return { low: low * amount, scale };
  });
  const out = new Uint8Array(rgb.length);
  for (let i = 0; i < pixels; i++) {
    const r = (balanced[i * 3]! - levels[0]!.low) * levels[0]!.scale;
    const g = (balanced[i * 3 + 1]! - levels[1]!.low) * levels[1]!.scale;
    const b = (balanced[i * 3 + 2]! - levels[2]!.low) * levels[2]!.scale;
    const luma = 0.299 * r + 0.587 * g + 0.114 * b;
    out[i * 3] = clampByte(luma + (r - luma) * SATURATION);
    out[i * 3 + 1] = clampByte(luma + (g - luma) * SATURATION);
    out[i * 3 + 2] = clampByte(luma + (b - luma) * SATURATION);
  }
  return { ...raster, rgb: out };
}
