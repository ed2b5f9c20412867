import type { MusicExtension, MusicTrack } from '@muse/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieOf, startHarness, type Harness } from '../../testing/harness';
import {
  MAKING_TIMEOUT,
  account,
  givePro,
  makeTrack,
  mp3Duration,
  request,
  startsLikeMp3,
  waitExtension,
} from './music.fixtures';

const extendBody = (over: Record<string, unknown> = {}) => ({
  start: 0,
  end: 8,
  overlap: 2,
  extension: 10,
  complexity: 120,
  description: 'carry on with a brighter chorus',
  ...over,
});

describe('music extensions', { timeout: MAKING_TIMEOUT }, () => {
  let h: Harness;
  let req: ReturnType<typeof request>;
  let ada: { cookie: string; id: string };
  let bob: { cookie: string; id: string };
  let cy: { cookie: string; id: string };
  let admin: { cookie: string; id: string };
  let guest: string;
  /** ada's private track (ada is a member) and her public one */
  let priv: MusicTrack;
  let pub: MusicTrack;

  beforeAll(async () => {
    h = await startHarness();
    req = request(h);
    ada = await account(h, 'ada@example.com');
    bob = await account(h, 'bob@example.com');
    cy = await account(h, 'cy@example.com');
    admin = await account(h, 'admin@example.com');
    guest = cookieOf(await req('POST', '/api/auth/guest'));
    await givePro(h, ada.id);
    priv = await makeTrack(h, ada.cookie, { name: 'Private piece' });
    pub = await makeTrack(h, ada.cookie, { name: 'Public piece' });
    await req('POST', `/api/music/done/${pub.filename}`, ada.cookie);
  });
  afterAll(async () => h?.close());

  async function extend(cookie: string, track: MusicTrack, over: Record<string, unknown> = {}) {
    const res = await req('POST', `/api/music/${track.filename}/extend`, cookie, extendBody(over));
    expect(res.statusCode, res.body).toBe(200);
    return waitExtension(h, cookie, track.filename, res.json<MusicExtension>()._id);
  }

  it('extends a track by 10 s: the result is (end − start) + 10 seconds of MP3, private to its maker', async () => {
    const ext = await extend(ada.cookie, priv);
    expect(ext).toMatchObject({
      filename: priv.filename,
      start: 0,
      end: 8,
      overlap: 2,
      extension: 10,
      complexity: 120,
      description: 'carry on with a brighter chorus',
      previousFilename: priv.filename,
      continueExtensionId: null,
      public: false,
      message: null,
      userId: ada.id,
      model: 'mozart',
      likes: 0,
    });
    expect(ext.previousLength).toBeCloseTo(priv.length, 3);
    expect(Math.abs(ext.length - 18)).toBeLessThan(0.2);
    expect(ext.url).toMatch(/^\/api\/media\/private\/music\/.*sig=/);
    const audio = await req('GET', ext.url!);
    expect(startsLikeMp3(audio.rawPayload)).toBe(true);
    expect(Math.abs(mp3Duration(audio.rawPayload).seconds - 18)).toBeLessThan(0.2);

    // GET /music/user/{id}.mp3: a fresh signed link for its maker; 404 for everyone else.
    const own = await req('GET', `/api/music/user/${ext._id}.mp3`, ada.cookie);
    expect(own.statusCode).toBe(302);
    expect(own.headers['cache-control']).toBe('private, no-store');
    const followed = await req('GET', own.headers.location!);
    expect(followed.headers['content-type']).toBe('audio/mpeg');
    for (const cookie of [undefined, guest, bob.cookie])
      expect((await req('GET', `/api/music/user/${ext._id}.mp3`, cookie)).statusCode).toBe(404);
    expect((await req('GET', `/api/music/user/${ext._id}.wav`, ada.cookie)).statusCode).toBe(400);
  });

  it('continues an extension from its own length', async () => {
    const first = await extend(ada.cookie, priv, { end: 6, extension: 5 });
    expect(Math.abs(first.length - 11)).toBeLessThan(0.2);
    // Take To past the extension's length (11 s) is refused, though the track is longer.
    const bad = await req(
      'POST',
      `/api/music/${priv.filename}/extend`,
      ada.cookie,
      extendBody({ continueExtensionId: first._id, start: 2, end: 11.5 }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details.map((d: { field: string }) => d.field)).toEqual(['end']);
    const next = await extend(ada.cookie, priv, {
      continueExtensionId: first._id,
      start: 4,
      end: 10,
      extension: 3,
    });
    expect(next).toMatchObject({ continueExtensionId: first._id, start: 4, end: 10 });
    expect(next.previousLength).toBeCloseTo(first.length, 3);
    expect(Math.abs(next.length - 9)).toBeLessThan(0.2);
  });

  it('checks the ranges against the source, naming each field', async () => {
    const url = `/api/music/${priv.filename}/extend`;
    const cases: [Record<string, unknown>, string[]][] = [
      [{ start: -1 }, ['start']],
      [{ start: 4, end: 3 }, ['end', 'overlap']],
      [{ end: 11 }, ['end']],
      [{ overlap: 0 }, ['overlap']],
      [{ start: 6, end: 8, overlap: 3 }, ['overlap']],
      [{ extension: 31 }, ['extension']],
      [{ extension: 0.5 }, ['extension']],
      [{ complexity: 19 }, ['complexity']],
      [{ complexity: 251 }, ['complexity']],
      [{ description: '  ' }, ['description']],
      [{ extension: 40, complexity: 300 }, ['extension', 'complexity']],
    ];
    for (const [change, fields] of cases) {
      const res = await req('POST', url, ada.cookie, extendBody(change));
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(
        res.json().error.details.map((d: { field: string }) => d.field),
        JSON.stringify(change),
      ).toEqual(fields);
    }
    const typed = await req('POST', url, ada.cookie, extendBody({ start: 'zero' }));
    expect(typed.json().error.details[0].field).toBe('start');
    const other = await req('POST', url, ada.cookie, extendBody({ continueExtensionId: 'nope' }));
    expect(other.json().error.details[0].field).toBe('continueExtensionId');
    const model = await req('POST', url, ada.cookie, extendBody({ model: 'art' }));
    expect(model.json().error.details[0].field).toBe('model');
  });

  it('lets the owner extend a private track, anyone with an account a public one; music pro unless public', async () => {
    const privUrl = `/api/music/${priv.filename}/extend`;
    const pubUrl = `/api/music/${pub.filename}/extend`;
    expect((await req('POST', privUrl, undefined, extendBody())).statusCode).toBe(401);
    expect((await req('POST', pubUrl, guest, extendBody())).statusCode).toBe(401);
    expect((await req('POST', privUrl, bob.cookie, extendBody())).statusCode).toBe(404);
    expect((await req('POST', '/api/music/nope/extend', bob.cookie, extendBody())).statusCode).toBe(404);

    // Bob (no membership) extends ada's public track; his extension is his.
    const mine = await extend(bob.cookie, pub, { public: true });
    expect(mine.userId).toBe(bob.id);
    // A non-member's own private track needs music pro to extend.
    const cyTrack = await makeTrack(h, cy.cookie, { name: 'Cy piece' });
    const refused = await req('POST', `/api/music/${cyTrack.filename}/extend`, cy.cookie, extendBody());
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({
      code: 'music_pro_required',
      details: { action: 'membership' },
    });
  });

  it('lists what the viewer may see: public finished extensions and their own', async () => {
    const visible = await extend(ada.cookie, pub, { public: true, description: 'for everyone' });
    const hidden = await extend(ada.cookie, pub, { description: 'just for me' });
    const list = async (cookie?: string) =>
      (await req('GET', `/api/music/${pub.filename}/extensions`, cookie))
        .json<{ data: MusicExtension[] }>()
        .data.map((e) => e.description);
    expect(await list(ada.cookie)).toEqual([
      'carry on with a brighter chorus',
      'for everyone',
      'just for me',
    ]);
    expect(await list()).toEqual(['carry on with a brighter chorus', 'for everyone']);
    expect(await list(cy.cookie)).toEqual(['carry on with a brighter chorus', 'for everyone']);
    expect(await list(bob.cookie)).toEqual(['carry on with a brighter chorus', 'for everyone']);
    expect((await list(admin.cookie)).sort()).toEqual(
      ['carry on with a brighter chorus', 'for everyone', 'just for me'].sort(),
    );
    // A public extension of a public track: anyone may hear it.
    expect((await req('GET', `/api/music/user/${visible._id}.mp3`)).statusCode).toBe(302);
    expect((await req('GET', `/api/music/user/${hidden._id}.mp3`, cy.cookie)).statusCode).toBe(404);
    // A private track's extensions are only for those who can see the track.
    expect((await req('GET', `/api/music/${priv.filename}/extensions`, bob.cookie)).statusCode).toBe(404);
    expect((await req('GET', `/api/music/${priv.filename}/extensions`, ada.cookie)).json().data).toHaveLength(
      3,
    );
  });

  it('toggles likes of an extension the viewer can hear', async () => {
    const ext = await extend(ada.cookie, pub, { public: true, description: 'likeable' });
    const like = (cookie?: string) => req('POST', `/api/music/extension/${ext._id}/like`, cookie);
    expect((await like()).statusCode).toBe(401);
    expect((await like(bob.cookie)).json()).toEqual({ likes: 1, reaction: 'like' });
    expect((await like(guest)).json()).toEqual({ likes: 2, reaction: 'like' });
    expect((await req('POST', `/api/music/extension/${ext._id}/dislike`, bob.cookie)).json()).toEqual({
      likes: 1,
      reaction: 'dislike',
    });
    expect((await like(guest)).json()).toEqual({ likes: 0, reaction: null });
    const listed = (await req('GET', `/api/music/${pub.filename}/extensions`, bob.cookie))
      .json<{ data: MusicExtension[] }>()
      .data.find((e) => e._id === ext._id);
    expect(listed).toMatchObject({ likes: 0, reaction: 'dislike' });
    const secret = await extend(ada.cookie, priv, { description: 'secret' });
    expect((await req('POST', `/api/music/extension/${secret._id}/like`, bob.cookie)).statusCode).toBe(404);
    expect((await req('POST', '/api/music/extension/nope/like', bob.cookie)).statusCode).toBe(404);
  });

  it('deletes an extension: its maker only, with its audio', async () => {
    const ext = await extend(bob.cookie, pub, { public: true, description: 'to delete' });
    const url = `/api/music/extension/${ext._id}`;
    // Replies say who may delete it: its maker only.
    expect(ext.access).toEqual({ canDelete: true });
    const canDelete = async (cookie?: string) =>
      (await req('GET', `/api/music/${pub.filename}/extensions`, cookie))
        .json<{ data: MusicExtension[] }>()
        .data.find((e) => e._id === ext._id)?.access.canDelete;
    for (const cookie of [ada.cookie, cy.cookie, admin.cookie, guest, undefined])
      expect(await canDelete(cookie)).toBe(false);
    expect(await canDelete(bob.cookie)).toBe(true);
    expect((await req('DELETE', url)).statusCode).toBe(401);
    expect((await req('DELETE', url, ada.cookie)).statusCode).toBe(403); // the track's owner sees it, but it is bob's
    expect((await req('DELETE', url, cy.cookie)).statusCode).toBe(403);
    expect((await req('DELETE', url, bob.cookie)).json()).toEqual({ ok: true });
    expect((await req('GET', ext.url!)).statusCode).toBe(404);
    expect((await req('DELETE', url, bob.cookie)).statusCode).toBe(404);
  });

  it("moves a guest's extension likes to the account it signs in to, counting a doubled like once", async () => {
    const ext = await extend(ada.cookie, pub, { public: true, description: 'merge me' });
    const guests = await Promise.all([req('POST', '/api/auth/guest'), req('POST', '/api/auth/guest')]);
    for (const g of guests) await req('POST', `/api/music/extension/${ext._id}/like`, cookieOf(g));
    await req('POST', `/api/music/extension/${ext._id}/like`, cy.cookie);
    const likes = async () =>
      (await h.ctx.db
        .selectFrom('musicExtensions')
        .select('likes')
        .where('id', '=', ext._id)
        .executeTakeFirst())!.likes;
    expect(await likes()).toBe(3);
    // The first guest signs in as cy, who likes it already; the second as bob, who does not.
    await h.ctx.services.users.mergeGuest(guests[0]!.json().userId, cy.id);
    await h.ctx.services.users.mergeGuest(guests[1]!.json().userId, bob.id);
    expect(await likes()).toBe(2);
    const rows = await h.ctx.db
      .selectFrom('musicExtensionReactions')
      .select('userId')
      .where('extensionId', '=', ext._id)
      .orderBy('userId')
      .execute();
    expect(rows.map((r) => r.userId)).toEqual([bob.id, cy.id].sort());
  });

  it("goes with its track: deleting the track deletes its extensions' audio", async () => {
    const track = await makeTrack(h, ada.cookie, { name: 'Doomed' });
    const ext = await extend(ada.cookie, track);
    await req('POST', `/api/music/delete/${track.filename}`, ada.cookie);
    expect((await req('GET', ext.url!)).statusCode).toBe(404);
    expect(
      await h.ctx.db.selectFrom('musicExtensions').selectAll().where('id', '=', ext._id).execute(),
    ).toEqual([]);
  });
});
