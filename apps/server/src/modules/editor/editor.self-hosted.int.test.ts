import { WIZARD_REQUEST } from '@muse/domain';
import { startFakeSdWebUi, type FakeImageServer } from '@muse/providers';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionFor, startHarness, waitFinished, type Harness } from '../../testing/harness';

interface Job {
  _id: string;
  status: string;
  message: string | null;
  width: number | null;
  height: number | null;
}

/**
 * With an image server set up (here a loopback Stable Diffusion WebUI), the editor's area edit with words
 * and its variation are painted there (img2img, the lasso as the mask) instead of offline.
 */
describe('the image editor with a self-hosted image server', { timeout: 120_000 }, () => {
  let h: Harness;
  let sd: FakeImageServer;
  let cookie = '';
  let itemId = '';

  async function upload(url: string, data: Buffer, fields: Record<string, string> = {}) {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    form.append('file', new Blob([new Uint8Array(data)], { type: 'image/png' }), 'picture.png');
    const encoded = new Request('http://muse.test/', { method: 'POST', body: form });
    return h.app.inject({
      method: 'POST',
      url,
      payload: Buffer.from(await encoded.arrayBuffer()),
      headers: { 'content-type': encoded.headers.get('content-type')!, cookie },
    });
  }
  const post = (url: string, payload: object) =>
    h.app.inject({ method: 'POST', url, payload, headers: { cookie } });
  async function finished(job: Job): Promise<Job> {
    for (let i = 0; i < 600; i++) {
      const res = await h.app.inject({ url: `/api/images/edits/${job._id}`, headers: { cookie } });
      const now = res.json<Job>();
      if (now.status === 'finished' || now.status === 'failed') return now;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`edit ${job._id} did not finish`);
  }

  beforeAll(async () => {
    sd = await startFakeSdWebUi();
    h = await startHarness({ SDWEBUI_URL: sd.url });
    cookie = await sessionFor(h, 'painter@example.com');
    const { userId } = (await h.app.inject({ url: '/api/session', headers: { cookie } })).json<{
      userId: string;
    }>();
    await h.ctx.services.credits.grant(userId, 20, { reason: 'test', idempotencyKey: 'painter' });
    const picture = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#5d9c4a' } })
      .png()
      .toBuffer();
    const saved = await upload('/api/user/upload/image', picture, { name: 'Meadow', private: 'true' });
    expect(saved.statusCode, saved.body).toBe(200);
    itemId = saved.json<{ _id: string }>()._id;
  });
  afterAll(async () => {
    await h?.close();
    await sd?.close();
  });

  it('paints the lassoed area from words on the image server, the lasso as its mask', async () => {
    const mask = await sharp(
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240"><rect width="100%" height="100%" fill="black"/><circle cx="160" cy="120" r="56" fill="white"/></svg>',
      ),
    )
      .png()
      .toBuffer();
    const { filename } = (await upload('/api/user/upload', mask)).json<{ filename: string }>();
    const res = await post(`/api/images/user/${itemId}/inpaint`, {
      model: 'inpaint2',
      maskUrl: filename,
      maskPrompt: 'a sleeping fox',
    });
    expect(res.statusCode, res.body).toBe(200);
    const done = await finished(res.json<Job>());
    expect(done, JSON.stringify(done)).toMatchObject({ status: 'finished', width: 320, height: 240 });
    const call = sd.calls.find((c) => c.path === '/sdapi/v1/img2img');
    const body = call?.body as Record<string, unknown>;
    expect(body).toMatchObject({ prompt: 'a sleeping fox', width: 320, height: 240 });
    // The WebUI's mask: white inside the lasso (painted), black outside (kept).
    const painted = await sharp(Buffer.from(body['mask'] as string, 'base64'))
      .greyscale()
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(painted.data[120 * 320 + 160]).toBe(255);
    expect(painted.data[5 * 320 + 5]).toBe(0);
  });

  it('paints a variation as img2img on the image server', async () => {
    sd.calls.length = 0;
    const res = await post(`/api/images/user/${itemId}/edit`, { tool: 'fluxdevcanny', prompt: 'autumn' });
    expect(res.statusCode, res.body).toBe(200);
    const done = await finished(res.json<Job>());
    expect(done, JSON.stringify(done)).toMatchObject({ status: 'finished', width: 320, height: 240 });
    const body = sd.calls.find((c) => c.path === '/sdapi/v1/img2img')?.body as Record<string, unknown>;
    expect(body).toBeDefined();
    expect(body).not.toHaveProperty('mask');
  });

  it("changes a photo in the wizard from the user's own words on the image server", async () => {
    sd.calls.length = 0;
    const photo = await sharp({ create: { width: 200, height: 150, channels: 3, background: '#777777' } })
      .png()
      .toBuffer();
    const { filename } = (
      await upload('/api/user/upload/image', photo, { name: 'Photo', private: 'true' })
    ).json<{
      filename: string;
    }>();
    const res = await post('/api/images/', {
      ...WIZARD_REQUEST,
      description: 'Make the sky purple',
      videoImages: [filename],
    });
    expect(res.statusCode, res.body).toBe(200);
    const item = await waitFinished(h, cookie, res.json<{ filename: string }>().filename);
    expect(item.imageUrl, JSON.stringify(item)).toBeTruthy();
    const body = sd.calls.find((c) => c.path === '/sdapi/v1/img2img')?.body as Record<string, unknown>;
    expect(body).toMatchObject({ prompt: 'Make the sky purple', width: 200, height: 150 });
  });
});
