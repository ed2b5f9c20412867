/**
 * The editor's offline AI tools (issue #17) on 1024 × 1024 pictures: background removal and ×2 / ×4
 * super-resolution, each timed on its first call (runtime and model load included, when nothing loaded
 * them before in this process) and on a warm call. Every model session runs on one thread and libvips is
 * held to one thread too, so CPU time ≈ one core's time; wall time also counts what else the machine runs.
 * Quality figures come with them: the background matte's IoU with the drawn subject, and super-resolution
 * PSNR against the original after a 2× downscale, beside sharp's Lanczos-3 and nearest-neighbour resizes.
 * Prints nothing; `npm run bench -- editor` prints the figures.
 */
import { removeBackground, upscale } from '@muse/image-edit';
import sharp from 'sharp';

/** A shaded ball before a wall, on a table with its shadow; the ball is the disc (512, 472, r 248). */
const BALL = { cx: 512, cy: 472, r: 248 };
const ballSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="1024">
  <defs>
    <linearGradient id="w" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#dfe7ee"/><stop offset="1" stop-color="#b8c4cf"/></linearGradient>
    <linearGradient id="t" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#c9a27a"/><stop offset="1" stop-color="#8a6240"/></linearGradient>
    <radialGradient id="b" cx="0.38" cy="0.32" r="0.75"><stop offset="0" stop-color="#ff9a8a"/><stop offset="0.35" stop-color="#e0301e"/><stop offset="1" stop-color="#5a0a05"/></radialGradient>
    <filter id="s"><feGaussianBlur stdDeviation="20"/></filter>
  </defs>
  <rect width="1024" height="680" fill="url(#w)"/><rect y="680" width="1024" height="344" fill="url(#t)"/>
  <ellipse cx="560" cy="736" rx="264" ry="48" fill="#3a2a1c" opacity="0.55" filter="url(#s)"/>
  <circle cx="${BALL.cx}" cy="${BALL.cy}" r="${BALL.r}" fill="url(#b)"/>
</svg>`;

/** Hills, a sun, hatching, a fence and text: edges and gradients for super-resolution. */
const detailSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="1024" viewBox="0 0 256 256">
  <defs>
    <linearGradient id="k" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#5d8fd6"/><stop offset="1" stop-color="#f2d7b0"/></linearGradient>
    <radialGradient id="u"><stop offset="0" stop-color="#fff6c8"/><stop offset="1" stop-color="#f7b733"/></radialGradient>
  </defs>
  <rect width="256" height="256" fill="url(#k)"/><circle cx="60" cy="60" r="30" fill="url(#u)"/>
  <path d="M0 170 L50 120 L90 150 L140 95 L200 160 L256 130 L256 256 L0 256 Z" fill="#3f6b3a"/>
  <path d="M0 200 Q64 170 128 200 T256 195 L256 256 L0 256 Z" fill="#2c4a28"/>
  ${Array.from({ length: 40 }, (_, i) => `<line x1="${150 + i * 2.5}" y1="20" x2="${180 + i * 2.5}" y2="110" stroke="#2b2b2b" stroke-width="${0.4 + (i % 3) * 0.3}"/>`).join('')}
  <rect x="20" y="205" width="120" height="38" rx="4" fill="#f4f1ea" stroke="#333"/>
  <text x="28" y="222" font-family="DejaVu Sans, sans-serif" font-size="9" fill="#1a1a1a">The quick brown fox</text>
  <text x="28" y="236" font-family="DejaVu Sans, sans-serif" font-size="6" fill="#1a1a1a">jumps over the lazy dog 0123456789</text>
  ${Array.from({ length: 18 }, (_, i) => `<line x1="${160 + i * 5}" y1="210" x2="${160 + i * 5}" y2="250" stroke="#7a5230"/>`).join('')}
</svg>`;

interface Timed<T> {
  result: T;
  wallMs: number;
  cpuMs: number;
}
async function timed<T>(run: () => Promise<T>): Promise<Timed<T>> {
  const cpu = process.cpuUsage();
  const start = performance.now();
  const result = await run();
  const used = process.cpuUsage(cpu);
  return {
    result,
    wallMs: Math.round(performance.now() - start),
    cpuMs: Math.round((used.user + used.system) / 1000),
  };
}

async function psnr(a: Buffer, b: Buffer): Promise<number> {
  const [x, y] = await Promise.all([a, b].map((img) => sharp(img).removeAlpha().raw().toBuffer()));
  let sum = 0;
  for (let i = 0; i < x!.length; i++) sum += (x![i]! - y![i]!) ** 2;
  return Math.round(100 * 10 * Math.log10((255 * 255) / (sum / x!.length))) / 100;
}

async function matteIou(png: Buffer): Promise<number> {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  let both = 0;
  let either = 0;
  for (let y = 0; y < info.height; y++) {
    for (let x = 0; x < info.width; x++) {
      const inside = (x + 0.5 - BALL.cx) ** 2 + (y + 0.5 - BALL.cy) ** 2 < BALL.r ** 2;
      const kept = data[(y * info.width + x) * 4 + 3]! > 128;
      if (inside && kept) both++;
      if (inside || kept) either++;
    }
  }
  return Math.round((1000 * both) / either) / 1000;
}

export async function runMlBench(): Promise<Record<string, number | string>> {
  const threads = sharp.concurrency();
  sharp.concurrency(1);
  try {
    const ball = await sharp(Buffer.from(ballSvg)).jpeg({ quality: 92 }).toBuffer();
    const detail = await sharp(Buffer.from(detailSvg)).png().toBuffer();
    const figures: Record<string, number | string> = { 'ml picture': '1024×1024', 'ml threads': 1 };

    const bgFirst = await timed(() => removeBackground(ball));
    const bgWarm = await timed(() => removeBackground(ball));
    Object.assign(figures, {
      'background first call ms': bgFirst.wallMs,
      'background first call cpu ms': bgFirst.cpuMs,
      'background warm call ms': bgWarm.wallMs,
      'background warm call cpu ms': bgWarm.cpuMs,
      'background matte IoU': await matteIou(bgWarm.result),
    });

    for (const factor of [2, 4] as const) {
      const first = await timed(() => upscale(detail, { factor }));
      const warm = await timed(() => upscale(detail, { factor }));
      Object.assign(figures, {
        [`upscale ×${factor} first call ms`]: first.wallMs,
        [`upscale ×${factor} first call cpu ms`]: first.cpuMs,
        [`upscale ×${factor} warm call ms`]: warm.wallMs,
        [`upscale ×${factor} warm call cpu ms`]: warm.cpuMs,
      });
    }

    // Quality: halve the 1024² picture, bring it back to 1024², compare with the original.
    const half = await sharp(detail).resize(512, 512).png().toBuffer();
    const model = await upscale(half, { factor: 2 });
    const lanczos = await sharp(half).resize(1024, 1024, { kernel: 'lanczos3' }).png().toBuffer();
    const nearest = await sharp(half).resize(1024, 1024, { kernel: 'nearest' }).png().toBuffer();
    Object.assign(figures, {
      'upscale ×2 PSNR dB': await psnr(model, detail),
      'lanczos3 ×2 PSNR dB': await psnr(lanczos, detail),
      'nearest ×2 PSNR dB': await psnr(nearest, detail),
    });
    return figures;
  } finally {
    sharp.concurrency(threads);
  }
}
