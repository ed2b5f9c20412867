import { describe, expect, it } from 'vitest';
import type { MusicEngine } from '../ports/music';
import { expectAbortBeforeWork, expectEngineIdentity, expectUsage } from './shared';

/** What every music engine must do. */
export function runMusicEngineContract(makeEngine: () => MusicEngine | Promise<MusicEngine>): void {
  describe('music engine contract', () => {
    it('identifies itself', async () => expectEngineIdentity(await makeEngine(), 'music'));

    it('composes audio of a positive duration', async () => {
      const engine = await makeEngine();
      const result = await engine.compose({ prompt: 'A calm piano tune', durationSeconds: 5 });
      expect(Buffer.isBuffer(result.audio)).toBe(true);
      expect(result.audio.length).toBeGreaterThan(0);
      expect(result.mimeType).toMatch(/^audio\//);
      expect(result.durationSeconds).toBeGreaterThan(0);
      if (result.midi) expect(result.midi.toString('latin1', 0, 4)).toBe('MThd');
      expectUsage(result.usage);
    });

    it('rejects with the abort reason when the signal is already aborted', async () => {
      const engine = await makeEngine();
      await expectAbortBeforeWork((signal) => engine.compose({ prompt: 'A tune' }, { signal }));
    });
  });
}
