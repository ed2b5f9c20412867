import { describe, expect, it } from 'vitest';
import type { OcrEngine } from '../ports/ocr';
import { expectAbortBeforeWork, expectEngineIdentity, expectUsage } from './shared';

/** What every OCR engine must do, given an image whose text contains `sample.contains`. */
export function runOcrEngineContract(
  makeEngine: () => OcrEngine | Promise<OcrEngine>,
  sample: { image: Buffer; contains: string },
): void {
  describe('ocr engine contract', () => {
    it('identifies itself', async () => expectEngineIdentity(await makeEngine(), 'ocr'));

    it('recognizes the text of an image', async () => {
      const engine = await makeEngine();
      const result = await engine.recognize({ image: sample.image });
      expect(result.text.toLowerCase()).toContain(sample.contains.toLowerCase());
      if (result.confidence !== undefined) {
        expect(result.confidence).toBeGreaterThanOrEqual(0);
        expect(result.confidence).toBeLessThanOrEqual(1);
      }
      expectUsage(result.usage);
    });

    it('rejects with the abort reason when the signal is already aborted', async () => {
      const engine = await makeEngine();
      await expectAbortBeforeWork((signal) => engine.recognize({ image: sample.image }, { signal }));
    });
  });
}
