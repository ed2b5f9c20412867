import { describe, expect, it } from 'vitest';
import type { VideoEngine } from '../ports/video';
import { expectAbortBeforeWork, expectEngineIdentity, expectUsage } from './shared';

/** What every video engine must do. */
export function runVideoEngineContract(makeEngine: () => VideoEngine | Promise<VideoEngine>): void {
  describe('video engine contract', () => {
    it('identifies itself', async () => expectEngineIdentity(await makeEngine(), 'video'));

    it('generates a video of a positive duration', async () => {
      const engine = await makeEngine();
      const result = await engine.generate({ prompt: 'Waves', width: 640, height: 360, durationSeconds: 2 });
      expect(Buffer.isBuffer(result.video)).toBe(true);
      expect(result.video.length).toBeGreaterThan(0);
      expect(result.mimeType).toMatch(/^video\//);
      expect(result.durationSeconds).toBeGreaterThan(0);
      expectUsage(result.usage);
    });

    it('rejects with the abort reason when the signal is already aborted', async () => {
      const engine = await makeEngine();
      await expectAbortBeforeWork((signal) =>
        engine.generate({ prompt: 'Waves', width: 640, height: 360, durationSeconds: 2 }, { signal }),
      );
    });
  });
}
