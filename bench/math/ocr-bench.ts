/**
 * The MathSOS OCR bench (issue #16): renders every case of ocr-set.ts (ocr-render.ts), reads it with the local
 * OCR engine from the provider registry and cleans the text with cleanOcrText (which chooses among the engine's
 * readings when it gives alternatives), and counts the cases "parsed to the same problem". Prints nothing;
 * `npm run bench -- math` prints the figures.
 *
 * "The same problem": the cleaned text and the case's expected text are equal after `sameProblemKey`, which
 * only forgives what cannot change the problem: all whitespace is dropped (line breaks, "3x+7" vs "3x + 7"),
 * letters are compared in lower case (a capital at a sentence start), ×, ·, ∗ are *, the unicode minus and
 * dashes are -, ÷ is /, ≤ ≥ are <= >=, and a final full stop is ignored. Everything else (a digit, a power,
 * a fraction's grouping, a word) must match exactly.
 */
import { createProviderRegistry, type OcrEngine } from '@muse/providers';
import { cleanOcrText } from '@muse/math';
import { renderOcrCase } from './ocr-render';
import { OCR_CASES, ocrSplitOf, type OcrCase } from './ocr-set';

export function sameProblemKey(text: string): string {
  return text
    .replace(/[×·∗]/g, '*')
    .replace(/[−–—]/g, '-')
    .replace(/÷/g, '/')
    .replace(/≤/g, '<=')
    .replace(/≥/g, '>=')
    .replace(/\s+/g, '')
    .toLowerCase()
    .replace(/\.$/, '');
}

export interface OcrCaseResult {
  id: string;
  split: 'dev' | 'test';
  expected: string;
  raw: string;
  /** the engine's other readings of the picture, if any */
  alternatives: string[];
  cleaned: string;
  same: boolean;
  ms: number;
}

export interface OcrBenchResult {
  dev: { same: number; total: number };
  test: { same: number; total: number };
  /** wall time per image, render excluded, after one warm-up read (worker start) */
  p95Ms: number;
  /** "id [split]: expected → cleaned" for every case not parsed to the same problem */
  misses: string[];
  cases: OcrCaseResult[];
}

/** Closes engines that hold a worker, so the process can end. */
async function closeEngine(engine: OcrEngine): Promise<void> {
  const closable = engine as OcrEngine & { close?: () => Promise<void> };
  await closable.close?.();
}

export async function runOcrBench(cases: readonly OcrCase[] = OCR_CASES): Promise<OcrBenchResult> {
  const engine = createProviderRegistry({}).require('ocr');
  try {
    await engine.recognize({ image: renderOcrCase(cases[0]!) });
    const results: OcrCaseResult[] = [];
    for (const [i, c] of cases.entries()) {
      const image = renderOcrCase(c);
      const started = performance.now();
      const { text, alternatives = [] } = await engine.recognize({ image });
      const cleaned = cleanOcrText(text, alternatives);
      const ms = performance.now() - started;
      results.push({
        id: c.id,
        split: ocrSplitOf(i),
        expected: c.expected,
        raw: text,
        alternatives,
        cleaned,
        same: sameProblemKey(cleaned) === sameProblemKey(c.expected),
        ms,
      });
    }
    const tally = (split: 'dev' | 'test') => {
      const of = results.filter((r) => r.split === split);
      return { same: of.filter((r) => r.same).length, total: of.length };
    };
    const times = results.map((r) => r.ms).sort((a, b) => a - b);
    return {
      dev: tally('dev'),
      test: tally('test'),
      p95Ms: Math.round(times[Math.min(times.length - 1, Math.floor(0.95 * times.length))] ?? 0),
      misses: results
        .filter((r) => !r.same)
        .map((r) => `${r.id} [${r.split}]: ${r.expected} → ${r.cleaned.replace(/\n/g, ' ⏎ ')}`),
      cases: results,
    };
  } finally {
    await closeEngine(engine);
  }
}
