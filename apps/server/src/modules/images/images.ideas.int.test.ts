import { PROMPT_IDEAS_FAILED } from '@muse/domain';
import {
  chatReply,
  createProviderRegistry,
  errorReply,
  startFakeOpenAi,
  type FakeOpenAi,
} from '@muse/providers';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../testing/harness';
import { imageIdeas } from './images.ideas';

/**
 * POST /api/openai/create-image-name-description with the hosted text model configured: the server talks
 * to a local server speaking the OpenAI wire format (OPENAI_BASE_URL), through the openai client as in
 * production. When the hosted answer is unusable the local grammar answers; only when that fails too does
 * the user get the spec's text.
 */
describe('prompt ideas from a hosted OpenAI-compatible model', () => {
  let fake: FakeOpenAi;
  let h: Harness;
  const CHAT = '/v1/chat/completions';
  const URL = '/api/openai/create-image-name-description';
  const HOSTED = {
    ideas: [
      {
        name: 'Fox at first light',
        description: 'A red fox crossing fresh snow at dawn, soft watercolor washes, pale gold light.',
        tags: ['watercolor', 'soft light'],
        // Not part of an idea: dropped on the way out.
        mood: 'calm',
      },
      {
        name: 'Snowbound hunter',
        description: 'A red fox pouncing into deep snow, dramatic low angle, ink and watercolor.',
        tags: ['ink', 'dramatic'],
      },
    ],
  };
  const ask = (payload: object) => h.app.inject({ method: 'POST', url: URL, payload });
  const hostedNames = HOSTED.ideas.map((i) => i.name);

  beforeAll(async () => {
    fake = await startFakeOpenAi({ jsonReply: HOSTED });
    h = await startHarness({
      OPENAI_API_KEY: fake.apiKey,
      OPENAI_BASE_URL: fake.baseUrl,
      OPENAI_CHAT_MODEL: 'house-chat-1',
      AI_TIMEOUT_MS: '1000',
    });
  });
  beforeEach(() => fake.reset());
  afterAll(async () => {
    await h?.close();
    await fake?.close();
  });

  /** The local grammar's answer: four ideas that keep the keywords, none of them the hosted ones. */
  function expectLocalIdeas(ideas: { name: string; description: string; tags: string[] }[]) {
    expect(ideas).toHaveLength(4);
    for (const idea of ideas) {
      expect(hostedNames).not.toContain(idea.name);
      expect(idea.description.toLowerCase()).toContain('fox');
    }
  }

  it('asks the configured chat model for JSON ideas and returns them as {name, description, tags}', async () => {
    const res = await ask({ keywords: 'red fox, snow', tags: ['watercolor'], language: 'en' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      ideas: HOSTED.ideas.map(({ name, description, tags }) => ({ name, description, tags })),
    });

    const [call, ...more] = fake.requestsTo(CHAT);
    expect(more).toEqual([]);
    expect(call!.headers.authorization).toBe(`Bearer ${fake.apiKey}`);
    const body = call!.body as {
      model: string;
      messages: { role: string; content: string }[];
      response_format: { type: string; json_schema: { name: string } };
      temperature: number;
    };
    expect(body.model).toBe('house-chat-1');
    expect(body.messages.map((m) => m.role)).toEqual(['system', 'user']);
    expect(body.messages[0]!.content).toMatch(/image-generation prompts/);
    expect(body.messages[0]!.content).toMatch(/"ideas"/);
    expect(JSON.parse(body.messages[1]!.content)).toEqual({
      keywords: 'red fox, snow',
      tags: ['watercolor'],
      isVideo: false,
      language: 'en',
    });
    expect(body.response_format.type).toBe('json_schema');
    expect(body.response_format.json_schema.name).toBe('image_ideas');
    expect(body.temperature).toBe(0.9);
  });

  it.each([
    ['text that is not JSON', 'Here are four ideas: 1. A fox in the snow...'],
    ['JSON of the wrong shape', JSON.stringify({ ideas: [{ title: 'Fox', prompt: 'a fox' }] })],
    ['an empty list of ideas', JSON.stringify({ ideas: [] })],
    ['a bare list', JSON.stringify(HOSTED.ideas)],
  ])('answers with the local ideas when the model sends %s', async (_, content) => {
    fake.on(CHAT, (req) => chatReply(content, req.body.model));
    const res = await ask({ keywords: 'red fox, snow' });
    expect(res.statusCode, res.body).toBe(200);
    expectLocalIdeas(res.json().ideas);
    expect(fake.requestsTo(CHAT)).toHaveLength(1);
    expect(h.logs.some((line) => line.includes('hosted prompt ideas failed'))).toBe(true);
  });

  it('answers with the local ideas when the server fails with a 500, after the client’s retries', async () => {
    fake.on(CHAT, () => errorReply(500, 'The server had an error while processing your request.'));
    const res = await ask({ keywords: 'red fox, snow' });
    expect(res.statusCode, res.body).toBe(200);
    expectLocalIdeas(res.json().ideas);
    expect(fake.requestsTo(CHAT)).toHaveLength(3);
  });

  it.each([
    ['a 500', () => errorReply(500, 'The server had an error while processing your request.')],
    ['non-JSON', () => chatReply('Sorry, I cannot help with that.')],
  ])(
    'gives the spec’s text with a 422 when the model fails (%s) and the local engine has no keywords to use',
    async (_, reply) => {
      fake.on(CHAT, reply);
      const res = await ask({ keywords: '!!! ???' });
      expect(res.statusCode).toBe(422);
      expect(res.json().error).toEqual({ code: 'prompt_ideas_failed', message: PROMPT_IDEAS_FAILED });
      expect(PROMPT_IDEAS_FAILED).toBe(
        "We couldn't generate prompts for the requested keywords. You can try using advanced mode to generate an image.",
      );
    },
  );

  it('bounds a server that never answers: AI_TIMEOUT_MS an attempt, then the local ideas', async () => {
    fake.on(CHAT, () => 'hang');
    const started = Date.now();
    const res = await ask({ keywords: 'red fox, snow' });
    const took = Date.now() - started;
    expect(res.statusCode, res.body).toBe(200);
    expectLocalIdeas(res.json().ideas);
    // Three attempts of 1 s with the client's backoff between them.
    expect(fake.requestsTo(CHAT).length).toBeLessThanOrEqual(3);
    expect(took).toBeGreaterThanOrEqual(1000);
    expect(took).toBeLessThan(15_000);
  });

  it('stops waiting at its own deadline even when one attempt may take a minute', async () => {
    fake.on(CHAT, () => 'hang');
    const providers = createProviderRegistry({
      openai: { apiKey: fake.apiKey, baseUrl: fake.baseUrl, timeoutMs: 60_000 },
    });
    const warnings: string[] = [];
    const started = Date.now();
    const reply = await imageIdeas(
      { keywords: 'red fox, snow', source: 'web', isVideo: false },
      { providers, logger: { warn: (_obj, msg) => void warnings.push(msg ?? '') }, deadlineMs: 300 },
    );
    expect(Date.now() - started).toBeLessThan(5_000);
    expectLocalIdeas(reply.ideas);
    expect(warnings).toEqual(['hosted prompt ideas failed; using the local engine']);
  });
});
