/**
 * Colour transfer (Reinhard et al., 2001): the target's colours moved to the reference's mean and spread in
 * CIE L*a*b*, so a picture re-rendered from another one's description keeps that picture's palette (the
 * editor's Variation). Alpha is kept.
 */
import sharp from 'sharp';

interface Stats {
  mean: [number, number, number];
  std: [number, number, number];
}

const toLinear = (c: number) => {
  const s = c / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};
const toSrgb = (l: number) => {
  const s = l <= 0.0031308 ? 12.92 * l : 1.055 * l ** (1 / 2.4) - 0.055;
  return Math.max(0, Math.min(255, Math.round(s * 255)));
};
// D65 white
const WX = 0.95047;
const WZ = 1.08883;
const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : (24389 / 27 / 116) * t + 16 / 116);
const fInv = (t: number) => (t ** 3 > 216 / 24389 ? t ** 3 : (116 * t - 16) / (24389 / 27));

function rgbToLab(r: number, g: number, b: number, out: Float32Array, i: number): void {
  const R = toLinear(r);
  const G = toLinear(g);
  const B = toLinear(b);
  const x = (0.4124564 * R + 0.3575761 * G + 0.1804375 * B) / WX;
  const y = 0.2126729 * R + 0.7151522 * G + 0.072175 * B;
  const z = (0.0193339 * R + 0.119192 * G + 0.9503041 * B) / WZ;
  const fy = f(y);
  out[i] = 116 * fy - 16;
  out[i + 1] = 500 * (f(x) - fy);
  out[i + 2] = 200 * (fy - f(z));
}

function labToRgb(L: number, a: number, b: number, out: Buffer, i: number): void {
  const fy = (L + 16) / 116;
  const x = fInv(fy + a / 500) * WX;
  const y = fInv(fy);
  const z = fInv(fy - b / 200) * WZ;
  out[i] = toSrgb(3.2404542 * x - 1.5371385 * y - 0.4985314 * z);
  out[i + 1] = toSrgb(-0.969266 * x + 1.8760108 * y + 0.041556 * z);
  out[i + 2] = toSrgb(0.0556434 * x - 0.2040259 * y + 1.0572252 * z);
}

async function labPixels(image: Buffer, maxSide?: number) {
  let pipeline = sharp(image).ensureAlpha();
  if (maxSide) pipeline = pipeline.resize(maxSide, maxSide, { fit: 'inside', withoutEnlargement: true });
  const { data, info } = await pipeline.raw().toBuffer({ resolveWithObject: true });
  const n = info.width * info.height;
  const lab = new Float32Array(n * 3);
  for (let p = 0; p < n; p++) rgbToLab(data[p * 4]!, data[p * 4 + 1]!, data[p * 4 + 2]!, lab, p * 3);
  return { data, info, lab, n };
}

function statsOf(lab: Float32Array, n: number): Stats {
  const mean: [number, number, number] = [0, 0, 0];
  const sq: [number, number, number] = [0, 0, 0];
  for (let p = 0; p < n; p++) {
    for (let c = 0; c < 3; c++) {
      const v = lab[p * 3 + c]!;
      mean[c] += v;
      sq[c] += v * v;
    }
  }
  const std: [number, number, number] = [0, 0, 0];
  for (let c = 0; c < 3; c++) {
    mean[c] /= n;
    std[c] = Math.sqrt(Math.max(0, sq[c] / n - mean[c] * mean[c]));
  }
  return { mean, std };
}

/** The target with the reference's colour statistics; a PNG of the target's size. */
export async function matchColours(target: Buffer, reference: Buffer): Promise<Buffer> {
  const ref = await labPixels(reference, 256);
  const tgt = await labPixels(target);
  const r = statsOf(ref.lab, ref.n);
  const t = statsOf(tgt.lab, tgt.n);
  const out = Buffer.from(tgt.data);
  for (let p = 0; p < tgt.n; p++) {
    const lab = [0, 0, 0];
    for (let c = 0; c < 3; c++) {
      // A flat channel in the target (std 0) only moves its mean.
      const scale = t.std[c]! > 1e-6 ? r.std[c]! / t.std[c]! : 1;
      lab[c] = (tgt.lab[p * 3 + c]! - t.mean[c]!) * scale + r.mean[c]!;
    }
    labToRgb(lab[0]!, lab[1]!, lab[2]!, out, p * 4);
  }
  return sharp(out, { raw: { width: tgt.info.width, height: tgt.info.height, channels: 4 } })
    .png()
    .toBuffer();
}
