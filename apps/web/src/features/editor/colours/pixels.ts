/** Colour maths on canvas pixel data (RGBA bytes): averages, dominant colours, hex and rgba strings. */

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

const hex2 = (v: number) =>
  Math.max(0, Math.min(255, Math.round(v)))
    .toString(16)
    .padStart(2, '0');

export function rgbToHex({ r, g, b }: Rgb): string {
  return `#${hex2(r)}${hex2(g)}${hex2(b)}`.toUpperCase();
}

/** '#RRGGBB' → its channels; null for anything else (e.g. 'transparent'). */
export function hexToRgb(hex: string): Rgb | null {
  if (!/^#[0-9a-fA-F]{6}$/.test(hex)) return null;
  const n = parseInt(hex.slice(1), 16);
  return { r: (n >> 16) & 255, g: (n >> 8) & 255, b: n & 255 };
}

/** A CSS colour with its alpha, as Konva's fill and stroke take it; 'transparent' stays transparent. */
export function withAlpha(colour: string, alpha: number): string {
  const rgb = hexToRgb(colour);
  if (!rgb) return colour;
  const a = Math.max(0, Math.min(1, alpha));
  return `rgba(${rgb.r},${rgb.g},${rgb.b},${a})`;
}

/** The mean colour of the opaque pixels (transparent ones show the page, not the picture); null if none. */
export function averageColour(data: Uint8ClampedArray): Rgb | null {
  let r = 0;
  let g = 0;
  let b = 0;
  let n = 0;
  for (let i = 0; i + 3 < data.length; i += 4) {
    if (data[i + 3]! < 128) continue;
    r += data[i]!;
    g += data[i + 1]!;
    b += data[i + 2]!;
    n += 1;
  }
  return n === 0 ? null : { r: r / n, g: g / n, b: b / n };
}

/** Colours closer than this (Euclidean RGB distance) count as one. */
const DISTINCT = 48;

/**
 * The picture's most common colours, most common first: pixels are grouped in 4-bit-per-channel buckets, each
 * bucket stands for its mean colour, and buckets too close to a commoner one are skipped.
 */
export function dominantColours(data: Uint8ClampedArray, max: number): string[] {
  const buckets = new Map<number, { r: number; g: number; b: number; n: number }>();
  for (let i = 0; i + 3 < data.length; i += 4) {
    if (data[i + 3]! < 128) continue;
    const r = data[i]!;
    const g = data[i + 1]!;
    const b = data[i + 2]!;
    const key = ((r >> 4) << 8) | ((g >> 4) << 4) | (b >> 4);
    const bucket = buckets.get(key);
    if (bucket) {
      bucket.r += r;
      bucket.g += g;
      bucket.b += b;
      bucket.n += 1;
    } else buckets.set(key, { r, g, b, n: 1 });
  }
  const ranked = [...buckets.values()]
    .sort((x, y) => y.n - x.n)
    .map(({ r, g, b, n }) => ({ r: r / n, g: g / n, b: b / n }));
  const chosen: Rgb[] = [];
  for (const c of ranked) {
    if (chosen.length >= max) break;
    if (chosen.some((o) => Math.hypot(o.r - c.r, o.g - c.g, o.b - c.b) < DISTINCT)) continue;
    chosen.push(c);
  }
  return chosen.map(rgbToHex);
}
