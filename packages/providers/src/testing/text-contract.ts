import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { TextEngine } from '../ports/text';
import { expectAbortBeforeWork, expectEngineIdentity, expectUsage } from './shared';

/** The schema the contract asks for; fixtures that fake a model answer with `textContractSample`. */
export const TextContractReply = z.object({ title: z.string(), tags: z.array(z.string()) });
export const textContractSample: z.infer<typeof TextContractReply> = {
  title: 'A quiet harbour',
  tags: ['sea'],
};

/** What every text engine must do, whatever is behind it. */
export function runTextEngineContract(makeEngine: () => TextEngine | Promise<TextEngine>): void {
  describe('text engine contract', () => {
    it('identifies itself', async () => expectEngineIdentity(await makeEngine(), 'text'));

    it('completes a conversation with text and usage', async () => {
      const engine = await makeEngine();
      const result = await engine.complete({
        system: 'Answer briefly.',
        messages: [{ role: 'user', content: 'Name a colour.' }],
        maxTokens: 50,
      });
      expect(typeof result.text).toBe('string');
      expect(result.text.length).toBeGreaterThan(0);
      expect(result.json).toBeUndefined();
      expectUsage(result.usage);
    });

    it('returns JSON parsed and validated against the schema', async () => {
      const engine = await makeEngine();
      const result = await engine.complete({
        messages: [{ role: 'user', content: 'Give a title and tags for a picture of a harbour, as JSON.' }],
        json: { schemaName: 'picture_title', schema: TextContractReply },
      });
      expect(TextContractReply.parse(result.json)).toEqual(result.json);
      const title: string | undefined = result.json?.title; // the result is typed by the schema
      expect(typeof title).toBe('string');
    });

    it('returns any JSON object when asked for JSON without a schema', async () => {
      const engine = await makeEngine();
      const result = await engine.complete({
        messages: [{ role: 'user', content: 'Reply with a JSON object.' }],
        json: true,
      });
      expect(result.json).toEqual(JSON.parse(result.text));
    });

    it('rejects with the abort reason when the signal is already aborted', async () => {
      const engine = await makeEngine();
      await expectAbortBeforeWork((signal) =>
        engine.complete({ messages: [{ role: 'user', content: 'Hello' }] }, { signal }),
      );
    });
  });
}
