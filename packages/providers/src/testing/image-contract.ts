import { describe, expect, it } from 'vitest';
import type { ImageEngine } from '../ports/image';
import { expectAbortBeforeWork, expectEngineIdentity, expectUsage } from './shared';

/** What every image engine must do, whatever is behind it. */
export function runImageEngineContract(makeEngine: () => ImageEngine | Promise<ImageEngine>): void {
  describe('image engine contract', () => {
    it('identifies itself', async () => expectEngineIdentity(await makeEngine(), 'image'));

    it('generates one image by default, as bytes with their type', async () => {
      const engine = await makeEngine();
      const result = await engine.generate({ prompt: 'A red circle', width: 1024, height: 1024 });
      expect(result.images).toHaveLength(1);
      const [image] = result.images;
      expect(Buffer.isBuffer(image?.data)).toBe(true);
      expect(image?.data.length).toBeGreaterThan(0);
      expect(image?.mimeType).toMatch(/^image\/(png|jpeg|webp)$/);
      expectUsage(result.usage);
      expect(result.usage.images).toBe(1);
    });

    it('generates n images', async () => {
      const engine = await makeEngine();
      const result = await engine.generate({ prompt: 'A blue square', width: 1024, height: 1024, n: 2 });
      expect(result.images).toHaveLength(2);
      expect(result.usage.images).toBe(2);
    });

    it('rejects with the abort reason when the signal is already aborted', async () => {
      const engine = await makeEngine();
      await expectAbortBeforeWork((signal) =>
        engine.generate({ prompt: 'A dot', width: 1024, height: 1024 }, { signal }),
      );
    });
  });
}
