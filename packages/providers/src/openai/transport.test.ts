// How the OpenAI-compatible adapter behaves when the server fails, throttles, stalls or is cancelled:
// the SDK retries (429/5xx with backoff and Retry-After), and everything else becomes a ProviderError.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { OpenAiConfig } from '../config';
import { createProviderRegistry } from '../registry';
import {
  errorReply,
  FAKE_TEXT,
  fakeConfig,
  startFakeOpenAi,
  type FakeOpenAi,
} from '../testing/openai-wire-server';

const CHAT = '/v1/chat/completions';
let fake: FakeOpenAi;
beforeAll(async () => {
  fake = await startFakeOpenAi();
});
beforeEach(() => fake.reset());
afterAll(() => fake.close());

const ask = (overrides: Partial<OpenAiConfig> = {}, signal?: AbortSignal) =>
  createProviderRegistry(fakeConfig(fake, overrides))
    .requireModel('openai-chat', 'text')
    .complete({ messages: [{ role: 'user', content: 'Hi' }] }, signal ? { signal } : {});
const attempts = () => fake.requestsTo(CHAT).length;
const gapsMs = () => fake.requestsTo(CHAT).map((r, i, all) => (i === 0 ? 0 : r.at - (all[i - 1]?.at ?? 0)));

describe('OpenAI-compatible adapter: failures', () => {
  it('maps 401 to unauthorized, with a readable message, and does not retry', async () => {
    await expect(ask({ apiKey: 'sk-wrong' })).rejects.toMatchObject({
      name: 'ProviderError',
      code: 'unauthorized',
      provider: 'openai',
      status: 401,
      retryable: false,
      message: 'The OpenAI-compatible server rejected the API key (401).',
    });
    expect(attempts()).toBe(1);
  });

  it("maps 400 to bad_request carrying the server's explanation, not retried", async () => {
    fake.on(CHAT, () => errorReply(400, "Invalid value for 'temperature'.", 'invalid_value'));
    await expect(ask()).rejects.toMatchObject({
      code: 'bad_request',
      retryable: false,
      message: "The OpenAI-compatible server rejected the request (400): Invalid value for 'temperature'.",
    });
    expect(attempts()).toBe(1);
  });

  it('maps 404 to bad_request naming the model as the likely cause', async () => {
    fake.on(CHAT, () => errorReply(404, 'model "llama9" not found, try pulling it first', 'model_not_found'));
    await expect(ask()).rejects.toMatchObject({
      code: 'bad_request',
      message:
        'The OpenAI-compatible server does not know this model or endpoint (404): model "llama9" not found, try pulling it first.',
    });
  });

  it('retries 429 after the Retry-After the server asked for, then succeeds', async () => {
    fake.on(CHAT, (_req, attempt) =>
      attempt === 1
        ? errorReply(429, 'Rate limit reached.', 'rate_limit_exceeded', { 'retry-after': '1' })
        : 'default',
    );
    await expect(ask()).resolves.toMatchObject({ text: FAKE_TEXT });
    expect(attempts()).toBe(2);
    // The SDK's own first backoff is at most 500 ms, so a gap of ~1 s is the header's doing.
    expect(gapsMs()[1]).toBeGreaterThanOrEqual(950);
  });

  it('fails fast, as rate_limited with retryAfterMs, when Retry-After is longer than a worker should wait', async () => {
    fake.on(CHAT, () =>
      errorReply(429, 'Rate limit reached.', 'rate_limit_exceeded', { 'retry-after': '3600' }),
    );
    await expect(ask()).rejects.toMatchObject({
      code: 'rate_limited',
      retryable: true,
      retryAfterMs: 3_600_000,
    });
    expect(attempts()).toBe(1);
  });

  it('reports an exhausted quota as rate_limited that retrying will not fix', async () => {
    fake.on(CHAT, () => errorReply(429, 'You exceeded your current quota.', 'insufficient_quota'));
    await expect(ask({ maxRetries: 0 })).rejects.toMatchObject({
      code: 'rate_limited',
      retryable: false,
      message: 'The OpenAI-compatible server says the account has no quota left (429).',
    });
  });

  it('retries 500 with backoff and succeeds on the third attempt', async () => {
    fake.on(CHAT, (_req, attempt) =>
      attempt <= 2 ? errorReply(500, 'The server had an error.') : 'default',
    );
    await expect(ask({ maxRetries: 2 })).resolves.toMatchObject({ text: FAKE_TEXT });
    expect(attempts()).toBe(3);
    const [, first = 0, second = 0] = gapsMs();
    expect(first).toBeGreaterThanOrEqual(350); // 0.5 s less up to 25 % jitter
    expect(second).toBeGreaterThanOrEqual(700); // doubled
  });

  it('gives up on a persistent 503 after maxRetries, as unavailable', async () => {
    // retry-after-ms keeps the test quick; the count is what matters here.
    fake.on(CHAT, () => errorReply(503, 'Overloaded.', null, { 'retry-after-ms': '20' }));
    await expect(ask({ maxRetries: 3 })).rejects.toMatchObject({
      code: 'unavailable',
      status: 503,
      retryable: true,
      message: 'The OpenAI-compatible server is unavailable (503); try again later.',
    });
    expect(attempts()).toBe(4);
  });

  it('maps an unreachable server to unavailable', async () => {
    const gone = await startFakeOpenAi();
    await gone.close();
    const engine = createProviderRegistry(fakeConfig(gone, { maxRetries: 0 })).requireModel(
      'openai-chat',
      'text',
    );
    await expect(engine.complete({ messages: [{ role: 'user', content: 'Hi' }] })).rejects.toMatchObject({
      code: 'unavailable',
      retryable: true,
    });
  });
});

describe('OpenAI-compatible adapter: time limits and cancellation', () => {
  it('times out a server that never answers within timeoutMs', async () => {
    fake.on(CHAT, () => 'hang');
    const started = Date.now();
    await expect(ask({ timeoutMs: 300, maxRetries: 0 })).rejects.toMatchObject({
      code: 'timeout',
      retryable: true,
      message: 'The OpenAI-compatible server did not answer within 0.3 s.',
    });
    const elapsed = Date.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(290);
    expect(elapsed).toBeLessThan(1_500);
  });

  it('applies timeoutMs to each attempt, retrying a timed-out one', async () => {
    fake.on(CHAT, (_req, attempt) => (attempt === 1 ? 'hang' : 'default'));
    await expect(ask({ timeoutMs: 300, maxRetries: 1 })).resolves.toMatchObject({ text: FAKE_TEXT });
    expect(attempts()).toBe(2);
  });

  it('rejects with the AbortError at once when the signal aborts mid-request', async () => {
    fake.on(CHAT, () => 'hang');
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    const started = Date.now();
    await expect(ask({}, controller.signal)).rejects.toMatchObject({ name: 'AbortError' });
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('rejects at once when the signal aborts while the SDK waits to retry', async () => {
    fake.on(CHAT, () => errorReply(429, 'Slow down.', 'rate_limit_exceeded', { 'retry-after': '30' }));
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    const started = Date.now();
    await expect(ask({}, controller.signal)).rejects.toMatchObject({ name: 'AbortError' });
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(attempts()).toBe(1);
  });
});
