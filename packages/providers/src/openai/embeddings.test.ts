import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createProviderRegistry } from '../registry';
import { runEmbeddingsEngineContract } from '../testing/embeddings-contract';
import { fakeConfig, fakeVector, startFakeOpenAi, type FakeOpenAi } from '../testing/openai-wire-server';

const EMBEDDINGS = '/v1/embeddings';
let fake: FakeOpenAi;
beforeAll(async () => {
  fake = await startFakeOpenAi();
});
beforeEach(() => fake.reset());
afterAll(() => fake.close());

const embeddingsEngine = () =>
  createProviderRegistry(fakeConfig(fake)).requireModel('openai-embeddings', 'embeddings');

runEmbeddingsEngineContract(() => embeddingsEngine());

describe('OpenAI-compatible embeddings engine', () => {
  it('asks for float vectors of every text in one request', async () => {
    const result = await embeddingsEngine().embed({ texts: ['a cat', 'a dog'] });
    expect(fake.requestsTo(EMBEDDINGS)[0]?.body).toEqual({
      model: 'text-embedding-3-small',
      input: ['a cat', 'a dog'],
      encoding_format: 'float',
    });
    expect(result.vectors).toEqual([fakeVector('a cat'), fakeVector('a dog')]);
    expect(result.usage).toEqual({ inputTokens: 4 });
  });

  it('puts vectors back in the order of the texts whatever order the server lists them in', async () => {
    fake.on(EMBEDDINGS, () => ({
      json: {
        object: 'list',
        data: [
          { object: 'embedding', index: 1, embedding: [2, 2] },
          { object: 'embedding', index: 0, embedding: [1, 1] },
        ],
        usage: { prompt_tokens: 2, total_tokens: 2 },
      },
    }));
    expect((await embeddingsEngine().embed({ texts: ['one', 'two'] })).vectors).toEqual([
      [1, 1],
      [2, 2],
    ]);
  });

  it('rejects a reply missing vectors as bad_response', async () => {
    fake.on(EMBEDDINGS, () => ({
      json: { object: 'list', data: [{ object: 'embedding', index: 0, embedding: [1] }] },
    }));
    await expect(embeddingsEngine().embed({ texts: ['one', 'two'] })).rejects.toMatchObject({
      code: 'bad_response',
      message: 'The OpenAI-compatible server sent 1 embeddings for 2 texts.',
    });
  });
});
