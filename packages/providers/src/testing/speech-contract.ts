import { describe, expect, it } from 'vitest';
import type { SpeechEngine } from '../ports/speech';
import { expectAbortBeforeWork, expectEngineIdentity, expectUsage } from './shared';

/** What every speech engine must do. `voice` must be one the engine knows. */
export function runSpeechEngineContract(
  makeEngine: () => SpeechEngine | Promise<SpeechEngine>,
  voice: string,
): void {
  describe('speech engine contract', () => {
    it('identifies itself', async () => expectEngineIdentity(await makeEngine(), 'speech'));

    it('synthesizes mp3 by default', async () => {
      const engine = await makeEngine();
      const result = await engine.synthesize({ text: 'Hello there.', voice });
      expect(Buffer.isBuffer(result.audio)).toBe(true);
      expect(result.audio.length).toBeGreaterThan(0);
      expect(result.mimeType).toBe('audio/mpeg');
      expectUsage(result.usage);
    });

    it('synthesizes wav when asked', async () => {
      const engine = await makeEngine();
      const result = await engine.synthesize({ text: 'Hello there.', voice, format: 'wav' });
      expect(result.mimeType).toBe('audio/wav');
      expect(result.audio.toString('latin1', 0, 4)).toBe('RIFF');
    });

    it('rejects with the abort reason when the signal is already aborted', async () => {
      const engine = await makeEngine();
      await expectAbortBeforeWork((signal) => engine.synthesize({ text: 'Hi', voice }, { signal }));
    });
  });
}
