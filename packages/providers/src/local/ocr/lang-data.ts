import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);

/**
 * The folder holding eng.traineddata.gz from the @tesseract.js-data/eng npm package: the LSTM-only "best_int"
 * model (2.9 MB), the one tesseract.js itself would fetch from a CDN for the LSTM engine. Pointing `langPath`
 * here is what keeps recognition offline.
 */
export function englishDataPath(): string {
  return join(dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');
}
