import type { Asset, AssetSearchReply } from '@muse/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountFor, cookieOf, startHarness, type Harness } from '../../testing/harness';
import { uploadPng } from '../../testing/uploads';
import { buildItem, insertItems } from '../images/images.galleries.fixtures';
import { buildTrack } from '../music/music.fixtures';
import { Sockets, ask, listenWithRealtime, next } from '../../testing/realtime-sockets';

type Method = 'GET' | 'POST' | 'DELETE';
type Ack = {
  ok?: true;
  asset?: Asset;
  poll?: { question: string };
  error?: { code: string; details?: unknown };
};

/** The asset library: every route with its roles and bad input, and polls saved and shown over the socket. */
describe('assets: the library, its tags and search, saved polls shown live', () => {
  let h: Harness;
  let base = '';
  const sockets = new Sockets(() => base);
  let ada: { cookie: string; userId: string };
  let bob: { cookie: string; userId: string };
  let admin: { cookie: string; userId: string };
  let guest: string;
  let officeId: string;
  let address = 1;
  const items = { picture: '', unfinished: '', video: '', bobs: '', track: '' };

  const req = (method: Method, url: string, cookie?: string, payload?: unknown) =>
    h.app.inject({
      method,
      url,
      headers: cookie ? { cookie } : {},
      ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
    });
  const add = async (cookie: string, body: Record<string, unknown>) => {
    const res = await req('POST', '/api/assets', cookie, body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Asset>();
  };
  const search = async (cookie: string, query = '') => {
    const res = await req('GET', `/api/assets/search${query}`, cookie);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<AssetSearchReply>();
  };
  const field = (res: { json(): { error: { details?: { field: string }[] } } }) =>
    res.json().error.details?.[0]?.field;
  const upload = (cookie: string, png: Buffer) => uploadPng(h, cookie, png, `127.0.1.${address++}`);
  const picture = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: '#4a7bd0' } })
      .png()
      .toBuffer();

  beforeAll(async () => {
    h = await startHarness({ RATE_LIMIT_MAX: '100000' }, { workers: false });
    base = await listenWithRealtime(h);
    ada = await accountFor(h, 'ada@example.com');
    bob = await accountFor(h, 'bob@example.com');
    admin = await accountFor(h, 'admin@example.com');
    guest = cookieOf(await req('POST', '/api/auth/guest'));
    const picture = buildItem(1, ada.userId, { name: 'Sunrise over the bay', description: 'warm light' });
    const unfinished = buildItem(2, ada.userId, { finishedOn: null, imageKey: null });
    const video = buildItem(3, ada.userId, { kind: 'video' });
    const bobs = buildItem(4, bob.userId, { name: 'Bob’s public picture' });
    const track = buildTrack(5, ada.userId, { name: 'Morning theme' });
    await insertItems(h.ctx.db, [picture, unfinished, video, bobs, track]);
    Object.assign(items, {
      picture: picture.filename,
      unfinished: unfinished.filename,
      video: video.filename,
      bobs: bobs.filename,
      track: track.filename,
    });
    const office = await req('POST', '/api/offices/newOffice', ada.cookie, {
      type: 'aiChat',
      name: 'Studio',
    });
    officeId = office.json<{ _id: string }>()._id;
  });
  afterAll(async () => {
    sockets.closeAll();
    await h?.close();
  });

  it('asks visitors to sign in on every route', async () => {
    for (const [method, url, body] of [
      ['GET', '/api/assets/search'],
      ['POST', '/api/assets', { type: 'image', filename: 'x' }],
      ['DELETE', '/api/assets/x'],
      ['POST', '/api/assets/tag/x', { tag: 'a' }],
      ['POST', '/api/assets/untag/x', { tag: 'a' }],
    ] as const) {
      const res = await req(method, url, undefined, body);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  describe('POST /api/assets', () => {
    it('adds one of the owner’s finished pictures, once', async () => {
      const asset = await add(ada.cookie, { type: 'image', filename: items.picture });
      expect(asset).toMatchObject({
        type: 'image',
        source: 'creation',
        filename: items.picture,
        name: 'Sunrise over the bay',
        description: 'warm light',
        width: 1024,
        height: 1024,
        userId: ada.userId,
        tags: [],
        musicUrl: null,
      });
      expect(asset.url).toContain(`/api/media/public/images/${items.picture}.png`);
      expect((await add(ada.cookie, { type: 'image', filename: items.picture }))._id).toBe(asset._id);
    });

    it('adds a track with its cover and its audio', async () => {
      const asset = await add(ada.cookie, { type: 'music', filename: items.track, name: 'Intro music' });
      expect(asset).toMatchObject({ type: 'music', source: 'creation', name: 'Intro music' });
      expect(asset.url).toMatch(/t\.png$/);
      expect(asset.musicUrl).toMatch(/t\.mp3$/);
    });

    it('keeps its own copy of an uploaded picture, with its size', async () => {
      const filename = await upload(ada.cookie, await picture(120, 80));
      const asset = await add(ada.cookie, { type: 'image', filename });
      expect(asset).toMatchObject({ source: 'upload', width: 120, height: 80, filename });
      const file = await req('GET', asset.url!);
      expect(file.statusCode).toBe(200);
      expect((await sharp(file.rawPayload).metadata()).width).toBe(120);
      // Someone else cannot add it.
      const res = await req('POST', '/api/assets', bob.cookie, { type: 'image', filename });
      expect(res.statusCode).toBe(400);
      expect(field(res)).toBe('filename');
    });

    it('refuses others’ creations, unfinished ones, videos, polls and bad fields, naming the field', async () => {
      for (const [body, status, name] of [
        [{ type: 'image', filename: items.bobs }, 400, 'filename'],
        [{ type: 'image', filename: items.video }, 400, 'filename'],
        [{ type: 'image', filename: 'no-such-file' }, 400, 'filename'],
        [{ type: 'music', filename: items.picture }, 400, 'filename'],
        [{ type: 'poll', filename: 'x' }, 400, 'type'],
        [{ type: 'sound', filename: items.picture }, 400, 'type'],
        [{ type: 'image' }, 400, 'filename'],
        [{ type: 'image', filename: items.picture, width: 0 }, 400, 'width'],
        [{ type: 'image', filename: items.picture, name: 'x'.repeat(101) }, 400, 'name'],
      ] as const) {
        const res = await req('POST', '/api/assets', ada.cookie, body);
        expect(res.statusCode, JSON.stringify(body)).toBe(status);
        expect(field(res), JSON.stringify(body)).toBe(name);
      }
      const unfinished = await req('POST', '/api/assets', ada.cookie, {
        type: 'image',
        filename: items.unfinished,
      });
      expect(unfinished.statusCode).toBe(409);
      expect(unfinished.json().error.code).toBe('not_ready');
    });

    it('lets a guest keep a library of its own', async () => {
      const filename = await upload(guest, await picture(40, 40));
      expect((await add(guest, { type: 'image', filename })).source).toBe('upload');
      expect((await search(guest)).data).toHaveLength(1);
    });
  });

  describe('tags: POST /api/assets/tag/{id} and /untag/{id}', () => {
    it('tags and untags the owner’s asset; a tag is kept once, trimmed and in lower case', async () => {
      const asset = await add(ada.cookie, { type: 'image', filename: items.picture });
      const tagged = await req('POST', `/api/assets/tag/${asset._id}`, ada.cookie, { tag: '  Town  Hall ' });
      expect(tagged.statusCode, tagged.body).toBe(200);
      expect(tagged.json<Asset>().tags).toEqual(['town hall']);
      await req('POST', `/api/assets/tag/${asset._id}`, ada.cookie, { tag: 'town hall' });
      await req('POST', `/api/assets/tag/${asset._id}`, ada.cookie, { tag: 'intro' });
      expect((await search(ada.cookie)).tags).toEqual(['intro', 'town hall']);
      const untagged = await req('POST', `/api/assets/untag/${asset._id}`, ada.cookie, { tag: 'Intro' });
      expect(untagged.json<Asset>().tags).toEqual(['town hall']);
    });

    it('is the owner’s alone: others, admins too, get 404; bad tags name the field', async () => {
      const asset = await add(ada.cookie, { type: 'image', filename: items.picture });
      for (const cookie of [bob.cookie, admin.cookie, guest]) {
        for (const route of ['tag', 'untag']) {
          const res = await req('POST', `/api/assets/${route}/${asset._id}`, cookie, { tag: 'mine' });
          expect(res.statusCode).toBe(404);
        }
      }
      for (const tag of ['  ', 'x'.repeat(41)]) {
        const res = await req('POST', `/api/assets/tag/${asset._id}`, ada.cookie, { tag });
        expect(res.statusCode).toBe(400);
        expect(field(res)).toBe('tag');
      }
      const notText = await req('POST', `/api/assets/tag/${asset._id}`, ada.cookie, { tag: 3 });
      expect(notText.statusCode).toBe(400);
      expect(field(notText)).toBe('tag');
      expect((await req('POST', '/api/assets/tag/nope', ada.cookie, { tag: 'a' })).statusCode).toBe(404);
    });

    it('stops at 20 tags an asset', async () => {
      const filename = await upload(ada.cookie, await picture(30, 30));
      const asset = await add(ada.cookie, { type: 'image', filename, name: 'Many tags' });
      for (let i = 0; i < 20; i++)
        expect(
          (await req('POST', `/api/assets/tag/${asset._id}`, ada.cookie, { tag: `t${i}` })).statusCode,
        ).toBe(200);
      const res = await req('POST', `/api/assets/tag/${asset._id}`, ada.cookie, { tag: 'one more' });
      expect(res.statusCode).toBe(400);
      expect(field(res)).toBe('tag');
      expect((await req('DELETE', `/api/assets/${asset._id}`, ada.cookie)).statusCode).toBe(200);
    });
  });

  describe('GET /api/assets/search', () => {
    it('filters by types, by every tag named and by text, newest first, only the caller’s', async () => {
      const all = await search(ada.cookie);
      expect(all.data.every((a) => a.userId === ada.userId)).toBe(true);
      expect(all.data.map((a) => a.createdAt)).toEqual(
        [...all.data.map((a) => a.createdAt)].sort().reverse(),
      );
      expect((await search(ada.cookie, '?types=music')).data.map((a) => a.type)).toEqual(['music']);
      const both = await search(ada.cookie, '?types=music,image');
      expect(new Set(both.data.map((a) => a.type))).toEqual(new Set(['image', 'music']));
      expect((await search(ada.cookie, '?tags=town%20hall')).data.map((a) => a.filename)).toEqual([
        items.picture,
      ]);
      expect((await search(ada.cookie, '?tags=town%20hall,intro')).data).toEqual([]);
      expect((await search(ada.cookie, '?text=SUNRISE')).data.map((a) => a.filename)).toEqual([
        items.picture,
      ]);
      expect((await search(ada.cookie, '?text=town')).data.map((a) => a.filename)).toEqual([items.picture]);
      expect((await search(ada.cookie, '?text=100%25')).data).toEqual([]);
      expect((await search(bob.cookie)).data).toEqual([]);
    });

    it('pages with after and limit', async () => {
      const first = await search(ada.cookie, '?limit=1');
      expect(first.data).toHaveLength(1);
      expect(first.next).toBe(first.data[0]!._id);
      const second = await search(ada.cookie, `?limit=1&after=${first.next}`);
      expect(second.data[0]!._id).not.toBe(first.data[0]!._id);
    });

    it('names bad types, tags, limits and pages', async () => {
      const mine = (await search(ada.cookie)).data[0]!._id;
      for (const [query, name] of [
        ['?types=image,sound', 'types'],
        ['?tags=' + 'x'.repeat(41), 'tags'],
        ['?limit=0', 'limit'],
        ['?limit=abc', 'limit'],
        ['?after=nope', 'after'],
        ['?text=' + 'x'.repeat(201), 'text'],
      ] as const) {
        const res = await req('GET', `/api/assets/search${query}`, ada.cookie);
        expect(res.statusCode, query).toBe(400);
        // Schema errors name the query's field as `querystring.<name>`.
        expect(field(res), query).toMatch(new RegExp(`(^|\\.)${name}$`));
      }
      const others = await req('GET', `/api/assets/search?after=${mine}`, bob.cookie);
      expect(others.statusCode).toBe(400);
    });
  });

  describe('DELETE /api/assets/{id}', () => {
    it('deletes the owner’s asset and its copy; others get 404', async () => {
      const filename = await upload(ada.cookie, await picture(50, 50));
      const asset = await add(ada.cookie, { type: 'image', filename });
      for (const cookie of [bob.cookie, admin.cookie])
        expect((await req('DELETE', `/api/assets/${asset._id}`, cookie)).statusCode).toBe(404);
      const res = await req('DELETE', `/api/assets/${asset._id}`, ada.cookie);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ ok: true });
      expect((await search(ada.cookie)).data.some((a) => a._id === asset._id)).toBe(false);
      expect((await req('GET', asset.url!)).statusCode).toBe(404);
      expect((await req('DELETE', `/api/assets/${asset._id}`, ada.cookie)).statusCode).toBe(404);
    });

    it('goes with the creation it shows', async () => {
      const gone = buildItem(9, ada.userId, { name: 'Soon gone' });
      await insertItems(h.ctx.db, [gone]);
      const asset = await add(ada.cookie, { type: 'image', filename: gone.filename });
      await h.ctx.db.deleteFrom('items').where('id', '=', gone.id).execute();
      expect((await search(ada.cookie)).data.some((a) => a._id === asset._id)).toBe(false);
    });
  });

  describe('polls over the socket: save-poll and show-poll', () => {
    const quiz = {
      name: 'Capitals',
      pollType: 'quiz',
      question: 'What is the capital of France?',
      choices: ['Rome', 'Paris', ''],
      answer: 1,
    };

    it('saves a poll (the trailing blank choice dropped) and changes it', async () => {
      const socket = await sockets.open(ada.cookie);
      const saved = await ask<Ack>(socket, 'save-poll', quiz);
      expect(saved.asset).toMatchObject({
        type: 'poll',
        source: 'poll',
        name: 'Capitals',
        url: null,
        poll: {
          pollType: 'quiz',
          question: 'What is the capital of France?',
          choices: [
            { value: 'Rome', text: 'Rome' },
            { value: 'Paris', text: 'Paris' },
          ],
          answer: 1,
        },
      });
      const changed = await ask<Ack>(socket, 'save-poll', {
        _id: saved.asset!._id,
        ...quiz,
        name: 'Capitals 2',
      });
      expect(changed.asset).toMatchObject({ _id: saved.asset!._id, name: 'Capitals 2' });
      expect((await search(ada.cookie, '?types=poll')).data.map((a) => a.name)).toEqual(['Capitals 2']);
      // Tagged like any asset.
      const tagged = await req('POST', `/api/assets/tag/${saved.asset!._id}`, ada.cookie, { tag: 'quiz' });
      expect(tagged.json<Asset>().tags).toEqual(['quiz']);
    });

    it('names what the poll form lacks, and refuses visitors and others’ polls', async () => {
      const socket = await sockets.open(ada.cookie);
      const bad = await ask<Ack>(socket, 'save-poll', { name: '', pollType: 'choice', choices: [''] });
      expect(bad.error?.code).toBe('validation_failed');
      expect(bad.error?.details).toEqual([
        { field: 'name', message: 'name is required' },
        { field: 'choices', message: 'give at least one choice' },
      ]);
      const noAnswer = await ask<Ack>(socket, 'save-poll', { ...quiz, answer: 2 });
      expect(noAnswer.error?.details).toEqual([
        { field: 'answer', message: 'answer must be the index of one of the choices' },
      ]);
      const notList = await ask<Ack>(socket, 'save-poll', { ...quiz, choices: 'Paris' });
      expect((notList.error?.details as { field: string }[])[0]!.field).toBe('choices');
      const visitor = await sockets.open(undefined, { visitor: true });
      expect((await ask<Ack>(visitor, 'save-poll', quiz)).error?.code).toBe('unauthorized');
      const mine = (await ask<Ack>(socket, 'save-poll', quiz)).asset!;
      const bobs = await sockets.open(bob.cookie);
      expect((await ask<Ack>(bobs, 'save-poll', { _id: mine._id, ...quiz })).error?.code).toBe('not_found');
      const picture = (await search(ada.cookie, '?types=image')).data[0]!;
      const notPoll = await ask<Ack>(socket, 'save-poll', { _id: picture._id, ...quiz });
      expect((notPoll.error?.details as { field: string }[])[0]!.field).toBe('_id');
    });

    it('shows a saved poll live to everyone in the office (the poll event), for the office’s owner only', async () => {
      const owner = await sockets.open(ada.cookie);
      const saved = (
        await ask<Ack>(owner, 'save-poll', {
          name: 'Lunch',
          pollType: 'choice',
          question: 'Pizza or pasta?',
          choices: ['Pizza', 'Pasta', ''],
        })
      ).asset!;
      const watcher = await sockets.open(undefined, { visitor: true });
      expect(await ask(watcher, 'join-office', { officeId })).toEqual({ ok: true });
      const arrives = next<{ question: string; choices: { text: string }[]; officeId: string }>(
        watcher,
        'poll',
      );
      const shown = await ask<Ack>(owner, 'show-poll', { assetId: saved._id, officeId });
      expect(shown.ok).toBe(true);
      expect(shown.poll?.question).toBe('Pizza or pasta?');
      const live = await arrives;
      expect(live).toMatchObject({ officeId, question: 'Pizza or pasta?' });
      expect(live.choices.map((c) => c.text)).toEqual(['Pizza', 'Pasta']);
      // A quiz shown live carries its answer to nobody who has not voted.
      const quizAsset = (await ask<Ack>(owner, 'save-poll', quiz)).asset!;
      const quizLive = next<{ answer?: string }>(watcher, 'poll');
      expect((await ask<Ack>(owner, 'show-poll', { assetId: quizAsset._id, officeId })).ok).toBe(true);
      expect((await quizLive).answer).toBeUndefined();

      // Bob may not show Ada's poll, nor his own in Ada's office.
      const bobs = await sockets.open(bob.cookie);
      expect((await ask<Ack>(bobs, 'show-poll', { assetId: saved._id, officeId })).error?.code).toBe(
        'not_found',
      );
      const bobsPoll = (await ask<Ack>(bobs, 'save-poll', { ...quiz, name: 'Bob’s' })).asset!;
      expect((await ask<Ack>(bobs, 'show-poll', { assetId: bobsPoll._id, officeId })).error?.code).toBe(
        'forbidden',
      );
      // Bad input names the field; a one-choice poll cannot run live (a live poll needs two choices).
      const missing = await ask<Ack>(owner, 'show-poll', { assetId: saved._id });
      expect((missing.error?.details as { field: string }[])[0]!.field).toBe('officeId');
      const one = (await ask<Ack>(owner, 'save-poll', { name: 'One', pollType: 'choice', choices: ['Only'] }))
        .asset!;
      const refused = await ask<Ack>(owner, 'show-poll', { assetId: one._id, officeId });
      expect(refused.error?.code).toBe('validation_failed');
      const picture = (await search(ada.cookie, '?types=image')).data[0]!;
      const notPoll = await ask<Ack>(owner, 'show-poll', { assetId: picture._id, officeId });
      expect((notPoll.error?.details as { field: string }[])[0]!.field).toBe('assetId');
      const noOffice = await ask<Ack>(owner, 'show-poll', { assetId: saved._id, officeId: 'nope' });
      expect(noOffice.error?.code).toBe('not_found');
    });
  });

  it('moves a guest’s library to its account on sign-in', async () => {
    const res = await req('POST', '/api/auth/guest');
    const cookie = cookieOf(res);
    const guestId = res.json<{ userId: string }>().userId;
    const filename = await upload(cookie, await picture(20, 20));
    const asset = await add(cookie, { type: 'image', filename });
    const account = await accountFor(h, 'gwen@example.com');
    await h.ctx.services.users.mergeGuest(guestId, account.userId);
    const moved = (await search(account.cookie)).data;
    expect(moved.map((a) => a._id)).toEqual([asset._id]);
  });
});
