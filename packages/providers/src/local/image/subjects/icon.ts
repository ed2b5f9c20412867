import { createCanvas, Image, type Canvas } from '@napi-rs/canvas';
import { hsl, toRgb, type Hsl } from '../colour';
import { iconBody, iconSvg } from './library';

/** A rasterised icon, ready to draw, and the box its visible pixels fill. */
export interface IconRaster {
  canvas: Canvas;
  size: number;
  /** The visible part, in pixels of the raster: where its feet are (y1) and how wide it really is. */
  box: { x0: number; y0: number; x1: number; y1: number };
}

/** A light over the whole icon: the time of day's colour and how strongly it shows. */
export interface Tint {
  colour: Hsl;
  amount: number;
}

// Rasters are kept per icon, colour, light and size (rounded to 32 px): a few dozen a picture, bounded.
const cache = new Map<string, IconRaster>();
const CACHE_LIMIT = 160;

export function iconRaster(icon: string, size: number, colour?: Hsl, tint?: Tint): IconRaster {
  const px = Math.max(32, Math.round(size / 32) * 32);
  const key = `${icon}|${px}|${colour ? `${colour.h},${colour.s},${colour.l}` : ''}|${tint ? `${tint.colour.h},${tint.colour.l},${tint.amount}` : ''}`;
  const hit = cache.get(key);
  if (hit) {
    // Most recently used last, so the oldest goes first when the cache is full.
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const body = colour ? recolour(icon, iconBody(icon), colour) : iconBody(icon);
  const image = new Image();
  image.src = Buffer.from(iconSvg(icon, px, body));
  const canvas = createCanvas(px, px);
  const ctx = canvas.getContext('2d');
  ctx.drawImage(image, 0, 0, px, px);
  if (tint && tint.amount > 0) {
    ctx.globalCompositeOperation = 'source-atop';
    const [r, g, b] = toRgb(tint.colour);
    ctx.fillStyle = `rgba(${r},${g},${b},${tint.amount})`;
    ctx.fillRect(0, 0, px, px);
    ctx.globalCompositeOperation = 'source-over';
  }
  const raster = { canvas, size: px, box: visibleBox(ctx.getImageData(0, 0, px, px).data, px) };
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
  cache.set(key, raster);
  return raster;
}

function visibleBox(data: Uint8ClampedArray, px: number): IconRaster['box'] {
  let x0 = px;
  let y0 = px;
  let x1 = 0;
  let y1 = 0;
  for (let y = 0; y < px; y++) {
    for (let x = 0, i = y * px * 4 + 3; x < px; x++, i += 4) {
      if ((data[i] as number) < 40) continue;
      if (x < x0) x0 = x;
      if (x > x1) x1 = x;
      if (y < y0) y0 = y;
      if (y > y1) y1 = y;
    }
  }
  return x1 < x0 ? { x0: 0, y0: 0, x1: px, y1: px } : { x0, y0, x1: x1 + 1, y1: y1 + 1 };
}

const HEX = /#([0-9a-f]{6}|[0-9a-f]{3})\b/gi;

function parseHex(hex: string): Hsl {
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  const n = parseInt(full, 16);
  return rgbToHsl(n >> 16, (n >> 8) & 255, n & 255);
}

function rgbToHsl(r8: number, g8: number, b8: number): Hsl {
  const [r, g, b] = [r8 / 255, g8 / 255, b8 / 255];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  const d = max - min;
  if (d === 0) return hsl(0, 0, l);
  const s = d / (1 - Math.abs(2 * l - 1));
  const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return hsl(h * 60, s, l);
}

const toHex = (c: Hsl) =>
  `#${toRgb(c)
    .map((v) => v.toString(16).padStart(2, '0'))
    .join('')}`;
const hueGap = (a: number, b: number) => Math.abs(((a - b + 540) % 360) - 180);

/**
 * Paints an icon in a named colour: the hue that covers most of it (weighted by how much path each fill
 * draws) and the hues near it move to the named one, keeping their relative light and shade; eyes, outlines
 * and other colours stay. White, black and grey take the lightness and drop the saturation.
 */
export function recolour(icon: string, body: string, target: Hsl): string {
  // The dominant hue by area: count the pixels of a small rendering, 20° bins, saturated pixels only.
  const px = 48;
  const image = new Image();
  image.src = Buffer.from(iconSvg(icon, px, body));
  const ctx = createCanvas(px, px).getContext('2d');
  ctx.drawImage(image, 0, 0, px, px);
  const data = ctx.getImageData(0, 0, px, px).data;
  const bins = new Float32Array(18);
  for (let i = 0; i < data.length; i += 4) {
    if ((data[i + 3] as number) < 200) continue;
    const c = rgbToHsl(data[i] as number, data[i + 1] as number, data[i + 2] as number);
    if (c.s < 0.25 || c.l < 0.12 || c.l > 0.92) continue;
    bins[Math.round(c.h / 20) % 18] += 1;
  }
  let bin = 0;
  for (let b = 1; b < 18; b++) if ((bins[b] as number) > (bins[bin] as number)) bin = b;
  if ((bins[bin] as number) === 0) return body;
  const hue = bin * 20;
  // The dominant colours' mean lightness, so the named colour lands on it and shades stay around it.
  let lSum = 0;
  let lCount = 0;
  body.replace(HEX, (_, hex: string) => {
    const c = parseHex(hex);
    if (c.s >= 0.2 && hueGap(c.h, hue) <= 35) {
      lSum += c.l;
      lCount++;
    }
    return '';
  });
  const meanL = lCount ? lSum / lCount : 0.5;
  const neutral = target.s < 0.08;
  return body.replace(HEX, (whole, hex: string) => {
    const c = parseHex(hex);
    if (c.s < 0.2 || hueGap(c.h, hue) > 35) return whole;
    const l = Math.min(0.95, Math.max(0.05, target.l + (c.l - meanL) * 0.8));
    return toHex(neutral ? hsl(c.h, 0.04, l) : hsl(target.h, Math.max(target.s, c.s * 0.8), l));
  });
}

/** The visible part of an icon as fractions of its square: where a thing set on it or in it can go. */
export function iconBox(icon: string): IconRaster['box'] {
  const { box, size } = iconRaster(icon, 128);
  return { x0: box.x0 / size, y0: box.y0 / size, x1: box.x1 / size, y1: box.y1 / size };
}
