/**
 * `npm run bench -- ocr-tune` (issue #16): the OCR engine on what it may be tuned on, never on the test half:
 * the dev half of ocr-set.ts and the tuning cases of ocr-tune-set.ts. Prints every miss with the raw reading,
 * so a change to the engine or the clean-up can be judged on more than the 34 dev pictures before the test
 * half (`npm run bench -- math`) is read. Its figures are not results: the engine was tuned on these cases.
 */
import type { BenchResult } from './run';
import { runOcrBench } from './math/ocr-bench';
import { OCR_CASES, ocrSplitOf } from './math/ocr-set';
import { OCR_TUNE_CASES } from './math/ocr-tune-set';

export async function ocrTune(): Promise<BenchResult> {
  const dev = OCR_CASES.filter((_, i) => ocrSplitOf(i) === 'dev');
  const { cases, p95Ms } = await runOcrBench([...dev, ...OCR_TUNE_CASES]);
  const tally = (prefix: string) => {
    const of = cases.filter((c) => c.id.startsWith(prefix));
    return `${of.filter((c) => c.same).length}/${of.length}`;
  };
  console.log('  misses (tuning only):');
  for (const c of cases.filter((c) => !c.same)) {
    console.log(
      `    ${c.id}: ${c.expected} → ${c.cleaned.replace(/\n/g, ' ⏎ ')}   (read: ${c.raw.replace(/\n/g, ' ⏎ ')})`,
    );
  }
  return {
    name: 'ocr-tune',
    figures: {
      'dev half (tuned on)': tally('ocr-'),
      'tuning set (tuned on)': tally('tune-'),
      'p95 ms per image': Math.round(p95Ms),
    },
  };
}
