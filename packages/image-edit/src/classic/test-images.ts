/**
 * Synthetic pictures for the tests, the bench and the contact sheet: drawn with sharp from SVG, so they need
 * no files in the repository. `landscape` is photo-like (sky gradient, sun, textured grass, trees, a house,
 * a face); `gradient` is smooth, so any fill error shows.
 */
import { loadSharp } from './libs';

export async function landscape(width = 1024, height = 1024): Promise<Buffer> {
  const sharp = await loadSharp();
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 1024 1024" preserveAspectRatio="none">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#3b6fb6"/><stop offset="0.55" stop-color="#9cc7ea"/><stop offset="1" stop-color="#dfeef8"/>
    </linearGradient>
    <linearGradient id="ground" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#6f9a3e"/><stop offset="1" stop-color="#35591f"/>
    </linearGradient>
    <radialGradient id="sun"><stop offset="0" stop-color="#fffbe0"/><stop offset="0.6" stop-color="#ffe27a"/><stop offset="1" stop-color="#ffd24a" stop-opacity="0"/></radialGradient>
    <radialGradient id="face" cx="0.45" cy="0.4"><stop offset="0" stop-color="#f3c9a8"/><stop offset="1" stop-color="#c98d66"/></radialGradient>
    <filter id="grain"><feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="2" seed="3"/>
      <feColorMatrix values="0 0 0 0 0  0 0 0 0 0  0 0 0 0 0  0 0 0 0.35 0"/><feComposite in2="SourceGraphic" operator="in"/></filter>
    <filter id="leaves"><feTurbulence type="fractalNoise" baseFrequency="0.08" numOctaves="3" seed="7"/>
      <feColorMatrix values="0 0 0 0 0.05  0 0 0 0 0.2  0 0 0 0 0.03  0 0 0 0.9 -0.15"/><feComposite in2="SourceGraphic" operator="in"/></filter>
  </defs>
  <rect width="1024" height="1024" fill="url(#sky)"/>
  <circle cx="800" cy="180" r="110" fill="url(#sun)"/>
  <ellipse cx="300" cy="230" rx="140" ry="38" fill="#ffffff" opacity="0.85"/>
  <ellipse cx="370" cy="210" rx="90" ry="40" fill="#ffffff" opacity="0.9"/>
  <path d="M0 600 Q 250 520 520 590 T 1024 570 L 1024 1024 L 0 1024 Z" fill="url(#ground)"/>
  <path d="M0 600 Q 250 520 520 590 T 1024 570 L 1024 1024 L 0 1024 Z" fill="#000" filter="url(#grain)"/>
  <rect x="150" y="470" width="26" height="150" fill="#5a3b22"/>
  <circle cx="163" cy="440" r="85" fill="#2f6b2a"/><circle cx="163" cy="440" r="85" fill="#000" filter="url(#leaves)"/>
  <rect x="880" y="500" width="22" height="120" fill="#5a3b22"/>
  <circle cx="891" cy="470" r="70" fill="#3d7a30"/><circle cx="891" cy="470" r="70" fill="#000" filter="url(#leaves)"/>
  <rect x="520" y="520" width="230" height="170" fill="#d9c7a3"/>
  <polygon points="500,525 635,420 770,525" fill="#a1432f"/>
  <rect x="610" y="600" width="50" height="90" fill="#6b4226"/>
  <rect x="545" y="560" width="45" height="40" fill="#9fd0f0" stroke="#ffffff" stroke-width="5"/>
  <rect x="685" y="560" width="45" height="40" fill="#9fd0f0" stroke="#ffffff" stroke-width="5"/>
  <ellipse cx="330" cy="800" rx="85" ry="105" fill="url(#face)"/>
  <ellipse cx="300" cy="785" rx="10" ry="7" fill="#3a2a20"/><ellipse cx="360" cy="785" rx="10" ry="7" fill="#3a2a20"/>
  <path d="M300 845 Q 330 865 360 845" stroke="#8a3b32" stroke-width="6" fill="none"/>
  <path d="M245 760 Q 330 640 415 760 Q 380 700 330 705 Q 280 700 245 760 Z" fill="#4a3020"/>
  <rect x="250" y="900" width="160" height="124" fill="#2d4f8a"/>
</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** A smooth diagonal colour gradient. */
export async function gradient(width: number, height: number): Promise<Buffer> {
  const sharp = await loadSharp();
  const data = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      data[i] = Math.round(40 + (180 * x) / width);
      data[i + 1] = Math.round(60 + (140 * y) / height);
      data[i + 2] = Math.round(200 - (120 * (x + y)) / (width + height));
    }
  }
  return sharp(data, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

/** Draws SVG shapes (e.g. `<line …/>`) over `image`. */
export async function drawOver(image: Buffer, shapes: string): Promise<Buffer> {
  const sharp = await loadSharp();
  const { width = 0, height = 0 } = await sharp(image).metadata();
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${shapes}</svg>`;
  return sharp(image)
    .composite([{ input: Buffer.from(svg) }])
    .png()
    .toBuffer();
}

/** A black mask of the given size with SVG shapes drawn on it (draw them white). */
export async function maskOf(width: number, height: number, shapes: string): Promise<Buffer> {
  const sharp = await loadSharp();
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#000"/>${shapes}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

export interface Pixels {
  rgb: Uint8Array;
  width: number;
  height: number;
}

/** Decodes any image to RGB bytes (alpha dropped) for comparisons. */
export async function pixelsOf(image: Buffer): Promise<Pixels> {
  const sharp = await loadSharp();
  const { data, info } = await sharp(image)
    .toColourspace('srgb')
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { rgb: new Uint8Array(data), width: info.width, height: info.height };
}

/** Peak signal-to-noise ratio in dB between two equally sized RGB images. */
export function psnr(a: Uint8Array, b: Uint8Array): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += (a[i]! - b[i]!) ** 2;
  return 10 * Math.log10(255 ** 2 / Math.max(1e-9, sum / a.length));
}

/** Mean absolute difference per channel over the pixels where `where` (per pixel) is true. */
export function meanAbsDiff(
  a: Uint8Array,
  b: Uint8Array,
  where: (pixel: number) => boolean = () => true,
): number {
  let sum = 0;
  let count = 0;
  for (let p = 0; p < a.length / 3; p++) {
    if (!where(p)) continue;
    for (let c = 0; c < 3; c++) sum += Math.abs(a[p * 3 + c]! - b[p * 3 + c]!);
    count += 3;
  }
  return sum / Math.max(1, count);
}

/** Adds seeded Gaussian noise of standard deviation `sigma` to every channel. */
export async function withNoise(image: Buffer, sigma: number, seed = 1): Promise<Buffer> {
  const sharp = await loadSharp();
  const { rgb, width, height } = await pixelsOf(image);
  let state = seed;
  const random = () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return (state + 1) / 4294967297;
  };
  const noisy = Uint8Array.from(rgb, (v) => {
    const gaussian = Math.sqrt(-2 * Math.log(random())) * Math.cos(2 * Math.PI * random());
    return Math.max(0, Math.min(255, Math.round(v + sigma * gaussian)));
  });
  return sharp(noisy, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

/** A transparent layer of the given size with SVG shapes on it, as the editor's brush layer is. */
export async function strokeLayer(width: number, height: number, shapes: string): Promise<Buffer> {
  const sharp = await loadSharp();
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${shapes}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
