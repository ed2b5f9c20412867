import type { MusicTrack } from '@muse/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieOf, startHarness, type Harness } from '../../testing/harness';
import { account, givePro, request, songBody } from './music.fixtures';

/** POST /music with the workers off: tracks stay in the queue, so the limits can be seen. */
describe('creating music', () => {
  let h: Harness;
  let req: ReturnType<typeof request>;

  beforeAll(async () => {
    h = await startHarness({}, { workers: false });
    req = request(h);
  });
  afterAll(async () => h?.close());

  it('needs an account: visitors and guests get 401 with a clear message', async () => {
    expect((await req('POST', '/api/music', undefined, songBody())).statusCode).toBe(401);
    const guest = cookieOf(await req('POST', '/api/auth/guest'));
    const res = await req('POST', '/api/music', guest, songBody());
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe('Sign in with your email to create music.');
  });

  it('needs a verified email: 403 email_not_verified, then it works once verified', async () => {
    const una = await account(h, 'una@example.com');
    await h.ctx.db.updateTable('users').set({ emailVerifiedAt: null }).where('id', '=', una.id).execute();
    const res = await req('POST', '/api/music', una.cookie, songBody());
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('email_not_verified');
    await h.ctx.services.users.setVerifiedEmail(una.id, 'una@example.com');
    expect((await req('POST', '/api/music', una.cookie, songBody())).statusCode).toBe(200);
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const { cookie } = await account(h, 'bad@example.com');
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '' }, 'name'],
      [{ name: 42 }, 'name'],
      [{ keywords: '   ' }, 'keywords'],
      [{ musicType: 'opera' }, 'musicType'],
      [{ tags: 'Pop' }, 'tags'],
      [{ tags: [1] }, 'tags.0'],
      [{ length: 5 }, 'length'],
      [{ length: 301 }, 'length'],
      [{ length: 12.5 }, 'length'],
      [{ seed: -1 }, 'seed'],
      [{ seed: 2 ** 32 }, 'seed'],
      [{ lyrics: 'x'.repeat(10_001) }, 'lyrics'],
      [{ segments: Array.from({ length: 7 }, () => ({ label: 'verse', content: 'la' })) }, 'segments'],
      [{ model: 'nope' }, 'model'],
      [{ model: 'art' }, 'model'], // an image model
      [{ tags: ['Pop', 'Piano', 'Happy', 'Female'] }, 'tags'],
    ];
    for (const [change, field] of cases) {
      const res = await req('POST', '/api/music', cookie, songBody(change));
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().error.details[0].field, JSON.stringify(change)).toBe(field);
    }
    // Instrumental music needs no tags.
    expect(
      (await req('POST', '/api/music', cookie, songBody({ musicType: 'music', tags: [] }))).statusCode,
    ).toBe(200);
  });

  it('queues a private track with the requested fields; songs keep lyrics, music does not', async () => {
    const { cookie, id } = await account(h, 'queue@example.com');
    const res = await req(
      'POST',
      '/api/music',
      cookie,
      songBody({ lyrics: '', segments: [{ label: 'Chorus', content: 'oh harbour' }], seed: 7 }),
    );
    const track = res.json<MusicTrack>();
    expect(track).toMatchObject({
      userId: id,
      seed: 7,
      public: false,
      startedOn: null,
      finishedOn: null,
      url: null,
      imageUrl: null,
      length: 10,
      progress: 0,
      lyrics: '[Chorus]\noh harbour',
    });
    const queue = (await req('GET', '/api/music/in-progress', cookie)).json<{ data: MusicTrack[] }>();
    expect(queue.data.map((t) => t._id)).toEqual([track._id]);
    expect((await req('GET', '/api/music/mine', cookie)).json().data).toHaveLength(1);
    const job = await h.ctx.queue.getJob(`music-${track._id}-${Date.parse(track.requestedOn!)}`);
    expect(job).toMatchObject({ name: 'music.render', state: 'waiting', userId: id });
    // Not in any shared list until it is made and done.
    expect((await req('GET', `/api/music/single/${track.filename}`)).statusCode).toBe(404);
    const music = await req('POST', '/api/music', cookie, songBody({ musicType: 'music', lyrics: 'la la' }));
    expect(music.statusCode).toBe(409); // one at a time for non-members
  });

  it('tells a non-member with an unfinished track to wait, offering Subscribe; concurrent requests make one', async () => {
    const { cookie } = await account(h, 'wait@example.com');
    const all = await Promise.all(
      Array.from({ length: 6 }, () => req('POST', '/api/music', cookie, songBody())),
    );
    const codes = all.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409, 409, 409]);
    const refused = all.find((r) => r.statusCode === 409)!.json().error;
    expect(refused).toMatchObject({ code: 'music_in_progress', details: { action: 'subscribe', limit: 1 } });
    expect(refused.message).toMatch(/wait until your music is ready/);
    expect((await req('GET', '/api/music/in-progress', cookie)).json().data).toHaveLength(1);
  });

  it("makes a member's song without a length a full 90 s song, and a non-member's the free 30 s", async () => {
    const member = await account(h, 'full@example.com');
    await givePro(h, member.id);
    const full = await req('POST', '/api/music', member.cookie, songBody({ length: undefined }));
    expect(full.json<MusicTrack>().length).toBe(90);
    const free = await account(h, 'short@example.com');
    const short = await req('POST', '/api/music', free.cookie, songBody({ length: undefined }));
    expect(short.json<MusicTrack>().length).toBe(30);
  });

  it('lets members run 3 at once, and has non-members make 3 songs a day', async () => {
    const pro = await account(h, 'pro@example.com');
    await givePro(h, pro.id);
    const all = await Promise.all(
      Array.from({ length: 5 }, () => req('POST', '/api/music', pro.cookie, songBody())),
    );
    expect(all.filter((r) => r.statusCode === 200)).toHaveLength(3);
    const busy = all.find((r) => r.statusCode === 409)!.json().error;
    expect(busy.code).toBe('music_in_progress');
    expect(busy.details).toEqual({ limit: 3 });

    const day = await account(h, 'day@example.com');
    for (let i = 0; i < 3; i++) {
      const res = await req('POST', '/api/music', day.cookie, songBody());
      expect(res.statusCode).toBe(200);
      // Finished (as the render job would): the next one may start.
      await h.ctx.db
        .updateTable('items')
        .set({ finishedOn: new Date().toISOString() })
        .where('id', '=', res.json()._id)
        .execute();
    }
    const fourth = await req('POST', '/api/music', day.cookie, songBody());
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json().error).toMatchObject({
      code: 'music_daily_limit',
      details: { action: 'subscribe' },
    });
    // Deleting a song does not give the day's song back.
    const [first] = (await req('GET', '/api/music/mine', day.cookie)).json().data as MusicTrack[];
    await req('POST', `/api/music/delete/${first!.filename}`, day.cookie);
    expect((await req('POST', '/api/music', day.cookie, songBody())).statusCode).toBe(409);
    await givePro(h, day.id);
    expect((await req('POST', '/api/music', day.cookie, songBody())).statusCode).toBe(200);
  });

  it('regenerates only a finished track, under the same limits', async () => {
    const { cookie } = await account(h, 'regen@example.com');
    const track = (await req('POST', '/api/music', cookie, songBody())).json<MusicTrack>();
    const res = await req('POST', `/api/music/regenerate/${track.filename}`, cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('in_progress');
    await h.ctx.db
      .updateTable('items')
      .set({ finishedOn: new Date().toISOString() })
      .where('id', '=', track._id)
      .execute();
    const other = await req('POST', '/api/music', cookie, songBody()); // now unfinished again: 1 of 1
    expect(other.statusCode).toBe(200);
    const limited = await req('POST', `/api/music/regenerate/${track.filename}`, cookie);
    expect(limited.statusCode).toBe(409);
    expect(limited.json().error.code).toBe('music_in_progress');
  });
});
