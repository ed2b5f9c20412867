import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createProviderRegistry } from '../registry';
import { runTextEngineContract, TextContractReply, textContractSample } from '../testing/text-contract';
import { FAKE_TEXT, fakeConfig, startFakeOpenAi, type FakeOpenAi } from '../testing/openai-wire-server';

const CHAT = '/v1/chat/completions';
let fake: FakeOpenAi;
beforeAll(async () => {
  fake = await startFakeOpenAi({ jsonReply: textContractSample });
});
beforeEach(() => fake.reset());
afterAll(() => fake.close());

const textEngine = (overrides = {}) =>
  createProviderRegistry(fakeConfig(fake, overrides)).requireModel('openai-chat', 'text');
const modelSays = (content: string, finish_reason = 'stop') =>
  fake.on(CHAT, () => ({
    json: {
      id: 'x',
      object: 'chat.completion',
      created: 0,
      model: 'm',
      choices: [{ index: 0, message: { role: 'assistant', content, refusal: null }, finish_reason }],
    },
  }));

runTextEngineContract(() => textEngine());

describe('OpenAI-compatible text engine', () => {
  it('sends the conversation as a chat completion and reports token usage', async () => {
    const result = await textEngine().complete({
      system: 'Be brief.',
      messages: [
        { role: 'user', content: 'Hi' },
        { role: 'assistant', content: 'Hello' },
        { role: 'user', content: 'Name a colour.' },
      ],
      maxTokens: 40,
      temperature: 0.2,
    });
    expect(result).toEqual({ text: FAKE_TEXT, usage: { inputTokens: 12, outputTokens: 7 } });
    const [request] = fake.requestsTo(CHAT);
    expect(request?.headers.authorization).toBe(`Bearer ${fake.apiKey}`);
    expect(request?.body).toEqual({
      model: 'gpt-4o-mini',
      messages: [
        { role: 'system', content: 'Be brief.' },
        { role: 'user', content: 'Hi' },
        { role: 'assistant', content: 'Hello' },
        { role: 'user', content: 'Name a colour.' },
      ],
      max_completion_tokens: 40,
      temperature: 0.2,
    });
  });

  it('uses the configured model id, and a request may name another', async () => {
    const engine = textEngine({ models: { chat: 'llama3.1:8b' } });
    await engine.complete({ messages: [{ role: 'user', content: 'Hi' }] });
    await engine.complete({ messages: [{ role: 'user', content: 'Hi' }], model: 'qwen2.5' });
    expect(fake.requestsTo(CHAT).map((r) => r.body.model)).toEqual(['llama3.1:8b', 'qwen2.5']);
  });

  it('asks for a strict json_schema and returns the validated, typed object', async () => {
    const result = await textEngine().complete({
      messages: [{ role: 'user', content: 'Title this.' }],
      json: { schemaName: 'picture title', schema: TextContractReply },
    });
    expect(result.json).toEqual(textContractSample);
    expect(fake.requestsTo(CHAT)[0]?.body.response_format).toMatchObject({
      type: 'json_schema',
      json_schema: {
        name: 'picture_title',
        strict: true,
        schema: {
          type: 'object',
          properties: { title: { type: 'string' }, tags: { type: 'array', items: { type: 'string' } } },
          required: ['title', 'tags'],
          additionalProperties: false,
        },
      },
    });
  });

  it('sends a schema strict mode cannot express as a non-strict json_schema, still validating the reply', async () => {
    const Loose = z.object({ title: z.string(), subtitle: z.string().optional() });
    const result = await textEngine().complete({
      messages: [{ role: 'user', content: 'Title this.' }],
      json: { schemaName: 'loose', schema: Loose },
    });
    expect(result.json).toEqual({ title: textContractSample.title });
    expect(fake.requestsTo(CHAT)[0]?.body.response_format).toMatchObject({
      type: 'json_schema',
      json_schema: { name: 'loose', strict: false, schema: { required: ['title'] } },
    });
  });

  it('asks for json_object when any JSON will do', async () => {
    const result = await textEngine().complete({
      messages: [{ role: 'user', content: 'JSON please' }],
      json: true,
    });
    expect(result.json).toEqual(textContractSample);
    expect(fake.requestsTo(CHAT)[0]?.body.response_format).toEqual({ type: 'json_object' });
  });

  it('rejects a reply that is not JSON with a retryable bad_response', async () => {
    modelSays('Sure! Here is your JSON: {"title": "A harb');
    const reply = textEngine().complete({
      messages: [{ role: 'user', content: 'Title this.' }],
      json: { schemaName: 'picture_title', schema: TextContractReply },
    });
    await expect(reply).rejects.toMatchObject({
      name: 'ProviderError',
      code: 'bad_response',
      provider: 'openai',
      retryable: true,
      message: expect.stringContaining('not valid JSON'),
    });
  });

  it('rejects JSON that does not match the schema, naming the schema and the field', async () => {
    modelSays(JSON.stringify({ title: 42, tags: [] }));
    const reply = textEngine().complete({
      messages: [{ role: 'user', content: 'Title this.' }],
      json: { schemaName: 'picture_title', schema: TextContractReply },
    });
    await expect(reply).rejects.toMatchObject({
      code: 'bad_response',
      message: expect.stringMatching(/did not match picture_title[\s\S]*title/),
    });
  });

  it('says when the JSON was cut off by the token limit', async () => {
    modelSays('{"title": "A', 'length');
    const reply = textEngine().complete({
      messages: [{ role: 'user', content: 'x' }],
      json: true,
      maxTokens: 3,
    });
    await expect(reply).rejects.toMatchObject({
      code: 'bad_response',
      message: expect.stringContaining('cut off'),
    });
  });

  it('reports a refusal as bad_response', async () => {
    fake.on(CHAT, () => ({
      json: {
        choices: [{ index: 0, message: { role: 'assistant', content: null, refusal: 'I cannot help.' } }],
      },
    }));
    const reply = textEngine().complete({ messages: [{ role: 'user', content: 'x' }] });
    await expect(reply).rejects.toMatchObject({
      code: 'bad_response',
      message: 'The model declined: I cannot help.',
    });
  });
});
