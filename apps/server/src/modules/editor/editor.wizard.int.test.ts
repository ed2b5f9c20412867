import type { ImageItem } from '@muse/contracts';
import { PRESET_PROMPTS, WIZARD_REQUEST } from '@muse/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountFor, cookieOf, startHarness, waitFinished, type Harness } from '../../testing/harness';

const preset = (id: string) => PRESET_PROMPTS.find((p) => p.id === id)!.prompt;

/** An old-looking photo: a grey gradient with a dark ball and a bright scratch across it. */
function oldPhoto(width: number, height: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#aaa"/><stop offset="1" stop-color="#555"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 5}" fill="#333"/>
    <line x1="0" y1="${height / 3}" x2="${width}" y2="${height / 2}" stroke="#fff" stroke-width="1"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

describe('the photo wizard (POST /images/ with videoImages)', { timeout: 180_000 }, () => {
  let h: Harness;
  let address = 1;

  async function upload(url: string, data: Buffer, cookie: string, fields: Record<string, string> = {}) {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    form.append('file', new Blob([new Uint8Array(data)], { type: 'image/png' }), 'photo.png');
    const encoded = new Request('http://muse.test/', { method: 'POST', body: form });
    return h.app.inject({
      method: 'POST',
      url,
      remoteAddress: `127.0.1.${address++ % 250}`,
      payload: Buffer.from(await encoded.arrayBuffer()),
      headers: { 'content-type': encoded.headers.get('content-type')!, cookie },
    });
  }
  const transform = (cookie: string | undefined, videoImages: string[] | undefined, description: string) =>
    h.app.inject({
      method: 'POST',
      url: '/api/images/',
      payload: { ...WIZARD_REQUEST, description, ...(videoImages ? { videoImages } : {}) },
      headers: cookie ? { cookie } : {},
    });
  const balance = async (userId: string) => {
    const b = await h.ctx.services.credits.balance(userId);
    return b.credits + b.subscriptionCredits;
  };
  /** A new guest with `credits` credits: its cookie and id. */
  async function guestWith(credits: number) {
    const cookie = cookieOf(
      await h.app.inject({ method: 'POST', url: '/api/auth/guest', remoteAddress: `10.0.0.${address++}` }),
    );
    const { userId } = (await h.app.inject({ url: '/api/session', headers: { cookie } })).json<{
      userId: string;
    }>();
    if (credits > 0) {
      await h.ctx.services.credits.grant(userId, credits, { reason: 'test', idempotencyKey: `g:${userId}` });
    }
    return { cookie, userId };
  }
  /** The guest's photo, uploaded as the wizard does (a private item of My creations). */
  async function uploadPhoto(cookie: string, width = 200, height = 150): Promise<ImageItem> {
    const res = await upload('/api/user/upload/image', await oldPhoto(width, height), cookie, {
      name: 'My photo',
      private: 'true',
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ImageItem>();
  }

  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => h?.close());

  it('needs a signed-in user: a visitor gets 401', async () => {
    const res = await transform(undefined, ['x'], preset('restore'));
    expect(res.statusCode).toBe(401);
  });

  it('restores a guest’s photo for 1 credit into a new public item that polling shows finished', async () => {
    const guest = await guestWith(3);
    const photo = await uploadPhoto(guest.cookie);
    const res = await transform(guest.cookie, [photo.filename], preset('restore'));
    expect(res.statusCode, res.body).toBe(200);
    const reply = res.json<{ filename: string; _id: string; credits: number }>();
    expect(reply.credits).toBe(2);
    expect(await balance(guest.userId)).toBe(2);

    const item = await waitFinished(h, guest.cookie, reply.filename);
    expect(item.message).toBeNull();
    expect(item.imageThumbUrl).toBeTruthy();
    expect(item).toMatchObject({ name: 'Restore', width: 200, height: 150, private: false });
    // The result is a different picture of the same size.
    const picture = await h.app.inject({ url: item.imageUrl! });
    expect(picture.statusCode).toBe(200);
    const before = await sharp(await oldPhoto(200, 150))
      .raw()
      .toBuffer();
    const after = await sharp(picture.rawPayload).removeAlpha().raw().toBuffer();
    expect(after.equals(before)).toBe(false);
    // Anyone may look at it: it is there to be shared.
    const seen = await h.app.inject({ url: `/api/images/filename/${reply.filename}` });
    expect(seen.statusCode).toBe(200);
  });

  it('takes the photo by address too, and runs an art preset for free on Premium', async () => {
    const { cookie, userId } = await accountFor(h, 'pia@example.com');
    await h.ctx.services.admin.setSubscription(
      { userId, sessionId: '', email: null, isGuest: false, isAdmin: true },
      userId,
      'premium',
      undefined,
    );
    const photo = await uploadPhoto(cookie, 120, 90);
    const before = await balance(userId);
    const res = await transform(cookie, [photo.imageUrl!], preset('pencil'));
    expect(res.statusCode, res.body).toBe(200);
    const item = await waitFinished(h, cookie, res.json<{ filename: string }>().filename);
    expect(item).toMatchObject({ name: 'Pencil sketch', width: 120, height: 90, message: null });
    expect(await balance(userId)).toBe(before);
  });

  it('enhances a picture the editor uploaded to twice its size', async () => {
    const guest = await guestWith(2);
    const working = await upload('/api/user/upload', await oldPhoto(96, 64), guest.cookie);
    const { filename } = working.json<{ filename: string }>();
    const res = await transform(guest.cookie, [filename], preset('enhance'));
    expect(res.statusCode, res.body).toBe(200);
    const item = await waitFinished(h, guest.cookie, res.json<{ filename: string }>().filename);
    expect(item).toMatchObject({ width: 192, height: 128, message: null });
  });

  it('opens the buy prompt without credits: 402, nothing queued', async () => {
    const guest = await guestWith(0);
    const res = await transform(guest.cookie, ['anything.png'], preset('restore'));
    expect(res.statusCode).toBe(402);
    expect(res.json().error.code).toBe('insufficient_credits');
    const queue = (
      await h.app.inject({ url: '/api/images/queue', headers: { cookie: guest.cookie } })
    ).json();
    expect(queue.count).toBe(0);
  });

  it('refuses a missing or foreign photo with 400 naming videoImages', async () => {
    const owner = await guestWith(2);
    const other = await guestWith(2);
    const photo = await uploadPhoto(owner.cookie);
    for (const refs of [[], ['no-such-picture.png'], [photo.filename], ['a', 'b']]) {
      const res = await transform(other.cookie, refs, preset('restore'));
      expect(res.statusCode, JSON.stringify(refs)).toBe(400);
      expect(res.json().error.details[0].field).toBe('videoImages');
    }
    expect(await balance(other.userId)).toBe(2);
  });

  it('answers 503 for a change that needs a hosted model, charging nothing', async () => {
    const guest = await guestWith(5);
    const photo = await uploadPhoto(guest.cookie);
    for (const words of [preset('superhero'), 'Make the sky purple']) {
      const res = await transform(guest.cookie, [photo.filename], words);
      expect(res.statusCode).toBe(503);
      expect(res.json().error.message).toBe(
        'This change needs a hosted image model, which this server does not have. Try a restoration or art preset.',
      );
      expect(res.json().error.details[0].field).toBe('description');
    }
    expect(await balance(guest.userId)).toBe(5);
  });

  it('finishes a run that failed with its reason and no picture, and refunds the credit', async () => {
    // Jobs wait until the copy the run works on has gone (a storage fault), then the workers start.
    const q = await startHarness({}, { workers: false });
    try {
      const { cookie, userId } = await accountFor(q, 'fay@example.com');
      await q.ctx.services.credits.grant(userId, 2, { reason: 'test', idempotencyKey: 'fay' });
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(await oldPhoto(64, 48))], { type: 'image/png' }), 'p.png');
      const encoded = new Request('http://muse.test/', { method: 'POST', body: form });
      const working = await q.app.inject({
        method: 'POST',
        url: '/api/user/upload',
        payload: Buffer.from(await encoded.arrayBuffer()),
        headers: { 'content-type': encoded.headers.get('content-type')!, cookie },
      });
      const res = await q.app.inject({
        method: 'POST',
        url: '/api/images/',
        payload: {
          ...WIZARD_REQUEST,
          description: preset('watercolor'),
          videoImages: [working.json().filename],
        },
        headers: { cookie },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(await q.ctx.services.credits.balance(userId)).toMatchObject({ credits: 1 });
      const row = await q.ctx.db
        .selectFrom('imageEdits')
        .select('inputKey')
        .where('userId', '=', userId)
        .executeTakeFirstOrThrow();
      await q.ctx.blobs.delete(row.inputKey);
      await q.ctx.queue.startWorkers({ services: q.ctx.jobServices, concurrency: 1 });
      const item = await waitFinished(q, cookie, res.json<{ filename: string }>().filename);
      expect(item.imageUrl).toBeFalsy();
      expect(item.message).toBe(
        'The tool could not finish this picture. Your credits were refunded; please try again.',
      );
      expect(await q.ctx.services.credits.balance(userId)).toMatchObject({ credits: 2 });
    } finally {
      await q.close();
    }
  });
});
