/**
 * Prompt language: the detector and rules that decide whether a prompt is translated before generation
 * (@muse/providers detectPromptLanguage), measured on bench/prompt-language/prompts.ts. Prints the accuracy
 * of the held-out test half (and the dev half it was tuned on), each miss, and the time a detection takes
 * once the detector's database is loaded.
 */
import { detectPromptLanguage } from '@muse/providers';
import { dev, test, type LanguageCase } from './prompt-language/prompts';
import type { BenchResult } from './run';

async function measure(name: string, cases: LanguageCase[]) {
  let right = 0;
  for (const c of cases) {
    const got = await detectPromptLanguage(c.text);
    if (got === c.expected) right += 1;
    else console.log(`  ${name} miss: ${JSON.stringify(c.text)} expected ${c.expected}, got ${got}`);
  }
  return right / cases.length;
}

export async function promptLanguage(): Promise<BenchResult> {
  const loadStart = performance.now();
  await detectPromptLanguage('ein roter Fuchs im Schnee'); // loads the database
  const loadMs = performance.now() - loadStart;
  const testAccuracy = await measure('test', test);
  const devAccuracy = await measure('dev', dev);
  const all = [...dev, ...test];
  const start = performance.now();
  for (let i = 0; i < 10; i++) for (const c of all) await detectPromptLanguage(c.text);
  const perPromptMs = (performance.now() - start) / (10 * all.length);
  return {
    name: 'prompt-language',
    figures: {
      'test half accuracy %': Math.round(testAccuracy * 1000) / 10,
      'dev half accuracy %': Math.round(devAccuracy * 1000) / 10,
      'prompts (test / dev)': `${test.length} / ${dev.length}`,
      'first detection incl. loading (ms)': Math.round(loadMs),
      'detection per prompt (ms)': Math.round(perPromptMs * 1000) / 1000,
    },
  };
}
