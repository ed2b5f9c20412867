import { describe, expect, it } from 'vitest';
import type { EmbeddingsEngine } from '../ports/embeddings';
import { expectAbortBeforeWork, expectEngineIdentity, expectUsage } from './shared';

/** What every embeddings engine must do. */
export function runEmbeddingsEngineContract(
  makeEngine: () => EmbeddingsEngine | Promise<EmbeddingsEngine>,
): void {
  describe('embeddings engine contract', () => {
    it('identifies itself', async () => expectEngineIdentity(await makeEngine(), 'embeddings'));

    it('returns one finite vector per text, in order, all of one dimension', async () => {
      const engine = await makeEngine();
      const texts = ['a cat', 'a dog', 'a boat'];
      const result = await engine.embed({ texts });
      expect(result.vectors).toHaveLength(texts.length);
      const dimension = result.vectors[0]?.length ?? 0;
      expect(dimension).toBeGreaterThan(0);
      for (const vector of result.vectors) {
        expect(vector).toHaveLength(dimension);
        expect(vector.every(Number.isFinite)).toBe(true);
      }
      expectUsage(result.usage);
    });

    it('returns no vectors for no texts', async () => {
      const engine = await makeEngine();
      expect((await engine.embed({ texts: [] })).vectors).toEqual([]);
    });

    it('rejects with the abort reason when the signal is already aborted', async () => {
      const engine = await makeEngine();
      await expectAbortBeforeWork((signal) => engine.embed({ texts: ['x'] }, { signal }));
    });
  });
}
