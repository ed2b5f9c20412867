import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieOf, sessionFor, startHarness, type Harness } from '../../testing/harness';

interface Job {
  _id: string;
  tool: string;
  status: string;
  progress: number;
  message: string | null;
  imageUrl: string | null;
  width: number | null;
  height: number | null;
  credits: number;
}

/** A picture with something to edit: a sky-to-grass gradient with a dark ball in the middle. */
function scene(width: number, height: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#7fb2ff"/><stop offset="0.6" stop-color="#d8ecff"/><stop offset="0.6" stop-color="#5d9c4a"/><stop offset="1" stop-color="#3d7030"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 5}" fill="#b03a2e"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

describe('the image editor', { timeout: 180_000 }, () => {
  let h: Harness;
  const c: Record<string, string> = {};
  const ids: Record<string, string> = {};
  let itemId = '';
  let address = 1;

  /** A multipart body with one part named `file` (and text fields first), as a browser sends it. */
  async function upload(
    url: string,
    data: Buffer,
    type: string,
    cookie?: string,
    fields: Record<string, string> = {},
  ) {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    form.append('file', new Blob([new Uint8Array(data)], { type }), 'picture.png');
    const encoded = new Request('http://muse.test/', { method: 'POST', body: form });
    return h.app.inject({
      method: 'POST',
      url,
      // each its own address: the routes' rate limits stay out of the way
      remoteAddress: `127.0.0.${address++ % 250}`,
      payload: Buffer.from(await encoded.arrayBuffer()),
      headers: { 'content-type': encoded.headers.get('content-type')!, ...(cookie ? { cookie } : {}) },
    });
  }
  const post = (url: string, cookie: string | undefined, payload: object) =>
    h.app.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {} });
  const balance = async (name: string) => (await h.ctx.services.credits.balance(ids[name]!)).credits;
  async function fetchPicture(url: string): Promise<Buffer> {
    const res = await h.app.inject({ method: 'GET', url });
    expect(res.statusCode, url).toBe(200);
    return res.rawPayload;
  }
  async function finished(job: Job, cookie: string): Promise<Job> {
    for (let i = 0; i < 1200; i++) {
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

  beforeAll(async () => {
    h = await startHarness();
    for (const name of ['olga', 'bob', 'broke']) {
      c[name] = await sessionFor(h, `${name}@example.com`);
      ids[name] = (
        await h.app.inject({ method: 'GET', url: '/api/session', headers: { cookie: c[name] } })
      ).json<{
        userId: string;
      }>().userId;
    }
    await h.ctx.services.credits.grant(ids.olga!, 30, { reason: 'test', idempotencyKey: 'olga' });
    await h.ctx.services.credits.grant(ids.bob!, 5, { reason: 'test', idempotencyKey: 'bob' });
    const saved = await upload('/api/user/upload/image', await scene(320, 240), 'image/png', c.olga, {
      name: 'Red ball',
      description: 'a red ball on a meadow under a blue sky',
      private: 'true',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    itemId = saved.json<{ _id: string }>()._id;
  });
  afterAll(async () => h?.close());

  it('saves an edited picture as a new item of My creations, linked to its source', async () => {
    const edited = await sharp(await scene(320, 240))
      .grayscale()
      .png()
      .toBuffer();
    const res = await upload('/api/user/upload/image', edited, 'image/png', c.olga, { sourceId: itemId });
    expect(res.statusCode, res.body).toBe(200);
    const item = res.json();
    expect(item).toMatchObject({
      name: 'Red ball (edited)',
      width: 320,
      height: 240,
      editedFrom: itemId,
      private: true,
    });
    expect(item.description).toBe('a red ball on a meadow under a blue sky');
    const mine = await post('/api/images/mine/all', c.olga, {});
    expect(mine.json<{ _id: string }[]>().map((i) => i._id)).toContain(item._id);
    const stored = await sharp(await fetchPicture(item.imageUrl)).metadata();
    expect([stored.width, stored.height]).toEqual([320, 240]);
    // No generation to repeat: regenerating or restarting it is refused, and the picture stays.
    const again = await h.app.inject({
      method: 'PUT',
      url: `/api/images/user/${item._id}/generate`,
      payload: { newDescription: 'something else' },
      headers: { cookie: c.olga! },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toContain('made in the editor or the photo wizard');
    expect((await post('/api/images/restart', c.olga, { id: item._id })).statusCode).toBe(409);
  });

  it('refuses bad uploads, naming what is wrong', async () => {
    expect((await upload('/api/user/upload', await scene(64, 64), 'image/png')).statusCode).toBe(401);
    const text = await upload('/api/user/upload', Buffer.from('not a picture'), 'text/plain', c.olga);
    expect(text.statusCode).toBe(415);
    expect(text.json().error.message).toBe('file must be a PNG, JPEG or WebP picture.');
    const huge = await sharp({ create: { width: 4100, height: 8, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const big = await upload('/api/user/upload', huge, 'image/png', c.olga);
    expect(big.statusCode).toBe(413);
    expect(big.json().error.message).toContain('4096');
    const empty = await h.app.inject({
      method: 'POST',
      url: '/api/user/upload',
      headers: { cookie: c.olga!, 'content-type': 'application/json' },
      payload: {},
    });
    expect(empty.statusCode).toBe(400);
  });

  it('needs a plan or credits to edit (402), and hides other people’s private pictures (404)', async () => {
    const broke = await upload('/api/user/upload/image', await scene(64, 64), 'image/png', c.broke);
    expect(broke.statusCode).toBe(402);
    expect(broke.json().error.message).toContain('Editing needs a Premium or Ultimate plan, or credits');
    const run = await post(`/api/images/user/${itemId}/edit`, c.broke, { tool: 'rembg' });
    expect(run.statusCode).toBe(402);
    const others = await post(`/api/images/user/${itemId}/edit`, c.bob, { tool: 'rembg' });
    expect(others.statusCode).toBe(404);
    const guest = cookieOf(await h.app.inject({ method: 'POST', url: '/api/auth/guest' }));
    expect((await post(`/api/images/user/${itemId}/edit`, guest, { tool: 'rembg' })).statusCode).toBe(402);
    expect((await post(`/api/images/user/${itemId}/edit`, undefined, { tool: 'rembg' })).statusCode).toBe(
      401,
    );
  });

  it('erases a lassoed area with a mask the size of the picture, for one credit', async () => {
    const noMask = await post(`/api/images/user/${itemId}/inpaint`, c.olga, { model: 'inpaint2' });
    expect(noMask.statusCode).toBe(400);
    expect(noMask.json().error.details[0].field).toBe('maskUrl');

    const wrongSize = await sharp({ create: { width: 100, height: 100, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const wrong = (await upload('/api/user/upload', wrongSize, 'image/png', c.olga)).json<{
      filename: string;
    }>();
    const refused = await post(`/api/images/user/${itemId}/inpaint`, c.olga, {
      model: 'inpaint2',
      maskUrl: wrong.filename,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe("The mask is 100×100; it must be the picture's size, 320×240.");
    const bobs = await post(`/api/images/user/${itemId}/inpaint`, c.olga, {
      model: 'inpaint2',
      maskUrl: 'x.png',
    });
    expect(bobs.statusCode).toBe(400);

    // The lasso around the ball: white where it goes.
    const mask = await sharp(
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240"><rect width="100%" height="100%" fill="black"/><circle cx="160" cy="120" r="56" fill="white"/></svg>',
      ),
    )
      .png()
      .toBuffer();
    const { filename } = (await upload('/api/user/upload', mask, 'image/png', c.olga)).json<{
      filename: string;
    }>();
    const before = await balance('olga');
    const res = await post(`/api/images/user/${itemId}/inpaint`, c.olga, {
      model: 'inpaint2',
      maskUrl: filename,
      maskPrompt: 'meadow',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ tool: 'inpaint2', credits: 1 });
    expect(await balance('olga')).toBe(before - 1);
    const done = await finished(res.json<Job>(), c.olga!);
    expect(done).toMatchObject({ status: 'finished', width: 320, height: 240, progress: 100 });
    // The red ball is gone from the centre.
    const { data } = await sharp(await fetchPicture(done.imageUrl!))
      .removeAlpha()
      .raw()
      .toBuffer({
        resolveWithObject: true,
      });
    const centre = (120 * 320 + 160) * 3;
    expect(data[centre]! - data[centre + 2]!).toBeLessThan(60);
    // Another user cannot poll it.
    const peek = await h.app.inject({
      method: 'GET',
      url: `/api/images/edits/${done._id}`,
      headers: { cookie: c.bob! },
    });
    expect(peek.statusCode).toBe(404);
  });

  it('expands to the right in steps of 128, charging by size, steps and plan', async () => {
    const bad = await post(`/api/images/user/${itemId}/inpaint`, c.olga, {
      model: 'outpaint-model2',
      width: 400,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0].field).toBe('width');
    const same = await post(`/api/images/user/${itemId}/inpaint`, c.olga, { model: 'outpaint-model2' });
    expect(same.statusCode).toBe(400);
    const res = await post(`/api/images/user/${itemId}/inpaint`, c.olga, {
      model: 'outpaint-model2',
      width: 448,
      anchor: 'left',
    });
    expect(res.statusCode, res.body).toBe(200);
    const done = await finished(res.json<Job>(), c.olga!);
    expect(done).toMatchObject({ status: 'finished', width: 448, height: 240 });
    // The original sits at the left, unchanged.
    const out = await sharp(await fetchPicture(done.imageUrl!))
      .extract({ left: 0, top: 0, width: 320, height: 240 })
      .removeAlpha()
      .raw()
      .toBuffer();
    const original = await sharp(await scene(320, 240))
      .removeAlpha()
      .raw()
      .toBuffer();
    let diff = 0;
    for (let i = 0; i < out.length; i++) diff += Math.abs(out[i]! - original[i]!);
    expect(diff / out.length).toBeLessThan(2);
  });

  it('upscales ×2 and refuses a factor past 4096 px', async () => {
    const res = await post(`/api/images/user/${itemId}/edit`, c.olga, { tool: 'upscale', factor: 2 });
    expect(res.statusCode, res.body).toBe(200);
    const done = await finished(res.json<Job>(), c.olga!);
    expect(done).toMatchObject({ status: 'finished', width: 640, height: 480 });
    const bad = await post(`/api/images/user/${itemId}/edit`, c.olga, { tool: 'upscale', factor: 3 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0].field).toBe('factor');
  });

  it('edits a picture opened from the device (no item) from its upload alone', async () => {
    const missing = await post('/api/images/user/device/edit', c.olga, { tool: 'upscale', factor: 2 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.details[0].field).toBe('imageUrl');
    const { filename } = (await upload('/api/user/upload', await scene(100, 80), 'image/png', c.olga)).json<{
      filename: string;
    }>();
    const res = await post('/api/images/user/device/edit', c.olga, {
      tool: 'upscale',
      factor: 2,
      imageUrl: filename,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await finished(res.json<Job>(), c.olga!)).toMatchObject({
      status: 'finished',
      width: 200,
      height: 160,
    });
  });

  it('removes the background: the ball stays, the sky goes', async () => {
    const res = await post(`/api/images/user/${itemId}/edit`, c.olga, { tool: 'rembg' });
    expect(res.statusCode, res.body).toBe(200);
    const done = await finished(res.json<Job>(), c.olga!);
    expect(done.status, done.message ?? '').toBe('finished');
    const { data, info } = await sharp(await fetchPicture(done.imageUrl!))
      .ensureAlpha()
      .raw()
      .toBuffer({
        resolveWithObject: true,
      });
    const alpha = (x: number, y: number) => data[(y * info.width + x) * 4 + 3]!;
    expect(alpha(160, 120)).toBeGreaterThan(200);
    expect(alpha(10, 10)).toBeLessThan(60);
  });

  it('says plainly that editing with words needs a hosted model, and charges nothing', async () => {
    const before = await balance('olga');
    const res = await post(`/api/images/user/${itemId}/edit`, c.olga, {
      tool: 'kontext',
      prompt: 'make it night',
    });
    expect(res.statusCode).toBe(503);
    expect(res.json().error.message).toContain('Editing with words needs a hosted image model');
    expect(await balance('olga')).toBe(before);
    const gpt = await post(`/api/images/user/${itemId}/edit`, c.olga, { tool: 'gptimage1', prompt: 'night' });
    expect(gpt.statusCode).toBe(400);
    expect(gpt.json().error.details[0].field).toBe('tool');
    const unknown = await post(`/api/images/user/${itemId}/edit`, c.olga, { tool: 'magic' });
    expect(unknown.statusCode).toBe(400);
    // The editor can say so before Apply: no words-driven tool runs on this server, and why, to anyone.
    const tools = await h.app.inject({ method: 'GET', url: '/api/images/edit-tools' });
    expect(tools.statusCode).toBe(200);
    const reply = tools.json<{ context: { tool: string; available: boolean }[]; needs: string }>();
    expect(reply.context.map((t) => t.tool)).toContain('kontext');
    expect(reply.context.every((t) => !t.available)).toBe(true);
    expect(reply.needs).toBe(res.json().error.message);
  });

  it('paints a variation in the picture’s palette', async () => {
    const res = await post(`/api/images/user/${itemId}/edit`, c.olga, { tool: 'fluxdevcanny' });
    expect(res.statusCode, res.body).toBe(200);
    const done = await finished(res.json<Job>(), c.olga!);
    expect(done, JSON.stringify(done)).toMatchObject({ status: 'finished', width: 320, height: 240 });
  });

  it('refunds a run that could not finish', async () => {
    // Jobs wait until the copy the run works on has gone (a storage fault), then the workers start.
    const q = await startHarness({}, { workers: false });
    try {
      const bob = await sessionFor(q, 'bob@example.com');
      const bobId = (
        await q.app.inject({ method: 'GET', url: '/api/session', headers: { cookie: bob } })
      ).json<{
        userId: string;
      }>().userId;
      await q.ctx.services.credits.grant(bobId, 5, { reason: 'test', idempotencyKey: 'bob' });
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(await scene(128, 96))], { type: 'image/png' }), 'p.png');
      const encoded = new Request('http://muse.test/', { method: 'POST', body: form });
      const own = await q.app.inject({
        method: 'POST',
        url: '/api/user/upload/image',
        payload: Buffer.from(await encoded.arrayBuffer()),
        headers: { 'content-type': encoded.headers.get('content-type')!, cookie: bob },
      });
      const id = own.json<{ _id: string }>()._id;
      const res = await q.app.inject({
        method: 'POST',
        url: `/api/images/user/${id}/edit`,
        payload: { tool: 'rembg' },
        headers: { cookie: bob },
      });
      const job = res.json<Job>();
      expect(job.status).toBe('queued');
      expect((await q.ctx.services.credits.balance(bobId)).credits).toBe(4);
      const row = await q.ctx.db
        .selectFrom('imageEdits')
        .select('inputKey')
        .where('id', '=', job._id)
        .executeTakeFirstOrThrow();
      await q.ctx.blobs.delete(row.inputKey);
      await q.ctx.queue.startWorkers({ services: q.ctx.jobServices, concurrency: 1 });
      let done = job;
      for (let i = 0; i < 600 && done.status !== 'failed' && done.status !== 'finished'; i++) {
        await new Promise((r) => setTimeout(r, 100));
        done = (
          await q.app.inject({ method: 'GET', url: `/api/images/edits/${job._id}`, headers: { cookie: bob } })
        ).json<Job>();
      }
      expect(done.status).toBe('failed');
      expect(done.message).toBe(
        'The tool could not finish this picture. Your credits were refunded; please try again.',
      );
      expect((await q.ctx.services.credits.balance(bobId)).credits).toBe(5);
    } finally {
      await q.close();
    }
  });
});
