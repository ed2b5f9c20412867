import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ImageItem, MusicTrack } from '@muse/contracts';
import { ffmpegBinary, probeMp4 } from '@muse/providers';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieOf, startHarness, type Harness } from '../../testing/harness';
import {
  MAKING_TIMEOUT,
  account,
  givePro,
  makeTrack,
  mp3Duration,
  request,
  songBody,
  startsLikeMp3,
  waitTrack,
} from './music.fixtures';

describe('music tracks', { timeout: MAKING_TIMEOUT }, () => {
  let h: Harness;
  let req: ReturnType<typeof request>;
  let ada: { cookie: string; id: string };
  let bob: { cookie: string; id: string };
  let admin: { cookie: string; id: string };
  let guest: string;
  /** ada's first track, finished, still private */
  let song: MusicTrack;

  beforeAll(async () => {
    h = await startHarness();
    req = request(h);
    ada = await account(h, 'ada@example.com');
    bob = await account(h, 'bob@example.com');
    admin = await account(h, 'admin@example.com');
    await givePro(h, bob.id); // bob makes more than the free 3 songs a day here
    guest = cookieOf(await req('POST', '/api/auth/guest'));
    song = await makeTrack(h, ada.cookie);
  });
  afterAll(async () => h?.close());

  /** A video item once finished (videos take seconds; on a busy machine tens of seconds). */
  async function waitVideo(cookie: string, filename: string): Promise<ImageItem> {
    for (let i = 0; i < 1500; i++) {
      const item = (await req('GET', `/api/images/filename/${filename}`, cookie)).json<ImageItem>();
      if (item.finishedOn) return item;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`${filename} did not finish`);
  }

  it('makes a track: queued, started, finished with a 10 s MP3, its MIDI and a painted cover', async () => {
    expect(song).toMatchObject({
      name: 'Harbour lights',
      musicType: 'song',
      model: 'mozart',
      keywords: 'harbour night boats',
      tags: ['Pop', 'Piano', 'Happy', 'Female', 'Bright'],
      message: null,
      public: false,
      progress: 100,
      userId: ada.id,
      likes: 0,
      reaction: null,
    });
    expect(song.lyrics).toMatch(/^\[Verse\]/);
    expect(song.requestedOn! <= song.startedOn! && song.startedOn! <= song.finishedOn!).toBe(true);
    // Private until done: every file is a signed, expiring link.
    for (const url of [song.url, song.imageUrl, song.imageThumbUrl])
      expect(url).toMatch(/^\/api\/media\/private\/music\/.*expires=\d+&sig=[0-9a-f]{64}$/);
    expect(song.midiUrl).toBeNull(); // the score is a download: music pro or public

    const audio = await req('GET', song.url!);
    expect(audio.statusCode).toBe(200);
    expect(audio.headers['content-type']).toBe('audio/mpeg');
    expect(startsLikeMp3(audio.rawPayload)).toBe(true);
    const { seconds, sampleRate } = mp3Duration(audio.rawPayload);
    expect(sampleRate).toBe(44100);
    expect(Math.abs(seconds - 10)).toBeLessThan(0.2);
    expect(Math.abs(song.length - seconds)).toBeLessThan(0.1);

    const cover = await sharp((await req('GET', song.imageUrl!)).rawPayload).metadata();
    expect(cover.format).toBe('png');
    const thumb = await sharp((await req('GET', song.imageThumbUrl!)).rawPayload).metadata();
    expect([thumb.format, thumb.height]).toEqual(['webp', 400]);

    // At-least-once delivery: the same job again changes nothing.
    await h.ctx.jobServices.music.renderer.render(song._id, song.requestedOn!, {
      progress: async () => {},
      signal: new AbortController().signal,
    });
    expect((await waitTrack(h, ada.cookie, song.filename)).finishedOn).toBe(song.finishedOn);
  });

  it('shows a private track to its owner and admins only; 404 to the rest', async () => {
    const url = `/api/music/single/${song.filename}`;
    expect((await req('GET', url, ada.cookie)).statusCode).toBe(200);
    expect((await req('GET', url, admin.cookie)).statusCode).toBe(200);
    for (const cookie of [undefined, guest, bob.cookie]) {
      const res = await req('GET', url, cookie);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('not_found');
    }
    expect((await req('GET', '/api/music/single/nope', ada.cookie)).statusCode).toBe(404);
    // Guessing the media path without the signature gets nothing.
    const bare = song.url!.split('?')[0]!;
    expect((await req('GET', bare)).statusCode).toBe(403);
    expect((await req('GET', bare.replace('/private/', '/public/'))).statusCode).toBe(404);
  });

  it('says in each reply what the caller may do with the track (access)', async () => {
    const access = async (filename: string, cookie?: string) =>
      (await req('GET', `/api/music/single/${filename}`, cookie)).json<MusicTrack>().access;
    // ada's private track: she edits it; the admin asks for its video and downloads it, but neither edits
    // nor extends someone else's private track; ada downloads it only with music pro.
    expect(await access(song.filename, ada.cookie)).toEqual({
      canManage: true,
      canRequestVideo: true,
      canExtend: true,
      canDownload: false,
    });
    expect(await access(song.filename, admin.cookie)).toEqual({
      canManage: false,
      canRequestVideo: true,
      canExtend: false,
      canDownload: true,
    });
    // Once shared (bob's, here), anyone may extend and download it; only its owner edits it.
    const shared = await makeTrack(h, bob.cookie, { name: 'For everyone' });
    expect((await req('POST', `/api/music/done/${shared.filename}`, bob.cookie)).statusCode).toBe(200);
    const stranger = { canManage: false, canRequestVideo: false, canExtend: true, canDownload: true };
    expect(await access(shared.filename, bob.cookie)).toEqual({
      ...stranger,
      canManage: true,
      canRequestVideo: true,
    });
    expect(await access(shared.filename, admin.cookie)).toEqual({ ...stranger, canRequestVideo: true });
    expect(await access(shared.filename, ada.cookie)).toEqual(stranger);
    expect(await access(shared.filename, guest)).toEqual(stranger);
    expect(await access(shared.filename)).toEqual(stranger);
    // Lists carry it too.
    const mine = (await req('GET', '/api/music/mine', bob.cookie)).json<{ data: MusicTrack[] }>().data;
    expect(mine.find((t) => t._id === shared._id)?.access).toMatchObject({ canManage: true });
    expect((await req('POST', `/api/music/delete/${shared.filename}`, bob.cookie)).statusCode).toBe(200);
  });

  it("lists one's own tracks by page, and the queue", async () => {
    const mine = await req('GET', '/api/music/mine', ada.cookie);
    expect(mine.json().data.map((t: MusicTrack) => t._id)).toEqual([song._id]);
    expect((await req('GET', '/api/music/mine?index=1', ada.cookie)).json()).toEqual({ data: [] });
    expect((await req('GET', '/api/music/mine', bob.cookie)).json()).toEqual({ data: [] });
    expect((await req('GET', '/api/music/mine')).statusCode).toBe(401);
    const bad = await req('GET', '/api/music/mine?index=-1', ada.cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0].field).toBe('querystring.index');
    expect((await req('GET', '/api/music/in-progress', ada.cookie)).json()).toEqual({ data: [] });
    expect((await req('GET', '/api/music/in-progress')).statusCode).toBe(401);
    expect((await req('GET', '/api/music/in-progress', guest)).json()).toEqual({ data: [] });
  });

  it("reports progress to the owner's room: started (with progress), then finished", async () => {
    const events: {
      userId: string;
      event: string;
      data: { _id: string; state: string; progress: number };
    }[] = [];
    const toUser = h.ctx.realtime.toUser.bind(h.ctx.realtime);
    h.ctx.realtime.toUser = (userId: string, event: string, data: unknown) => {
      events.push({ userId, event, data: data as (typeof events)[number]['data'] });
      toUser(userId, event, data);
    };
    try {
      const track = await makeTrack(h, ada.cookie, { name: 'Watched' });
      const mine = events.filter((e) => e.event === 'music:progress' && e.data._id === track._id);
      expect(mine.every((e) => e.userId === ada.id)).toBe(true);
      expect(mine[0]!.data).toMatchObject({ state: 'started', progress: 0, target: 'track' });
      expect(mine.at(-1)!.data).toMatchObject({ state: 'finished', progress: 100 });
      expect(mine.some((e) => e.data.progress > 0 && e.data.progress < 100)).toBe(true);
    } finally {
      h.ctx.realtime.toUser = toUser;
    }
  });

  it('gates downloads: a private track needs music pro (membership modal), a public one is for anyone', async () => {
    const track = await makeTrack(h, ada.cookie, { name: 'Download me', musicType: 'music', tags: [] });
    const mp3 = `/api/music/download/${track.filename}.mp3`;
    const mid = `/api/music/download/${track.filename}.mid`;
    for (const url of [mp3, mid]) {
      const refused = await req('GET', url, ada.cookie);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toMatchObject({
        code: 'music_pro_required',
        details: { action: 'membership' },
      });
      expect((await req('GET', url, bob.cookie)).statusCode).toBe(404);
      expect((await req('GET', url)).statusCode).toBe(404);
    }

    await givePro(h, ada.id);
    const file = await req('GET', mp3, ada.cookie);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('audio/mpeg');
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="Download me\.mp3"/);
    expect(startsLikeMp3(file.rawPayload)).toBe(true);
    const midi = await req('GET', mid, ada.cookie);
    expect(midi.headers['content-type']).toBe('audio/midi');
    expect(midi.rawPayload.subarray(0, 4).toString('latin1')).toBe('MThd');
    // A standard MIDI file of several tracks (format 1): one per instrument.
    expect(midi.rawPayload.readUInt16BE(8)).toBe(1);
    expect(midi.rawPayload.readUInt16BE(10)).toBeGreaterThan(1);
    // A member sees the MIDI link too.
    expect((await req('GET', `/api/music/single/${track.filename}`, ada.cookie)).json().midiUrl).toMatch(
      /^\/api\/media\/private\/.*\.mid\?/,
    );

    // Done editing: public, downloadable by anyone, visitors included.
    await req('POST', `/api/music/done/${track.filename}`, ada.cookie);
    for (const cookie of [undefined, guest, bob.cookie]) {
      const res = await req('GET', mid, cookie);
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.subarray(0, 4).toString('latin1')).toBe('MThd');
    }
    const bad = await req('GET', `/api/music/download/${track.filename}.wav`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0].field).toBe('params.file');
    expect((await req('GET', '/api/music/download/nope.mp3')).statusCode).toBe(404);
  });

  it("I'm done editing that loses a race (the other run dropped the originals) still answers the public track", async () => {
    const track = await makeTrack(h, ada.cookie, { name: 'Raced' });
    const url = `/api/music/done/${track.filename}`;
    const blobs = h.ctx.blobs;
    const get = blobs.get.bind(blobs);
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    let held = 0;
    // The first run's first read waits until a second run has finished publishing.
    blobs.get = async (key) => {
      if (held++ === 0) await gate;
      return get(key);
    };
    try {
      const first = req('POST', url, ada.cookie);
      while (held === 0) await new Promise((r) => setTimeout(r, 5));
      const second = await req('POST', url, ada.cookie);
      expect(second.statusCode).toBe(200);
      release();
      const late = await first;
      expect(late.statusCode).toBe(200);
      expect(late.json<MusicTrack>()).toMatchObject({ public: true, url: second.json<MusicTrack>().url });
    } finally {
      blobs.get = get;
    }
    const done = (await req('GET', `/api/music/single/${track.filename}`)).json<MusicTrack>();
    expect((await req('GET', done.url!)).statusCode).toBe(200);
  });

  it("I'm done editing: the owner makes it public, the files move to public keys, twice is once", async () => {
    const track = await makeTrack(h, ada.cookie, { name: 'Going public' });
    const url = `/api/music/done/${track.filename}`;
    expect((await req('POST', url)).statusCode).toBe(401);
    expect((await req('POST', url, bob.cookie)).statusCode).toBe(404);
    expect((await req('POST', url, admin.cookie)).statusCode).toBe(403);
    const [a, b] = await Promise.all([req('POST', url, ada.cookie), req('POST', url, ada.cookie)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const done = (await req('GET', `/api/music/single/${track.filename}`)).json<MusicTrack>();
    expect(done.public).toBe(true);
    expect(done.url).toMatch(/^\/api\/media\/public\/music\/.*\.mp3$/);
    expect(done.midiUrl).toMatch(/^\/api\/media\/public\/music\/.*\.mid$/);
    expect(done.imageUrl).toMatch(/^\/api\/media\/public\/music\/.*\.png$/);
    for (const media of [done.url!, done.midiUrl!, done.imageUrl!, done.imageThumbUrl!])
      expect((await req('GET', media)).statusCode).toBe(200);
    // The private originals are gone.
    expect((await req('GET', track.url!)).statusCode).toBe(404);
    expect((await req('POST', url, ada.cookie)).json().public).toBe(true);
    // Now others can see it, but only the owner acts on it.
    expect((await req('GET', `/api/music/single/${track.filename}`, bob.cookie)).statusCode).toBe(200);
    expect((await req('POST', url, bob.cookie)).statusCode).toBe(403);
  });

  it('regenerates with a new seed under the same rules: private again, new files, old ones gone', async () => {
    const track = await makeTrack(h, bob.cookie, { name: 'Again' });
    await req('POST', `/api/music/done/${track.filename}`, bob.cookie);
    const shared = (await req('GET', `/api/music/single/${track.filename}`)).json<MusicTrack>();
    const url = `/api/music/regenerate/${track.filename}`;
    expect((await req('POST', url)).statusCode).toBe(401);
    expect((await req('POST', url, ada.cookie)).statusCode).toBe(403);
    const res = await req('POST', url, bob.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ finishedOn: null, startedOn: null, url: null, public: false });
    expect(res.json().seed).not.toBe(track.seed);
    // While it is made again it is in the queue, and not regenerable.
    const again = await req('POST', url, bob.cookie);
    if (again.statusCode !== 200) expect(again.json().error.code).toMatch(/in_progress|music_in_progress/);
    const remade = await waitTrack(h, bob.cookie, track.filename);
    expect(remade.url).toMatch(/private/);
    expect(remade.url).not.toBe(track.url);
    expect((await req('GET', shared.url!)).statusCode).toBe(404);
    expect((await req('GET', `/api/music/single/${track.filename}`, ada.cookie)).statusCode).toBe(404);
    expect((await req('POST', '/api/music/regenerate/nope', bob.cookie)).statusCode).toBe(404);
  });

  it('deletes: owner only; the row, its likes, extensions and files go', async () => {
    const track = await makeTrack(h, bob.cookie, { name: 'Short lived' });
    await req('POST', `/api/music/done/${track.filename}`, bob.cookie);
    const shared = (await req('GET', `/api/music/single/${track.filename}`)).json<MusicTrack>();
    await req('POST', `/api/music/${track.filename}/like`, ada.cookie);
    const url = `/api/music/delete/${track.filename}`;
    expect((await req('POST', url)).statusCode).toBe(401);
    expect((await req('POST', url, ada.cookie)).statusCode).toBe(403);
    expect((await req('POST', url, bob.cookie)).json()).toEqual({ ok: true });
    expect((await req('GET', `/api/music/single/${track.filename}`, bob.cookie)).statusCode).toBe(404);
    for (const media of [shared.url!, shared.midiUrl!, shared.imageUrl!])
      expect((await req('GET', media)).statusCode).toBe(404);
    expect((await req('POST', url, bob.cookie)).statusCode).toBe(404);
    const reactions = await h.ctx.db
      .selectFrom('itemReactions')
      .selectAll()
      .where('itemId', '=', track._id)
      .execute();
    expect(reactions).toEqual([]);
  });

  it('toggles likes and dislikes of a visible track; visitors get 401', async () => {
    const track = await makeTrack(h, ada.cookie, { name: 'Likeable' });
    await req('POST', `/api/music/done/${track.filename}`, ada.cookie);
    const like = (cookie?: string) => req('POST', `/api/music/${track.filename}/like`, cookie);
    const dislike = (cookie?: string) => req('POST', `/api/music/${track.filename}/dislike`, cookie);
    expect((await like()).statusCode).toBe(401);
    expect((await like(bob.cookie)).json()).toEqual({ likes: 1, reaction: 'like' });
    expect((await like(guest)).json()).toEqual({ likes: 2, reaction: 'like' });
    expect((await like(bob.cookie)).json()).toEqual({ likes: 1, reaction: null });
    expect((await dislike(guest)).json()).toEqual({ likes: 0, reaction: 'dislike' });
    expect((await dislike(guest)).json()).toEqual({ likes: 0, reaction: null });
    expect((await like(bob.cookie)).json()).toEqual({ likes: 1, reaction: 'like' });
    expect((await req('GET', `/api/music/single/${track.filename}`, bob.cookie)).json()).toMatchObject({
      likes: 1,
      reaction: 'like',
    });
    // 12 at once: the counter stays exact.
    const crowd = await Promise.all(Array.from({ length: 12 }, (_, i) => account(h, `fan${i}@example.com`)));
    await Promise.all(crowd.map((c) => like(c.cookie)));
    expect((await req('GET', `/api/music/single/${track.filename}`)).json().likes).toBe(13);
    // Someone else's private track cannot be liked (nor found).
    expect((await req('POST', `/api/music/${song.filename}/like`, bob.cookie)).statusCode).toBe(404);
    expect((await req('POST', '/api/music/nope/dislike', bob.cookie)).statusCode).toBe(404);
  });

  it('makes a music video: the owner (charged), or the admin for others (free); the track as its soundtrack', async () => {
    const track = await makeTrack(h, ada.cookie, { name: 'Video please' });
    const url = `/api/music/requestvideo/${track.filename}`;
    expect((await req('POST', url)).statusCode).toBe(401);
    expect((await req('POST', url, bob.cookie)).statusCode).toBe(404);
    expect((await req('POST', '/api/music/requestvideo/nope', ada.cookie)).statusCode).toBe(404);
    await h.ctx.services.credits.grant(ada.id, 50, { reason: 'test', idempotencyKey: 'ada-video' });
    const before = (await h.ctx.services.credits.balance(ada.id)).credits;
    const asked = await req('POST', url, ada.cookie);
    expect(asked.statusCode).toBe(200);
    const { videoFilename, videoRequestedOn } = asked.json<MusicTrack>();
    expect(videoRequestedOn).toBeTruthy();
    const video = await waitVideo(ada.cookie, videoFilename!);
    expect(video).toMatchObject({
      video: 'mp4',
      audio: true,
      model: 'motion',
      userId: ada.id,
    });
    expect(video.name).toBe('Video please (music video)');
    expect(video.url).toBeTruthy();
    // The track's own opening is the soundtrack: as long as the track, up to 20 s.
    expect(video.length).toBeCloseTo(Math.min(20, Math.floor(track.length!)), 0);
    expect((await h.ctx.services.credits.balance(ada.id)).credits).toBe(before - video.credits);
    const file = join(tmpdir(), `${video.filename}.mp4`);
    await writeFile(file, (await h.app.inject(video.url!)).rawPayload);
    const facts = await probeMp4(ffmpegBinary()!, file);
    expect(facts.audio?.codec).toBe('aac');
    expect(facts.video).toMatchObject({ codec: 'h264', width: 854, height: 480 });
    await rm(file, { force: true });

    // Someone else's shared track: the admin may ask (free of charge), others may not.
    await req('POST', `/api/music/done/${track.filename}`, ada.cookie);
    expect((await req('POST', url, bob.cookie)).statusCode).toBe(403);
    const byAdmin = await req('POST', url, admin.cookie);
    expect(byAdmin.statusCode).toBe(200);
    const adminVideo = (
      await req('GET', `/api/images/filename/${byAdmin.json<MusicTrack>().videoFilename}`, ada.cookie)
    ).json();
    expect(adminVideo).toMatchObject({ credits: 0, userId: ada.id });
    // Its making is not what this test is about: out of the queue, if it has not started yet.
    await req('POST', '/api/images/cancel', ada.cookie, { id: adminVideo._id });
  }, 180_000);

  it('takes feedback from anyone, naming a missing field, with a limit per address', async () => {
    const post = (payload: object, cookie?: string) => req('POST', '/api/music/feedback', cookie, payload);
    expect((await post({ review: 'Lovely tunes', email: 'v@example.com' })).json()).toEqual({ ok: true });
    expect((await post({ feedback: 'More jazz please', userId: bob.id }, ada.cookie)).json()).toEqual({
      ok: true,
    });
    const empty = await post({ feedback: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.details[0].field).toBe('feedback');
    const badEmail = await post({ review: 'hi', email: 'nope' });
    expect(badEmail.json().error.details[0].field).toBe('email');
    const rows = await h.ctx.db.selectFrom('musicFeedback').selectAll().orderBy('createdAt').execute();
    expect(rows.map((r) => [r.userId, r.email, r.review, r.feedback])).toEqual([
      [null, 'v@example.com', 'Lovely tunes', null],
      // the session's user, never the body's userId
      [ada.id, 'ada@example.com', null, 'More jazz please'],
    ]);
    let limited = false;
    for (let i = 0; i < 6 && !limited; i++)
      limited = (await post({ review: `again ${i}` })).statusCode === 429;
    expect(limited).toBe(true);
  });

  it('refuses a song without a tag of each group, naming tags with the spec hint', async () => {
    const res = await req('POST', '/api/music', ada.cookie, songBody({ tags: ['Pop', 'Piano', 'Happy'] }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details).toEqual([
      { field: 'tags', message: 'Choose at least 1 option from each group' },
    ]);
    expect(res.json().error.message).toMatch(/Vocal, Timbre/);
  });

  it('clamps the length: non-members get at most 30 s, members up to 300 s', async () => {
    const free = await account(h, 'free@example.com');
    const res = await req('POST', '/api/music', free.cookie, songBody({ length: 200 }));
    expect(res.json().length).toBe(30);
    await waitTrack(h, free.cookie, res.json().filename);
    await givePro(h, free.id);
    const pro = await req('POST', '/api/music', free.cookie, songBody({ length: 12 }));
    expect(pro.json().length).toBe(12);
    const made = await waitTrack(h, free.cookie, pro.json().filename);
    expect(Math.round(made.length)).toBe(12);
  });
});
