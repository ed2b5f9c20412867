import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionFor, signIn, startHarness, type Harness, waitFinished } from '../../testing/harness';

const QUEUE_LIMIT = 'Upgrade to add more generations in the queue';

async function sessionOf(h: Harness, cookie: string) {
  return (await h.app.inject({ url: '/api/session', headers: { cookie } })).json();
}

describe('image generation', () => {
  let h: Harness;
  let ada: string;
  let adaId: string;
  beforeAll(async () => {
    h = await startHarness();
    ada = await signIn(h, 'ada@example.com');
    adaId = (await sessionOf(h, ada)).userId;
  });
  afterAll(async () => h?.close());

  const post = (url: string, payload: object, cookie?: string) =>
    h.app.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {} });

  it('validates the request and names the field', async () => {
    expect((await post('/api/images/', { description: 'a cat', model: 'art' })).statusCode).toBe(401);
    const noModel = await post('/api/images/', { description: 'a cat', model: 'nope' }, ada);
    expect(noModel.statusCode).toBe(400);
    expect(noModel.json().error.details[0].field).toBe('model');
    const hosted = await post('/api/images/', { description: 'a cat', model: 'gptimage1' }, ada);
    expect(hosted.statusCode).toBe(422);
    expect(hosted.json().error.message).toMatch(/OPENAI_API_KEY/);
    const badSize = await post(
      '/api/images/',
      { description: 'a cat', model: 'art', width: 1000, height: 333 },
      ada,
    );
    expect(badSize.statusCode).toBe(400);
    expect(badSize.json().error.details[0].field).toBe('width');
    const tooMany = await post('/api/images/', { description: 'a cat', model: 'art', number: 3 }, ada);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.details[0].field).toBe('number');
    const noPrompt = await post('/api/images/', { description: '  ', model: 'art' }, ada);
    expect(noPrompt.json().error.details[0].field).toBe('description');
  });

  it('generates an image: queued, started, finished, stored with a WebP thumbnail, charged once', async () => {
    await h.ctx.services.credits.grant(adaId, 10, { reason: 'test', idempotencyKey: 'gen-topup' });
    const res = await post(
      '/api/images/',
      { description: 'a red sunset over the sea, watercolor', model: 'art', size: 'square', seed: 7 },
      ada,
    );
    expect(res.statusCode).toBe(200);
    const { filename } = res.json();
    const item = await waitFinished(h, ada, filename);
    expect(item).toMatchObject({
      message: null,
      width: 1024,
      height: 1024,
      size: 'square',
      private: false,
      public: true,
      credits: 1,
    });
    expect(item.requestedOn! <= item.startedOn! && item.startedOn! <= item.finishedOn!).toBe(true);

    const image = await h.app.inject(item.imageUrl!);
    expect(image.headers['content-type']).toBe('image/png');
    const meta = await sharp(image.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([1024, 1024]);
    const thumb = await h.app.inject(item.imageThumbUrl!);
    const thumbMeta = await sharp(thumb.rawPayload).metadata();
    expect(thumbMeta.format).toBe('webp');
    expect(thumbMeta.height).toBe(400);

    expect((await sessionOf(h, ada)).credits).toBe(9);
    expect((await h.app.inject({ url: '/api/images/queue', headers: { cookie: ada } })).json()).toEqual({
      count: 0,
      startedCount: 0,
    });

    // At-least-once delivery: the same job again changes nothing and charges nothing.
    await h.ctx.jobServices.images.render(item._id, {
      progress: async () => {},
      signal: new AbortController().signal,
    });
    expect((await sessionOf(h, ada)).credits).toBe(9);
  });

  it('finishes with no-credits when the balance cannot pay, and a restart after a top-up succeeds', async () => {
    const bob = await signIn(h, 'bob@example.com');
    const bobId = (await sessionOf(h, bob)).userId;
    const { filename, _id } = (
      await post('/api/images/', { description: 'a quiet forest', model: 'photo2' }, bob)
    ).json();
    const failed = await waitFinished(h, bob, filename);
    expect(failed.message).toBe('no-credits');
    expect(failed.imageUrl).toBeNull();

    await h.ctx.services.credits.grant(bobId, 3, { reason: 'buy', idempotencyKey: 'bob-buy' });
    const restarted = await post('/api/images/restart', { id: _id }, bob);
    expect(restarted.statusCode).toBe(200);
    const done = await waitFinished(h, bob, filename);
    expect(done.message).toBeNull();
    expect(done.imageUrl).toBeTruthy();
    expect((await sessionOf(h, bob)).credits).toBe(2);
    // A finished image cannot be restarted again.
    expect((await post('/api/images/restart', { id: _id }, bob)).statusCode).toBe(409);
  });

  it('shows private images only to their owner', async () => {
    await h.ctx.services.admin.setSubscription(
      { userId: adaId, sessionId: '', email: null, isGuest: false, isAdmin: true },
      adaId,
      'premium',
      undefined,
    );
    const { filename, _id } = (
      await post('/api/images/', { description: 'a secret garden', model: 'art' }, ada)
    ).json();
    await waitFinished(h, ada, filename);
    const made = await h.app.inject({
      method: 'PUT',
      url: `/api/images/user/${_id}/generate`,
      payload: { private: true },
      headers: { cookie: ada },
    });
    expect(made.statusCode).toBe(200);
    const item = await waitFinished(h, ada, filename);
    expect(item.private).toBe(true);
    expect(item.imageUrl).toMatch(/\/api\/media\/private\/.*sig=/);
    // The private tab lists only private items; private: false only public ones.
    const onlyPrivate = (await post('/api/images/mine/all', { private: true }, ada)).json() as {
      _id: string;
    }[];
    const onlyPublic = (await post('/api/images/mine/all', { private: false }, ada)).json() as {
      _id: string;
    }[];
    expect(onlyPrivate.map((i) => i._id)).toContain(_id);
    expect(onlyPublic.map((i) => i._id)).not.toContain(_id);
    const carol = await signIn(h, 'carol@example.com');
    expect(
      (await h.app.inject({ url: `/api/images/filename/${filename}`, headers: { cookie: carol } }))
        .statusCode,
    ).toBe(404);
    expect((await h.app.inject(`/api/images/filename/${filename}`)).statusCode).toBe(404);
    expect((await h.app.inject(item.imageUrl!)).statusCode).toBe(200);
    // A Free user cannot make an image private.
    const mine = (await post('/api/images/', { description: 'a lake', model: 'art' }, carol)).json();
    await h.ctx.services.credits.grant((await sessionOf(h, carol)).userId, 5, {
      reason: 't',
      idempotencyKey: 'carol',
    });
    await waitFinished(h, carol, mine.filename);
    const refused = await h.app.inject({
      method: 'PUT',
      url: `/api/images/user/${mine._id}/generate`,
      payload: { private: true },
      headers: { cookie: carol },
    });
    expect(refused.statusCode).toBe(403);
    // Nobody else may regenerate or restart it.
    expect(
      (
        await h.app.inject({
          method: 'PUT',
          url: `/api/images/user/${mine._id}/generate`,
          payload: {},
          headers: { cookie: ada },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('writes prompt ideas from keywords, and names the field when there are none', async () => {
    const res = await post(
      '/api/openai/create-image-name-description',
      { keywords: 'red fox, snow', tags: ['watercolor'], seed: 3 },
      ada,
    );
    expect(res.statusCode).toBe(200);
    const { ideas } = res.json();
    expect(ideas).toHaveLength(4);
    for (const idea of ideas) {
      expect(idea.description.toLowerCase()).toContain('fox');
      expect(idea.tags).toContain('watercolor');
    }
    expect(new Set(ideas.map((i: { name: string }) => i.name)).size).toBe(4);
    const empty = await post('/api/openai/create-image-name-description', { keywords: '   ' }, ada);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.details[0].field).toBe('keywords');
  });

  it('checks text for safety, and finishes a blocked prompt without charging', async () => {
    expect(
      (await post('/api/images/check-safe', { text: 'a classic cocktail bar in Essex' })).json(),
    ).toEqual({});
    const unsafe = (await post('/api/images/check-safe', { text: 'hardcore porn' })).json();
    expect(unsafe.error).toMatch(/blocked/);
    expect((await post('/api/images/check-safe', {})).json().error.details[0].field).toBe('text');

    const before = (await sessionOf(h, ada)).credits;
    const { filename } = (
      await post('/api/images/', { description: 'hardcore porn', model: 'art' }, ada)
    ).json();
    const blocked = await waitFinished(h, ada, filename);
    expect(blocked.message).toMatch(/^internal-filter/);
    expect(blocked.imageUrl).toBeNull();
    expect((await sessionOf(h, ada)).credits).toBe(before);
  });

  it('drops the old picture when a regeneration is blocked, so it never shows beside the new text', async () => {
    const erin = await signIn(h, 'erin@example.com');
    await h.ctx.services.credits.grant((await sessionOf(h, erin)).userId, 10, {
      reason: 't',
      idempotencyKey: 'erin',
    });
    const { filename, _id } = (
      await post('/api/images/', { description: 'a quiet harbour at noon', model: 'art' }, erin)
    ).json();
    const made = await waitFinished(h, erin, filename);
    expect(made.imageUrl).toBeTruthy();
    const again = await h.app.inject({
      method: 'PUT',
      url: `/api/images/user/${_id}/generate`,
      payload: { newDescription: 'hardcore porn' },
      headers: { cookie: erin },
    });
    expect(again.statusCode).toBe(200);
    const blocked = await waitFinished(h, erin, filename);
    expect(blocked.message).toMatch(/^internal-filter/);
    expect(blocked.imageUrl).toBeNull();
    expect(blocked.imageThumbUrl).toBeNull();
    expect((await h.app.inject(made.imageUrl!)).statusCode).toBe(404);
    const popular = (await post('/api/images/popular', {})).json() as { filename: string }[];
    expect(popular.map((i) => i.filename)).not.toContain(filename);
  });

  it('pages the user’s images by index and by the last item', async () => {
    const dave = await signIn(h, 'dave@example.com');
    await h.ctx.services.credits.grant((await sessionOf(h, dave)).userId, 100, {
      reason: 't',
      idempotencyKey: 'dave',
    });
    await h.ctx.services.admin.setSubscription(
      { userId: 'x', sessionId: '', email: null, isGuest: false, isAdmin: true },
      (await sessionOf(h, dave)).userId,
      'premium',
      undefined,
    );
    const names: string[] = [];
    for (let i = 0; i < 5; i++) {
      const r = (
        await post('/api/images/', { description: `picture number ${i}`, model: 'art', number: 2 }, dave)
      ).json();
      names.push(r.filename);
      await waitFinished(h, dave, r.filename);
    }
    const page1 = (await post('/api/images/mine/all', { index: 0, limit: 4 }, dave)).json();
    const page2 = (await post('/api/images/mine/all', { index: 1, limit: 4 }, dave)).json();
    const page3 = (await post('/api/images/mine/all', { index: 2, limit: 4 }, dave)).json();
    expect([page1.length, page2.length, page3.length]).toEqual([4, 4, 2]);
    const after = (await post('/api/images/mine/all', { after: page1[3]._id, limit: 4 }, dave)).json();
    expect(after.map((i: { _id: string }) => i._id)).toEqual(page2.map((i: { _id: string }) => i._id));
    const found = (await post('/api/images/mine/all', { keywords: 'number', limit: 20 }, dave)).json();
    expect(found).toHaveLength(10);
    const bad = await post('/api/images/mine/all', { after: 'someone-elses', limit: 4 }, dave);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0].field).toBe('after');
  });
});

describe('the queue', () => {
  let h: Harness;
  let erin: string;
  beforeAll(async () => {
    h = await startHarness({}, { workers: false });
    erin = await sessionFor(h, 'erin@example.com');
  });
  afterAll(async () => h?.close());

  const post = (url: string, payload: object) =>
    h.app.inject({ method: 'POST', url, payload, headers: { cookie: erin } });
  const queue = async () =>
    (await h.app.inject({ url: '/api/images/queue', headers: { cookie: erin } })).json();

  it('holds at most the tier’s limit, cancels free a slot, and a balance above 1000 lifts the limit', async () => {
    const a = (await post('/api/images/', { description: 'one', model: 'art' })).json();
    await post('/api/images/', { description: 'two', model: 'art' });
    expect(await queue()).toEqual({ count: 2, startedCount: 0 });
    const full = await post('/api/images/', { description: 'three', model: 'art' });
    expect(full.statusCode).toBe(409);
    expect(full.json().error.message).toBe(QUEUE_LIMIT);

    const cancelled = await post('/api/images/cancel', { id: a._id });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().requestedOn).toBeNull();
    expect(await queue()).toEqual({ count: 1, startedCount: 0 });
    expect((await post('/api/images/cancel', { id: a._id })).statusCode).toBe(409);
    expect((await post('/api/images/', { description: 'three', model: 'art' })).statusCode).toBe(200);

    const erinId = (await sessionOf(h, erin)).userId;
    await h.ctx.services.credits.grant(erinId, 1001, { reason: 'rich', idempotencyKey: 'rich' });
    for (let i = 0; i < 10; i++)
      expect((await post('/api/images/', { description: `more ${i}`, model: 'art' })).statusCode).toBe(200);
    expect((await post('/api/images/', { description: 'one too many', model: 'art' })).statusCode).toBe(409);
  });
});
