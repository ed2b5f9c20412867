import { describe, expect, it } from 'vitest';
import type { MusicEngine, MusicRequest } from '../ports/music';
import { expectAbortBeforeWork, expectEngineIdentity, expectUsage } from './shared';

const request: MusicRequest = {
  keywords: 'a calm piano tune',
  tags: {
    Genre: ['Classical'],
    Instrument: ['Piano'],
    Mood: ['Calm'],
    Vocal: ['Instrumental'],
    Timbre: ['Warm'],
  },
  musicType: 'music',
  lengthSeconds: 10,
  seed: 1,
};

/** What every music engine must do. */
export function runMusicEngineContract(makeEngine: () => MusicEngine | Promise<MusicEngine>): void {
  describe('music engine contract', () => {
    it('identifies itself', async () => expectEngineIdentity(await makeEngine(), 'music'));

    it('composes audio of the requested length', async () => {
      const engine = await makeEngine();
      const result = await engine.compose(request);
      expect(Buffer.isBuffer(result.audio)).toBe(true);
      expect(result.audio.length).toBeGreaterThan(0);
      expect(result.mimeType).toMatch(/^audio\//);
      expect(Math.abs(result.durationSeconds - request.lengthSeconds)).toBeLessThan(1);
      if (result.midi) expect(result.midi.toString('latin1', 0, 4)).toBe('MThd');
      expectUsage(result.usage);
    });

    it('extends a piece to the kept range plus the extension', async () => {
      const engine = await makeEngine();
      const source = await engine.compose(request);
      const result = await engine.extend({
        source: {
          request,
          ...(source.state ? { state: source.state } : {}),
          audio: source.audio,
          lengthSeconds: source.durationSeconds,
        },
        start: 2,
        end: 8,
        overlap: 2,
        extension: 5,
        description: 'a little brighter',
        complexity: 120,
        seed: 2,
      });
      expect(result.audio.length).toBeGreaterThan(0);
      expect(Math.abs(result.durationSeconds - 11)).toBeLessThan(1);
      expectUsage(result.usage);
    });

    it('rejects with the abort reason when the signal is already aborted', async () => {
      const engine = await makeEngine();
      await expectAbortBeforeWork((signal) => engine.compose(request, { signal }));
    });
  });
}
