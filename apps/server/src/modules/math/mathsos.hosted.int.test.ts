import { chatReply, errorReply, startFakeOpenAi, type FakeOpenAi } from '@muse/providers';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sessionFor, startHarness, type Harness } from '../../testing/harness';

const CHAT = '/v1/chat/completions';

/**
 * MathSOS with a hosted vision model (OPENAI_VISION_MODEL, on a loopback server speaking OpenAI's wire
 * format): the screenshot is read by the model, and by the local reader when the model fails.
 */
describe('MathSOS parse-image with a hosted vision model', { timeout: 120_000 }, () => {
  let h: Harness;
  let fake: FakeOpenAi;
  let cookie = '';
  let png = Buffer.alloc(0);
  const parse = () =>
    h.app.inject({
      method: 'POST',
      url: '/api/openai/math/parse-image',
      payload: { image: `data:image/png;base64,${png.toString('base64')}` },
      headers: { cookie },
    });

  beforeAll(async () => {
    // A blank picture: the local reader finds no text in it, so what it says shows which engine read it.
    png = await sharp({ create: { width: 64, height: 32, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();
    fake = await startFakeOpenAi();
    h = await startHarness({
      OPENAI_API_KEY: fake.apiKey,
      OPENAI_BASE_URL: fake.baseUrl,
      OPENAI_VISION_MODEL: 'vision-model',
      AI_TIMEOUT_MS: '5000',
    });
    cookie = await sessionFor(h, 'reader@example.com');
  });
  beforeEach(() => fake.reset());
  afterAll(async () => {
    await h?.close();
    await fake?.close();
  });

  it('reads the picture with the vision model and cleans its text into the typed problem', async () => {
    fake.on(CHAT, () => chatReply('solve 3x + 7 = 25', 'vision-model'));
    const res = await parse();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ problem: 'solve 3x + 7 = 25' });
    const [request] = fake.requestsTo(CHAT);
    expect(request?.body).toMatchObject({ model: 'vision-model' });
    expect(JSON.stringify(request?.body)).toContain(png.toString('base64'));
  });

  it('falls back to the local reader when the vision model fails', async () => {
    fake.on(CHAT, () => errorReply(500, 'model crashed'));
    const res = await parse();
    expect(res.statusCode, res.body).toBe(200);
    // The local reader ran: the blank picture has no text (the hosted model was tried, with its retries).
    expect(res.json()).toEqual({
      error: 'No text was found in the picture. Try a sharper screenshot, or type the problem.',
    });
    expect(fake.requestsTo(CHAT).length).toBeGreaterThanOrEqual(1);
  });
});
