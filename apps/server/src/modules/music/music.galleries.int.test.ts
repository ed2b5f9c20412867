import type { MusicGalleriesReply, MusicTrack } from '@muse/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieOf, startHarness, type Harness } from '../../testing/harness';
import { MAKING_TIMEOUT, account, buildTrack, makeTrack, request } from './music.fixtures';

describe('music galleries and search', { timeout: MAKING_TIMEOUT }, () => {
  let h: Harness;
  let req: ReturnType<typeof request>;
  let ada: { cookie: string; id: string };
  let bob: { cookie: string; id: string };
  let admin: { cookie: string; id: string };
  let guest: string;
  const id = (n: number) => buildTrack(n, bob.id).id;
  const ids = (tracks: MusicTrack[]) => tracks.map((t) => t._id);
  /** the rows no shared list may show: private, unfinished, failed, failed without audio */
  const hidden = [101, 102, 103, 104];

  beforeAll(async () => {
    h = await startHarness();
    req = request(h);
    ada = await account(h, 'ada@example.com');
    bob = await account(h, 'bob@example.com');
    admin = await account(h, 'admin@example.com');
    guest = cookieOf(await req('POST', '/api/auth/guest'));
    const rows = [];
    // 25 songs and 25 instrumentals, likes repeating so ties fall back to the id.
    for (let n = 1; n <= 50; n++)
      rows.push(buildTrack(n, bob.id, { likes: n % 9, musicType: n <= 25 ? 'song' : 'music' }));
    rows.push(
      buildTrack(101, bob.id, { private: 1, likes: 99, name: 'Secret lighthouse' }),
      buildTrack(102, bob.id, { finishedOn: null, audioKey: null, likes: 98, name: 'Lighthouse soon' }),
      buildTrack(103, bob.id, { imageKey: 'error', thumbKey: null, likes: 97, name: 'Lighthouse failed' }),
      buildTrack(104, bob.id, { audioKey: null, imageKey: 'error', likes: 96, name: 'Lighthouse broken' }),
      // The search's relevance: the word in the name, in the description, in the tags, in the keywords.
      buildTrack(201, bob.id, { name: 'Lighthouse waltz', description: 'a lighthouse keeper dances' }),
      buildTrack(202, bob.id, { name: 'Night watch', description: 'waves at a lighthouse' }),
      buildTrack(203, bob.id, { name: 'Evening', description: 'a quiet shore', tags: 'Pop, lighthouse' }),
      buildTrack(204, bob.id, { name: 'Shore', description: 'sand and wind', keywords: 'lighthouse' }),
    );
    for (let i = 0; i < rows.length; i += 50)
      await h.ctx.db
        .insertInto('items')
        .values(rows.slice(i, i + 50))
        .execute();
  });
  afterAll(async () => h?.close());

  it('shows 20 popular songs and 20 popular music by likes; Recent only to the admin', async () => {
    const all = await req('GET', '/api/music/all');
    expect(all.statusCode).toBe(200);
    const body = all.json<MusicGalleriesReply>();
    const shared = await h.ctx.db
      .selectFrom('items')
      .select(['id', 'likes', 'musicType'])
      .where('kind', '=', 'music')
      .where('private', '=', 0)
      .where('audioKey', 'is not', null)
      .where('imageKey', '!=', 'error')
      .where('finishedOn', 'is not', null)
      .execute();
    const byLikes = (type: string) =>
      shared
        .filter((r) => r.musicType === type)
        .sort((a, b) => b.likes - a.likes || (a.id < b.id ? 1 : -1))
        .slice(0, 20)
        .map((r) => r.id);
    expect(ids(body.popularSongs)).toEqual(byLikes('song'));
    expect(ids(body.popularMusic)).toEqual(byLikes('music'));
    expect(body.popularSongs.every((t) => t.musicType === 'song' && t.public)).toBe(true);
    expect(body.recent).toEqual([]);
    expect((await req('GET', '/api/music/all', ada.cookie)).json().recent).toEqual([]);
    for (const n of hidden)
      expect([...ids(body.popularSongs), ...ids(body.popularMusic)]).not.toContain(id(n));

    const recent = (await req('GET', '/api/music/all', admin.cookie)).json<MusicGalleriesReply>().recent;
    expect(recent).toHaveLength(55);
    expect(ids(recent)).toContain(id(101)); // the admin sees private ones too
    expect(ids(recent)).not.toContain(id(102));
    expect(ids(recent)).not.toContain(id(103));
    expect(ids(recent)).not.toContain(id(104));
    expect(recent.map((t) => t.finishedOn)).toEqual([...recent.map((t) => t.finishedOn)].sort().reverse());
  });

  it('searches shared tracks by keywords, best first, 20 at most, hiding the rest', async () => {
    const hits = (await req('POST', '/api/music/similar', undefined, { keywords: 'lighthouse' })).json<{
      data: MusicTrack[];
    }>().data;
    expect(ids(hits)).toEqual([201, 202, 203, 204].map(id));
    const many = (await req('POST', '/api/music/similar', guest, { keywords: 'quiet tune' })).json().data;
    expect(many).toHaveLength(20);
    // Any of the words: the more of them a track has, the higher it ranks.
    const mixed = (await req('POST', '/api/music/similar', undefined, { keywords: 'waltz shore' })).json()
      .data;
    expect(ids(mixed).slice(0, 2).sort()).toEqual([id(201), id(204)].sort());
    expect((await req('POST', '/api/music/similar', undefined, { keywords: '!!' })).json()).toEqual({
      data: [],
    });
    for (const [body, field] of [
      [{}, 'keywords'],
      [{ keywords: '  ' }, 'keywords'],
      [{ keywords: 7 }, 'keywords'],
      [{ keywords: 'x'.repeat(501) }, 'keywords'],
    ] as const) {
      const res = await req('POST', '/api/music/similar', undefined, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.details[0].field).toBe(field);
    }
  });

  it('finds a track made the real way once it is done, by the keywords it was made from', async () => {
    const made = await makeTrack(h, ada.cookie, {
      name: 'Untitled',
      description: 'a small tune',
      keywords: 'zanzibar monsoon',
    });
    const search = async (cookie?: string) =>
      ids((await req('POST', '/api/music/similar', cookie, { keywords: 'monsoon' })).json().data);
    expect(await search(bob.cookie)).toEqual([]);
    await req('POST', `/api/music/done/${made.filename}`, ada.cookie);
    expect(await search(bob.cookie)).toEqual([made._id]);
    expect(await search()).toEqual([made._id]);
  });

  it('gives the game 20 random shared tracks and one random track', async () => {
    const game = (await req('GET', '/api/music/game/all')).json<{ data: MusicTrack[] }>().data;
    expect(game).toHaveLength(20);
    expect(new Set(ids(game)).size).toBe(20);
    expect(game.every((t) => t.public && t.url)).toBe(true);
    const seen = new Set<string>();
    for (let i = 0; i < 15; i++) {
      const { track } = (await req('POST', '/api/music/random')).json<{ track: MusicTrack | null }>();
      expect(track?.public).toBe(true);
      for (const n of hidden) expect(track!._id).not.toBe(id(n));
      seen.add(track!._id);
    }
    expect(seen.size).toBeGreaterThan(1);
  });

  it('says which tracks the viewer likes in every list', async () => {
    await req('POST', `/api/music/${id(9 * 2 + 8)}/like`, ada.cookie); // 26: 8 likes, an instrumental
    const body = (await req('GET', '/api/music/all', ada.cookie)).json<MusicGalleriesReply>();
    const liked = body.popularMusic.find((t) => t._id === id(26));
    expect(liked).toMatchObject({ reaction: 'like', likes: 9 });
    expect(body.popularMusic.filter((t) => t.reaction).length).toBe(1);
    expect(
      (await req('GET', '/api/music/all')).json<MusicGalleriesReply>().popularMusic[0]!.reaction,
    ).toBeNull();
  });
});

describe('an empty library', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({}, { workers: false });
  });
  afterAll(async () => h?.close());

  it('has empty lists and no random track', async () => {
    const req = request(h);
    expect((await req('GET', '/api/music/all')).json()).toEqual({
      popularSongs: [],
      popularMusic: [],
      recent: [],
    });
    expect((await req('GET', '/api/music/game/all')).json()).toEqual({ data: [] });
    expect((await req('POST', '/api/music/random')).json()).toEqual({ track: null });
  });
});
