import { errorReply, startFakeOpenAi, type FakeOpenAi } from '@muse/providers';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sessionFor, startHarness, type Harness } from '../../testing/harness';

interface Job {
  _id: string;
  status: string;
  message: string | null;
  imageUrl: string | null;
  width: number | null;
  height: number | null;
  credits: number;
}

const EDITS = '/v1/images/edits';

/**
 * Editing with words on a hosted model: the editor's context tools through an OpenAI-compatible server's
 * /images/edits (a loopback server speaking its wire format), charged by the spec's prices, refunded when
 * the model refuses.
 */
describe('the image editor with a hosted image-edit model', { timeout: 120_000 }, () => {
  let h: Harness;
  let fake: FakeOpenAi;
  let cookie = '';
  let userId = '';
  const items: Record<string, string> = {};

  const post = (url: string, payload: object) =>
    h.app.inject({ method: 'POST', url, payload, headers: { cookie } });
  const balance = async () => (await h.ctx.services.credits.balance(userId)).credits;
  async function finished(job: Job): Promise<Job> {
    for (let i = 0; i < 600; i++) {
      const res = await h.app.inject({
        method: 'GET',
        url: `/api/images/edits/${job._id}`,
        headers: { cookie },
      });
      const now = res.json<Job>();
      if (now.status === 'finished' || now.status === 'failed') return now;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`edit ${job._id} did not finish`);
  }
  async function save(width: number, height: number): Promise<string> {
    const png = await sharp({ create: { width, height, channels: 3, background: '#3a6ea5' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'picture.png');
    const encoded = new Request('http://muse.test/', { method: 'POST', body: form });
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/user/upload/image',
      payload: Buffer.from(await encoded.arrayBuffer()),
      headers: { 'content-type': encoded.headers.get('content-type')!, cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ _id: string }>()._id;
  }

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    h = await startHarness({
      OPENAI_API_KEY: fake.apiKey,
      OPENAI_BASE_URL: fake.baseUrl,
      OPENAI_IMAGE_EDIT_MODELS: 'kontext=flux-kontext-pro, gemini25=gemini-2.5-flash-image',
      AI_TIMEOUT_MS: '5000',
    });
    cookie = await sessionFor(h, 'painter@example.com');
    userId = (await h.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } })).json<{
      userId: string;
    }>().userId;
    await h.ctx.services.credits.grant(userId, 40, { reason: 'test', idempotencyKey: 'painter' });
    items.wide = await save(320, 240);
    items.square = await save(256, 256);
  });
  beforeEach(() => fake.reset());
  afterAll(async () => {
    await h?.close();
    await fake?.close();
  });

  it('runs Kontext on the model configured for it, sending the picture and the words, for 1 credit', async () => {
    const before = await balance();
    const res = await post(`/api/images/user/${items.wide}/edit`, {
      tool: 'kontext',
      prompt: 'make it night',
    });
    expect(res.statusCode, res.body).toBe(200);
    const done = await finished(res.json<Job>());
    expect(done).toMatchObject({ status: 'finished', width: 320, height: 240, credits: 1 });
    expect(await balance()).toBe(before - 1);
    const sent = fake.requestsTo(EDITS)[0]!;
    expect(sent.body).toMatchObject({ model: 'flux-kontext-pro', prompt: 'make it night' });
    const picture = await sharp(sent.files.image!.bytes).metadata();
    expect([picture.format, picture.width, picture.height]).toEqual(['png', 320, 240]);
  });

  it('runs GPT Image on its own image model, at its own price (8 credits)', async () => {
    const before = await balance();
    const res = await post(`/api/images/user/${items.square}/edit`, {
      tool: 'gptimage1',
      prompt: 'add a moon',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await finished(res.json<Job>())).status).toBe('finished');
    expect(await balance()).toBe(before - 8);
    expect(fake.requestsTo(EDITS)[0]?.body.model).toBe('gpt-image-1');
  });

  it('asks for the words, and says so for a tool this server has no model for', async () => {
    const blank = await post(`/api/images/user/${items.wide}/edit`, { tool: 'kontext', prompt: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.details[0].field).toBe('prompt');
    const qwen = await post(`/api/images/user/${items.wide}/edit`, { tool: 'qwen-image-edit', prompt: 'x' });
    expect(qwen.statusCode).toBe(503);
    expect(qwen.json().error.message).toContain('Editing with words needs a hosted image model');
    expect(fake.requestsTo(EDITS)).toHaveLength(0);
    // The editor learns the same before Apply: Kontext, Gemini and GPT Image run here, Qwen does not.
    const tools = await h.app.inject({ method: 'GET', url: '/api/images/edit-tools' });
    const available = Object.fromEntries(
      tools
        .json<{ context: { tool: string; available: boolean }[] }>()
        .context.map((t) => [t.tool, t.available]),
    );
    expect(available).toMatchObject({
      kontext: true,
      gemini25: true,
      gptimage1: true,
      'qwen-image-edit': false,
    });
  });

  it('finishes a change the model turns down with its reason, and refunds it', async () => {
    fake.on(EDITS, () => errorReply(400, 'Your request was rejected by the safety system.'));
    const before = await balance();
    const res = await post(`/api/images/user/${items.wide}/edit`, { tool: 'gemini25', prompt: 'something' });
    expect(res.statusCode, res.body).toBe(200);
    const done = await finished(res.json<Job>());
    expect(done.status).toBe('failed');
    expect(done.message).toContain('The image model turned this change down');
    expect(done.message).toContain('safety system');
    expect(await balance()).toBe(before);
  });
});
