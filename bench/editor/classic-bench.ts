/**
 * The editor's classical image tools (issue #17, `@muse/image-edit` classic/) on 1024 × 1024 pictures:
 * inpaint (a 10% mask), outpaint (1024² → 1536 × 1024), restorePhoto (a noisy, scratched grey photo) and every
 * art style. Each tool is timed on its first call in a fresh Node process (importing the package, loading
 * sharp and compiling OpenCV.js included) and then warm (median of three calls). OpenCV.js is a single-thread
 * wasm build and libvips is held to one thread, so the figures are one core's. Prints nothing;
 * `npm run bench -- editor` prints the figures.
 */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const TOOLS = [
  'inpaint',
  'outpaint',
  'restorePhoto',
  'style-pencil',
  'style-oil',
  'style-watercolour',
  'style-pop-art',
  'style-impressionist',
  'style-anime',
] as const;
type Tool = (typeof TOOLS)[number];

interface ToolTiming {
  tool: Tool;
  importMs: number;
  firstMs: number;
  warmMs: number;
}

/** Sky, sun, clouds, grass with grain, trees, a house and a face: a photo-like test picture. */
const sceneSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="1024">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#3b6fb6"/><stop offset="1" stop-color="#dfeef8"/></linearGradient>
    <linearGradient id="ground" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#6f9a3e"/><stop offset="1" stop-color="#35591f"/></linearGradient>
    <filter id="grain"><feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="2" seed="3"/>
      <feColorMatrix values="0 0 0 0 0  0 0 0 0 0  0 0 0 0 0  0 0 0 0.35 0"/><feComposite in2="SourceGraphic" operator="in"/></filter>
  </defs>
  <rect width="1024" height="1024" fill="url(#sky)"/><circle cx="800" cy="180" r="80" fill="#ffe27a"/>
  <ellipse cx="330" cy="220" rx="140" ry="40" fill="#fff" opacity="0.9"/>
  <path d="M0 600 Q 250 520 520 590 T 1024 570 L 1024 1024 L 0 1024 Z" fill="url(#ground)"/>
  <path d="M0 600 Q 250 520 520 590 T 1024 570 L 1024 1024 L 0 1024 Z" fill="#000" filter="url(#grain)"/>
  <rect x="150" y="470" width="26" height="150" fill="#5a3b22"/><circle cx="163" cy="440" r="85" fill="#2f6b2a"/>
  <rect x="520" y="520" width="230" height="170" fill="#d9c7a3"/><polygon points="500,525 635,420 770,525" fill="#a1432f"/>
  <rect x="610" y="600" width="50" height="90" fill="#6b4226"/>
  <ellipse cx="330" cy="800" rx="85" ry="105" fill="#e8b896"/>
  <ellipse cx="300" cy="785" rx="10" ry="7" fill="#3a2a20"/><ellipse cx="360" cy="785" rx="10" ry="7" fill="#3a2a20"/>
</svg>`;

/** 324² ≈ 10% of the picture, over the house. */
const maskSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="1024"><rect width="1024" height="1024" fill="#000"/>
  <rect x="478" y="398" width="324" height="324" fill="#fff"/></svg>`;

async function oldPhoto(scene: Buffer): Promise<Buffer> {
  const { data, info } = await sharp(scene)
    .grayscale()
    .linear(0.6, 60)
    .raw()
    .toBuffer({ resolveWithObject: true });
  let state = 7;
  const random = () => ((state = (state * 1664525 + 1013904223) >>> 0) + 1) / 4294967297;
  const noisy = Uint8Array.from(data, (v) => {
    const gaussian = Math.sqrt(-2 * Math.log(random())) * Math.cos(2 * Math.PI * random());
    return Math.max(0, Math.min(255, Math.round(v + 10 * gaussian)));
  });
  const scratches = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="1024">
    <path d="M100 50 L 420 1000" stroke="#fff" stroke-width="3"/><path d="M700 0 Q 650 500 820 1024" stroke="#111" stroke-width="2" fill="none"/></svg>`);
  return sharp(noisy, { raw: { width: info.width, height: info.height, channels: 1 } })
    .composite([{ input: scratches }])
    .png()
    .toBuffer();
}

/** Runs in a fresh process: nothing of the package is loaded yet, so the first call pays every load. */
async function timeTool(tool: Tool): Promise<ToolTiming> {
  sharp.concurrency(1);
  const scene = await sharp(Buffer.from(sceneSvg)).png().toBuffer();
  const mask = await sharp(Buffer.from(maskSvg)).png().toBuffer();
  const photo = tool === 'restorePhoto' ? await oldPhoto(scene) : scene;
  const importStart = performance.now();
  const edit = await import('@muse/image-edit');
  const importMs = performance.now() - importStart;
  const call = (): Promise<Buffer> => {
    if (tool === 'inpaint') return edit.inpaint(scene, mask);
    if (tool === 'outpaint') return edit.outpaint(scene, { width: 1536, height: 1024, anchor: 'center' });
    if (tool === 'restorePhoto') return edit.restorePhoto(photo);
    return edit.stylise(scene, tool.slice('style-'.length) as Parameters<typeof edit.stylise>[1]);
  };
  let start = performance.now();
  await call();
  const firstMs = performance.now() - start;
  const warm: number[] = [];
  for (let run = 0; run < 3; run++) {
    start = performance.now();
    await call();
    warm.push(performance.now() - start);
  }
  warm.sort((a, b) => a - b);
  return { tool, importMs, firstMs, warmMs: warm[1]! };
}

/** A fresh Node process per tool (with tsx, as `npm run bench` runs), so nothing is loaded before it starts. */
function inFreshProcess(tool: Tool): Promise<ToolTiming> {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(import.meta.url), [], {
      execArgv: ['--import', 'tsx'],
      env: { ...process.env, CLASSIC_BENCH_TOOL: tool },
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    });
    let errors = '';
    child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.once('message', (timing) => resolve(timing as ToolTiming));
    child.once('exit', (code) => {
      if (code !== 0) reject(new Error(`classic bench ${tool} exited with ${code}: ${errors.slice(-400)}`));
    });
  });
}

const task = process.env.CLASSIC_BENCH_TOOL as Tool | undefined;
if (task && process.send) {
  void timeTool(task).then((timing) => process.send?.(timing, () => process.exit(0)));
}

/** Times every classical tool; figures in milliseconds, rounded. */
export async function runClassicBench(): Promise<Record<string, number | string>> {
  const figures: Record<string, number | string> = {
    picture:
      '1024×1024 photo-like SVG scene; outpaint to 1536×1024; restorePhoto on a noisy scratched grey copy',
  };
  let importMs = 0;
  for (const tool of TOOLS) {
    const timing = await inFreshProcess(tool);
    importMs = Math.max(importMs, timing.importMs);
    figures[`${tool} first call ms`] = Math.round(timing.firstMs);
    figures[`${tool} warm ms`] = Math.round(timing.warmMs);
  }
  figures['import @muse/image-edit ms (max)'] = Math.round(importMs);
  return figures;
}
