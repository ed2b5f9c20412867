/**
 * The local image engine (models "art" and "photo2"): milliseconds per picture at 1024×1024 over ~20 varied
 * prompts and every treatment, plus one run each at 512×512 and 1920×1080; then a per-treatment breakdown:
 * the same 10 scenes at 2 seeds through each treatment (chosen with the request's styles), as wall-time
 * mean / p95 / max and mean CPU time, and the same over all of them. Single calls, one after another.
 */
import { createProviderRegistry } from '@muse/providers';
import type { BenchResult } from './run';

const PROMPTS = [
  'mountain lake at sunset watercolor',
  'neon city skyline at night',
  'red flowers in a meadow',
  'portrait of a woman, oil painting',
  'pixel art spaceship near a planet',
  'pencil sketch of a forest',
  'foggy mountains at dawn',
  'a beach with waves on a bright sunny day',
  'a spiral galaxy full of stars',
  'a cat under the moon',
  'desert dunes at golden hour',
  'a lighthouse by the ocean, oil painting',
  'blue abstract geometric pattern',
  'snowy pine forest at night',
  'a man on the beach at sunset',
  'cyberpunk street in the rain',
  'a garden of yellow tulips, watercolor',
  'hills and clouds in summer',
  'a dog in a park, pixel art',
  'purple planet with rings',
];

/** Every treatment the engine has, each timed over the same scenes. */
const STYLES = ['digital', 'painterly', 'photo', 'watercolor', 'pencil', 'pixel', 'oil', 'neon'] as const;
/** Scenes of every kind (landscape, night, space, portrait, abstract), each at two seeds. */
const STYLE_PROMPTS = [
  'mountain lake at sunset',
  'city skyline at night',
  'red flowers in a meadow',
  'portrait of a woman',
  'a spiral galaxy full of stars',
  'snowy pine forest at night',
  'a beach with waves on a bright sunny day',
  'blue abstract geometric pattern',
  'desert dunes at golden hour',
  'a cat under the moon',
];
const STYLE_SEEDS = [3, 1234];

export async function imageEngine(): Promise<BenchResult> {
  const registry = createProviderRegistry({});
  const art = registry.requireModel('art', 'image');
  const photo = registry.requireModel('photo2', 'image');
  // Warm up: the first call loads the native rasteriser and encoder.
  await art.generate({ prompt: 'warm up', width: 512, height: 512, seed: 1 });

  const times: number[] = [];
  // CPU time (all threads of the process, the encoder's included) is steadier than wall time on a busy machine.
  const cpuBefore = process.cpuUsage();
  for (const [i, prompt] of PROMPTS.entries()) {
    const engine = i % 4 === 3 ? photo : art;
    const started = performance.now();
    await engine.generate({ prompt, width: 1024, height: 1024, seed: i + 1 });
    times.push(performance.now() - started);
  }
  const cpu = process.cpuUsage(cpuBefore);
  const timed = async (width: number, height: number) => {
    const started = performance.now();
    await art.generate({ prompt: 'mountain lake at sunset', width, height, seed: 7 });
    return round(performance.now() - started);
  };
  const figures: BenchResult['figures'] = {
    'images at 1024×1024': times.length,
    '1024×1024 mean (ms)': round(mean(times)),
    '1024×1024 p95 (ms)': round(p95(times)),
    '1024×1024 max (ms)': round(Math.max(...times)),
    '1024×1024 mean CPU time (ms)': round((cpu.user + cpu.system) / 1000 / times.length),
    '512×512 (ms)': await timed(512, 512),
    '1920×1080 (ms)': await timed(1920, 1080),
  };

  // Per treatment: the same scenes and seeds through each one, so the figures compare the finishes.
  // Wall time, and the mean CPU time as in the figures above.
  const all: number[] = [];
  const cpuAll = process.cpuUsage();
  for (const style of STYLES) {
    const perStyle: number[] = [];
    const cpuStyle = process.cpuUsage();
    for (const prompt of STYLE_PROMPTS) {
      for (const seed of STYLE_SEEDS) {
        const started = performance.now();
        await art.generate({ prompt, width: 1024, height: 1024, seed, styles: [style] });
        perStyle.push(performance.now() - started);
      }
    }
    all.push(...perStyle);
    figures[`${style} mean/p95/max, CPU (ms)`] = spread(perStyle, process.cpuUsage(cpuStyle));
  }
  figures['per-style images at 1024×1024'] = all.length;
  figures['all styles mean/p95/max, CPU (ms)'] = spread(all, process.cpuUsage(cpuAll));
  return { name: 'image-engine', figures };
}

const round = (ms: number) => Math.round(ms * 10) / 10;
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
function p95(xs: number[]): number {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)] ?? 0;
}
/** "mean / p95 / max, CPU mean" of a set of timings and the CPU time they took. */
const spread = (xs: number[], cpu: NodeJS.CpuUsage) =>
  `${[mean(xs), p95(xs), Math.max(...xs)].map((ms) => round(ms).toFixed(1)).join(' / ')}, ` +
  `CPU ${round((cpu.user + cpu.system) / 1000 / xs.length).toFixed(1)}`;
