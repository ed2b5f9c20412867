import { startFakeGemini, type FakeGemini } from '@muse/providers';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountFor, startHarness, type Harness } from '../../testing/harness';

/** The editor's Gemini tool on Google's Gemini API (GEMINI_API_KEY; a loopback server speaking it here). */
describe("the editor's Gemini tool with GEMINI_API_KEY", { timeout: 120_000 }, () => {
  let h: Harness;
  let gemini: FakeGemini;
  beforeAll(async () => {
    gemini = await startFakeGemini();
    h = await startHarness({ GEMINI_API_KEY: gemini.apiKey, GEMINI_BASE_URL: gemini.url });
  });
  afterAll(async () => {
    await h?.close();
    await gemini?.close();
  });

  it('is available without any OpenAI server, sends the picture and the words, and costs 4 credits', async () => {
    const tools = await h.app.inject({ url: '/api/images/edit-tools' });
    const available = Object.fromEntries(
      tools
        .json<{ context: { tool: string; available: boolean }[] }>()
        .context.map((t) => [t.tool, t.available]),
    );
    expect(available).toMatchObject({ gemini25: true, kontext: false, gptimage1: false });

    const { cookie, userId } = await accountFor(h, 'gemini-editor@example.com');
    await h.ctx.services.credits.grant(userId, 10, { reason: 't', idempotencyKey: 'gemini-editor' });
    const png = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#3a6ea5' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'picture.png');
    const encoded = new Request('http://muse.test/', { method: 'POST', body: form });
    const saved = await h.app.inject({
      method: 'POST',
      url: '/api/user/upload/image',
      payload: Buffer.from(await encoded.arrayBuffer()),
      headers: { 'content-type': encoded.headers.get('content-type')!, cookie },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const res = await h.app.inject({
      method: 'POST',
      url: `/api/images/user/${saved.json<{ _id: string }>()._id}/edit`,
      payload: { tool: 'gemini25', prompt: 'make it night' },
      headers: { cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    let job = res.json<{ _id: string; status: string }>();
    for (let i = 0; i < 300 && job.status !== 'finished' && job.status !== 'failed'; i++) {
      await new Promise((r) => setTimeout(r, 100));
      job = (await h.app.inject({ url: `/api/images/edits/${job._id}`, headers: { cookie } })).json();
    }
    expect(job.status, JSON.stringify(job)).toBe('finished');
    const parts = gemini.calls[0]!.body.contents![0]!.parts!;
    expect(parts[1]).toEqual({ text: 'make it night' });
    expect((await sharp(Buffer.from(parts[0]!.inlineData!.data, 'base64')).metadata()).width).toBe(320);
    expect((await h.ctx.services.credits.balance(userId)).credits).toBe(6);
  });
});
