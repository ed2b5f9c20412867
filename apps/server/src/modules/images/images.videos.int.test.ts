import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ImageItem } from '@muse/contracts';
import { queueLimit, videoCost } from '@muse/domain';
import {
  MP4_BYTES,
  countVideoFrames,
  ffmpegBinary,
  probeMp4,
  startFakeOpenAi,
  type FakeOpenAi,
} from '@muse/providers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionFor, startHarness, type Harness } from '../../testing/harness';

/** Videos take seconds each (a busy machine: tens of seconds); their tests wait this long. */
const VIDEO_WAIT_MS = 150_000;

describe('video generation', () => {
  let h: Harness;
  let dir: string;
  const c: Record<string, string> = {};
  const ids: Record<string, string> = {};

  const req = (method: string, url: string, cookie?: string, payload?: object) =>
    h.app.inject({
      method: method as 'GET',
      url,
      headers: cookie ? { cookie } : {},
      ...(payload ? { payload } : {}),
    });
  const balance = async (name: string) => (await h.ctx.services.credits.balance(ids[name]!)).credits;
  const setTier = (name: string, tier: string) =>
    h.ctx.services.admin.setSubscription(
      { userId: 'test', sessionId: '', email: null, isGuest: false, isAdmin: true },
      ids[name]!,
      tier,
      undefined,
    );

  async function finished(cookie: string, filename: string): Promise<ImageItem> {
    const until = Date.now() + VIDEO_WAIT_MS;
    while (Date.now() < until) {
      const item = (await req('GET', `/api/images/filename/${filename}`, cookie)).json<ImageItem>();
      if (item.finishedOn) return item;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`${filename} did not finish`);
  }

  /** The item's MP4 as a file, fetched through its URL as a browser would. */
  async function savedMp4(item: ImageItem): Promise<string> {
    const res = await h.app.inject(item.url!);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('video/mp4');
    const file = join(dir, `${item.filename}.mp4`);
    await writeFile(file, res.rawPayload);
    return file;
  }

  async function picture(name: string, description: string, size = { width: 768, height: 768 }) {
    const res = await req('POST', '/api/images/', c[name], { description, model: 'art', ...size, seed: 3 });
    expect(res.statusCode).toBe(200);
    return finished(c[name]!, res.json<{ filename: string }>().filename);
  }

  beforeAll(async () => {
    h = await startHarness();
    dir = await mkdtemp(join(tmpdir(), 'muse-video-'));
    for (const name of ['vera', 'otto', 'pia', 'admin']) {
      c[name] = await sessionFor(h, `${name}@example.com`);
      ids[name] = (await req('GET', '/api/session', c[name])).json<{ userId: string }>().userId;
      await h.ctx.services.credits.grant(ids[name]!, 100, {
        reason: 'test',
        idempotencyKey: `video-${name}`,
      });
    }
  });
  afterAll(async () => {
    await h?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('lists the video models with their capabilities, lengths and sizes', async () => {
    const { models } = (await req('GET', '/api/models')).json<{
      models: { key: string; capability: string; available: boolean; video?: Record<string, unknown> }[];
    }>();
    const video = models.filter((m) => m.capability === 'video');
    expect(video.map((m) => [m.key, m.available])).toEqual([
      ['motion', true],
      ['animate', true],
      // Hosted: listed, and unavailable without an API key.
      ['sora2', false],
    ]);
    expect(video[0]!.video).toMatchObject({
      capabilities: ['text-to-video', 'image-to-video', 'multi-image-to-video'],
      requiresImages: false,
      minLength: 2,
      maxLength: 10,
      lengthStep: 1,
      otherSizeMaxLength: 20,
      defaultSize: '1280x720',
    });
    expect(video[1]!.video).toMatchObject({
      requiresImages: true,
      capabilities: ['image-to-video', 'multi-image-to-video'],
    });
  });

  it('refuses bad video requests, naming the field, and queues nothing', async () => {
    const ask = (body: object) =>
      req('POST', '/api/images/', c.vera, { description: 'a fox in the snow', model: 'motion', ...body });
    const field = async (body: object) => {
      const res = await ask(body);
      expect(res.statusCode, JSON.stringify(res.json())).toBe(400);
      return [res.json().error.details[0].field, res.json().error.message];
    };
    const visitor = await req('POST', '/api/images/', undefined, {
      description: 'a fox',
      model: 'motion',
      length: 4,
    });
    expect(visitor.statusCode).toBe(401);
    expect(await field({})).toEqual([
      'length',
      'A video needs a length: choose one from 2 to 10 seconds in steps of 1.',
    ]);
    expect((await field({ length: 2.5 }))[0]).toBe('length');
    // 12 s is past the default size's 10 s, and within another size's 20 s.
    expect((await field({ length: 12 }))[0]).toBe('length');
    expect((await field({ length: 21, width: 854, height: 480 }))[0]).toBe('length');
    expect((await field({ length: 4, width: 1000, height: 500 }))[0]).toBe('width');
    expect((await field({ length: 4, width: 854 }))[0]).toBe('height');
    expect((await field({ length: 4, videoImages: ['no-such-picture'] }))[0]).toBe('videoImages');
    expect(await field({ length: 4, model: 'animate' })).toEqual([
      'videoImages',
      'Muse Animate animates pictures: add at least one.',
    ]);
    expect((await field({ length: 4, number: 2 }))[0]).toBe('number');
    expect((await field({ length: 4, audio: 'yes' }))[0]).toBe('audio');
    const queue = (await req('GET', '/api/images/queue', c.vera)).json();
    expect(queue).toEqual({ count: 0, startedCount: 0 });
    // The longer maximum at another size holds.
    const longer = await ask({ length: 12, width: 854, height: 480, startGenerate: false });
    expect(longer.statusCode).toBe(200);
  });

  it(
    'makes a text-to-video with a soundtrack: an H.264 + AAC MP4 of the asked length, a poster, charged once',
    async () => {
      const before = await balance('vera');
      const res = await req('POST', '/api/images/', c.vera, {
        description: 'a red fox running through a snowy forest at dawn',
        model: 'motion',
        width: 854,
        height: 480,
        length: 3,
        audio: true,
        seed: 11,
      });
      expect(res.statusCode).toBe(200);
      const item = await finished(c.vera!, res.json().filename);
      expect(item).toMatchObject({
        message: null,
        video: 'mp4',
        audio: true,
        width: 854,
        height: 480,
        public: true,
      });
      expect(item.length).toBeCloseTo(3, 1);
      const price = videoCost(
        { credits: 2, maxCredits: 20 },
        { width: 854, height: 480, lengthSeconds: 3, audio: true },
      );
      expect(item.credits).toBe(price);
      expect(await balance('vera')).toBe(before - price);
      expect(item.shareLink).toMatch(new RegExp(`/video/${item.filename}$`));

      // Read back by FFmpeg's demuxer: the container, the streams, the length and every frame.
      const file = await savedMp4(item);
      const ffmpeg = ffmpegBinary()!;
      const facts = await probeMp4(ffmpeg, file);
      expect(facts.video).toMatchObject({ codec: 'h264', width: 854, height: 480, fps: 24 });
      expect(facts.audio?.codec).toBe('aac');
      expect(Math.abs(facts.durationSeconds - 3)).toBeLessThan(0.2);
      expect(await countVideoFrames(ffmpeg, file)).toBe(3 * 24);

      const poster = await h.app.inject(item.imageUrl!);
      expect(poster.headers['content-type']).toBe('image/png');
      // The player asks for ranges as it plays and seeks.
      const range = await h.app.inject({ url: item.url!, headers: { range: 'bytes=0-99' } });
      expect(range.statusCode).toBe(206);
      expect(range.rawPayload.length).toBe(100);

      // Its own lists: My videos has it, My images does not; the public videos list has it.
      const mine = (await req('POST', '/api/images/mine/all', c.vera, { media: 'video' })).json<
        ImageItem[]
      >();
      expect(mine.map((i) => i.filename)).toContain(item.filename);
      const pictures = (await req('POST', '/api/images/mine/all', c.vera, {})).json<ImageItem[]>();
      expect(pictures.every((i) => i.video === null)).toBe(true);
      const popular = (await req('POST', '/api/images/popular', undefined, { media: 'video' })).json<
        ImageItem[]
      >();
      expect(popular.map((i) => i.filename)).toContain(item.filename);
      expect(
        (await req('POST', '/api/images/popular', undefined, {})).json<ImageItem[]>().every((i) => !i.video),
      ).toBe(true);

      // Anyone gets a public video's file; a download (someone else's, Free plan) pays a credit and gets it.
      const url = (await req('GET', `/api/images/public/${item.filename}`)).json<{ url: string }>().url;
      expect((await h.app.inject(url)).headers['content-type']).toBe('video/mp4');
      const otto = await balance('otto');
      const download = await req('POST', `/api/images/download-watermark/${item.filename}.mp4`, c.otto);
      expect(download.statusCode).toBe(200);
      expect((await h.app.inject(download.json().url)).headers['content-type']).toBe('video/mp4');
      expect(await balance('otto')).toBe(otto - 1);

      // Deleting it removes its files.
      const mp4 = item.url!;
      expect((await req('DELETE', `/api/images/user/${item._id}`, c.vera)).statusCode).toBe(200);
      expect((await h.app.inject(mp4)).statusCode).toBe(404);
      expect((await req('GET', `/api/images/public/${item.filename}`)).statusCode).toBe(404);
    },
    VIDEO_WAIT_MS + 30_000,
  );

  it(
    'animates a picture from its viewer: the picture as the first shot, at the size closest to its shape',
    async () => {
      const pic = await picture('otto', 'a lighthouse on a cliff above a stormy sea', {
        width: 1024,
        height: 768,
      });
      // A visitor is asked to sign in; a picture model cannot animate; a missing picture is 404.
      expect(
        (await req('POST', `/api/images/animate/${pic._id}`, undefined, { model: 'animate' })).statusCode,
      ).toBe(401);
      const wrong = await req('POST', `/api/images/animate/${pic._id}`, c.otto, { model: 'art' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().error.details[0].field).toBe('model');
      expect((await req('POST', `/api/images/animate/nope`, c.otto, { model: 'animate' })).statusCode).toBe(
        404,
      );
      expect((await req('POST', `/api/images/animate/${pic._id}`, c.otto, {})).statusCode).toBe(400);

      const res = await req('POST', `/api/images/animate/${pic._id}`, c.otto, { model: 'animate' });
      expect(res.statusCode).toBe(200);
      const video = await finished(c.otto!, res.json().filename);
      expect(video).toMatchObject({
        video: 'mp4',
        model: 'animate',
        width: 1024,
        height: 768,
        audio: false,
        videoImages: [pic.filename],
        description: pic.description,
        message: null,
      });
      expect(video.length).toBeCloseTo(5, 1);
      const facts = await probeMp4(ffmpegBinary()!, await savedMp4(video));
      expect(facts.video).toMatchObject({ codec: 'h264', width: 1024, height: 768 });
      expect(facts.audio).toBeUndefined();
      // A video cannot itself be animated.
      const again = await req('POST', `/api/images/animate/${video._id}`, c.otto, { model: 'animate' });
      expect(again.statusCode).toBe(409);
    },
    2 * VIDEO_WAIT_MS,
  );

  it('keeps a video of a private picture private, and others cannot animate that picture', async () => {
    await setTier('pia', 'premium');
    const pic = await picture('pia', 'a quiet lake under the stars');
    expect((await req('PUT', `/api/images/switch-private/${pic._id}`, c.pia)).statusCode).toBe(200);
    expect(
      (await req('POST', `/api/images/animate/${pic._id}`, c.otto, { model: 'animate' })).statusCode,
    ).toBe(404);
    const asked = await req('POST', '/api/images/', c.pia, {
      description: 'the lake at night',
      model: 'motion',
      length: 2,
      videoImages: [pic.filename],
      startGenerate: false,
    });
    expect(asked.statusCode).toBe(200);
    const item = (await req('GET', `/api/images/filename/${asked.json().filename}`, c.pia)).json<ImageItem>();
    expect(item).toMatchObject({ private: true, videoImages: [pic.filename] });
    // Someone else's private picture is not theirs to use.
    const theirs = await req('POST', '/api/images/', c.otto, {
      description: 'a lake',
      model: 'motion',
      length: 2,
      videoImages: [pic.filename],
    });
    expect(theirs.statusCode).toBe(400);
    expect(theirs.json().error.details[0].field).toBe('videoImages');
    // Not public: no public file, not in the visitor's view.
    expect((await req('GET', `/api/images/public/${item.filename}`)).statusCode).toBe(404);
    expect((await req('GET', `/api/images/filename/${item.filename}`)).statusCode).toBe(404);
  });
});

describe('video requests in the queue', () => {
  let h: Harness;
  beforeAll(async () => {
    // No workers: nothing finishes while the queue fills.
    h = await startHarness({}, { workers: false });
  });
  afterAll(async () => h?.close());

  it('puts videos in the same queue as pictures: the queue limit counts both', async () => {
    const cookie = await sessionFor(h, 'quinn@example.com');
    const userId = (await h.app.inject({ url: '/api/session', headers: { cookie } })).json().userId;
    await h.ctx.services.credits.grant(userId, 100, { reason: 'test', idempotencyKey: 'quinn' });
    const post = (payload: object) =>
      h.app.inject({ method: 'POST', url: '/api/images/', headers: { cookie }, payload });
    const limit = queueLimit('', 100);
    expect((await post({ description: 'a paper boat', model: 'art' })).statusCode).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < limit; i++) {
      const res = await post({
        description: `a paper boat on a pond, take ${i}`,
        model: 'motion',
        length: 2,
      });
      statuses.push(res.statusCode);
      if (res.statusCode === 409) expect(res.json().error.code).toBe('queue_limit');
    }
    expect(statuses).toEqual([...Array(limit - 1).fill(200), 409]);
    const queue = await h.app.inject({ url: '/api/images/queue', headers: { cookie } });
    expect(queue.json()).toEqual({ count: limit, startedCount: 0 });
  });
});

describe('hosted video models', () => {
  let h: Harness;
  let fake: FakeOpenAi;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    h = await startHarness({
      OPENAI_API_KEY: fake.apiKey,
      OPENAI_BASE_URL: fake.baseUrl,
      AI_TIMEOUT_MS: '5000',
    });
  });
  afterAll(async () => {
    await h?.close();
    await fake?.close();
  });

  it("makes a Sora video through OpenAI's video API, charged by its price, with its lengths and sizes enforced", async () => {
    const cookie = await sessionFor(h, 'sam@example.com');
    const userId = (await h.app.inject({ url: '/api/session', headers: { cookie } })).json().userId;
    await h.ctx.services.credits.grant(userId, 100, { reason: 'test', idempotencyKey: 'sam' });
    const post = (payload: object) =>
      h.app.inject({ method: 'POST', url: '/api/images/', headers: { cookie }, payload });
    const wrong = await post({ description: 'a fox', model: 'sora2', length: 5 });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe('The length must be from 4 to 12 seconds in steps of 4.');
    const res = await post({ description: 'a fox in the snow', model: 'sora2', length: 8, audio: true });
    expect(res.statusCode).toBe(200);
    const until = Date.now() + 60_000;
    let item: ImageItem | undefined;
    while (Date.now() < until) {
      item = (
        await h.app.inject({ url: `/api/images/filename/${res.json().filename}`, headers: { cookie } })
      ).json();
      if (item?.finishedOn) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(item).toMatchObject({ video: 'mp4', model: 'sora2', message: null, length: 8 });
    expect(fake.requestsTo('/v1/videos')[0]?.body).toEqual({
      model: 'sora-2',
      prompt: 'a fox in the snow',
      seconds: '8',
      size: '1280x720',
    });
    const stored = await h.app.inject(item!.url!);
    expect(stored.rawPayload.equals(MP4_BYTES)).toBe(true);
    const price = videoCost(
      { credits: 20, maxCredits: 100 },
      { width: 1280, height: 720, lengthSeconds: 8, audio: true },
    );
    expect(item!.credits).toBe(price);
    expect((await h.ctx.services.credits.balance(userId)).credits).toBe(100 - price);
  }, 90_000);
});
