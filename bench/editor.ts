/**
 * `npm run bench -- editor` (issue #17): each offline AI tool of the image editor on a 1024×1024 picture, on
 * one thread, first call (library and model load included) and warm. Goals: background removal ≤ 5 s,
 * upscale ×2 ≤ 10 s, inpaint ≤ 2 s.
 */
import type { BenchResult } from './run';
import { runClassicBench } from './editor/classic-bench';
import { runMlBench } from './editor/ml-bench';

export async function editorBench(): Promise<BenchResult> {
  const ml = await runMlBench();
  const classic = await runClassicBench();
  return { name: 'editor', figures: { ...ml, ...classic } };
}
